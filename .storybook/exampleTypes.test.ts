/**
 * The examples the Markdown twins write out from the stories files (`exampleCodes` with
 * `fromArgs`), typechecked as a reader would paste them: with their own import lines, against the
 * library's types through `@tessera/react`. Every story of every stories file is checked, more
 * than the docs pages show.
 *
 * Some examples name a fixture the stories file imports from its support code (a scripted upload
 * transport, sample images); such a name is imported here from where the stories file has it, so
 * the rest of the example is checked all the same. Anything else that does not compile (a spy of
 * storybook/test left in, an arg written where it cannot go, a broken edit) fails.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';
import { importLines, type ReaderImport } from './docs/exampleImports';
import { exampleCodes, storiesImports } from './exampleCode';
import { libraryImportSource } from './libraryEntryImports';

const root = path.resolve(import.meta.dirname, '..');
const directory = path.join(root, 'node_modules/.cache/tessera-example-types');

const storiesFiles = ['src', 'stories'].flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.stories\.tsx$/.test(file))
    .map((file) => path.join(root, folder, file)),
);

/** The names a stories file imports from its own modules (relative imports), as imports. */
const fixturesOf = (file: string, source: string): ReaderImport[] =>
  storiesImports(file, source)
    .filter(({ module }) => path.isAbsolute(module))
    .map(({ module, name, local, typeOnly }) => ({ name, local, from: module, typeOnly }));

/** The example with an import for each support-code name it uses and does not import itself. */
function withFixtures(code: string, fixtures: ReaderImport[]): string {
  const imported = new Set(
    [...code.matchAll(/^import [^;]*;$/gm)].flatMap(([line]) =>
      [...line.matchAll(/\b[\w$]+\b/g)].map(([word]) => word),
    ),
  );
  const used = new Set(
    fixtures
      .map((fixture) => fixture.local)
      .filter((local) => !imported.has(local))
      .filter((local) => new RegExp(`(?<![\\w$])(?<![^.]\\.)${local}(?![\\w$])`).test(code)),
  );
  return [...importLines(used, fixtures), code].join('\n');
}

test('every example the Markdown writes out compiles as pasted', () => {
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  const importsFrom = libraryImportSource(root);
  const written: string[] = [];
  for (const file of storiesFiles) {
    const source = readFileSync(file, 'utf8');
    const fixtures = fixturesOf(file, source);
    for (const [story, code] of exampleCodes(file, source, { fromArgs: true, importsFrom })) {
      const name = `${path.relative(root, file).replace(/\W+/g, '_')}__${story}.tsx`;
      // A module of its own, so that the examples' declarations do not meet.
      writeFileSync(path.join(directory, name), `${withFixtures(code, fixtures)}\n\nexport {};\n`);
      written.push(path.join(directory, name));
    }
  }
  expect(written.length).toBeGreaterThan(300);

  const program = ts.createProgram({
    rootNames: [
      ...written,
      ...readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.d.ts'))
        .map((file) => path.join(root, 'src', file)),
    ],
    options: {
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      jsxImportSource: '@emotion/react',
      strict: true,
      noUncheckedIndexedAccess: true,
      skipLibCheck: true,
      noEmit: true,
      types: ['node'],
      typeRoots: [path.join(root, 'node_modules/@types')],
      paths: {
        '@tessera/react': [path.join(root, 'src/index.ts')],
        '@tessera/react/testing': [path.join(root, 'src/testing.ts')],
      },
    },
  });
  // Only the examples are checked, each fully; the library itself is `npm run typecheck`'s.
  const problems = written
    .map((file) => program.getSourceFile(file)!)
    .flatMap((file) => [
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    ])
    .map((diagnostic) => {
      const where = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      return `${path.basename(diagnostic.file!.fileName)}:${where.line + 1}: ${message}`;
    });
  expect(problems).toEqual([]);
}, 120_000);
