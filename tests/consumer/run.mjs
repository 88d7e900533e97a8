#!/usr/bin/env node
/**
 * The package as an application meets it. `npm pack` the library, install the tarball into
 * throwaway apps outside the source tree (one on the oldest React and Emotion the peer ranges
 * allow, one on the latest React 19), and in each:
 *
 * - Node: import the package and its `/testing` entry with every dependency external (plain
 *   Node ESM resolution, as Next.js, Remix or Vite SSR do) and compare the export list with the
 *   committed snapshot;
 * - TypeScript: typecheck a consumer under `module: nodenext` with `skipLibCheck: false`, and
 *   beside it an app whose Emotion theme is its own (`own-theme/`): the package adds nothing to
 *   Emotion's `Theme`, and the main app types it as Tessera's with the README's declaration;
 * - CommonJS: `require()` each entry from a `.cjs` file (Node's require(esm)) and get the modules
 *   `import()` gives;
 * - Vite: build the client in development mode and the server entry for SSR, with no warning
 *   about a module-level directive (`"use client"` is only in the react-server entry's files);
 * - SSR: `renderToString` a page that uses every component;
 * - Chromium: hydrate that HTML with React's development build under a strict Content Security
 *   Policy (styles only with the page's nonce, which the app gives Emotion; Trusted Types) and
 *   fail on any console error or warning or anything the policy refused, then check that `colorScheme="system"` follows `prefers-color-scheme` live and sets
 *   the root element's `color-scheme`;
 * - the app's own tests (latest React): Vitest with Testing Library, in jsdom and in happy-dom,
 *   renders that page and drives its components by role (`app-tests/`), where there is no layout
 *   (and in jsdom no matchMedia, ResizeObserver or CSS.supports);
 *
 * and a Next.js App Router app whose Server Components use the components (`nextApp.mjs`).
 * Before that, the tarball's package.json: no repository scripts, and `npm pack` (also a failing
 * one) leaves the repository's package.json as it was; the installs name no script of the package.
 *
 * The apps live in a temporary directory, so nothing resolves through the repository's own
 * node_modules. Installs share the npm cache and run in parallel. `--build` rebuilds dist/
 * first (it is built when missing); `--keep` leaves the apps in place and prints where.
 */
/* global document, getComputedStyle, window, Element -- code run in the page by Playwright */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, HOW_TO_GET_A_BROWSER, findChromium } from '../../scripts/browser.mjs';
import { checkNextApp, nextApp } from './nextApp.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const args = process.argv.slice(2);

/** The apps: the oldest versions the peer ranges promise, and the latest React 19. */
const variants = [
  {
    name: 'react-19.0.0',
    dependencies: {
      react: '19.0.0',
      'react-dom': '19.0.0',
      // The first Emotion whose types accept React 19's (no global JSX namespace).
      '@emotion/react': '11.13.0',
      // The app gives Emotion its policy's nonce through a cache of its own.
      '@emotion/cache': '^11.13.0',
      '@types/react': '~19.0.0',
      '@types/react-dom': '~19.0.0',
    },
  },
  {
    name: 'react-latest',
    dependencies: {
      react: '^19',
      'react-dom': '^19',
      '@emotion/react': '^11',
      '@emotion/cache': '^11',
      '@types/react': '^19',
      '@types/react-dom': '^19',
      // The app's own tests.
      vitest: '^4',
      jsdom: '^29',
      'happy-dom': '^21',
      '@testing-library/react': '^16',
      '@testing-library/dom': '^10',
      '@testing-library/user-event': '^14',
    },
    appTests: true,
  },
];

/**
 * The hydrated page's Content Security Policy: scripts and images from its own origin, styles
 * only from elements that carry its nonce, so a `style` attribute in the server HTML is refused,
 * and Trusted Types for every script sink, so no HTML string reaches `innerHTML` and no string
 * is evaluated as code.
 */
const cspNonce = randomBytes(16).toString('base64');
const contentSecurityPolicy = [
  "default-src 'self'",
  'img-src data:',
  `style-src 'nonce-${cspNonce}'`,
  "require-trusted-types-for 'script'",
].join('; ');

