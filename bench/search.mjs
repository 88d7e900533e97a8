#!/usr/bin/env node
/**
 * Search bench, on the built site (`storybook-static-licensed` when present, so every page's
 * text is indexed; `storybook-static` otherwise):
 * - what the first search transfers: `search-index.json` and `search-engine.js`, gzip;
 * - time per keystroke in the engine over the whole index (Node, the built engine file);
 * - time per keystroke in the manager, from the input event to the rendered results (Chromium,
 *   the `tessera-search-keystroke` User Timing measures the search box records).
 * Budgets: 150 kB gzip on first use, 30 ms per keystroke. Prints one table, merges its keys
 * into `bench/results.json` (other keys are kept) and exits 1 when a budget is exceeded.
 *
 * Usage: node bench/search.mjs [--directory=storybook-static]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { openBuiltSite } from './builtSite.mjs';
import { median } from './stats.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const resultsPath = path.join(root, 'bench', 'results.json');
const option = process.argv.find((arg) => arg.startsWith('--directory='))?.split('=')[1];
const directory = path.resolve(
  root,
  option ??
    (existsSync(path.join(root, 'storybook-static-licensed/search-index.json'))
      ? 'storybook-static-licensed'
      : 'storybook-static'),
);
const BUDGET_BYTES = 150_000;
const BUDGET_MS = 30;

/** Queries typed one character at a time: words from bodies, props, code, a typo. */
const QUERIES = [
  'when to use',
  'acordion',
  'reduced motion',
  'headingLevel',
  'aria-describedby',
  'chunkSize',
  'toast queue pause',
  'npm install @tessera/react',
  'display p3 colours',
  'keyboard focus returns',
];
const keystrokes = QUERIES.flatMap((query) =>
  Array.from({ length: query.length }, (_, index) => query.slice(0, index + 1)),
);

const percentile = (values, fraction) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor(values.length * fraction))
  ];
const round = (value) => Math.round(value * 100) / 100;

if (!existsSync(path.join(directory, 'search-index.json'))) {
  console.error(
    `${directory} has no search index: build the site first (npm run build-storybook).`,
  );
  process.exit(1);
}

const results = {};
const indexBytes = gzipSync(readFileSync(path.join(directory, 'search-index.json'))).length;
const engineBytes = gzipSync(readFileSync(path.join(directory, 'search-engine.js'))).length;
results.search_index_gzip_bytes = indexBytes;
results.search_engine_gzip_bytes = engineBytes;
results.search_first_use_gzip_bytes = indexBytes + engineBytes;

// Engine alone, over the whole index, in Node.
const data = JSON.parse(readFileSync(path.join(directory, 'search-index.json'), 'utf8'));
const { createSearchEngine } = await import(
  pathToFileURL(path.join(directory, 'search-engine.js')).href
);
const buildStarted = performance.now();
const engine = createSearchEngine(data);
results.search_engine_build_ms = round(performance.now() - buildStarted);
results.search_documents = engine.size;
const engineTimes = [];
for (let round_ = 0; round_ < 3; round_ += 1) {
  for (const keystroke of keystrokes) {
    const started = performance.now();
    engine.search(keystroke);
    engineTimes.push(performance.now() - started);
  }
}
results.search_engine_keystroke_median_ms = round(median(engineTimes));
results.search_engine_keystroke_p95_ms = round(percentile(engineTimes, 0.95));

// The search box in the manager: search and render, per keystroke.
const { site, browser } = await openBuiltSite(directory);
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${site.url}/?path=/docs/get-started-guides--docs`);
  const input = page.locator('[data-site-search-input]');
  await input.waitFor({ timeout: 60_000 });
  const focused = performance.now();
  await input.focus();
  await page.waitForResponse((response) => response.url().endsWith('/search-index.json'));
  await page.locator('.tessera-search').waitFor();
  await input.fill('a');
  await page.waitForFunction(
    () => performance.getEntriesByName('tessera-search-keystroke').length > 0,
    null,
    { timeout: 30_000 },
  );
  results.search_first_results_ms = Math.round(performance.now() - focused);
  const browserTimes = [];
  for (const query of QUERIES) {
    await input.fill('');
    await page.evaluate(() => performance.clearMeasures('tessera-search-keystroke'));
    await input.pressSequentially(query, { delay: 20 });
    await page.waitForTimeout(100);
    const durations = await page.evaluate(() =>
      performance.getEntriesByName('tessera-search-keystroke').map((entry) => entry.duration),
    );
    browserTimes.push(...durations);
  }
  results.search_keystroke_samples = browserTimes.length;
  results.search_keystroke_median_ms = round(median(browserTimes));
  results.search_keystroke_p95_ms = round(percentile(browserTimes, 0.95));
} finally {
  await browser.close();
  await site.close();
}

const overBudget = [
  results.search_first_use_gzip_bytes > BUDGET_BYTES && 'first-use transfer',
  results.search_keystroke_p95_ms > BUDGET_MS && 'keystroke (manager, p95)',
  results.search_engine_keystroke_p95_ms > BUDGET_MS && 'keystroke (engine, p95)',
].filter(Boolean);

console.log(
  `\nSearch bench over ${path.relative(root, directory)} (${results.search_documents} documents)`,
);
console.table({
  'first use, gzip (index + engine)': `${(results.search_first_use_gzip_bytes / 1000).toFixed(1)} kB (${(indexBytes / 1000).toFixed(1)} + ${(engineBytes / 1000).toFixed(1)}), budget ${BUDGET_BYTES / 1000} kB`,
  'focus to first results': `${results.search_first_results_ms} ms`,
  'keystroke, manager (search + render)': `median ${results.search_keystroke_median_ms} ms, p95 ${results.search_keystroke_p95_ms} ms, budget ${BUDGET_MS} ms`,
  'keystroke, engine only': `median ${results.search_engine_keystroke_median_ms} ms, p95 ${results.search_engine_keystroke_p95_ms} ms`,
  'index build on first use (Node)': `${results.search_engine_build_ms} ms`,
});
if (overBudget.length) console.log(`Over budget: ${overBudget.join(', ')}`);

const previous = existsSync(resultsPath) ? JSON.parse(readFileSync(resultsPath, 'utf8')) : {};
writeFileSync(resultsPath, `${JSON.stringify({ ...previous, ...results }, null, 2)}\n`);
process.exitCode = overBudget.length ? 1 : 0;
