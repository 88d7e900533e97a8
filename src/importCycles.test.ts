/**
 * No import cycle in `src`: modules form a tree of layers (tokens → theme → lib → hooks →
 * components), and a cycle would make module order, and so initialisation, depend on which file
 * an app imports first. Type-only imports are erased at build time and do not count.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

const sourceRoot = path.resolve(__dirname);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [file] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const targets: string[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    const isExport = ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined;
    if (!isImport && !isExport) continue;
    if (isImport && statement.importClause?.isTypeOnly) continue;
    if (isExport && statement.isTypeOnly) continue;
    if (isImport) {
      const bindings = statement.importClause?.namedBindings;
      const onlyTypes =
        !statement.importClause?.name &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (onlyTypes) continue;
    }
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!specifier.startsWith('.')) continue;
    const target = resolve(file, specifier);
    if (target) targets.push(target);
  }
  return targets;
}

/** Every cycle found by a depth-first walk, each as the chain of files that closes it. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'visiting');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

test('the cycle finder finds a cycle', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
  ]);
  expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
});

/**
 * PENDING (remove when the menus share one module): the menu and its submenu still import each
 * other. Any other cycle fails the test.
 */
const pendingCycles = [
  'components/Menu/MenuPopup.tsx → components/Submenu/Submenu.tsx → components/Menu/MenuPopup.tsx',
];

test('src has no import cycle', () => {
  const graph = new Map(sourceFiles(sourceRoot).map((file) => [file, runtimeImports(file)]));
  const cycles = findCycles(graph).map((cycle) =>
    cycle.map((file) => path.relative(sourceRoot, file)).join(' → '),
  );
  expect(cycles.filter((cycle) => !pendingCycles.includes(cycle))).toEqual([]);
});
