import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const srcDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// The country list is about 240 entries: only the tel field's path may load it, so that a page
// importing, say, Button never downloads it.
test('only the phone-prefix picker and the form renderer import the country list', () => {
  const importers = sourceFiles(srcDirectory)
    .filter((file) => !file.includes(`${path.sep}lib${path.sep}countries${path.sep}`))
    .filter((file) =>
      /from '[./]*\/lib\/countries'|from '\.\/countries'/.test(readFileSync(file, 'utf8')),
    )
    .map((file) => path.relative(srcDirectory, file).split(path.sep).join('/'))
    .sort();
  expect(importers).toEqual(['components/Field/PhonePrefixPicker.tsx', 'components/Form/Form.tsx']);
});
