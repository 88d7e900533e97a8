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
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOW_TO_GET_A_BROWSER, findChromium } from './browser.mjs';
import { testTimeFile } from './testTime.mjs';

const runStarted = Date.now();
const extraArgs = process.argv.slice(2);
const resultsFiles = {
  site: '.vitest-results-site.json',
  siteTail: '.vitest-results-site-tail.json',
  other: '.vitest-results.json',
};

/**
 * The built-site files that run in the other lane once its Vitest has ended, beside the last of
 * the site lane: that lane ends about a minute later, with one core idle. A file that takes
 * about half that time evens the two lanes.
 */
const siteTailFiles = ['tests/site/scheme.test.ts'];
const siteFiles = readdirSync('tests/site')
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `tests/site/${name}`);

/**
 * A Vitest run of some projects with its JSON report, leaving out the files `exclude` names;
 * the command's own arguments go to each.
 */
function vitestArgs(projects, resultsFile, exclude = []) {
  const filtered = extraArgs.some((arg) => !arg.startsWith('-'));
  return [
    'vitest',
    'run',
    ...projects.map((name) => `--project=${name}`),
    ...exclude.map((file) => `--exclude=${file}`),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsFile}`,
    // A file filter given to `npm test` may match the files of some of the runs only.
    ...(filtered ? ['--passWithNoTests'] : []),
    ...extraArgs,
  ];
}
// `--update` rewrites the visual baselines of the stories and of the site screenshots.
if (extraArgs.includes('--update')) process.env.TESSERA_UPDATE_BASELINES = '1';
// The tests build the site for this machine on purpose: the prerender step need not warn that
// its canonical links point at the local address.
process.env.TESSERA_SITE_URL ??= 'http://localhost:6006/';

if (!(await findChromium())) {
  console.error(HOW_TO_GET_A_BROWSER);
  process.exit(1);
}

/**
 * Every check, with the checks whose output each one reads. Two run at a time, and each one's
 * output is printed whole when it ends, so the log reads one check after another. Vitest runs
 * three times: the built-site tests (one file at a time; they start once both sites and the
 * prerendered pages exist) in one lane, and the other checks followed by the rest of Vitest in
 * the other, so the machine's second core is not left idle while the site tests wait on a page;
 * then the few built-site files kept for the end (`siteTailFiles`), in the lane that is free.
 */
const checks = [
  // First, the chain the site tests read: the docs site, its prerendered pages, the licensed site.
  {
    label: 'docs site build',
    command: 'npx',
    args: ['storybook', 'build', '-o', 'storybook-static', '--quiet'],
  },
  // The licensed site first: it is the longer of the two steps left when the docs site is built
  // (the other slot is still typechecking), so the site tests start sooner.
  {
    label: 'licensed docs site build',
    command: 'node',
    args: ['scripts/build-licensed-site.mjs'],
    after: ['docs site build'],
  },
  // Every docs page as HTML at its route (tests/site/prerender.test.ts reads them).
  {
    label: 'docs pages prerendered',
    command: 'node',
    args: ['scripts/prerender.mjs'],
    after: ['docs site build'],
  },
  // The built sites in Chromium, one file at a time, in a lane of their own beside the rest.
  {
    label: 'built site tests',
    command: 'npx',
    args: vitestArgs(['site'], resultsFiles.site, siteTailFiles),
    results: resultsFiles.site,
    after: ['docs site build', 'docs pages prerendered', 'licensed docs site build'],
  },
  { label: 'typecheck', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { label: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { label: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  {
    label: 'library build + publint + arethetypeswrong',
    command: 'node',
    args: ['scripts/build-library.mjs'],
  },
  // Runs on the dist/ just built: the packed package in fresh apps on React 19.0 and latest 19.
  {
    label: 'consumer apps (Node import, types, SSR, Vite, hydration)',
    command: 'node',
    args: ['tests/consumer/run.mjs'],
    after: ['library build + publint + arethetypeswrong'],
  },
  {
    label: 'docs pages in development (React dev build)',
    command: 'node',
    args: ['tests/docs-dev/run.mjs'],
  },
  // The rest of Vitest, every project but `site` (a new project joins it by itself): the unit
  // tests (the size budgets read dist/), every story, and the browser and workshop checks.
  {
    label: 'unit, story and browser tests',
    command: 'npx',
    args: vitestArgs(['!site'], resultsFiles.other),
    results: resultsFiles.other,
    after: ['library build + publint + arethetypeswrong'],
  },
  // The rest of the built-site files, in the lane that frees first once the rest of Vitest is done.
  {
    label: 'built site tests (the rest)',
    command: 'npx',
    args: vitestArgs(
      ['site'],
      resultsFiles.siteTail,
      siteFiles.filter((file) => !siteTailFiles.includes(file)),
    ),
    results: resultsFiles.siteTail,
    after: [
      'docs site build',
      'docs pages prerendered',
      'licensed docs site build',
      'unit, story and browser tests',
    ],
  },
];

/** Runs a check with its output kept, and prints both when it ends. */
function runKept({ label, command, args }) {
  console.log(`▶ ${label} (started)`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${String(error)}\n`)));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = status === 0;
      console.log(`\n▶ ${label}`);
      process.stdout.write(Buffer.concat(output));
      console.log(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
      resolve(ok);
    });
  });
}

/**
 * A Vitest run's tests from its JSON report: each test counts, a file that failed to load counts
 * as one failure (it has no tests, so it cannot pass silently), and a run that failed with no
 * failed test in its report counts as one.
 */
function countVitest(resultsFile, ok) {
  if (!existsSync(resultsFile)) return ok ? [0, 0] : [0, 1];
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  const unloaded = results.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  const failedTests = results.numFailedTests + unloaded;
  return [results.numPassedTests, failedTests + (!ok && failedTests === 0 ? 1 : 0)];
}

for (const file of Object.values(resultsFiles)) rmSync(file, { force: true });

let passed = 0;
let failed = 0;
{
  const outcomes = new Map();
  const waiting = [...checks];
  const running = new Set();
  await new Promise((resolveAll) => {
    const startReady = () => {
      while (running.size < 2) {
        const index = waiting.findIndex((check) =>
          (check.after ?? []).every((label) => outcomes.has(label)),
        );
        if (index < 0) {
          if (running.size === 0)
            throw new Error(
              `No check can start: ${waiting.map((check) => check.label).join(', ')}`,
            );
          break;
        }
        const [check] = waiting.splice(index, 1);
        running.add(check);
        void runKept(check).then((ok) => {
          running.delete(check);
          outcomes.set(check.label, ok);
          const counted = check.results ? countVitest(check.results, ok) : ok ? [1, 0] : [0, 1];
          passed += counted[0];
          failed += counted[1];
          if (waiting.length === 0 && running.size === 0) resolveAll();
          else startReady();
        });
      }
    };
    startReady();
  });
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
