/**
 * Turns the docgen data Storybook attaches to a component (`__docgenInfo`, from react-docgen)
 * into the entries of the library's ParameterTable.
 */
import type { PropertyEntry } from '../../src/index.js';

interface DocgenType {
  name: string;
  raw?: string;
}

export interface DocgenProp {
  required?: boolean;
  description?: string;
  tsType?: DocgenType;
  type?: DocgenType;
  defaultValue?: { value: string; computed?: boolean } | null;
}

export interface DocgenInfo {
  displayName?: string;
  description?: string;
  props?: Record<string, DocgenProp>;
}

const DEFAULT_TAG = /^\s*@default\s+(.+?)\s*$/m;

/**
 * Types the library derives from a list of values (one source for the type and the run-time
 * check): docgen shows their definition, so the table spells out the values a reader can pass.
 * Written out here because this module also runs while Storybook reads its config, where the
 * component modules cannot load; `docgen.test.ts` keeps each line equal to its list.
 */
export const derivedTypes: Record<string, string> = {
  '(typeof statusTones)[number]':
    "'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'danger'",
  '(typeof buttonVariants)[number]': "'primary' | 'secondary' | 'tertiary'",
  '(typeof codeLanguages)[number]':
    "'ts' | 'typescript' | 'tsx' | 'js' | 'javascript' | 'jsx' | 'json' | 'bash' | 'sh' | 'shell' | 'css' | 'html' | 'markup' | 'xml' | 'svg' | 'md' | 'markdown' | 'mdx' | 'text'",
  'keyof typeof iconButtonSizes': "'xsmall' | 'small' | 'medium' | 'large'",
  'keyof typeof space': '0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8',
};

function typeOf(prop: DocgenProp): string | undefined {
  const type = prop.tsType ?? prop.type;
  if (!type) return undefined;
  const written = (type.raw ?? type.name).replace(/\s+/g, ' ').trim();
  return derivedTypes[written] ?? written;
}

/** The description without its JSDoc tags, and the value of its `@default` tag. */
export function splitDescription(description = ''): { comment: string; defaultTag?: string } {
  const defaultTag = DEFAULT_TAG.exec(description)?.[1];
  const comment = description
    .split('\n')
    .filter((line) => !/^\s*@\w+/.test(line))
    .join('\n')
    .trim();
  return defaultTag === undefined ? { comment } : { comment, defaultTag };
}

/** A run of a description's text, and whether it was a Markdown code span (`between backticks`). */
export interface DescriptionRun {
  text: string;
  code: boolean;
}

/**
 * Splits a description at its code spans, as Markdown reads them: a run of backticks opens a span
 * that the next run of as many backticks closes, and one space just inside both ends is dropped
 * (so `` `a` `` holds a backtick). A backtick without its match stays text.
 */
export function descriptionRuns(text: string): DescriptionRun[] {
  const runs: DescriptionRun[] = [];
  const pushText = (part: string) => {
    if (part === '') return;
    const last = runs.at(-1);
    if (last && !last.code) last.text += part;
    else runs.push({ text: part, code: false });
  };
  let rest = text;
  for (;;) {
    const open = /`+/.exec(rest);
    if (!open) break;
    const fence = open[0];
    const afterOpen = open.index + fence.length;
    const close = new RegExp(`(?<!\`)${fence}(?!\`)`).exec(rest.slice(afterOpen));
    if (!close) {
      pushText(rest.slice(0, afterOpen));
      rest = rest.slice(afterOpen);
      continue;
    }
    pushText(rest.slice(0, open.index));
    const inner = rest.slice(afterOpen, afterOpen + close.index).replace(/\r?\n/g, ' ');
    const code = /^ .*[^ ].* $/.test(inner) ? inner.slice(1, -1) : inner;
    runs.push({ text: code, code: true });
    rest = rest.slice(afterOpen + close.index + fence.length);
  }
  pushText(rest);
  return runs;
}

export function docgenToEntries(info: DocgenInfo | undefined): PropertyEntry[] {
  return Object.entries(info?.props ?? {}).map(([name, prop]) => {
    const { comment, defaultTag } = splitDescription(prop.description);
    const defaultValue = prop.defaultValue?.value ?? defaultTag;
    const type = typeOf(prop);
    return {
      name,
      ...(type !== undefined && { type }),
      ...(defaultValue !== undefined && { defaultValue }),
      ...(prop.required && { required: true }),
      ...(comment && { comment }),
    };
  });
}