let failures = 0;
function report(label, ok, detail = '') {
  console.log(`${ok ? '  ✔' : '  ✘'} ${label}${detail ? `\n${indent(detail)}` : ''}`);
  if (!ok) failures += 1;
}
const indent = (text) =>
  text
    .trim()
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n');

/** Runs a command; resolves with its exit code and combined output. */
function exec(command, commandArgs, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

if (args.includes('--build') || !existsSync(path.join(root, 'dist/index.js'))) {
  console.log('building dist/');
  const build = await exec('node', ['scripts/build-library.mjs'], { cwd: root });
  if (build.code !== 0) {
    console.error(build.output);
    process.exit(1);
  }
}

// `--dir <path>` reuses a directory of earlier apps (faster installs while working on a fix).
const givenDirectory = args.includes('--dir')
  ? path.resolve(args[args.indexOf('--dir') + 1])
  : null;
const workDirectory = givenDirectory ?? mkdtempSync(path.join(tmpdir(), 'tessera-consumer-'));
if (givenDirectory) mkdirSync(givenDirectory, { recursive: true });
const repositoryManifest = readFileSync(path.join(root, 'package.json'), 'utf8');
const pack = await exec('npm', ['pack', '--json', '--pack-destination', workDirectory], {
  cwd: root,
});
if (pack.code !== 0) {
  console.error(pack.output);
  process.exit(1);
}
const tarball = path.join(
  workDirectory,
  JSON.parse(pack.output.slice(pack.output.indexOf('[')))[0].filename,
);
console.log(`packed ${path.basename(tarball)} (${seconds()})`);

console.log('\nthe packed manifest');
await checkPackedManifest();

// The export names the package must offer: the committed snapshot of src/index.ts.
const snapshot = readFileSync(path.join(root, 'src/__snapshots__/exports.test.ts.snap'), 'utf8');
const mainEntrySnapshot = snapshot
  .split('exports[')
  .find((block) => block.includes('the public entry'));
const expectedExports = [...(mainEntrySnapshot ?? '').matchAll(/^ {2}"(\w+)",?$/gm)].map(
  (match) => match[1],
);

/**
 * Writes an app into the work directory from `source`, with the tarball and `dependencies`, and
 * installs it. A directory reused with `--dir` loses what an earlier run left (`builtFiles`) and
 * gets the new tarball, not the one its lock file remembers.
 */
async function installApp({ name, source, dependencies, builtFiles, extraSources = {} }) {
  const app = path.join(workDirectory, name);
  for (const leftover of ['node_modules/@tessera', 'package-lock.json', ...builtFiles]) {
    rmSync(path.join(app, leftover), { recursive: true, force: true });
  }
  cpSync(source, app, { recursive: true });
  for (const [folder, from] of Object.entries(extraSources)) {
    cpSync(from, path.join(app, folder), { recursive: true });
  }
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: `tessera-consumer-${name}`,
        private: true,
        type: 'module',
        dependencies: { '@tessera/react': `file:${tarball}`, ...dependencies },
      },
      null,
      2,
    ),
  );
  const install = await exec(
    'npm',
    // Warnings too: npm names a dependency's install scripts at that level.
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=warn'],
    { cwd: app },
  );
  return { ok: install.code === 0, output: install.output };
}

const nextAppDirectory = path.join(workDirectory, 'next');
const [nextInstall] = await Promise.all([
  installApp({ name: 'next', ...nextApp }),
  ...variants.map(async (variant) => {
    const install = await installApp({
      name: variant.name,
      source: path.join(here, 'app'),
      dependencies: variant.dependencies,
      builtFiles: ['dist'],
      extraSources: {
        'own-theme': path.join(here, 'own-theme'),
        ...(variant.appTests && { 'app-tests': path.join(here, 'app-tests') }),
      },
    });
    variant.installed = install.ok;
    variant.installOutput = install.output;
  }),
]);
console.log(`installed ${variants.length + 1} apps (${seconds()})`);

const executablePath = await findChromium();
if (!executablePath) {
  console.error(HOW_TO_GET_A_BROWSER);
  process.exit(1);
}
const { chromium } = await import('playwright');
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });

