#!/usr/bin/env node
/**
 * Prerendered pages against the bare Storybook reference, side by side in one run.
 *
 * For each round, in alternating order: a prerendered route page of ours (time to its first
 * heading, time until the live Storybook has taken over, layout shift) and the reference's docs
 * page (time to its heading). The same rounds again with the CPU throttled 4×. Medians, rounds
 * printed. Then Lighthouse SEO and performance for two route pages. Merges its keys into
 * `bench/results.json`.
 *
 * Expects both static builds (`storybook-static/` with prerendered pages, and
 * `bench/reference/storybook-static/`); `npm run bench` builds them. Options: --rounds N
 * (default 7), --no-lighthouse, --help.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTypeScript } from '../scripts/importTypeScript.mjs';
import { median } from './stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(`Usage: node bench/prerender.mjs [--rounds N] [--no-lighthouse]

Times prerendered route pages (heading, live takeover, layout shift) against the bare
Storybook reference's docs heading, alternating, with and without 4x CPU throttling, and
runs Lighthouse SEO/performance on two route pages. Writes its keys to bench/results.json.`);
  process.exit(0);
}
const roundsIndex = args.indexOf('--rounds');
const rounds = roundsIndex >= 0 ? Number(args[roundsIndex + 1]) : 7;
const withLighthouse = !args.includes('--no-lighthouse');
const siteDirectory = path.join(root, 'storybook-static');
const referenceDirectory = path.join(root, 'bench/reference/storybook-static');
const resultsFile = path.join(root, 'bench/results.json');

for (const directory of [siteDirectory, referenceDirectory]) {
  if (!existsSync(path.join(directory, 'index.json'))) {
    console.error(
      `bench/prerender: ${directory} is missing; run \`npm run bench\` (it builds both).`,
    );
    process.exit(1);
  }
}
if (!existsSync(path.join(siteDirectory, 'prerender.json'))) {
  console.error(
    'bench/prerender: the site has no prerendered pages; build it with `npm run build-storybook`.',
  );
  process.exit(1);
}

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

const cache = path.join(root, 'node_modules/.cache/tessera-bench');
const [measure, prerender] = await Promise.all(
  ['measure', 'prerender'].map((name) =>
    importTypeScript({
      entry: path.join(root, `bench/${name}.ts`),
      outfile: path.join(cache, `${name}.mjs`),
    }),
  ),
);

const ours = await measure.serveDirectory(siteDirectory);
const bare = await measure.serveDirectory(referenceDirectory);
const pages = [
  { key: 'introduction', route: '/', heading: 'Tessera' },
  { key: 'accordion', route: '/components/accordion/', heading: 'Accordion' },
];
const reference = { site: bare.url, docsId: 'example-welcome--docs', heading: 'Welcome' };
const results = {};
const browser = await measure.openBrowser();
try {
  for (const cpuThrottle of [1, 4]) {
    const label = cpuThrottle === 1 ? '' : `_cpu${cpuThrottle}x`;
    console.log(
      `\nprerendered pages vs reference${cpuThrottle > 1 ? `, CPU throttled ${cpuThrottle}x` : ''}, ${rounds} rounds`,
    );
    const loads = { reference: [], ...Object.fromEntries(pages.map((page) => [page.key, []])) };
    // One uncounted load of each, so the OS file cache is warm for everyone.
    await prerender.loadLiveDocsHeading(browser, { ...reference, cpuThrottle });
    for (const page of pages)
      await prerender.loadPrerenderedPage(browser, {
        url: `${ours.url}${page.route}`,
        heading: page.heading,
        cpuThrottle,
      });
    for (let index = 0; index < rounds; index += 1) {
      const order = [...pages.map((page) => page.key), 'reference'];
      const rotated = order.map((_, offset) => order[(index + offset) % order.length]);
      const line = [];
      for (const key of rotated) {
        if (key === 'reference') {
          const ms = await prerender.loadLiveDocsHeading(browser, { ...reference, cpuThrottle });
          loads.reference.push(ms);
          line.push(`reference ${Math.round(ms)} ms`);
        } else {
          const page = pages.find((candidate) => candidate.key === key);
          const load = await prerender.loadPrerenderedPage(browser, {
            url: `${ours.url}${page.route}`,
            heading: page.heading,
            cpuThrottle,
          });
          loads[key].push(load);
          line.push(
            `${key} ${Math.round(load.headingMs)}/${Math.round(load.interactiveMs)} ms cls ${round(load.cls, 3)}`,
          );
        }
      }
      console.log(`  round ${index + 1}: ${line.join(', ')}`);
    }
    const referenceMs = median(loads.reference);
    // Not `docs_reference_heading_ms`: that is the live docs pages' reference in bench/run.mjs.
    results[`docs_prerender_reference_heading${label}_ms`] = Math.round(referenceMs);
    const headingRatios = [];
    const interactiveRatios = [];
    let clsMax = 0;
    for (const page of pages) {
      const heading = median(loads[page.key].map((load) => load.headingMs));
      const interactive = median(loads[page.key].map((load) => load.interactiveMs));
      results[`docs_${page.key}_prerender_heading${label}_ms`] = Math.round(heading);
      results[`docs_${page.key}_interactive${label}_ms`] = Math.round(interactive);
      headingRatios.push(heading / referenceMs);
      interactiveRatios.push(interactive / referenceMs);
      clsMax = Math.max(clsMax, ...loads[page.key].map((load) => load.cls));
    }
    results[`docs_heading_prerender_ratio${label}`] = round(Math.max(...headingRatios));
    results[`docs_interactive_ratio${label}`] = round(Math.max(...interactiveRatios));
    results[`docs_cls_max${label}`] = round(clsMax, 4);
  }
} finally {
  await browser.close();
}
results.docs_cls_max = Math.max(results.docs_cls_max, results.docs_cls_max_cpu4x ?? 0);

if (withLighthouse) {
  for (const page of pages) {
    const scores = await prerender.runSeoAudit(`${ours.url}${page.route}`);
    results[`lighthouse_${page.key}_route_seo`] = scores.seo;
    results[`lighthouse_${page.key}_route_performance`] = scores.performance;
    console.log(
      `Lighthouse ${page.route}: SEO ${scores.seo}, performance ${scores.performance}` +
        (scores.failures.length ? `; SEO audits failed: ${scores.failures.join('; ')}` : ''),
    );
  }
}
await ours.close();
await bare.close();

const merged = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
writeFileSync(resultsFile, `${JSON.stringify({ ...merged, ...results }, null, 2)}\n`);
console.log('');
console.log('figure                                         value    target');
const show = (name, key, target) =>
  console.log(`${name.padEnd(46)} ${String(results[key]).padEnd(8)} ${target}`);
show('prerendered heading ÷ reference heading', 'docs_heading_prerender_ratio', '≤ 0.25');
show('live takeover ÷ reference heading', 'docs_interactive_ratio', '≤ 1.15');
show('same, CPU 4x: prerendered heading ratio', 'docs_heading_prerender_ratio_cpu4x', '≤ 0.25');
show('same, CPU 4x: takeover ratio', 'docs_interactive_ratio_cpu4x', '≤ 1.15');
show('largest layout shift (CLS)', 'docs_cls_max', '< 0.05');
