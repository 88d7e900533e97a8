#!/usr/bin/env node
/**
 * Builds the library into dist/ and checks it as a published package:
 *
 * 1. Vite: one ES module per source file (so bundlers drop what an app does not import), for the
 *    main entry, `@tessera/react/testing`, `@tessera/react/tokens` and
 *    `@tessera/react/navigation`, with dependencies and peers external.
 * 2. Client boundaries for React Server Components, kept out of what bundlers read. The modules
 *    themselves carry no `"use client"`: a bundler warns about every module-level directive it
 *    meets (Vite 8: MODULE_LEVEL_DIRECTIVE, once per module), and only an RSC bundler acts on it.
 *    That bundler resolves the `react-server` export condition, so an entry whose modules need
 *    React on the client (they import React, Emotion or a package built on React, directly or
 *    through another module) gets `<entry>.server.js`: its server-safe exports straight from
 *    their modules, and the others through `<module>.client.js`, a `"use client"` file that
 *    re-exports that one module's names (one boundary per module, as the source is split). The
 *    check below fails when package.json's `react-server` conditions and these files disagree.
 * 3. tsc: declaration files and declaration maps (pointing at `src/`, which ships too, so
 *    go-to-definition lands in the source). tsc keeps relative specifiers as written; Node's
 *    ESM resolution (`module: node16`/`nodenext`) needs full paths, so each one is rewritten to
 *    the `.js` file or `/index.js` it means. Only specifiers at the end of a line change, so the
 *    declaration maps stay exact.
 * 4. Checks: no relative specifier without an extension in any emitted file, no directive
 *    outside the `.client.js` files, no `/// <reference types>` (a public type must not need an `@types`
 *    package), then `publint --strict` and `@arethetypeswrong/cli` (ESM-only profile: node16,
 *    nodenext and bundler resolution).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { clientModuleCheck } from './clientModules.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const externals = [
  ...Object.keys(packageJson.dependencies ?? {}),
  ...Object.keys(packageJson.peerDependencies ?? {}),
];
const isExternal = (id) => externals.some((name) => id === name || id.startsWith(`${name}/`));

rmSync(dist, { recursive: true, force: true });

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: true,
    minify: false,
    target: 'es2022',
    lib: {
      entry: {
        index: path.join(root, 'src/index.ts'),
        testing: path.join(root, 'src/testing.ts'),
        tokensEntry: path.join(root, 'src/tokensEntry.ts'),
        'lib/navigation': path.join(root, 'src/lib/navigation.ts'),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});

function filesUnder(directory, suffix) {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const problems = [];

// 2. Client boundaries.
const modulePattern = /^(?:import|export)\s*(?:\{([^}]*)\}\s*from\s*)?["']([^"']+)["'];?$/gm;
const clientPackages = new Map();
/** Whether a package needs React's client (it is React, Emotion, or names React as a dependency). */
function isClientPackage(specifier) {
  const name = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : specifier.split('/')[0];
  if (!clientPackages.has(name)) {
    let manifest = {};
    try {
      manifest = JSON.parse(
        readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'),
      );
    } catch {
      // A Node built-in or a package without a manifest here: not React.
    }
    const dependsOnReact = ['dependencies', 'peerDependencies'].some(
      (field) => 'react' in (manifest[field] ?? {}),
    );
    clientPackages.set(
      name,
      ['react', 'react-dom'].includes(name) || name.startsWith('@emotion/') || dependsOnReact,
    );
  }
  return clientPackages.get(name);
}
/** Whether a module of dist/ needs React's client, itself or through what it imports. */
const isClientModule = clientModuleCheck({
  readFile: (file) => readFileSync(file, 'utf8'),
  isClientPackage,
});

/** `a, b as c` as pairs of the module's name and the entry's name. */
const namesIn = (list) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [local, exported = local] = part.split(/\s+as\s+/);
      return { local, exported };
    });

