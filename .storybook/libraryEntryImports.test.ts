import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { libraryImportSource, parseEntryExports, rewriteEntryImports } from './libraryEntryImports';

const root = path.resolve(__dirname, '..');
const entry = path.join(root, 'src', 'index.ts');
const exports = parseEntryExports(readFileSync(entry, 'utf8'), path.dirname(entry));
const docs = path.join(root, '.storybook', 'docs');

test('every name of the library entry maps to a module that exists', () => {
  expect(exports.size).toBeGreaterThan(150);
  for (const [name, { module }] of exports) {
    const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].some((ext) =>
      existsSync(module + ext),
    );
    expect(found, `${name} from ${module}`).toBe(true);
  }
});

test('named imports of the entry point at the declaring modules, with lines kept', () => {
  const code = [
    "import { css } from '@emotion/react';",
    'import {',
    '  Button,',
    '  type ColorScheme,',
    '  CodeIcon as GridIcon,',
    '  space,',
    "} from '../../src';",
    "import type { TesseraTheme } from '../../src/index.js';",
    "import { pageUrl } from './pageUrl';",
    'const x = 1;',
  ].join('\n');
  const rewritten = rewriteEntryImports(code, docs, entry, exports);
  expect(rewritten?.split('\n')).toHaveLength(code.split('\n').length);
  expect(rewritten).toContain("import { Button } from '../../src/components/Button';");
  expect(rewritten).toContain(
    "import { CodeIcon as GridIcon } from '../../src/components/Iconography';",
  );
  expect(rewritten).toContain("import { space } from '../../src/tokens';");
  expect(rewritten).not.toContain('ColorScheme');
  expect(rewritten).not.toContain('TesseraTheme');
  expect(rewritten).toContain("import { css } from '@emotion/react';");
  expect(rewritten).toContain("import { pageUrl } from './pageUrl';");
  expect(rewritten?.split('\n').at(-1)).toBe('const x = 1;');
});

test('an import with a name the entry does not re-export by name is left alone', () => {
  const code = "import { Button, notExported } from '../../src';\n";
  expect(rewriteEntryImports(code, docs, entry, exports)).toBeUndefined();
  expect(rewriteEntryImports("import { x } from './other';", docs, entry, exports)).toBe(undefined);
});

test("the site's own imports of the entry are all rewritten", () => {
  const files = readdirSync(path.join(root, '.storybook'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => path.join(root, '.storybook', file));
  let rewrittenFiles = 0;
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    const rewritten = rewriteEntryImports(code, path.dirname(file), entry, exports);
    if (rewritten === undefined) continue;
    rewrittenFiles += 1;
    expect(rewritten, file).not.toMatch(/from '(\.\.\/)+src(\/index(\.js)?)?'/);
  }
  expect(rewrittenFiles).toBeGreaterThan(5);
});

test('a reader imports a library name from the package, a package name from its package', () => {
  const sourceOf = libraryImportSource(root);
  expect(sourceOf(path.join(root, 'src/components/Button/Button'), 'Button')).toBe(
    '@tessera/react',
  );
  // A module of the library whose name the package does not export, and the stories' support.
  expect(sourceOf(path.join(root, 'src/components/Button/Button'), 'buttonVariants')).toBe(
    undefined,
  );
  expect(sourceOf(path.join(root, 'stories/support/sampleImages'), 'sampleImages')).toBe(undefined);
  // The test doubles, from the package's second entry, wherever the stories file takes them.
  expect(sourceOf(path.join(root, 'src/testing'), 'createScriptedTransport')).toBe(
    '@tessera/react/testing',
  );
  expect(
    sourceOf(path.join(root, 'src/lib/upload/scriptedTransport'), 'createScriptedTransport'),
  ).toBe('@tessera/react/testing');
  expect(sourceOf('react', 'useState')).toBe('react');
  expect(sourceOf('@hookform/resolvers/zod', 'zodResolver')).toBe('@hookform/resolvers/zod');
  expect(sourceOf('storybook/test', 'fn')).toBe(undefined);
  expect(sourceOf('@storybook/react-vite', 'Meta')).toBe(undefined);
});