for (const variant of variants) {
  const app = path.join(workDirectory, variant.name);
  console.log(`\n${variant.name}`);
  report(
    'npm install of the tarball',
    variant.installed,
    variant.installed ? '' : variant.installOutput,
  );
  if (!variant.installed) continue;
  const scriptWarnings = packageScriptWarnings(variant.installOutput);
  report(
    'npm install names no script of the package (no prepare, no install scripts)',
    scriptWarnings.length === 0,
    scriptWarnings.join('\n'),
  );
  const versions = await exec(
    'node',
    [
      '--input-type=module',
      '-e',
      `import { createRequire } from 'node:module';
       const require = createRequire(process.cwd() + '/');
       console.log(['react', '@emotion/react'].map((name) => name + '@' + require(name + '/package.json').version).join(', '));`,
    ],
    { cwd: app },
  );
  console.log(`    ${versions.output.trim()}`);

  // Node: the package and its testing entry import with every dependency external.
  const imports = await exec(
    'node',
    [
      '--input-type=module',
      '-e',
      `const main = await import('@tessera/react');
       const testing = await import('@tessera/react/testing');
       const missing = Object.entries(main).filter(([, value]) => value === undefined).map(([name]) => name);
       if (missing.length) throw new Error('undefined exports: ' + missing.join(', '));
       if (typeof testing.createScriptedTransport !== 'function') throw new Error('@tessera/react/testing has no createScriptedTransport');
       const navigation = await import('@tessera/react/navigation');
       if (navigation.countItems({ label: 'Docs', items: [{ label: 'A', href: '/a', items: [{ label: 'B', href: '/b' }] }] }) !== 2) throw new Error('@tessera/react/navigation countItems');
       const tokens = await import('@tessera/react/tokens');
       if (tokens.schemeDeclarations('dark')['--tessera-surface'] === undefined || !tokens.colors) throw new Error('@tessera/react/tokens lacks the scheme declarations or the tokens');
       console.log(JSON.stringify(Object.keys(main).sort()));`,
    ],
    { cwd: app },
  );
  if (imports.code !== 0) {
    report(
      'plain Node imports @tessera/react, /testing, /tokens and /navigation',
      false,
      imports.output,
    );
  } else {
    const names = JSON.parse(imports.output.trim().split('\n').at(-1));
    const missing = expectedExports.filter((name) => !names.includes(name));
    const extra = names.filter((name) => !expectedExports.includes(name));
    report(
      `plain Node imports @tessera/react (${names.length} exports), /testing, /tokens and /navigation`,
      missing.length === 0 && extra.length === 0,
      [
        missing.length ? `missing: ${missing.join(', ')}` : '',
        extra.length ? `not in the snapshot: ${extra.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }

  // CommonJS: require() of the ES modules (Node >= 20.19 and 22.12), the very modules import()
  // loads, so a CommonJS app and an ESM one share one copy of every context. From a fresh .cjs
  // file outside the app's sources.
  const requireScript = path.join(app, 'require-check.cjs');
  writeFileSync(
    requireScript,
    `const assert = require('node:assert');
     const entries = ['@tessera/react', '@tessera/react/testing', '@tessera/react/tokens', '@tessera/react/navigation'];
     (async () => {
       for (const entry of entries) {
         const required = require(entry);
         assert.strictEqual(required, await import(entry), entry + ': require() and import() give different modules');
       }
       assert.strictEqual(typeof require('@tessera/react').Button, 'function', 'Button');
       console.log('ok');
     })().catch((error) => { console.error(error); process.exit(1); });
`,
  );
  const required = await exec('node', [requireScript], { cwd: app });
  report(
    'require() from CommonJS loads the package and its entries, the same modules as import(), with no warning',
    required.code === 0 && required.output.trim() === 'ok',
    required.code === 0 && required.output.trim() === 'ok' ? '' : firstLines(required.output, 12),
  );

  // TypeScript: the consumer under nodenext, every declaration file checked.
  await typecheck(app, 'tsconfig.json', 'typecheck under module nodenext with skipLibCheck false');
  // An app whose Emotion theme is its own: the package must not merge its theme into that type.
  await typecheck(
    app,
    'own-theme/tsconfig.json',
    'an app with an Emotion theme of its own keeps its own Theme type (skipLibCheck false)',
  );

  // Vite: the client (React's development build, to hear every warning) and the server entry.
  const built = await buildWithVite(app);
  report('vite build (client and SSR entry)', built.ok, built.detail);
  if (!built.ok) continue;
  // `"use client"` lives only in the files the react-server condition reaches: a bundler that
  // meets a module-level directive warns once per module.
  const directiveWarnings = built.warnings.filter((warning) =>
    warning.includes('MODULE_LEVEL_DIRECTIVE'),
  );
  report(
    'vite build warns about no module-level directive (MODULE_LEVEL_DIRECTIVE)',
    directiveWarnings.length === 0,
    directiveWarnings.length
      ? `${directiveWarnings.length} warnings, first:\n${firstLines(directiveWarnings[0], 4)}`
      : '',
  );

  const htmlFile = path.join(app, 'dist/page.html');
  const render = await exec(
    'node',
    [
      '--input-type=module',
      '-e',
      `import { writeFileSync } from 'node:fs';
       const messages = [];
       for (const level of ['error', 'warn']) {
         console[level] = (...parts) => messages.push('console.' + level + ': ' + parts.map(String).join(' '));
       }
       const { render } = await import(${JSON.stringify(pathToFileURL(path.join(app, 'dist/server/server.js')).href)});
       writeFileSync(${JSON.stringify(htmlFile)}, render(${JSON.stringify(cspNonce)}));
       if (messages.length) { process.stdout.write(messages.join('\\n')); process.exit(1); }`,
    ],
    // React's development build on the server too: it reports what production hides.
    { cwd: app, env: { ...process.env, NODE_ENV: 'development' } },
  );
  const serverHtml = existsSync(htmlFile) ? readFileSync(htmlFile, 'utf8') : '';
  report(
    'renderToString of the page with every component, no console error or warning',
    render.code === 0 && serverHtml.length > 0,
    render.code === 0 ? '' : firstLines(render.output, 12),
  );
  if (!serverHtml) continue;
  // The app's own element reads Tessera's tokens from Emotion's theme context (src/Page.tsx);
  // its rule is in one of the style elements Emotion wrote beside the elements.
  const taglineTag = /<p[^>]*\sdata-app-tagline[^>]*>/.exec(serverHtml)?.[0] ?? '';
  const taglineClass = /\sclass="(app-[\w-]+)"/.exec(taglineTag)?.[1] ?? 'no class';
  const tagline = new RegExp(`\\.${taglineClass}\\{([^}]*)\\}`).exec(serverHtml)?.[1] ?? '';
  const taglineOk =
    tagline.includes('color:var(--tessera-text-muted)') && tagline.includes('margin-block:8px');
  report(
    "an app's own element reads the theme's tokens from Emotion's useTheme()",
    taglineOk,
    taglineOk ? '' : taglineTag || 'no <p data-app-tagline> in the server HTML',
  );

  const hydration = await hydrate(app, serverHtml, browser);
  report(
    'hydrateRoot in Chromium with no console error or warning',
    hydration.messages.length === 0,
    hydration.messages.join('\n'),
  );
  report(
    'colorScheme="system" follows prefers-color-scheme live',
    hydration.schemeOk,
    hydration.schemeDetail,
  );
  report(
    'under the policy, sizes and colours given by props still apply after hydrating',
    hydration.propStylesOk,
    hydration.propStylesDetail,
  );

  if (variant.appTests) {
    await typecheck(
      app,
      'app-tests/tsconfig.json',
      "the app's tests typecheck under nodenext with the package's types",
    );
    const appTests = await exec(
      'npx',
      ['vitest', 'run', '--config', 'app-tests/vitest.config.ts', '--reporter=dot'],
      { cwd: app, env: { ...process.env, CI: 'true', NODE_ENV: 'test', NO_COLOR: '1' } },
    );
    report(
      "the app's tests: Vitest in jsdom and happy-dom with Testing Library drives every component",
      appTests.code === 0,
      appTests.code === 0 ? '' : firstLines(appTests.output, 40),
    );
  }
}

console.log('\nnext (App Router, Server Components)');
report('npm install of the tarball', nextInstall.ok, nextInstall.ok ? '' : nextInstall.output);
if (nextInstall.ok) await checkNextApp({ app: nextAppDirectory, browser, report, exec });

await browser.close();
if (args.includes('--keep') || givenDirectory) console.log(`\napps kept in ${workDirectory}`);
else rmSync(workDirectory, { recursive: true, force: true });
console.log(`\nconsumer test: ${failures === 0 ? 'passed' : `${failures} failed`} (${seconds()})`);
process.exit(failures === 0 ? 0 : 1);

/**
 * The tarball's package.json carries no script of the repository (its `prepare` would run a file
 * the tarball lacks), and packing leaves the repository's package.json as it was, also when
 * `npm pack` fails after `prepack` rewrote it (npm then skips `postpack`): that case runs in a
 * copy of the pack step in the work directory, not in the repository.
 */
async function checkPackedManifest() {
  const listing = await exec('tar', ['-xOf', tarball, 'package/package.json']);
  let packed = {};
  try {
    packed = JSON.parse(listing.output);
  } catch {
    // Reported below as missing fields.
  }
  const left = ['scripts', 'allowScripts'].filter((field) => field in packed);
  const kept = ['name', 'version', 'exports', 'dependencies', 'peerDependencies'].filter(
    (field) => !(field in packed),
  );
  report(
    "the tarball's package.json has no scripts (no prepare) and keeps exports and dependencies",
    left.length === 0 && kept.length === 0,
    [
      left.length ? `still there: ${left.join(', ')}` : '',
      kept.length ? `lost: ${kept.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  report(
    "npm pack leaves the repository's package.json unchanged",
    readFileSync(path.join(root, 'package.json'), 'utf8') === repositoryManifest,
  );

  const copy = path.join(workDirectory, 'pack-step');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(path.join(copy, 'scripts'), { recursive: true });
  cpSync(
    path.join(root, 'scripts/pack-manifest.mjs'),
    path.join(copy, 'scripts/pack-manifest.mjs'),
  );
  writeFileSync(path.join(copy, 'index.js'), 'export {};\n');
  const manifest = `${JSON.stringify(
    {
      name: 'pack-step',
      version: '1.0.0',
      type: 'module',
      files: ['index.js'],
      scripts: {
        prepare: 'node -e 0',
        prepack: JSON.parse(repositoryManifest).scripts?.prepack,
        postpack: JSON.parse(repositoryManifest).scripts?.postpack,
      },
    },
    null,
    2,
  )}\n`;
  writeFileSync(path.join(copy, 'package.json'), manifest);
  const failed = await exec(
    'npm',
    ['pack', '--pack-destination', path.join(copy, 'missing/folder')],
    {
      cwd: copy,
    },
  );
  let restored = false;
  for (let waited = 0; waited < 5_000 && !restored; waited += 100) {
    restored = readFileSync(path.join(copy, 'package.json'), 'utf8') === manifest;
    if (!restored) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  report(
    'a failing npm pack (no destination folder) leaves package.json as it was',
    failed.code !== 0 && restored,
    failed.code === 0
      ? 'npm pack did not fail'
      : restored
        ? ''
        : 'package.json kept the stripped manifest',
  );

  // npm publish reads package.json again after packing, for the version document it sends the
  // registry beside the tarball: that one must not list the scripts either. A registry on
  // 127.0.0.1 takes the publish.
  let published;
  const registry = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'PUT') {
        published = JSON.parse(body);
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      } else {
        response.writeHead(404, { 'Content-Type': 'application/json' }).end('{}');
      }
    });
  });
  await new Promise((resolve) => registry.listen(0, '127.0.0.1', resolve));
  const registryUrl = `http://127.0.0.1:${registry.address().port}/`;
  writeFileSync(
    path.join(copy, '.npmrc'),
    `registry=${registryUrl}\n${registryUrl.replace(/^http:/, '')}:_authToken=consumer-test\n`,
  );
  const publish = await exec('npm', ['publish', '--access', 'public', '--registry', registryUrl], {
    cwd: copy,
  });
  registry.close();
  restored = false;
  for (let waited = 0; waited < 5_000 && !restored; waited += 100) {
    restored = readFileSync(path.join(copy, 'package.json'), 'utf8') === manifest;
    if (!restored) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const version = published?.versions?.['1.0.0'];
  report(
    'npm publish sends the registry a version without scripts, and package.json is restored',
    publish.code === 0 && version !== undefined && !('scripts' in version) && restored,
    publish.code !== 0
      ? `npm publish failed:\n${publish.output}`
      : version === undefined
        ? 'the registry received no version document'
        : 'scripts' in version
          ? `the version document lists scripts: ${JSON.stringify(version.scripts)}`
          : 'package.json kept the stripped manifest',
  );
}

