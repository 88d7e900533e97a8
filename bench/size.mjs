/**
 * What the library costs an app, beyond React and Emotion: esbuild bundles a one-line entry
 * that imports from the built `dist/`, minified for the browser, and the result is gzipped.
 * The metafile's inputs tell which modules a single import drags in.
 *
 * A dynamic `import()` (the tel field's phone support) loads on demand, as an app's bundler
 * makes it a chunk of its own. esbuild's code splitting would also split every import that
 * merely sits next to one (it makes each `import()` target an entry before tree shaking), so the
 * measure runs in two passes: what loads with an import is bundled with every `import()` left
 * out, and the `import()` targets its kept code still refers to are bundled afterwards with
 * splitting on, as what it can load later (`onDemand`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distEntry = path.join(root, 'dist/index.js');

/** Supplied by the app, so not counted: React, React DOM and Emotion (and their subpaths). */
export const EXTERNALS = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@emotion/react',
  '@emotion/react/*',
];

/** Heavy modules that only the components needing them may pull in, matched on input paths. */
export const HEAVY_MODULES = {
  'syntax highlighter': /react-syntax-highlighter|refractor|prismjs|[/\\]CodeBlock[/\\]highlighter/,
  'upload engine': /[/\\]lib[/\\]upload|[/\\]MediaUpload[/\\]/i,
  'country list': /countr(y|ies)/i,
  'phone numbering plans': /libphonenumber-js/,
  'prefix picker': /PhonePrefixPicker/,
};

/** The entry points measured by the bench and the size budget. */
export const SIZE_ENTRIES = {
  button: ['Button'],
  codeblock: ['CodeBlock'],
  mediaupload: ['MediaUpload'],
  field: ['Field'],
};

export function assertLibraryBuilt() {
  if (!existsSync(distEntry)) {
    throw new Error('dist/index.js is missing: build the library first (`npm run build`).');
  }
}

/**
 * @typedef {{ minifiedBytes: number, gzipBytes: number, inputs: string[] }} LoadCost
 * @typedef {LoadCost & { exports: string[], code: string, onDemand: LoadCost }} ImportCost
 */

const buildOptions = {
  bundle: true,
  minify: true,
  format: /** @type {const} */ ('esm'),
  platform: /** @type {const} */ ('browser'),
  target: 'es2022',
  outdir: path.join(root, 'node_modules/.cache/tessera-size'),
  // Paths resolve from the project, so what a bundle names is the same wherever it is checked out.
  absWorkingDir: root,
  write: false,
  metafile: true,
  logLevel: /** @type {const} */ ('silent'),
  external: EXTERNALS,
  define: { 'process.env.NODE_ENV': '"production"' },
};

/**
 * Leaves every `import()` out of the bundle, as a chunk that loads later would be. Its address
 * is written relative to the project, as an app's chunk name is short: an absolute path would
 * make the measured size depend on where the project is checked out.
 */
const onDemandImports = {
  name: 'on-demand-imports',
  /** @param {import('esbuild').PluginBuild} esbuild */
  setup(esbuild) {
    esbuild.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import'
        ? {
            path: `./${path.relative(root, path.resolve(args.resolveDir, args.path)).split(path.sep).join('/')}`,
            external: true,
          }
        : undefined,
    );
  },
};

/**
 * Modules that kept code in an output (tree-shaken inputs have 0 bytes).
 * @param {import('esbuild').Metafile['outputs'][string]} meta
 */
const keptInputs = (meta) =>
  Object.entries(meta.inputs)
    .filter(([input, { bytesInOutput }]) => bytesInOutput > 0 && !input.startsWith('size-entry:'))
    .map(([input]) => input);

/**
 * What the given modules (`import()` targets) cost when they load: each bundled with splitting,
 * so the chunks they share are counted once.
 * @param {string[]} modules
 * @returns {Promise<Map<string, LoadCost>>}
 */
async function measureOnDemand(modules) {
  /** @type {Map<string, LoadCost>} */
  const costs = new Map();
  if (modules.length === 0) return costs;
  const result = await build({
    ...buildOptions,
    entryPoints: modules.map((module, index) => ({ in: module, out: `on-demand-${index}` })),
    splitting: true,
    chunkNames: 'chunk-[hash]',
  });
  const files = new Map(result.outputFiles.map((file) => [path.basename(file.path), file]));
  const outputs = new Map(
    Object.entries(result.metafile.outputs).map(([name, meta]) => [path.basename(name), meta]),
  );
  modules.forEach((module, index) => {
    const names = new Set();
    const visit = (/** @type {string} */ name) => {
      if (names.has(name) || !outputs.has(name)) return;
      names.add(name);
      for (const { path: imported } of outputs.get(name).imports) visit(path.basename(imported));
    };
    visit(`on-demand-${index}.js`);
    const contents = [...names].map((name) => files.get(name).contents);
    costs.set(module, {
      minifiedBytes: contents.reduce((sum, bytes) => sum + bytes.byteLength, 0),
      gzipBytes: contents.reduce((sum, bytes) => sum + gzipSync(bytes, { level: 9 }).byteLength, 0),
      inputs: [...new Set([...names].flatMap((name) => keptInputs(outputs.get(name))))],
    });
  });
  return costs;
}

