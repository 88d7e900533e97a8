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

/** Files that import a module at run time (`import type` is erased and does not count). */
function runtimeImporters(pattern: RegExp, except: string): string[] {
  return sourceFiles(srcDirectory)
    .filter((file) => !file.includes(except))
    .filter((file) => {
      const statements = readFileSync(file, 'utf8').match(
        /^(?:import|export)(?!\s+type\b)[^;]*?\bfrom\s+'[^']+'/gm,
      );
      return (statements ?? []).some((statement) => pattern.test(statement));
    })
    .map((file) => path.relative(srcDirectory, file).split(path.sep).join('/'))
    .sort();
}

// The country list is about 245 entries: only the tel field's lazily loaded part may load it,
// so that a page importing, say, Button or an email Field never downloads it.
test('only the tel field’s lazily loaded part imports the country list', () => {
  expect(
    runtimeImporters(
      /from '([./]*\/lib\/countries|\.\/countries)'/,
      `${path.sep}lib${path.sep}countries${path.sep}`,
    ),
  ).toEqual(['components/Field/PhonePrefixPicker.tsx', 'components/Field/phoneModule.ts']);
});

// The numbering plans (libphonenumber-js) follow the same road, plus the form renderer's rules.
test('only the tel field’s part, the country search and the form rules import the phone module', () => {
  expect(
    runtimeImporters(/from '[./]*\/?(lib\/)?phone'|from 'libphonenumber-js/, 'lib/phone.ts'),
  ).toEqual(['components/Field/phoneModule.ts', 'lib/countries/search.ts', 'lib/formSchema.ts']);
});

// Field reaches its tel part through a dynamic import only.
test('Field imports the phone part dynamically', () => {
  const support = readFileSync(path.join(srcDirectory, 'components/Field/phoneSupport.ts'), 'utf8');
  expect(support).toContain("import('./phoneModule')");
  expect(runtimeImporters(/from '[^']*(phoneModule|PhonePrefixPicker)'/, 'phoneModule.ts')).toEqual(
    [],
  );
});
