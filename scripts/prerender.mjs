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
 *        [--concurrency 1]
 * The site's address for canonical links comes from TESSERA_SITE_URL (default http://localhost:6006/).
 */
/* global document, location, requestAnimationFrame, window -- in the functions page.evaluate runs in Chromium */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { importTypeScript } from './importTypeScript.mjs';
import { CHROMIUM_ARGS, HOW_TO_GET_A_BROWSER, findChromium } from './browser.mjs';
import { captureSite } from './prerender/capture.js';
import { showDocsEntry } from './prerender/showDocs.js';
import { composePage, robotsTxt, sitemapXml } from './prerender/compose.mjs';
import { writeSocialCard } from './prerender/socialCard.mjs';
import { resolveSiteUrl } from './siteUrl.mjs';

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
// Managers walking the entries at once. One is the fastest on two shared cores: a second
// manager's start costs more than the entries it takes over (alternating runs: 12.8, 18.3 and
// 15.4 s with one, 15.0, 18.9 and 19.0 s with two, at a load average of 7 to 11).
const concurrency = Number(argument('--concurrency', '1'));

const { url: siteUrl, warning: siteUrlWarning } = resolveSiteUrl(process.env);
if (siteUrlWarning) console.warn(siteUrlWarning);

/**
 * The site's Node-side modules (TypeScript), bundled by esbuild into one module for this run: it
 * starts in a fraction of the time a Vite module runner takes, and the prerender step runs in
 * every build.
 */
async function loadSiteModel() {
  const modules = {
    routes: '.storybook/site/routes.ts',
    titles: '.storybook/site/pageTitle.ts',
    license: '.storybook/site/license.ts',
    scheme: '.storybook/site/scheme.ts',
    theme: '.storybook/theme.ts',
    tokens: 'src/tokens/colors.ts',
    fontPreload: '.storybook/site/fontPreload.ts',
    pagePaths: '.storybook/content/pagePaths.ts',
    server: 'tests/site/staticServer.ts',
  };
  const entry = Object.entries(modules)
    .map(([name, file]) => `export * as ${name} from ${JSON.stringify(`./${file}`)};`)
    .join('\n');
  const outfile = path.join(
    root,
    'node_modules/.cache/tessera-prerender',
    `site-model-${process.pid}.mjs`,
  );
  try {
    return await importTypeScript({ contents: entry, resolveDir: root, outfile });
  } finally {
    rmSync(outfile, { force: true });
  }
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

/** Two frames, for layout effects (the headings of "On this page", measured widths) to run. */
const twoFrames = (page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * Records in the page which docs entry the preview rendered last, from Storybook's channel of
 * the manager (`docsRendered` travels from the preview to the manager).
 */
async function watchDocsRendered(page) {
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window, null, {
    timeout: 120_000,
    polling: 50,
  });
  await page.evaluate(() => {
    window.__prerenderRendered = [];
    window.__STORYBOOK_ADDONS_CHANNEL__.on('docsRendered', (id) =>
      window.__prerenderRendered.push(id),
    );
  });
}

/**
 * Opens a docs entry in the manager that is already showing another one, as a link inside the
 * docs does: the preview asks the manager to select it over Storybook's channel, so the manager
 * updates its address, sidebar and title and the preview renders the entry without reloading.
 * The sidebar is collapsed first, so it shows what a fresh load of the entry shows: the groups
 * that lead to it. A locked entry lands on Licensing (the gate redirects), like a direct URL.
 */
async function navigateManager(page, id) {
  await page.evaluate((docsId) => {
    window.__prerenderRendered = [];
    window.__prerenderLayout = null;
    const channel = document.querySelector('#storybook-preview-iframe').contentWindow
      .__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('storiesCollapseAll');
    channel.emit('selectStory', { storyId: docsId, viewMode: 'docs' });
  }, id);
}

/**
 * The same in a manager without a preview (see `lockedFramePass`): the messages the preview
 * would send are handed to the manager's own listeners, as from the preview's address.
 */
async function fromAbsentPreview(page, messages) {
  await page.evaluate((events) => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    const source = new URL('iframe.html', location.href).href;
    for (const [type, ...args] of events) channel.handleEvent({ type, args, source });
  }, messages);
}