/**
 * Bundles one entry per import in a single esbuild pass (each file is parsed once); an entry is
 * `export { …names } from '<dist>'`, or `export * from '<dist>'` when names is '*'.
 * @param {Record<string, string[] | '*'>} entries
 * @returns {Promise<Record<string, ImportCost>>}
 */
export async function measureImports(entries) {
  assertLibraryBuilt();
  const specifier = JSON.stringify(distEntry);
  const keys = Object.keys(entries);
  const result = await build({
    ...buildOptions,
    entryPoints: keys.map((key, index) => ({ in: `size-entry:${key}`, out: `entry-${index}` })),
    plugins: [
      onDemandImports,
      {
        name: 'size-entries',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^size-entry:/ }, (args) => ({
            path: args.path.slice('size-entry:'.length),
            namespace: 'size-entry',
          }));
          esbuild.onLoad({ filter: /.*/, namespace: 'size-entry' }, (args) => {
            const names = entries[args.path];
            const contents =
              names === '*'
                ? `export * from ${specifier};`
                : `export { ${names.join(', ')} } from ${specifier};`;
            return { contents, resolveDir: root, loader: 'js' };
          });
        },
      },
    ],
  });
  const bundles = keys.map((key, index) => {
    const file = result.outputFiles.find(
      (output) => path.basename(output.path) === `entry-${index}.js`,
    );
    const meta = Object.entries(result.metafile.outputs).find(([name]) =>
      name.endsWith(`entry-${index}.js`),
    )?.[1];
    if (!file || !meta) throw new Error(`esbuild produced no bundle for ${key}`);
    // The `import()` calls that survived tree shaking: what this import can load later.
    const later = meta.imports
      .filter((imported) => imported.kind === 'dynamic-import' && imported.external)
      .map((imported) => imported.path);
    return { key, file, meta, later };
  });
  const onDemand = await measureOnDemand([...new Set(bundles.flatMap(({ later }) => later))]);

  /** @type {Record<string, ImportCost>} */
  const costs = {};
  for (const { key, file, meta, later } of bundles) {
    const laterCosts = later.map((module) => /** @type {LoadCost} */ (onDemand.get(module)));
    costs[key] = {
      minifiedBytes: file.contents.byteLength,
      gzipBytes: gzipSync(file.contents, { level: 9 }).byteLength,
      inputs: keptInputs(meta),
      exports: meta.exports,
      code: file.text,
      onDemand: {
        minifiedBytes: laterCosts.reduce((sum, cost) => sum + cost.minifiedBytes, 0),
        gzipBytes: laterCosts.reduce((sum, cost) => sum + cost.gzipBytes, 0),
        inputs: [...new Set(laterCosts.flatMap((cost) => cost.inputs))],
      },
    };
  }
  return costs;
}

/**
 * @param {string[] | '*'} names
 * @returns {Promise<ImportCost>}
 */
export async function measureImport(names) {
  const { entry } = await measureImports({ entry: names });
  return /** @type {ImportCost} */ (entry);
}

/**
 * @param {string[]} inputs
 * @returns {string[]} the names of the heavy modules among the inputs
 */
export function heavyModulesIn(inputs) {
  return Object.entries(HEAVY_MODULES)
    .filter(([, pattern]) => inputs.some((input) => pattern.test(input)))
    .map(([name]) => name);
}

/**
 * The whole library, and each of its value exports (components, hooks, helpers) measured alone.
 * @returns {Promise<{ all: ImportCost, parts: Record<string, number> }>}
 */
export async function measureParts() {
  const all = await measureImport('*');
  const costs = await measureImports(Object.fromEntries(all.exports.map((name) => [name, [name]])));
  const parts = Object.fromEntries(
    Object.entries(costs).map(([name, cost]) => [name, cost.gzipBytes]),
  );
  return { all, parts };
}

/**
 * The figures of the bench: gzip bytes of each entry (null while the export does not exist),
 * the whole library, and the sum of every export measured alone.
 */
export async function measureLibrarySizes() {
  const { all, parts } = await measureParts();
  const present = Object.fromEntries(
    Object.entries(SIZE_ENTRIES).filter(([, names]) =>
      names.every((name) => all.exports.includes(name)),
    ),
  );
  const costs = await measureImports(present);
  /** @type {Record<string, number | null>} */
  const figures = {};
  for (const key of Object.keys(SIZE_ENTRIES)) {
    figures[`size_${key}_gzip_bytes`] = costs[key]?.gzipBytes ?? null;
  }
  figures.size_all_gzip_bytes = all.gzipBytes;
  figures.size_sum_of_exports_gzip_bytes = Object.values(parts).reduce((sum, n) => sum + n, 0);
  figures.size_export_count = Object.keys(parts).length;
  return figures;
}
