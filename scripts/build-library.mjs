#!/usr/bin/env node
/**
 * Builds the library into dist/ and checks it as a published package:
 *
 * 1. Vite: one ES module per source file (so bundlers drop what an app does not import), for the
 *    main entry, `@tessera/react/testing`, `@tessera/react/tokens` and
 *    `@tessera/react/navigation`, with dependencies and peers external.
 * 2. `"use client"` at the top of every module that uses React or Emotion, so React Server
 *    Components frameworks (Next.js App Router) treat those modules as client boundaries; the
 *    source maps shift by that one line. Vite drops module directives when bundling, so they are
 *    added to the output, and checked below.
 * 3. tsc: declaration files and declaration maps (pointing at `src/`, which ships too, so
 *    go-to-definition lands in the source). tsc keeps relative specifiers as written; Node's
 *    ESM resolution (`module: node16`/`nodenext`) needs full paths, so each one is rewritten to
 *    the `.js` file or `/index.js` it means. Only specifiers at the end of a line change, so the
 *    declaration maps stay exact.
 * 4. Checks: no relative specifier without an extension in any emitted file, the directive on
 *    every client module, no `/// <reference types>` (a public type must not need an `@types`
 *    package), then `publint --strict` and `@arethetypeswrong/cli` (ESM-only profile: node16,
 *    nodenext and bundler resolution).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

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
const usesReact = /^\s*import\s[^;]*?from\s*["'](react|react-dom|@emotion\/react)(\/[^"']*)?["']/m;
const clientModules = [];
for (const file of filesUnder(dist, '.js')) {
  const code = readFileSync(file, 'utf8');
  if (!usesReact.test(code)) continue;
  clientModules.push(file);
  if (code.startsWith('"use client"')) continue;
  writeFileSync(file, `"use client";\n${code}`);
  const mapFile = `${file}.map`;
  if (existsSync(mapFile)) {
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    map.mappings = `;${map.mappings}`;
    writeFileSync(mapFile, JSON.stringify(map));
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
for (const file of clientModules) {
  if (!readFileSync(file, 'utf8').startsWith('"use client";\n')) {
    problems.push(`${path.relative(root, file)}: lost its "use client" directive`);
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
  `dist/ built (${clientModules.length} client modules marked "use client"), accepted by publint and arethetypeswrong`,
);
