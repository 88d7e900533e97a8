#!/usr/bin/env node
/**
 * Prerenders every docs page of the built site (`storybook-static/`) as HTML at its route.
 *
 * A Storybook docs page exists only after the manager, the preview iframe, the story index and
 * the docs renderer have run in the reader's browser. This step runs them once at build time in
 * Chromium, reads what the live page shows (the site frame, the docs document with every
 * example, their CSS) and writes it as a static page at the route (`components/accordion/
 * index.html`), with the live site's scripts after it. The reader sees the page as soon as the
 * HTML arrives, with scripts off too; when the live site is ready it takes over in place (see
 * `prerender/takeover.js`). The same step writes `sitemap.xml` and `robots.txt`.
 *
 * Usage: node scripts/prerender.mjs [--out storybook-static] [--only components/accordion,…]
 * The site's address for canonical links comes from TESSERA_SITE_URL (default http://localhost:6006/).
 */
/* global document, location, requestAnimationFrame -- in the functions page.evaluate runs in Chromium */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { runnerImport } from 'vite';
import { CHROMIUM_ARGS, HOW_TO_GET_A_BROWSER, findChromium } from './browser.mjs';
import { captureSite } from './prerender/capture.js';
import { composePage, robotsTxt, sitemapXml } from './prerender/compose.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const outDir = path.resolve(root, argument('--out', 'storybook-static'));
const only = argument('--only', '')
  .split(',')
  .map((route) => route.trim().replace(/^\/|\/$/g, ''))
  .filter(Boolean);
const concurrency = Number(argument('--concurrency', '2'));

const siteUrl = new URL(process.env.TESSERA_SITE_URL ?? 'http://localhost:6006/');
if (!siteUrl.pathname.endsWith('/')) siteUrl.pathname += '/';

async function loadSiteModel() {
  const load = async (file) => (await runnerImport(path.join(root, file))).module;
  const routes = await load('.storybook/site/routes.ts');
  const titles = await load('.storybook/site/pageTitle.ts');
  const license = await load('.storybook/site/license.ts');
  const server = await load('tests/site/staticServer.ts');
  return { routes, titles, license, server };
}

/** Every docs entry of the built index, with the route its page is published at. */
export function docsPages(index, routesModule, licensed) {
  const routes = routesModule.siteRoutes();
  const pages = [];
  for (const entry of Object.values(index.entries)) {
    if (entry.type !== 'docs') continue;
    const exact = routes.find((route) => route.title === entry.title);
    const owner = exact ?? routesModule.routeForTitle(entry.title, routes);
    let route;
    if (exact) route = exact.path;
    else if (owner) {
      const rest = entry.title.slice(owner.title.length + 1);
      route = `${owner.path.replace(/\/$/, '')}/${rest.split('/').map(routesModule.sanitize).join('/')}`;
    } else route = `/${entry.title.split('/').map(routesModule.sanitize).join('/')}`;
    const locked = !licensed && routesModule.isBlockedTitle(entry.title, routes, licensed);
    pages.push({
      id: entry.id,
      title: entry.title,
      label: entry.title.split('/').at(-1),
      route,
      locked,
    });
  }
  return pages;
}

/**
 * Waits until the live page shows the docs with every example rendered and fonts loaded. A
 * locked page opens on its own entry and the gate then shows Licensing in the same preview (the
 * frame keeps its first address), so a locked page waits for the Licensing heading instead.
 */
async function waitForLivePage(page, docsId, lockedHeading) {
  await page.waitForFunction(
    ([id, heading]) => {
      const frame = document.querySelector('#storybook-preview-iframe');
      const doc = frame?.contentDocument;
      if (!doc || !document.querySelector('#storybook-explorer-tree')) return false;
      if (!heading && !frame.src.includes(id)) return false;
      const docs = doc.querySelector('#storybook-docs');
      const title = docs?.querySelector('h1');
      if (!title || (heading && title.textContent?.trim() !== heading)) return false;
      const stories = [...docs.querySelectorAll('.docs-story')];
      if (
        stories.some(
          (story) => !story.querySelector('.sb-story, [data-story-root]')?.firstElementChild,
        )
      )
        return false;
      return doc.fonts.status === 'loaded' && document.fonts.status === 'loaded';
    },
    [docsId, lockedHeading],
    { timeout: 120_000, polling: 100 },
  );
  // Two frames for layout effects (headings of "On this page", measured widths) to settle.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForTimeout(150);
}