const serverEntries = [];
const clientShims = new Map();
for (const entry of ['index', 'testing', 'tokensEntry', 'lib/navigation']) {
  const entryFile = path.join(dist, `${entry}.js`);
  if (!isClientModule(entryFile)) continue;
  // A client entry must be a list of re-exports, to split into server-safe and client ones.
  const code = readFileSync(entryFile, 'utf8').replace(/^\/\/.*\n/gm, '');
  const origins = new Map();
  const reexports = [];
  for (const [statement, names, specifier] of code.matchAll(modulePattern)) {
    if (names === undefined) {
      problems.push(`dist/${entry}.js: cannot split "${statement}" for the react-server entry`);
    } else if (statement.startsWith('import')) {
      for (const { local, exported } of namesIn(names)) origins.set(exported, { specifier, local });
    } else {
      for (const { local, exported } of namesIn(names)) {
        reexports.push({ specifier, local, exported });
      }
    }
  }
  const exportList = /^export\s*\{([^}]*)\};?$/m.exec(code);
  for (const { local, exported } of namesIn(exportList?.[1] ?? '')) {
    const origin = origins.get(local);
    if (origin) reexports.push({ ...origin, exported });
    else problems.push(`dist/${entry}.js: "${local}" is not re-exported from a module`);
  }
  const rest = code
    .replace(modulePattern, '')
    .replace(/^export\s*\{[^}]*\};?$/m, '')
    .trim();
  if (rest)
    problems.push(`dist/${entry}.js: code of its own, so it cannot be split for react-server`);

  const lines = [];
  for (const { specifier, local, exported } of reexports) {
    const target = path.resolve(path.dirname(entryFile), specifier);
    let from = specifier;
    if (isClientModule(target)) {
      const shim = target.replace(/\.js$/, '.client.js');
      clientShims.set(shim, new Set([...(clientShims.get(shim) ?? []), local]));
      from = `./${path.relative(path.dirname(entryFile), shim)}`;
    }
    lines.push(
      `export { ${local === exported ? local : `${local} as ${exported}`} } from "${from}";`,
    );
  }
  writeFileSync(path.join(dist, `${entry}.server.js`), `${lines.join('\n')}\n`);
  serverEntries.push(entry);
}
for (const [shim, names] of clientShims) {
  const module = `./${path.basename(shim).replace(/\.client\.js$/, '.js')}`;
  writeFileSync(
    shim,
    `"use client";\nexport { ${[...names].sort().join(', ')} } from "${module}";\n`,
  );
}
// package.json names the server entries under the `react-server` condition, and only those.
for (const [subpath, conditions] of Object.entries(packageJson.exports)) {
  if (typeof conditions !== 'object') continue;
  const entry = conditions.default.replace(/^\.\/dist\//, '').replace(/\.js$/, '');
  const expected = serverEntries.includes(entry) ? `./dist/${entry}.server.js` : undefined;
  if (conditions['react-server'] !== expected) {
    problems.push(
      `package.json exports["${subpath}"]["react-server"] should be ${expected ?? 'absent'} (is ${conditions['react-server'] ?? 'absent'})`,
    );
  }
}

// 3. Declarations.
const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

// `./x`, `../x`, and the bare `.` and `..` that tsc writes for a folder's index.
const relativeSpecifier = /((?:from|import)\s*\(?\s*)(["'])(\.\.?(?:\/[^"']*)?)\2/g;
for (const file of filesUnder(dist, '.d.ts')) {
  const source = readFileSync(file, 'utf8');
  const rewritten = source.replace(relativeSpecifier, (whole, lead, quote, specifier) => {
    if (specifier.endsWith('.js')) return whole;
    const target = path.resolve(path.dirname(file), specifier);
    if (existsSync(`${target}.d.ts`)) return `${lead}${quote}${specifier}.js${quote}`;
    if (existsSync(path.join(target, 'index.d.ts'))) {
      return `${lead}${quote}${specifier.replace(/\/$/, '')}/index.js${quote}`;
    }
    problems.push(`${path.relative(root, file)}: cannot resolve "${specifier}"`);
    return whole;
  });
  if (rewritten !== source) writeFileSync(file, rewritten);
}

// 4. Checks of the emitted files.
for (const file of [...filesUnder(dist, '.js'), ...filesUnder(dist, '.d.ts')]) {
  const code = readFileSync(file, 'utf8');
  for (const [, , , specifier] of code.matchAll(relativeSpecifier)) {
    if (!specifier.endsWith('.js')) {
      problems.push(
        `${path.relative(root, file)}: relative import "${specifier}" has no extension`,
      );
    }
  }
  if (file.endsWith('.d.ts') && /\/\/\/\s*<reference\s+types=/.test(code)) {
    problems.push(`${path.relative(root, file)}: needs an @types package (/// <reference types>)`);
  }
}
for (const file of filesUnder(dist, '.js')) {
  const isShim = clientShims.has(file);
  if (/^\s*["']use client["']/.test(readFileSync(file, 'utf8')) !== isShim) {
    problems.push(
      `${path.relative(root, file)}: ${isShim ? 'lacks' : 'must not carry'} "use client"`,
    );
  }
}
if (problems.length > 0) {
  console.error(`dist/ has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

const steps = [
  ['npx', ['publint', '--strict']],
  ['npx', ['attw', '--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped']],
];
for (const [command, args] of steps) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log(
  `dist/ built (${clientShims.size} "use client" boundaries for the react-server entries ${serverEntries.join(', ')}), accepted by publint and arethetypeswrong`,
);
