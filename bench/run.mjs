#!/usr/bin/env node
/**
 * `npm run bench`: builds what it measures, then compares the docs site with a bare Storybook
 * (bench/reference) built in the same run, measures the workshop loop (`storybook dev` cold start
 * and hot reload) against the same reference, measures what the library costs an app, audits the
 * docs pages with Lighthouse, runs the upload bench when present, prints one table and writes
 * the same figures to bench/results.json (one flat object of named numbers). Options: see
 * `npm run bench -- --help`.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTypeScript } from '../scripts/importTypeScript.mjs';
import { testTimeFile } from '../scripts/testTime.mjs';
import { measureLibrarySizes } from './size.mjs';
import { median } from './stats.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const resultsFile = path.join(root, 'bench/results.json');
const usage = `Usage: npm run bench -- [options]

Builds the library, the docs site and the bare reference Storybook (bench/reference), measures
them side by side and writes bench/results.json (other keys already there are kept). Then
prerenders the docs pages and times them against the reference (bench/prerender.mjs: heading,
takeover, layout shift, also under 4x CPU throttling, Lighthouse), and measures the full-text
search (bench/search.mjs: index size on first use, time per keystroke) and the phone prefix
picker (bench/picker.mjs: a press on its trigger to the open list, also at 4x CPU).

Options:
  --rounds=N            docs page loads per page from the static builds (default 9, at least 5)
  --workshop-rounds=N   cold starts of \`storybook dev\`, ours and the reference alternating
                        (default 3, at least 1)
  --edits=N             hot-reload edits of a story and of an MDX page (default 5; 0 skips)
  --cpu-throttle=R      also measure the workshop loop with Chromium's CPU slowed R times
                        (CDP Emulation.setCPUThrottlingRate), e.g. 4
  --only=workshop       only the workshop loop and the docgen share of the site build
  --only=prerender      only the prerendered pages: \`storybook build\` and the prerender step
                        timed side by side (--build-rounds=N, default 3), then
                        bench/prerender.mjs (heading, takeover, layout shift, 4x CPU,
                        Lighthouse SEO and performance) against the reference
  --with-test-time      also time \`npm test\` (several minutes on its own)
  --reuse-builds        measure the existing static builds; no build figures
  --help                print this and exit
`;
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}`));
const numberOption = (name, fallback) => {
  const value = option(name)?.split('=')[1];
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) {
    console.error(`--${name} takes a number, got "${value}".\n\n${usage}`);
    process.exit(1);
  }
  return parsed;
};
const known =
  /^--(rounds|workshop-rounds|build-rounds|edits|cpu-throttle|only|with-test-time|reuse-builds)(=|$)/;
const unknown = process.argv.slice(2).filter((arg) => !known.test(arg));
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}.\n\n${usage}`);
  process.exit(1);
}
const rounds = Math.max(5, numberOption('rounds', 9));
const workshopRounds = Math.max(1, numberOption('workshop-rounds', 3));
const edits = Math.max(0, numberOption('edits', 5));
const cpuThrottle = Math.max(1, numberOption('cpu-throttle', 1));
const onlyWorkshop = option('only')?.split('=')[1] === 'workshop';
const onlyPrerender = option('only')?.split('=')[1] === 'prerender';
const buildRounds = Math.max(1, numberOption('build-rounds', 3));
const withTestTime = Boolean(option('with-test-time'));
const reuseBuilds = Boolean(option('reuse-builds'));

const site = {
  directory: path.join(root, 'storybook-static'),
  build: ['storybook', 'build', '-o', 'storybook-static', '--quiet'],
};
const reference = {
  directory: path.join(root, 'bench/reference/storybook-static'),
  build: [
    'storybook',
    'build',
    '-c',
    'bench/reference/.storybook',
    '-o',
    'bench/reference/storybook-static',
    '--quiet',
  ],
};

/** @type {Record<string, number>} */
const results = {};
/** @type {string[]} */
const notes = [];
const benchStarted = performance.now();

function step(label) {
  console.log(`\n▶ ${label}`);
}

/** Runs a command, exits on failure, returns its wall time in seconds. */
function timed(command, args, { env } = {}) {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', ...env },
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    console.error(`✘ ${command} ${args.join(' ')} failed (exit ${result.status})`);
    process.exit(1);
  }
  return seconds;
}