/** npm's lines about the package's own scripts in an install's output. */
function packageScriptWarnings(output) {
  return output
    .split('\n')
    .filter((line) =>
      /@tessera\/react@\S+ \((prepare|preinstall|install|postinstall)\b/.test(line),
    );
}

function firstLines(text, count) {
  const lines = text.trim().split('\n');
  return (
    lines.slice(0, count).join('\n') +
    (lines.length > count ? `\n… ${lines.length - count} more lines` : '')
  );
}

/** Typechecks one of the app's TypeScript projects with the repository's tsc and reports it. */
async function typecheck(app, project, label) {
  const result = await exec(
    'node',
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(app, project)],
    { cwd: app },
  );
  report(label, result.code === 0, summarizeTypeErrors(result.output));
}

/** tsc's errors, grouped by code, with the first few in full. */
function summarizeTypeErrors(output) {
  const errors = output.split('\n').filter((line) => / error TS\d+/.test(line));
  if (errors.length === 0) return output.trim() ? firstLines(output, 10) : '';
  const byCode = new Map();
  for (const line of errors) {
    const code = line.match(/error (TS\d+)/)[1];
    byCode.set(code, (byCode.get(code) ?? 0) + 1);
  }
  const counts = [...byCode].map(([code, count]) => `${count} × ${code}`).join(', ');
  return `${errors.length} errors (${counts})\n${errors.slice(0, 6).join('\n')}`;
}