/**
 * True once the docs page of the preview has rendered: its heading is in, every example has
 * rendered and each example's frame has taken its content's height, images have loaded and the
 * fonts are in; with `settle`, the layout has also stayed the same for a moment (an example can
 * still grow once its content is in), for a capture of the docs. In the manager (`inManager`),
 * the sidebar also shows `id` selected and, after an in-place navigation (`navigated`), the
 * preview has reported rendering it, and the sidebar shows the entry that was `asked` for (a
 * locked one, whose page shows Licensing). With `scheme`, the document shows that scheme.
 * Self-contained: Playwright runs it in the page.
 */
function docsShown({ id, asked, inManager = false, navigated = false, scheme, settle = true }) {
  let doc = document;
  if (inManager) {
    const tree = '#storybook-explorer-tree';
    const item = `${tree} [data-item-id="${id}"][data-selected="true"]`;
    if (!document.querySelector(item) || document.fonts.status !== 'loaded') return false;
    // A locked entry's page shows the groups that lead to it open, as a fresh load does.
    if (asked && !document.querySelector(`${tree} [data-item-id="${asked}"]`)) return false;
    if (navigated && !window.__prerenderRendered.includes(id)) return false;
    doc = document.querySelector('#storybook-preview-iframe')?.contentDocument;
  }
  if (scheme && doc?.documentElement.dataset.siteScheme !== scheme) return false;
  const docs = doc?.querySelector('#storybook-docs');
  if (!docs?.querySelector('h1') || doc.fonts.status !== 'loaded') return false;
  const heights = [docs.scrollHeight];
  for (const story of docs.querySelectorAll('.docs-story')) {
    // The example's own root (inside `.sb-story`) holds what it rendered.
    const root = story.querySelector('[data-story-root]') ?? story.querySelector('.sb-story');
    if (!root?.firstElementChild) return false;
    // Storybook sizes an example's frame from its content in a later render.
    const inner = story.querySelector('.innerZoomElementWrapper');
    const outer = inner?.parentElement;
    if (inner && outer && Math.abs(outer.offsetHeight - inner.offsetHeight) > 1) return false;
    if (inner) heights.push(inner.offsetHeight);
  }
  if (![...docs.querySelectorAll('img')].every((image) => image.complete)) return false;
  if (!settle) return true;
  const layout = `${id} ${heights.join()}`;
  const now = performance.now();
  const last = window.__prerenderLayout;
  if (!last || last.layout !== layout) {
    window.__prerenderLayout = { layout, since: now };
    return false;
  }
  return now - last.since >= 80;
}

