/**
 * The code shown under a docs example is the story as a reader would write it. On a docs page
 * some examples render with `parameters.docsExample.args` (landmark names of their own, see the
 * `withDocsExampleArgs` decorator in preview.tsx), and Storybook derives the snippet from the
 * args the example rendered with, so without this the snippet would show those page-only names
 * (`aria-label="Breadcrumbs, long trail"`) and "Copy code" would copy them.
 *
 * `restoreStoryArgs` puts the story's own values back into the snippet: a page-only string prop
 * gets the story's string or is dropped if the story has none, an added boolean is dropped, and
 * an element prop of the same component is compared prop by prop (an "On this page" column
 * named for its example). A difference it cannot write back leaves the snippet as it was.
 */

/** One prop whose page-only value is written in the snippet. */
interface PropDifference {
  key: string;
  shown: string | boolean;
  own: string | boolean | undefined;
}

interface ElementLike {
  type: unknown;
  props: Record<string, unknown>;
}

const writable = (value: unknown): value is string | boolean =>
  typeof value === 'string' || typeof value === 'boolean';

const isElement = (value: unknown): value is ElementLike =>
  typeof value === 'object' &&
  value !== null &&
  '$$typeof' in value &&
  'type' in value &&
  'props' in value &&
  typeof value.props === 'object' &&
  value.props !== null;

/** The props that differ, or null when a difference is not one this can write back. */
function differences(
  shown: Record<string, unknown>,
  own: Record<string, unknown> | undefined,
  found: PropDifference[] = [],
): PropDifference[] | null {
  for (const [key, value] of Object.entries(shown)) {
    const ownValue = own?.[key];
    if (Object.is(value, ownValue)) continue;
    if (typeof value === 'string' || typeof value === 'boolean') {
      if (!(ownValue === undefined || writable(ownValue))) return null;
      found.push({ key, shown: value, own: ownValue });
    } else if (isElement(value) && isElement(ownValue) && value.type === ownValue.type) {
      if (!differences(value.props, ownValue.props, found)) return null;
    } else {
      return null;
    }
  }
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How the snippet writes a prop (react-element-to-jsx-string's form). */
function attribute(key: string, value: string | boolean): string {
  if (typeof value === 'string') return `${key}="${value}"`;
  return value ? key : `${key}={false}`;
}

/** Replaces or removes one written prop: on a line of its own, or inline in a tag. */
function rewrite(code: string, written: string, replacement: string | undefined): string {
  const alone = new RegExp(`^([ \\t]*)${escapeRegExp(written)}[ \\t]*\\n`, 'm');
  if (alone.test(code)) {
    return code.replace(alone, (_match, indent: string) =>
      replacement === undefined ? '' : `${indent}${replacement}\n`,
    );
  }
  const inline = new RegExp(`(\\s)${escapeRegExp(written)}(?=[\\s/>])`);
  return code.replace(inline, (_match, space: string) =>
    replacement === undefined ? '' : `${space}${replacement}`,
  );
}

/**
 * The snippet `code`, derived from args with `pageOnlyArgs` laid over the story's own, rewritten
 * to show `ownArgs` (the story's own values of those keys) instead.
 */
export function restoreStoryArgs(
  code: string,
  pageOnlyArgs: Record<string, unknown>,
  ownArgs: Record<string, unknown>,
): string {
  const found = differences(pageOnlyArgs, ownArgs);
  if (!found) return code;
  let result = code;
  for (const { key, shown, own } of found) {
    result = rewrite(result, attribute(key, shown), own === undefined ? own : attribute(key, own));
  }
  return result;
}

/**
 * Storybook writes a function prop as `function noRefCheck() {}` and then replaces that text with
 * `() => {}`; in the published build the function's name is shortened, the replacement misses, and
 * the code read `onClick={function IY(){}}`. An empty function without parameters is written as
 * the arrow Storybook meant.
 */
export function readableFunctions(code: string): string {
  return code.replace(/\bfunction\s*[\w$]*\s*\(\)\s*\{\s*\}/g, '() => {}');
}

/**
 * Storybook writes an element's children that it read as an array inside a keyed fragment,
 * `<React.Fragment key=".0">`: React's own key, which a reader does not write, under a name that
 * needs `React` in scope, which the automatic JSX runtime does not give. It is written as the
 * fragment a reader writes, `<>`.
 */
export function readableFragments(code: string): string {
  // Each closing tag closes the fragment opened last: only those of React's keyed ones change.
  const open: boolean[] = [];
  return code.replace(
    /<React\.Fragment(\s[^>]*)?>|<\/React\.Fragment>/g,
    (tag, attributes?: string) => {
      if (tag.startsWith('</')) return open.pop() ? '</>' : tag;
      const reactKey = /^\s+key="\.[\w.$:]*"$/.test(attributes ?? '');
      open.push(reactKey);
      return reactKey ? '<>' : tag;
    },
  );
}
