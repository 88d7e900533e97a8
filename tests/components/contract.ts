/**
 * Helpers of the component contract test: which exports are components, and what "keeps its own
 * look" means when a caller adds a class and a style.
 */
import type * as Tessera from '../../src';

type Exports = typeof Tessera;

/** Names of the exports whose value is a function component (PascalCase, callable, not a class). */
export type ComponentExport = {
  [Name in keyof Exports]: Name extends `${infer First}${string}`
    ? First extends Lowercase<First>
      ? never
      : Exports[Name] extends (props: never) => unknown
        ? Name
        : never
    : never;
}[keyof Exports];

/** The one `data-state` vocabulary of STYLE.md and issue 12. */
export const dataStateVocabulary: readonly string[] = [
  'open',
  'closed',
  'checked',
  'unchecked',
  'indeterminate',
  'active',
  'inactive',
];

const isPascalCase = (name: string) => /^[A-Z][A-Za-z0-9]*$/.test(name) && /[a-z]/.test(name);
const isClass = (value: unknown) =>
  typeof value === 'function' && /^class[\s{]/.test(Function.prototype.toString.call(value));
const isComponent = (value: unknown) =>
  (typeof value === 'function' && !isClass(value)) ||
  (typeof value === 'object' && value !== null && '$$typeof' in value);

/**
 * The components of a module's exports: PascalCase functions that are not classes (a class such
 * as `ToastQueue` is not a component), and the PascalCase members of a namespace object such as
 * `Menu` (as `Menu.Item`).
 */
export function collectComponents(module: Record<string, unknown>): string[] {
  const names: string[] = [];
  for (const [name, value] of Object.entries(module)) {
    if (!isPascalCase(name)) continue;
    if (isComponent(value)) names.push(name);
    else if (typeof value === 'object' && value !== null) {
      for (const [member, memberValue] of Object.entries(value)) {
        if (isPascalCase(member) && isComponent(memberValue)) names.push(`${name}.${member}`);
      }
    }
  }
  return names.sort();
}

/**
 * Computed properties a lost class or a replaced inline style would change. Outline is left out:
 * the test's caller style sets it. Sizes that depend on loading content are left out too.
 */
const lookProperties = [
  'display',
  'position',
  'box-sizing',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-left-width',
  'border-left-style',
  'border-left-color',
  'border-top-left-radius',
  'background-color',
  'background-image',
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'gap',
  'flex-direction',
  'list-style-type',
  'cursor',
] as const;

export interface Look {
  /** The root's own class names (the test's probe class left out). */
  classes: string[];
  /** The root's inline declarations. */
  inline: Record<string, string>;
  /** The computed values of `lookProperties`. */
  computed: Record<string, string>;
}

export function lookOf(element: Element, probeClass = 'contract-probe'): Look {
  const style = (element as HTMLElement | SVGElement).style;
  const inline: Record<string, string> = {};
  for (let index = 0; index < style.length; index += 1) {
    const property = style.item(index);
    if (!property.startsWith('outline')) inline[property] = style.getPropertyValue(property);
  }
  const computedStyle = getComputedStyle(element);
  const computed: Record<string, string> = {};
  for (const property of lookProperties) {
    computed[property] = computedStyle.getPropertyValue(property);
  }
  return {
    classes: [...element.classList].filter((name) => name !== probeClass),
    inline,
    computed,
  };
}

/** Resolves after `count` animation frames. */
export function nextFrames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const step = (left: number) => {
      if (left === 0) resolve();
      else requestAnimationFrame(() => step(left - 1));
    };
    step(count);
  });
}
