/**
 * `storybook dev` only: the site's own modules import the library through its public entry
 * (`src/index.ts`, as the lint rule asks), and this plugin points each of those imports at the
 * module that declares the name, as a production bundle's tree-shaking would.
 *
 * Without it the dev server, which bundles nothing, serves the entry and with it every
 * component, each through docgen, before the first docs page can render: about 140 more modules
 * than that page uses. The library declares no side effects outside its CSS, so skipping the
 * modules a page does not name changes nothing it renders.
 *
 * Only named imports whose every name the entry re-exports from a module are rewritten; type
 * names are dropped (the TypeScript transform would erase them). Line breaks are kept, so the
 * positions after an import are unchanged and no source map is needed.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

interface EntryExport {
  /** Absolute path of the module, without extension, as written in the entry. */
  module: string;
  /** The name the module exports it under. */
  name: string;
  typeOnly: boolean;
}

type EntryExports = ReadonlyMap<string, EntryExport>;

const reExport = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*'(\.[^']*)'/g;
const namedImport = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'\s*;?/g;

/** The names the entry re-exports, from its `export { … } from './module'` lines. */
export function parseEntryExports(entrySource: string, entryDir: string): EntryExports {
  const exports = new Map<string, EntryExport>();
  for (const [, typeKeyword, list = '', specifier = ''] of entrySource.matchAll(reExport)) {
    const module = path.resolve(entryDir, specifier);
    for (const raw of list.split(',')) {
      const item = raw.trim();
      if (!item) continue;
      const typeOnly = Boolean(typeKeyword) || item.startsWith('type ');
      const [name = '', alias = name] = item
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .map((part) => part.trim());
      exports.set(alias, { module, name, typeOnly });
    }
  }
  return exports;
}

/**
 * Where a reader imports what an example uses: a name of the library (a module under `src/` that
 * the package's entry exports under that name) from `@tessera/react`, a name of its test doubles
 * (exported by `src/testing.ts`) from `@tessera/react/testing`, and a package's name from that
 * package (`react`, `zod`, `react-hook-form`). Storybook's own modules (the stories' types,
 * `storybook/test`) and the stories' support modules have none (undefined).
 */
export function libraryImportSource(
  root: string,
): (module: string, name: string) => string | undefined {
  const sourceDirectory = path.join(root, 'src');
  const entryNames = (file: string) =>
    new Set(
      parseEntryExports(
        readFileSync(path.join(sourceDirectory, file), 'utf8'),
        sourceDirectory,
      ).keys(),
    );
  const entries: [string, ReadonlySet<string>][] = [
    ['@tessera/react', entryNames('index.ts')],
    ['@tessera/react/testing', entryNames('testing.ts')],
  ];
  return (module, name) => {
    if (!path.isAbsolute(module)) {
      return /^(storybook|@storybook)(\/|$)/.test(module) ? undefined : module;
    }
    const inLibrary =
      module.startsWith(`${sourceDirectory}${path.sep}`) || module === sourceDirectory;
    return inLibrary ? entries.find(([, names]) => names.has(name))?.[0] : undefined;
  };
}

const specifierFor = (importerDir: string, module: string): string => {
  const relative = path.relative(importerDir, module).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/**
 * Rewrites the named imports of `entry` in `code` (a module in `importerDir`) to the modules that
 * declare them. Returns `undefined` when nothing changes.
 */
export function rewriteEntryImports(
  code: string,
  importerDir: string,
  entry: string,
  exports: EntryExports,
): string | undefined {
  const entryWithoutExtension = entry.replace(/\.[cm]?[jt]sx?$/, '');
  const entryDir = path.dirname(entry);
  let changed = false;
  const result = code.replace(
    namedImport,
    (statement, typeKeyword: string | undefined, list: string, specifier: string) => {
      if (!specifier.startsWith('.')) return statement;
      const target = path
        .resolve(importerDir, specifier)
        .replace(/\.[cm]?[jt]sx?$/, '')
        .replace(/\/index$/, '');
      if (target !== entryDir && target !== entryWithoutExtension) return statement;
      const lineBreaks = statement.split('\n').length - 1;
      if (typeKeyword) {
        changed = true;
        return '\n'.repeat(lineBreaks);
      }
      const byModule = new Map<string, string[]>();
      for (const raw of list.split(',')) {
        const item = raw.trim();
        if (!item) continue;
        const [imported = '', local = imported] = item
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .map((part) => part.trim());
        const found = exports.get(imported);
        // A name the entry does not re-export by name (or `export *`): leave the import alone.
        if (!found) return statement;
        if (item.startsWith('type ') || found.typeOnly) continue;
        const names = byModule.get(found.module) ?? [];
        names.push(found.name === local ? local : `${found.name} as ${local}`);
        byModule.set(found.module, names);
      }
      changed = true;
      const imports = [...byModule].map(
        ([module, names]) =>
          `import { ${names.join(', ')} } from '${specifierFor(importerDir, module)}';`,
      );
      return imports.join(' ') + '\n'.repeat(lineBreaks);
    },
  );
  return changed ? result : undefined;
}

export function libraryEntryImports(options: { root: string; importers: string }): Plugin {
  const entry = path.join(options.root, 'src', 'index.ts');
  const importers = path.join(options.root, options.importers) + path.sep;
  let cached: { mtimeMs: number; exports: EntryExports } | undefined;
  const entryExports = (): EntryExports => {
    const { mtimeMs } = statSync(entry);
    if (cached?.mtimeMs !== mtimeMs) {
      const exports = parseEntryExports(readFileSync(entry, 'utf8'), path.dirname(entry));
      cached = { mtimeMs, exports };
    }
    return cached.exports;
  };
  return {
    name: 'tessera:library-entry-imports',
    apply: 'serve',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(importers) || !/\.tsx?$/.test(file) || !code.includes('src')) return;
      const rewritten = rewriteEntryImports(code, path.dirname(file), entry, entryExports());
      return rewritten === undefined ? undefined : { code: rewritten, map: null };
    },
  };
}