async function buildWithVite(app) {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const warnings = [];
  const common = {
    root: app,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
  };
  const onwarn = (warning) =>
    warnings.push(
      `${warning.code ? `[${warning.code}] ` : ''}${warning.message ?? String(warning)}`,
    );
  try {
    await build({
      ...common,
      mode: 'development',
      define: { 'process.env.NODE_ENV': JSON.stringify('development') },
      build: {
        outDir: 'dist/client',
        minify: false,
        rolldownOptions: {
          input: path.join(app, 'src/client.tsx'),
          output: { entryFileNames: 'client.js' },
          onwarn,
        },
      },
    });
    await build({
      ...common,
      build: {
        ssr: path.join(app, 'src/server.tsx'),
        outDir: 'dist/server',
        rolldownOptions: { output: { entryFileNames: 'server.js' }, onwarn },
      },
    });
    return {
      ok: true,
      detail: warnings.length ? `warnings:\n${warnings.join('\n')}` : '',
      warnings,
    };
  } catch (error) {
    return { ok: false, detail: firstLines(String(error?.stack ?? error), 12) };
  }
}

async function hydrate(app, serverHtml, browser) {
  const clientDirectory = path.join(app, 'dist/client');
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta property="csp-nonce" nonce="${cspNonce}"><link rel="icon" href="data:,"><title>Consumer</title></head><body><div id="root">${serverHtml}</div><script type="module" src="/client.js"></script></body></html>`;
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    if (url.pathname === '/') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': contentSecurityPolicy,
      });
      response.end(page);
      return;
    }
    const file = path.join(clientDirectory, path.normalize(url.pathname));
    if (!file.startsWith(clientDirectory) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream',
    });
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const context = await browser.newContext({ colorScheme: 'dark' });
  const tab = await context.newPage();
  const messages = [];
  tab.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`console.${message.type()}: ${firstLines(message.text(), 6)}`);
    }
  });
  tab.on('response', (response) => {
    if (response.status() >= 400) messages.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  tab.on('pageerror', (error) =>
    messages.push(`page error: ${firstLines(String(error.stack ?? error), 6)}`),
  );
  // Chromium logs a refused style too, but without the element it belongs to.
  await tab.exposeFunction('reportPolicyViolation', (violation) =>
    messages.push(`refused by the Content Security Policy: ${violation}`),
  );
  await tab.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => {
      const element = event.target instanceof Element ? event.target.outerHTML.slice(0, 160) : '';
      window.reportPolicyViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} ${element}`,
      );
    }),
  );
  let schemeOk = false;
  let schemeDetail = '';
  let propStylesOk = false;
  let propStylesDetail = '';
  try {
    await tab.goto(`http://127.0.0.1:${port}/`);
    await tab.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
    // Late effects (portals mounting, toasts, floating elements) get a moment to report.
    await tab.waitForTimeout(500);
    // Values that come from props (src/Page.tsx), each of which a `style` attribute in the server
    // HTML used to carry, and the policy refused.
    const propStyles = await tab.evaluate(() => {
      const style = (selector) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element) : null;
      };
      const circle = document.querySelector('[data-shape="circle"]')?.getBoundingClientRect();
      const textarea = document.querySelector('textarea[name="message"]');
      const pixelFrame = document.querySelector('img[alt="A pixel"]')?.parentElement;
      return {
        circle: circle ? `${circle.width}x${circle.height}` : null,
        groupGap: style('[data-part="items"]')?.gap,
        swatch: style('[data-part="swatch"]')?.backgroundColor,
        image: pixelFrame ? getComputedStyle(pixelFrame).aspectRatio : null,
        lineNumber: style('.linenumber')?.userSelect,
        priority: style('[aria-label="Priority"] [data-part="label"]')?.color,
        untoned: style('[aria-label="Fruit"] [data-part="label"]')?.color,
        textareaTaller: textarea ? textarea.getBoundingClientRect().height > 100 : null,
      };
    });
    const expected = {
      circle: '48x48',
      groupGap: '24px',
      swatch: 'rgb(51, 85, 255)',
      image: '40 / 40',
      lineNumber: 'none',
      textareaTaller: true,
    };
    const differing = Object.entries(expected).filter(([key, value]) => propStyles[key] !== value);
    // The selected option's tone colours its label in the trigger.
    const toned = Boolean(propStyles.priority) && propStyles.priority !== propStyles.untoned;
    propStylesOk = differing.length === 0 && toned;
    propStylesDetail = propStylesOk
      ? ''
      : `expected ${JSON.stringify(expected)}, got ${JSON.stringify(propStyles)}`;
    const scheme = () =>
      tab.evaluate(() => ({
        root: getComputedStyle(document.documentElement).colorScheme,
        attribute: document
          .querySelector('[data-tessera-scheme]')
          ?.getAttribute('data-tessera-scheme'),
      }));
    const settlesOn = (expected) =>
      tab
        .waitForFunction(
          (wanted) =>
            getComputedStyle(document.documentElement).colorScheme === wanted &&
            document.querySelector('[data-tessera-scheme]')?.getAttribute('data-tessera-scheme') ===
              wanted,
          expected,
          { timeout: 5_000 },
        )
        .then(
          () => true,
          () => false,
        );
    // The context prefers dark; the server rendered light, so the page switches after hydrating.
    const isDark = await settlesOn('dark');
    const dark = await scheme();
    await tab.emulateMedia({ colorScheme: 'light' });
    const isLight = await settlesOn('light');
    const light = await scheme();
    schemeOk = isDark && isLight;
    schemeDetail = schemeOk
      ? ''
      : `prefers dark: root color-scheme "${dark.root}", scheme "${dark.attribute}"; then prefers light: "${light.root}", "${light.attribute}"`;
  } catch (error) {
    messages.push(`the page did not hydrate: ${firstLines(String(error), 4)}`);
  } finally {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
  }
  return { messages, schemeOk, schemeDetail, propStylesOk, propStylesDetail };
}