/** What the page shows when a wait runs out, for the error message. */
function pageState() {
  const frame = document.querySelector('#storybook-preview-iframe');
  const doc = frame ? frame.contentDocument : document;
  const docs = doc?.querySelector('#storybook-docs');
  return {
    address: location.href,
    frame: frame?.src,
    selected: document.querySelector('[data-selected="true"]')?.getAttribute('data-item-id'),
    heading: docs?.querySelector('h1')?.textContent,
    examples: docs?.querySelectorAll('.docs-story').length,
    fonts: [doc?.fonts.status, document.fonts.status],
  };
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
  // The browser starts while the site's Node-side modules load.
  const launching = chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const model = await loadSiteModel();
  const licensed = model.license.isLicensedBuild();
  const index = JSON.parse(readFileSync(path.join(outDir, 'index.json'), 'utf8'));
  // The route `/` is a prerendered page too, written over the manager's index.html: the manager
  // page is kept as manager.html, which the capture opens, so running the step again is safe.
  const managerFile = path.join(outDir, 'manager.html');
  if (!existsSync(managerFile)) copyFileSync(path.join(outDir, 'index.html'), managerFile);
  const managerHtml = readFileSync(managerFile, 'utf8');
  const allPages = docsPages(index, model.routes, licensed);
  let pages = allPages;
  if (only.length > 0)
    pages = pages.filter((page) => only.includes(page.route.replace(/^\/|\/$/g, '')));
  const routeOf = Object.fromEntries(pages.map((page) => [page.id, page.route]));

  const site = await model.server.serveDirectory(outDir);
  const browser = await launching;
  const timings = process.env.TESSERA_PRERENDER_TIMINGS === '1';
  const log = (line) =>
    timings && console.log(`${String(Date.now() - started).padStart(6)} ms  ${line}`);
  // The frame and the docs in light of every open page come from the live manager: one manager
  // per worker walks its share of the entries in place. Locked entries all show Licensing, so
  // each docs entry is captured once in each scheme, and a locked entry's frame comes from a
  // manager of its own (`lockedFramePass`).
  const lightDocs = new Map();
  const darkDocs = new Map();
  const frames = new Map();
  const shownIdOf = (page) => (page.locked ? model.routes.licensingDocsId : page.id);
  const locked = pages.filter((page) => page.locked);
  const open = pages.filter((page) => !page.locked);
  // Licensing's docs stand for every locked entry: read even when only locked routes are asked for.
  const licensingPage = allPages.find((page) => page.id === model.routes.licensingDocsId);
  if (locked.length > 0 && !open.includes(licensingPage)) open.push(licensingPage);
  const shares = Array.from({ length: Math.max(1, Math.min(concurrency, open.length)) }, () => []);
  // Contiguous shares keep neighbouring entries (same sidebar groups) in one manager.
  open.forEach((page, index) =>
    shares[Math.floor((index * shares.length) / open.length)].push(page),
  );
  const newContext = (options) =>
    browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
      ...options,
    });

  const licensing = model.routes.licensingDocsId;
  /**
   * Reads the frames of locked entries, one at a time as `take` hands them out, in a manager whose
   * preview is absent: each entry is selected as the preview would ask for it, and read once the
   * sidebar shows it as a fresh load does.
   */
  const walkLockedFrames = async (page, take) => {
    for (let next = take(); next; next = take()) {
      const started = Date.now();
      await fromAbsentPreview(page, [
        ['storiesCollapseAll'],
        ['selectStory', { storyId: next.id, viewMode: 'docs' }],
      ]);
      try {
        await page.waitForFunction(
          ({ id, asked }) => {
            const tree = '#storybook-explorer-tree';
            return (
              document.querySelector(`${tree} [data-item-id="${id}"][data-selected="true"]`) &&
              document.querySelector(`${tree} [data-item-id="${asked}"]`) &&
              // The keyboard's highlight follows the selection in a later render.
              document.querySelector(tree)?.getAttribute('data-highlighted-item-id') === id &&
              !document.querySelector('#preview-loader') &&
              document.fonts.status === 'loaded'
            );
          },
          { id: licensing, asked: next.id },
          { timeout: 120_000, polling: 'raf' },
        );
      } catch (error) {
        throw new Error(
          `prerender: the frame of ${next.route} (locked) did not show: ${JSON.stringify(await page.evaluate(pageState))}`,
          { cause: error },
        );
      }
      const shown = Date.now();
      frames.set(
        next.id,
        await page.evaluate(captureSite, {
          routeOf,
          base: siteUrl.pathname,
          route: next.route,
          part: 'frame',
        }),
      );
      log(`${next.route} (locked): shown ${shown - started} ms, captured ${Date.now() - shown} ms`);
      process.stdout.write(timings ? '' : '.');
    }
  };

  // Locked entries waiting for their frame: the manager without a preview takes them from the
  // front; a manager that has walked its share of open entries helps from the back.
  const lockedQueue = [...locked];
  const framePass = async (share) => {
    if (share.length === 0) return;
    const context = await newContext({});
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    let first = true;
    for (const next of share) {
      const started = Date.now();
      const shownId = shownIdOf(next);
      // The docs of an entry shown before (Licensing, for a locked entry) are not read again.
      const withDocs = !lightDocs.has(shownId);
      if (withDocs) lightDocs.set(shownId, null);
      if (first) {
        await page.goto(`${site.url}/manager.html?path=/docs/${next.id}`, {
          waitUntil: 'domcontentloaded',
        });
        await watchDocsRendered(page);
      } else {
        await navigateManager(page, next.id);
      }
      try {
        await page.waitForFunction(
          docsShown,
          { id: shownId, asked: next.id, inManager: true, navigated: !first, settle: withDocs },
          { timeout: 120_000, polling: 'raf' },
        );
        // Layout effects of the docs (the headings of "On this page") run in the next frames.
        if (withDocs) await twoFrames(page);
      } catch (error) {
        throw new Error(
          `prerender: ${next.route} (${shownId}) did not finish rendering: ${JSON.stringify(await page.evaluate(pageState))}`,
          { cause: error },
        );
      }
      first = false;
      const shown = Date.now();
      const snapshot = await page.evaluate(captureSite, {
        routeOf,
        base: siteUrl.pathname,
        route: next.route,
        part: withDocs ? 'all' : 'frame',
      });
      if (withDocs) lightDocs.set(shownId, { route: next.route, ...snapshot });
      frames.set(next.id, snapshot);
      log(`${next.route}: shown ${shown - started} ms, captured ${Date.now() - shown} ms`);
      process.stdout.write(timings ? '' : '.');
    }
    // Then it helps with the locked entries' frames from the back of the queue, as a manager
    // without a preview: its preview (every docs page it held is read) is emptied first.
    if (lockedQueue.length > 0) {
      await page.evaluate(() =>
        document
          .querySelector('#storybook-preview-iframe')
          .contentWindow.location.replace('about:blank'),
      );
      await walkLockedFrames(page, () => lockedQueue.pop());
    }
    await context.close();
  };

  // The frame of a locked entry: its docs are Licensing's, read once by the manager above, so
  // only the manager's frame is needed, with the sidebar as a fresh load of the entry's address
  // shows it (the groups that lead to it open, Licensing selected: the gate has redirected). A
  // manager with no preview behind it (the preview's document is an empty page) shows that in
  // about half the time a manager with one takes, since nothing renders Licensing again and
  // nothing waits for it, and it walks beside the other passes. Its frame is the same markup:
  // the preview's own messages are handed to it (`fromAbsentPreview`), so it drops its loading
  // indicator as it does once a preview has shown an entry.
  const lockedFramePass = async (queue) => {
    if (queue.length === 0) return;
    const context = await newContext({});
    await context.route(/\/iframe\.html(\?|$)/, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Preview</title></html>',
      }),
    );
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await page.goto(`${site.url}/manager.html?path=/docs/${licensing}`, {
      waitUntil: 'domcontentloaded',
    });
    // Selections are taken once the manager has its index and shows the entry it opened.
    await page.waitForFunction(
      (id) =>
        '__STORYBOOK_ADDONS_CHANNEL__' in window &&
        document.querySelector(
          `#storybook-explorer-tree [data-item-id="${id}"][data-selected="true"]`,
        ),
      licensing,
      { timeout: 120_000, polling: 50 },
    );
    // What the preview says once it shows an entry; the manager then drops its loading indicator.
    await fromAbsentPreview(page, [
      ['currentStoryWasSet', { storyId: licensing, viewMode: 'docs' }],
    ]);
    await walkLockedFrames(page, () => queue.shift());
    await context.close();
  };

  // The docs in the dark scheme: the preview alone, with the reader's stored choice, walking the
  // entries through Storybook's channel (the frame's markup is the same in both schemes; its
  // colours come from the scheme attribute).
  const darkPass = async () => {
    const ids = [...new Set(pages.map(shownIdOf))];
    const context = await newContext({ colorScheme: 'dark' });
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [model.scheme.schemeStorageKey, 'dark'],
    );
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    for (const [index, id] of ids.entries()) {
      const started = Date.now();
      if (index === 0) {
        await page.goto(`${site.url}/iframe.html?viewMode=docs&id=${id}`, {
          waitUntil: 'domcontentloaded',
        });
      } else {
        await page.evaluate(showDocsEntry, { id, timeout: 120_000 });
      }
      try {
        await page.waitForFunction(
          docsShown,
          { id, scheme: 'dark' },
          { timeout: 120_000, polling: 'raf' },
        );
      } catch (error) {
        throw new Error(
          `prerender: ${id} did not finish rendering in the dark scheme: ${JSON.stringify(await page.evaluate(pageState))}`,
          { cause: error },
        );
      }
      await twoFrames(page);
      const shown = Date.now();
      const { route } = pages.find((entry) => shownIdOf(entry) === id);
      const snapshot = await page.evaluate(captureSite, {
        routeOf,
        base: siteUrl.pathname,
        route,
        part: 'docs',
      });
      darkDocs.set(id, { route, ...snapshot });
      log(`${id} (dark): shown ${shown - started} ms, captured ${Date.now() - shown} ms`);
    }
    await context.close();
  };

  try {
    const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
    const font = readdirSync(path.join(outDir, 'assets')).find((file) =>
      model.fontPreload.preloadedFontFile.test(file),
    );
    // The dark scheme's chrome, and the logo's tiles (its black tile in the dark scheme's text).
    const chrome = model.theme.chromeColors('dark');
    const { primary, purple, green } = model.tokens.colors;
    await Promise.all([
      ...shares.map(framePass),
      lockedFramePass(lockedQueue),
      // The link-preview card, drawn once the dark docs are read (a moment of the second core).
      darkPass().then(() =>
        writeSocialCard({
          browser,
          siteUrl: site.url,
          outDir,
          font: font && `assets/${font}`,
          version,
          colors: {
            background: chrome.contentBg,
            text: chrome.text,
            muted: chrome.muted,
            tiles: [primary.srgb, purple.srgb, green.srgb, chrome.text],
          },
          cacheDir: path.join(root, 'node_modules/.cache/tessera-prerender'),
        }),
      ),
    ]);
  } finally {
    await browser.close();
    await site.close();
  }
  // Docs shared by several routes (Licensing, shown for every locked entry) link their headings
  // to the route they are read at.
  const here = (route) => siteUrl.pathname + route.replace(/^\//, '');
  const docsAt = (captured, route) => {
    if (!captured?.docs || captured.route === route) return captured?.docs ?? null;
    return {
      ...captured.docs,
      html: captured.docs.html.replaceAll(
        `href="${here(captured.route)}#`,
        `href="${here(route)}#`,
      ),
    };
  };
  const results = pages.map((page) => {
    const shownId = shownIdOf(page);
    const frame = frames.get(page.id);
    const light = lightDocs.get(shownId);
    const dark = darkDocs.get(shownId);
    const fontFaces = new Set([...frame.fontFaces, ...light.fontFaces, ...dark.fontFaces]);
    return {
      ...page,
      shownId,
      snapshot: {
        managerCss: frame.managerCss,
        rootHtml: frame.rootHtml,
        fontFaces: [...fontFaces].join('\n'),
        description: light.description,
        headings: light.headings,
        exampleCount: light.exampleCount,
        title: light.title,
        docs: docsAt(light, page.route),
        darkDocs: docsAt(dark, page.route),
      },
    };
  });
  process.stdout.write('\n');

  // The manager page's own stylesheets, by the address its head gives them.
  const stylesheets = new Map();
  const readStylesheet = (href) => {
    if (!stylesheets.has(href)) {
      const file = path.join(outDir, href.replace(/^\.?\//, ''));
      stylesheets.set(href, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return stylesheets.get(href);
  };
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
        // The live site's title for the same entry (`/` is the Introduction's page).
        pageTitle: model.titles.formatPageTitle(result.label),
        licenseNotice: model.license.licenseNotice,
        markdownPath: model.pagePaths.pageLocation(result.id).markdownPath,
        readStylesheet,
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
