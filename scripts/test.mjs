#!/usr/bin/env node
/**
 * The one test command (`npm test`): typecheck, lint and format, the library build checked by
 * publint and arethetypeswrong, the packed library in fresh consumer apps, every MDX page in the
 * dev server, the docs site built twice (as published with every docs page prerendered, and
 * licensed), the unit tests in Node, every story as a browser test (play function, axe, console, visual snapshot), the built site driven
 * in Chromium, and `npm start` on a cold cache (the `workshop` Vitest project: no warning, no late
 * dependency reload). Every check runs even when an earlier one fails, and the run
 * ends with the plain line `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOW_TO_GET_A_BROWSER, findChromium } from './browser.mjs';
import { testTimeFile } from './testTime.mjs';

const resultsFile = '.vitest-results.json';
const runStarted = Date.now();
const extraArgs = process.argv.slice(2);
// `--update` rewrites the visual baselines of the stories and of the site screenshots.
if (extraArgs.includes('--update')) process.env.TESSERA_UPDATE_BASELINES = '1';

if (!(await findChromium())) {
  console.error(HOW_TO_GET_A_BROWSER);
  process.exit(1);
}

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
  return ok;
}

const checks = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['library build + publint + arethetypeswrong', 'node', ['scripts/build-library.mjs']],
  // Runs on the dist/ just built: the packed package in fresh apps on React 19.0 and latest 19.
  ['consumer apps (Node import, types, SSR, Vite, hydration)', 'node', ['tests/consumer/run.mjs']],
  ['docs pages in development (React dev build)', 'node', ['tests/docs-dev/run.mjs']],
  ['docs site build', 'npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet']],
  // Every docs page as HTML at its route (tests/site/prerender.test.ts reads them).
  ['docs pages prerendered', 'node', ['scripts/prerender.mjs']],
  ['licensed docs site build', 'node', ['scripts/build-licensed-site.mjs']],
];

let passed = 0;
let failed = 0;
for (const [label, command, args] of checks) {
  if (run(label, command, args)) passed += 1;
  else failed += 1;
}

rmSync(resultsFile, { force: true });
const vitestOk = run('unit and story tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultsFile}`,
  ...extraArgs,
]);

if (existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  // A file that fails to load has no tests in it; count it so it cannot pass silently.
  failed += results.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  if (!vitestOk && results.numFailedTests === 0) failed += 1;
} else if (!vitestOk) {
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
if (extraArgs.length === 0) {
  mkdirSync(path.dirname(testTimeFile), { recursive: true });
  writeFileSync(
    testTimeFile,
    JSON.stringify({
      seconds: Math.round((Date.now() - runStarted) / 100) / 10,
      finishedAt: new Date().toISOString(),
      passed,
      failed,
    }),
  );
}
process.exit(failed === 0 ? 0 : 1);
