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
import { parseSync } from 'vite';
import { expect, test } from 'vitest';
import { exampleCodes } from './exampleCode';
import { libraryImportSource } from './libraryEntryImports';

const root = path.resolve(import.meta.dirname, '..');
const directory = path.join(root, 'node_modules/.cache/tessera-example-types');

const storiesFiles = ['src', 'stories'].flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.stories\.tsx$/.test(file))
    .map((file) => path.join(root, folder, file)),
);

interface Fixture {
  name: string;
  local: string;
  from: string;
  typeOnly: boolean;
}

/** The names a stories file imports from its own support code (relative modules). */
function fixturesOf(file: string, source: string): Fixture[] {
  const { program } = parseSync(file, source);
  return program.body.flatMap((statement) => {
    if (statement.type !== 'ImportDeclaration' || !statement.source.value.startsWith('.')) {
      return [];
    }
    const from = path.resolve(path.dirname(file), statement.source.value);
    return statement.specifiers.flatMap((specifier) =>
      specifier.type === 'ImportSpecifier'
        ? [
            {
              name:
                specifier.imported.type === 'Identifier'
                  ? specifier.imported.name
                  : specifier.imported.value,
              local: specifier.local.name,
              from,
              typeOnly: statement.importKind === 'type' || specifier.importKind === 'type',
            },
          ]
        : [],
    );
  });
}

/** The example with an import for each support-code name it uses and does not import itself. */
function withFixtures(code: string, fixtures: Fixture[]): string {
  const imported = new Set(
    [...code.matchAll(/^import [^;]*;$/gm)].flatMap(([line]) =>
      [...line.matchAll(/\b[\w$]+\b/g)].map(([word]) => word),
    ),
  );
  const lines = fixtures
    .filter((fixture) => !imported.has(fixture.local))
    .filter((fixture) => new RegExp(`(?<![\\w$])(?<![^.]\\.)${fixture.local}(?![\\w$])`).test(code))
    .map(
      (fixture) =>
        `import ${fixture.typeOnly ? 'type ' : ''}{ ${fixture.name} as ${fixture.local} } from ${JSON.stringify(fixture.from)};`,
    );
  return [...lines, code].join('\n');
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
      paths: { '@tessera/react': [path.join(root, 'src/index.ts')] },
    },
  });
  const problems = ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName.startsWith(directory))
    .map((diagnostic) => {
      const where = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      return `${path.basename(diagnostic.file!.fileName)}:${where.line + 1}: ${message}`;
    });
  expect(problems).toEqual([]);
}, 120_000);