/** Waits until the docs page and its examples have re-rendered in `scheme`. */
async function waitForScheme(page, scheme) {
  await page.waitForFunction(
    (wanted) => {
      const frame = document.querySelector('#storybook-preview-iframe');
      const doc = frame?.contentDocument;
      if (doc?.documentElement.dataset.siteScheme !== wanted) return false;
      const scopes = [...doc.querySelectorAll('#storybook-docs [data-tessera-scheme]')].filter(
        (scope) => !scope.closest('[data-story-root][data-tessera-scheme]'),
      );
      return scopes.every((scope) => scope.getAttribute('data-tessera-scheme') === wanted);
    },
    scheme,
    { timeout: 60_000, polling: 50 },
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForTimeout(100);
}

async function main() {
  const started = Date.now();
  if (!existsSync(path.join(outDir, 'index.json'))) {
    console.error(`prerender: ${outDir} has no index.json; run storybook build first.`);
    process.exit(1);
  }
  const executablePath = await findChromium();
  if (!executablePath) {
    console.error(HOW_TO_GET_A_BROWSER);
    process.exit(1);
  }
  const model = await loadSiteModel();
  const licensed = model.license.isLicensedBuild();
  const index = JSON.parse(readFileSync(path.join(outDir, 'index.json'), 'utf8'));
  // The route `/` is a prerendered page too, written over the manager's index.html: the manager
  // page is kept as manager.html, which the capture opens, so running the step again is safe.
  const managerFile = path.join(outDir, 'manager.html');
  if (!existsSync(managerFile)) copyFileSync(path.join(outDir, 'index.html'), managerFile);
  const managerHtml = readFileSync(managerFile, 'utf8');
  let pages = docsPages(index, model.routes, licensed);
  if (only.length > 0)
    pages = pages.filter((page) => only.includes(page.route.replace(/^\/|\/$/g, '')));
  const routeOf = Object.fromEntries(pages.map((page) => [page.id, page.route]));

  const site = await model.server.serveDirectory(outDir);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const results = [];
  const queue = [...pages];
  const worker = async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    for (let next = queue.shift(); next; next = queue.shift()) {
      await page.goto(`${site.url}/manager.html?path=/docs/${next.id}`, {
        waitUntil: 'domcontentloaded',
      });
      const shownId = next.locked ? model.routes.licensingDocsId : next.id;
      try {
        await waitForLivePage(page, shownId, next.locked ? 'Licensing' : undefined);
      } catch (error) {
        const state = await page.evaluate(() => {
          const frame = document.querySelector('#storybook-preview-iframe');
          const docs = frame?.contentDocument?.querySelector('#storybook-docs');
          return {
            address: location.href,
            frame: frame?.src,
            heading: Boolean(docs?.querySelector('h1')),
            examples: docs?.querySelectorAll('.docs-story').length,
            fonts: [frame?.contentDocument?.fonts.status, document.fonts.status],
          };
        });
        throw new Error(
          `prerender: ${next.route} (${shownId}) did not finish rendering: ${JSON.stringify(state)}`,
          { cause: error },
        );
      }
      const capture = () =>
        page.evaluate(captureSite, { routeOf, base: siteUrl.pathname, route: next.route });
      const snapshot = await capture();
      // The docs again in the dark scheme, through the reader's switch; the frame's markup is the
      // same in both (its colours come from the scheme attribute). Back to System for the next.
      const schemeSwitch = page.getByRole('radiogroup', { name: 'Colour scheme' });
      await schemeSwitch.getByRole('radio', { name: 'Dark' }).click();
      await waitForScheme(page, 'dark');
      const darkDocs = (await capture()).docs;
      await schemeSwitch.getByRole('radio', { name: 'System' }).click();
      await waitForScheme(page, 'light');
      results.push({ ...next, shownId, snapshot: { ...snapshot, darkDocs } });
      process.stdout.write('.');
    }
    await context.close();
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  } finally {
    await browser.close();
    await site.close();
  }
  process.stdout.write('\n');

  for (const result of results) {
    const file = path.join(outDir, result.route.replace(/^\//, ''), 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      composePage({
        page: result,
        snapshot: result.snapshot,
        managerHtml,
        siteUrl,
        pageTitle: model.titles.formatPageTitle(result.route === '/' ? undefined : result.label),
        licenseNotice: model.license.licenseNotice,
      }),
    );
  }
  copyFileSync(
    path.join(root, 'scripts/prerender/prerender-route.js'),
    path.join(outDir, 'prerender-route.js'),
  );
  if (only.length === 0) {
    writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(results, siteUrl));
    writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl));
  }
  // With --only, the other pages' entries stay as the last full run wrote them.
  const manifestFile = path.join(outDir, 'prerender.json');
  const written = results.map(({ id, route, locked, snapshot }) => ({
    id,
    route,
    locked,
    headings: snapshot.headings,
    exampleCount: snapshot.exampleCount,
  }));
  const kept =
    only.length > 0 && existsSync(manifestFile)
      ? JSON.parse(readFileSync(manifestFile, 'utf8')).filter(
          (entry) => !written.some((page) => page.id === entry.id),
        )
      : [];
  writeFileSync(manifestFile, JSON.stringify([...kept, ...written], null, 2));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`prerender: ${results.length} pages in ${seconds} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
