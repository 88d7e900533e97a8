/**
 * The import lines above an example's code, so that the code a reader copies from "Show code"
 * (or a Markdown page) runs as pasted: `import { Accordion } from '@tessera/react';`.
 *
 * Browser-safe: the preview's source transform writes them above the JSX Storybook derives from
 * a rendered example, and the build (`.storybook/exampleCode.ts`) above the code it cuts from a
 * stories file.
 */

/** A name a stories file imports, and the package a reader imports it from. */
export interface ReaderImport {
  /** The name the package exports. */
  name: string;
  /** The name the code uses (`name`, unless the import renames it). */
  local: string;
  /** The package: `@tessera/react`, `react` or another a reader installs. */
  from: string;
  typeOnly: boolean;
}

/**
 * `import { … } from '…';` for each package whose names the code uses (`used` holds the code's
 * names), React first, then the others by name, each line's names in order; an empty list when
 * it uses none.
 */
export function importLines(used: ReadonlySet<string>, imports: readonly ReaderImport[]): string[] {
  const groups = new Map<string, string[]>();
  for (const { name, local, from, typeOnly } of imports) {
    if (!used.has(local)) continue;
    const written = `${typeOnly ? 'type ' : ''}${name}${name === local ? '' : ` as ${local}`}`;
    const group = groups.get(from) ?? [];
    if (!group.includes(written)) group.push(written);
    groups.set(from, group);
  }
  const order = [...groups.keys()].sort((a, b) =>
    a === 'react' ? -1 : b === 'react' ? 1 : a.localeCompare(b),
  );
  // Names in each line by name, as a sorted import reads (`type` aside).
  const byName = (a: string, b: string) =>
    a.replace(/^type /, '').localeCompare(b.replace(/^type /, ''));
  return order.map(
    (from) => `import { ${[...groups.get(from)!].sort(byName).join(', ')} } from '${from}';`,
  );
}

/** The code with its import lines above it; unchanged when it needs none or starts with its own. */
export function withImportLines(
  code: string,
  used: ReadonlySet<string>,
  imports: readonly ReaderImport[],
): string {
  if (/^\s*import\s/.test(code)) return code;
  const lines = importLines(used, imports);
  return lines.length === 0 ? code : `${lines.join('\n')}\n\n${code}`;
}

/**
 * String literals of JSX as Storybook writes it: an attribute's value (`title="…"`, which JSX
 * does not escape) and an expression that is a string alone (`{'…'}`, `{"…"}`, `{`…`}`).
 */
const jsxStrings = /=\s*"[^"]*"|=\s*'[^']*'|\{\s*(["'`])(?:\\.|(?!\1)[^\\])*\1\s*\}/g;

/**
 * The names JSX code uses as elements (`<Button`, and `Accordion` of `<Accordion.Item`), read
 * from what follows a `<` outside string literals, so words of its text and a `<Name` written
 * inside an attribute's value (`title="Use <Button>"`) do not count.
 */
export function elementNames(code: string): Set<string> {
  const names = new Set<string>();
  const tags = code.replace(jsxStrings, '=""');
  for (const match of tags.matchAll(/<\/?([A-Za-z_$][\w$]*)/g)) names.add(match[1]!);
  return names;
}