function directoryBytes(directory) {
  let total = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

const round = (value, digits = 2) => Number(value.toFixed(digits));

// The workshop loop and the docgen share ------------------------------------------------------
const docgenProfileFile = path.join(root, 'node_modules/.cache/tessera-bench-docgen.json');

/** The docgen plugin's share of a site build, from the profile the scoped plugin writes. */
function docgenShare(buildSeconds) {
  if (!existsSync(docgenProfileFile)) {
    notes.push('build_docgen_share: the site build wrote no docgen profile');
    return;
  }
  const profile = JSON.parse(readFileSync(docgenProfileFile, 'utf8'));
  results.build_docgen_ms = profile.ms;
  results.build_docgen_calls = profile.calls;
  results.build_docgen_share = round(profile.ms / 1000 / buildSeconds, 3);
  rmSync(docgenProfileFile, { force: true });
}

function buildSite() {
  rmSync(docgenProfileFile, { force: true });
  const seconds = timed('npx', site.build, { env: { TESSERA_DOCGEN_PROFILE: docgenProfileFile } });
  docgenShare(seconds);
  return seconds;
}

async function bundle(entry, name) {
  return importTypeScript({
    entry: path.join(root, entry),
    outfile: path.join(root, 'node_modules/.cache/tessera-bench', name),
  });
}

const workshopTargets = {
  ours: {
    key: 'ours',
    configDir: '.storybook',
    docsId: 'get-started-introduction--docs',
    heading: 'Tessera',
    // What `npm start` runs: the licensed workshop.
    env: { TESSERA_LICENSED: 'true' },
    story: {
      // A story without a play function, whose text comes from the meta's args.
      id: 'components-button--secondary',
      file: 'src/components/Button/Button.stories.tsx',
      text: 'Save changes',
      selector: 'button',
    },
    mdx: {
      docsId: 'get-started-introduction--docs',
      heading: 'Tessera',
      file: 'docs-mdx/Introduction.mdx',
      text: 'an Emotion theme and accessible components.',
    },
  },
  reference: {
    key: 'reference',
    configDir: 'bench/reference/.storybook',
    docsId: 'example-welcome--docs',
    heading: 'Welcome',
    env: {},
    story: {
      id: 'example-greeting--default',
      file: 'bench/reference/stories/Greeting.stories.tsx',
      text: 'world',
      selector: 'p',
    },
    mdx: {
      docsId: 'example-welcome--docs',
      heading: 'Welcome',
      file: 'bench/reference/stories/Welcome.mdx',
      text: 'with every setting left at its',
    },
  },
};

/** Cold starts alternating with the reference, then hot reload; at one CPU throttling rate. */
async function measureWorkshopLoop(throttle) {
  const workshop = await bundle('bench/workshop.ts', 'workshop.mjs');
  const suffix = throttle > 1 ? `_cpu${throttle}` : '';
  step(
    `workshop loop${throttle > 1 ? ` at ${throttle}x CPU throttling` : ''}: ${workshopRounds} cold starts each, alternating; ${edits} edits`,
  );
  const measured = await workshop.measureWorkshop(workshopTargets, {
    root,
    rounds: workshopRounds,
    edits,
    cpuThrottle: throttle,
    log: (line) => console.log(line),
  });
  const ours = median(measured.ours.map((start) => start.ms));
  const bare = median(measured.reference.map((start) => start.ms));
  results[`dev_cold_start${suffix}_ms`] = Math.round(ours);
  results[`dev_cold_start_reference${suffix}_ms`] = Math.round(bare);
  results[`dev_cold_start${suffix}_ratio`] = round(ours / bare);
  const perRound = measured.ours.map((start, index) =>
    round(start.ms / measured.reference[index].ms),
  );
  notes.push(`dev_cold_start${suffix}_ratio per round: ${perRound.join(', ')}`);
  results[`dev_reoptimized${suffix}_count`] = measured.ours.filter(
    (start) => start.reoptimized,
  ).length;
  for (const key of ['ours', 'reference']) {
    const hot = measured.hot[key];
    if (!hot) continue;
    const name = key === 'ours' ? '' : '_reference';
    results[`dev_hmr_story${name}${suffix}_ms`] = Math.round(median(hot.storyMs));
    results[`dev_hmr_mdx${name}${suffix}_ms`] = Math.round(median(hot.mdxMs));
    results[`dev_hmr_full_reloads${name}${suffix}`] = hot.fullReloads;
  }
}

/** Writes this run's figures over results.json, keeping the keys this run did not measure. */
function writeMerged() {
  const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
  writeFileSync(resultsFile, `${JSON.stringify({ ...previous, ...results }, null, 2)}\n`);
}

function printWorkshopRows() {
  const suffixes = ['', ...(cpuThrottle > 1 ? [`_cpu${cpuThrottle}`] : [])];
  for (const suffix of suffixes) {
    const label = suffix ? ` (${cpuThrottle}x CPU)` : '';
    console.log(
      `dev cold start to first docs heading${label}: ${results[`dev_cold_start${suffix}_ms`]} ms vs reference ${results[`dev_cold_start_reference${suffix}_ms`]} ms, ratio ${results[`dev_cold_start${suffix}_ratio`]} (target <= 1.2)`,
    );
    if (results[`dev_hmr_story${suffix}_ms`] !== undefined) {
      console.log(
        `hot reload${label}: story ${results[`dev_hmr_story${suffix}_ms`]} ms (reference ${results[`dev_hmr_story_reference${suffix}_ms`]} ms, target < 1000), MDX ${results[`dev_hmr_mdx${suffix}_ms`]} ms (reference ${results[`dev_hmr_mdx_reference${suffix}_ms`]} ms, target < 1500), full reloads ${results[`dev_hmr_full_reloads${suffix}`]}`,
      );
    }
  }
  if (results.build_docgen_share !== undefined) {
    console.log(
      `docgen plugin in the site build: ${results.build_docgen_ms} ms over ${results.build_docgen_calls} files, share ${results.build_docgen_share}`,
    );
  }
}

if (onlyWorkshop) {
  step('docs site build (docgen profile)');
  // Not site_build_s: that one belongs with the reference's build time of a full run.
  results.build_docgen_build_s = round(buildSite(), 1);
  await measureWorkshopLoop(1);
  if (cpuThrottle > 1) await measureWorkshopLoop(cpuThrottle);
  writeMerged();
  console.log('');
  printWorkshopRows();
  for (const note of notes) console.log(`note: ${note}`);
  console.log(
    `\nbench/results.json updated (${round((performance.now() - benchStarted) / 1000, 1)} s).`,
  );
  process.exit(0);
}

/**
 * `storybook build` and the prerender step timed side by side, `rounds` times: the cost of
 * prerendering is read against the build it follows, on the same machine at the same moment.
 */
function measurePrerenderBuild(buildRoundCount) {
  const builds = [];
  const prerenders = [];
  for (let index = 0; index < buildRoundCount; index += 1) {
    step(`docs site build and prerender, round ${index + 1}/${buildRoundCount}`);
    builds.push(timed('npx', site.build));
    prerenders.push(timed('node', ['scripts/prerender.mjs']));
    console.log(
      `  storybook build ${round(builds.at(-1), 1)} s, prerender ${round(prerenders.at(-1), 1)} s, ratio ${round((builds.at(-1) + prerenders.at(-1)) / builds.at(-1))}`,
    );
  }
  const ratios = builds.map((seconds, index) => (seconds + prerenders[index]) / seconds);
  results.prerender_site_build_s = round(median(builds), 1);
  results.build_prerender_s = round(median(prerenders), 1);
  results.prerender_build_ratio = round(median(ratios));
  notes.push(
    `prerender_build_ratio per round ((storybook build + prerender) / storybook build): ${ratios.map((ratio) => round(ratio)).join(', ')}; builds ${builds.map((seconds) => round(seconds, 1)).join(', ')} s; prerender ${prerenders.map((seconds) => round(seconds, 1)).join(', ')} s`,
  );
}

/** One-minute load average, so a figure can be read with how busy the machine was. */
const loadAverage = () => round(os.loadavg()[0], 2);

if (onlyPrerender) {
  results.prerender_bench_load_start = loadAverage();
  // Not reference_build_s: that one belongs with the site's build time of a full run.
  if (!reuseBuilds) {
    step('reference Storybook build');
    timed('npx', reference.build);
  }
  measurePrerenderBuild(buildRounds);
  writeMerged();
  step('prerendered pages against the reference (bench/prerender.mjs)');
  timed('node', ['bench/prerender.mjs', '--rounds', String(rounds)]);
  results.prerender_bench_load_end = loadAverage();
  const merged = JSON.parse(readFileSync(resultsFile, 'utf8'));
  writeFileSync(resultsFile, `${JSON.stringify({ ...merged, ...results }, null, 2)}\n`);
  console.log('');
  console.log(
    `storybook build ${results.prerender_site_build_s} s, prerender ${results.build_prerender_s} s (medians of ${buildRounds}): (build + prerender) / build = ${results.prerender_build_ratio} (target < 2)`,
  );
  for (const note of notes) console.log(`note: ${note}`);
  console.log(
    `load average (1 min) ${results.prerender_bench_load_start} at the start, ${results.prerender_bench_load_end} at the end`,
  );
  console.log(
    `\nbench/results.json updated (${round((performance.now() - benchStarted) / 1000, 1)} s).`,
  );
  process.exit(0);
}

// 1. Library and both Storybooks -------------------------------------------------------------
if (reuseBuilds) {
  notes.push('build times: skipped (--reuse-builds)');
} else {
  step('library build (dist/)');
  results.library_build_s = round(timed('node', ['scripts/build-library.mjs']), 1);
  step('reference Storybook build');
  results.reference_build_s = round(timed('npx', reference.build), 1);
  step('docs site build');
  results.site_build_s = round(buildSite(), 1);
  results.build_time_ratio = round(results.site_build_s / results.reference_build_s);
}
results.site_static_bytes = directoryBytes(site.directory);
results.reference_static_bytes = directoryBytes(reference.directory);
results.static_size_ratio = round(results.site_static_bytes / results.reference_static_bytes);

// 2. Library size ----------------------------------------------------------------------------
step('library size (esbuild, minified, gzip, beyond React and Emotion)');
const sizes = await measureLibrarySizes();
for (const [key, value] of Object.entries(sizes)) {
  if (value === null) notes.push(`${key}: skipped, the export does not exist in dist/ yet`);
  else results[key] = value;
}

// 3. Docs page load against the reference ---------------------------------------------------
step(`docs page load, ${rounds} rounds, fresh browser context per load`);
const measure = await bundle('bench/measure.ts', 'measure.mjs');
const ours = await measure.serveDirectory(site.directory);
const bare = await measure.serveDirectory(reference.directory);
const targets = [
  {
    key: 'introduction',
    name: 'Introduction',
    site: ours.url,
    directory: site.directory,
    docsId: 'get-started-introduction--docs',
    heading: 'Tessera',
  },
  {
    key: 'accordion',
    name: 'Accordion',
    site: ours.url,
    directory: site.directory,
    docsId: 'components-accordion--docs',
    heading: 'Accordion',
  },
  {
    key: 'reference',
    name: 'Reference',
    site: bare.url,
    directory: reference.directory,
    docsId: 'example-welcome--docs',
    heading: 'Welcome',
  },
];
const loads = Object.fromEntries(targets.map((target) => [target.key, []]));
const documentLoads = { accordion: [], reference: [] };
const browser = await measure.openBrowser();
try {
  // One load of each page first, uncounted, so the file cache of the OS is warm for everyone.
  for (const target of targets) await measure.loadDocsPage(browser, target);
  for (let index = 0; index < rounds; index += 1) {
    // Alternate the order, so no page always goes first after the previous round.
    const order = targets.map((_, offset) => targets[(index + offset) % targets.length]);
    for (const target of order) loads[target.key].push(await measure.loadDocsPage(browser, target));
    process.stdout.write(`  round ${index + 1}/${rounds}\n`);
  }
  // The docs documents alone, without the manager: what the page itself costs, apart from the
  // site's sidebar and story index that the manager processes on the same main thread.
  const documentTargets = [targets[1], targets[2]];
  for (const target of documentTargets)
    await measure.loadDocsPage(browser, target, { documentOnly: true });
  for (let index = 0; index < rounds; index += 1) {
    const order = index % 2 ? [...documentTargets].reverse() : documentTargets;
    for (const target of order) {
      documentLoads[target.key].push(
        await measure.loadDocsPage(browser, target, { documentOnly: true }),
      );
    }
  }
} finally {
  await browser.close();
}
for (const [key, list] of Object.entries(documentLoads)) {
  results[`docs_${key}_document_heading_ms`] = Math.round(
    median(list.map((load) => load.headingMs)),
  );
  results[`docs_${key}_document_task_ms`] = Math.round(median(list.map((load) => load.taskMs)));
}
results.docs_accordion_document_heading_ratio = round(
  results.docs_accordion_document_heading_ms / results.docs_reference_document_heading_ms,
);
results.docs_accordion_document_task_ratio = round(
  results.docs_accordion_document_task_ms / results.docs_reference_document_task_ms,
);
for (const target of targets) {
  const list = loads[target.key];
  results[`docs_${target.key}_heading_ms`] = Math.round(median(list.map((load) => load.headingMs)));
  results[`docs_${target.key}_idle_ms`] = Math.round(median(list.map((load) => load.idleMs)));
  results[`docs_${target.key}_task_ms`] = Math.round(median(list.map((load) => load.taskMs)));
  results[`docs_${target.key}_js_gzip_bytes`] = median(list.map((load) => load.jsGzipBytes));
}
for (const page of ['introduction', 'accordion']) {
  for (const moment of ['heading', 'idle']) {
    results[`docs_${page}_${moment}_ratio`] = round(
      results[`docs_${page}_${moment}_ms`] / results[`docs_reference_${moment}_ms`],
    );
  }
  results[`docs_${page}_task_ratio`] = round(
    results[`docs_${page}_task_ms`] / results.docs_reference_task_ms,
  );
  results[`docs_${page}_js_ratio`] = round(
    results[`docs_${page}_js_gzip_bytes`] / results.docs_reference_js_gzip_bytes,
  );
}
results.docs_time_ratio = Math.max(
  results.docs_introduction_heading_ratio,
  results.docs_accordion_heading_ratio,
  results.docs_introduction_idle_ratio,
  results.docs_accordion_idle_ratio,
);
results.docs_js_ratio = Math.max(
  results.docs_introduction_js_ratio,
  results.docs_accordion_js_ratio,
);

// 3b. The workshop loop against the reference ------------------------------------------------
await measureWorkshopLoop(1);
if (cpuThrottle > 1) await measureWorkshopLoop(cpuThrottle);

// 4. Lighthouse ------------------------------------------------------------------------------
step('Lighthouse: accessibility and best practices');
const audits = {
  introduction: `${ours.url}/iframe.html?viewMode=docs&id=get-started-introduction--docs`,
  accordion: `${ours.url}/iframe.html?viewMode=docs&id=components-accordion--docs`,
  manager: `${ours.url}/?path=/docs/get-started-introduction--docs`,
};
const scores = {};
for (const [key, url] of Object.entries(audits)) {
  scores[key] = await measure.runLighthouse(url);
  results[`lighthouse_${key}_accessibility`] = scores[key].accessibility;
  results[`lighthouse_${key}_best_practices`] = scores[key].bestPractices;
  const failed = scores[key].failures;
  console.log(
    `  ${key}: accessibility ${scores[key].accessibility}, best practices ${scores[key].bestPractices}` +
      (failed.length ? `; failed audits: ${failed.join('; ')}` : ''),
  );
}
// The budget applies to the two docs documents; the manager's own UI is Storybook's.
results.lighthouse_accessibility_min = Math.min(
  scores.introduction.accessibility,
  scores.accordion.accessibility,
);
results.lighthouse_best_practices_min = Math.min(
  scores.introduction.bestPractices,
  scores.accordion.bestPractices,
);
await ours.close();
await bare.close();

// 5. npm test wall time (optional) -----------------------------------------------------------
if (withTestTime) {
  step('npm test (wall time)');
  const started = performance.now();
  const result = spawnSync('npm', ['test'], { cwd: root, stdio: 'ignore' });
  results.npm_test_s = round((performance.now() - started) / 1000, 1);
  if (result.status !== 0)
    notes.push('npm test failed during the bench; its time is still recorded');
} else if (existsSync(path.join(root, testTimeFile))) {
  // `npm test` records its wall time at the end of every full run; timing it again here would
  // more than double the bench.
  const lastRun = JSON.parse(readFileSync(path.join(root, testTimeFile), 'utf8'));
  results.npm_test_s = lastRun.seconds;
  notes.push(
    `npm_test_s: from the last full \`npm test\` (${lastRun.finishedAt}, ${lastRun.passed} passed, ${lastRun.failed} failed); --with-test-time runs it again`,
  );
} else {
  notes.push('npm_test_s: no `npm test` run recorded yet; run it, or pass --with-test-time');
}

// 6. Upload bench, which merges its own keys into results.json ------------------------------
const uploadKeys = ['upload_100mb_vs_put_ratio', 'upload_1kb_ms'];
writeMerged();
const uploadScript = path.join(root, 'bench/upload.mjs');
if (existsSync(uploadScript)) {
  step('upload bench (bench/upload.mjs)');
  timed('node', [uploadScript]);
  const merged = JSON.parse(readFileSync(resultsFile, 'utf8'));
  for (const key of uploadKeys) {
    if (typeof merged[key] === 'number') results[key] = merged[key];
    else notes.push(`${key}: bench/upload.mjs wrote no number`);
  }
  Object.assign(results, merged);
} else {
  notes.push('upload: skipped: bench/upload.mjs not present');
}
results.bench_s = round((performance.now() - benchStarted) / 1000, 1);
writeMerged();

// The table ----------------------------------------------------------------------------------
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value) => `${value} ms`;
const check = (ok) => (ok ? 'ok' : 'OVER');
const rows = [
  ['figure', 'ours', 'reference', 'ratio / value', 'target', ''],
  ...['introduction', 'accordion'].flatMap((page) => [
    [
      `${page}: heading visible`,
      ms(results[`docs_${page}_heading_ms`]),
      ms(results.docs_reference_heading_ms),
      results[`docs_${page}_heading_ratio`],
      '<= 1.15',
      check(results[`docs_${page}_heading_ratio`] <= 1.15),
    ],
    [
      `${page}: idle`,
      ms(results[`docs_${page}_idle_ms`]),
      ms(results.docs_reference_idle_ms),
      results[`docs_${page}_idle_ratio`],
      '<= 1.15',
      check(results[`docs_${page}_idle_ratio`] <= 1.15),
    ],
    [
      `${page}: main-thread CPU`,
      ms(results[`docs_${page}_task_ms`]),
      ms(results.docs_reference_task_ms),
      results[`docs_${page}_task_ratio`],
      'reported',
      '',
    ],
    [
      `${page}: JS gzip`,
      kb(results[`docs_${page}_js_gzip_bytes`]),
      kb(results.docs_reference_js_gzip_bytes),
      results[`docs_${page}_js_ratio`],
      '<= 1.25',
      check(results[`docs_${page}_js_ratio`] <= 1.25),
    ],
  ]),
  [
    'accordion document alone: heading',
    ms(results.docs_accordion_document_heading_ms),
    ms(results.docs_reference_document_heading_ms),
    results.docs_accordion_document_heading_ratio,
    'reported',
    '',
  ],
  [
    'accordion document alone: CPU',
    ms(results.docs_accordion_document_task_ms),
    ms(results.docs_reference_document_task_ms),
    results.docs_accordion_document_task_ratio,
    'reported',
    '',
  ],
  [
    'docs_time_ratio (worst)',
    '',
    '',
    results.docs_time_ratio,
    '<= 1.15',
    check(results.docs_time_ratio <= 1.15),
  ],
  [
    'docs_js_ratio (worst)',
    '',
    '',
    results.docs_js_ratio,
    '<= 1.25',
    check(results.docs_js_ratio <= 1.25),
  ],
  [
    'import { Button }',
    kb(results.size_button_gzip_bytes),
    '',
    results.size_button_gzip_bytes,
    '<= 4000 B',
    check(results.size_button_gzip_bytes <= 4000),
  ],
  [
    'import { CodeBlock }',
    results.size_codeblock_gzip_bytes ? kb(results.size_codeblock_gzip_bytes) : 'n/a',
    '',
    results.size_codeblock_gzip_bytes ?? 'skipped',
    '',
    '',
  ],
  [
    'import { MediaUpload }',
    results.size_mediaupload_gzip_bytes ? kb(results.size_mediaupload_gzip_bytes) : 'n/a',
    '',
    results.size_mediaupload_gzip_bytes ?? 'skipped',
    '',
    '',
  ],
  [
    'whole library',
    kb(results.size_all_gzip_bytes),
    `sum of ${results.size_export_count} exports: ${kb(results.size_sum_of_exports_gzip_bytes)}`,
    results.size_all_gzip_bytes,
    '< sum',
    check(results.size_all_gzip_bytes < results.size_sum_of_exports_gzip_bytes),
  ],
  [
    'storybook build',
    `${results.site_build_s} s`,
    `${results.reference_build_s} s`,
    results.build_time_ratio,
    '',
    '',
  ],
  [
    'storybook-static size',
    kb(results.site_static_bytes),
    kb(results.reference_static_bytes),
    results.static_size_ratio,
    '',
    '',
  ],
  [
    'npm test wall time',
    results.npm_test_s ? `${results.npm_test_s} s` : 'skipped',
    '',
    results.npm_test_s ?? '',
    '',
    '',
  ],
  ...['introduction', 'accordion', 'manager'].map((key) => [
    `Lighthouse ${key} (a11y / best pr.)`,
    `${results[`lighthouse_${key}_accessibility`]} / ${results[`lighthouse_${key}_best_practices`]}`,
    '',
    '',
    key === 'manager' ? 'reported' : '100 / >= 95',
    key === 'manager'
      ? ''
      : check(
          results[`lighthouse_${key}_accessibility`] === 100 &&
            results[`lighthouse_${key}_best_practices`] >= 95,
        ),
  ]),
  ['upload 100 MB chunked / PUT', '', '', results.upload_100mb_vs_put_ratio ?? 'skipped', '', ''],
  [
    'upload 1 KB add-to-complete',
    results.upload_1kb_ms !== undefined ? ms(results.upload_1kb_ms) : 'skipped',
    '',
    '',
    '',
    '',
  ],
];
const widths = rows[0].map((_, column) =>
  Math.max(...rows.map((row) => String(row[column]).length)),
);
console.log('');
printWorkshopRows();
console.log('');
for (const [index, row] of rows.entries()) {
  console.log(
    row
      .map((cell, column) => String(cell).padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
  if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
}
for (const note of notes) console.log(`note: ${note}`);
console.log(`\nbench/results.json written (${results.bench_s} s).`);

// After the docs measurements above, which open the manager at `/`: prerendering writes the
// Introduction's static page there. Each script merges its own keys into bench/results.json.
// The prerender step follows the site build it was timed against (site_build_s, this run).
step('prerendered pages against the reference (bench/prerender.mjs)');
results.build_prerender_s = round(timed('node', ['scripts/prerender.mjs']), 1);
if (results.site_build_s) {
  results.prerender_site_build_s = results.site_build_s;
  results.prerender_build_ratio = round(
    (results.site_build_s + results.build_prerender_s) / results.site_build_s,
  );
}
timed('node', ['bench/prerender.mjs', `--rounds`, String(Math.max(5, Math.ceil(rounds / 2)))]);
step('full-text search: index size and time per keystroke (bench/search.mjs)');
timed('node', ['bench/search.mjs']);
step('phone prefix picker: a press to the open list, also at 4x CPU (bench/picker.mjs)');
timed('node', ['bench/picker.mjs']);
const merged = JSON.parse(readFileSync(resultsFile, 'utf8'));
for (const key of ['build_prerender_s', 'prerender_site_build_s', 'prerender_build_ratio']) {
  if (results[key] !== undefined) merged[key] = results[key];
}
writeFileSync(resultsFile, `${JSON.stringify(merged, null, 2)}\n`);
rmSync(path.join(root, 'node_modules/.cache/tessera-bench'), { recursive: true, force: true });
