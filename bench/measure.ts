/**
 * Browser measurements of the bench, bundled by esbuild when `npm run bench` starts so that the
 * plain-JS runner reuses the site tests' browser launcher and static server.
 */
import { statSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../scripts/browser.mjs';
import { launchChromium } from '../tests/site/browser';
import { serveDirectory, type StaticSite } from '../tests/site/staticServer';

export { serveDirectory, type StaticSite };

export interface PageTarget {
  /** Name in the table. */
  name: string;
  /** The served site's root URL. */
  site: string;
  /** Directory served at `site`, to weigh the scripts it sends. */
  directory: string;
  /** Story id of the docs page. */
  docsId: string;
  /** Text of the page's main heading. */
  heading: string;
}

export interface PageLoad {
  headingMs: number;
  idleMs: number;
  /** Main-thread task time until idle (CPU, not wall clock: steadier on a busy machine). */
  taskMs: number;
  jsGzipBytes: number;
  jsFiles: number;
}

const gzipCache = new Map<string, number>();

/** gzip size of a served file, as a server compressing its responses would send it. */
function gzipBytesOf(file: string): number {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const bytes = statSync(file).isFile() ? gzipSync(readFileSync(file), { level: 6 }).byteLength : 0;
  gzipCache.set(file, bytes);
  return bytes;
}

export async function openBrowser(): Promise<Browser> {
  return launchChromium();
}

/**
 * Loads a docs page as a reader opens it (the site's address with `?path=/docs/…`) in a fresh
 * browser context (empty cache and storage): time to the docs heading being visible, time until
 * the main thread is idle and the network quiet, and the JS it fetched, gzip. With
 * `documentOnly`, loads the docs document without the manager around it.
 */
export async function loadDocsPage(
  browser: Browser,
  target: PageTarget,
  { documentOnly = false }: { documentOnly?: boolean } = {},
): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Performance.enable');
  const scripts = new Set<string>();
  let lastActivity = 0;
  const started = performance.now();
  page.on('requestfinished', (request) => {
    lastActivity = performance.now();
    const url = new URL(request.url());
    if (url.origin !== new URL(target.site).origin) return;
    if (request.resourceType() === 'script' || /\.m?js$/.test(url.pathname)) {
      scripts.add(path.join(target.directory, decodeURIComponent(url.pathname)));
    }
  });
  // The docs document alone (Storybook's iframe.html) separates the page from the manager around it.
  const address = documentOnly
    ? `${target.site}/iframe.html?viewMode=docs&id=${target.docsId}`
    : `${target.site}/?path=/docs/${target.docsId}`;
  await page.goto(address, { waitUntil: 'commit' });
  const document = documentOnly ? page : page.frameLocator('#storybook-preview-iframe');
  await document
    .locator('h1', { hasText: target.heading })
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 });
  const headingMs = performance.now() - started;
  // Idle: the main thread (shared by the manager and the preview) runs an idle callback in both
  // documents, and the network has gone quiet.
  for (const frame of page.frames()) {
    await frame.evaluate(
      () =>
        new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })),
    );
  }
  const mainThreadIdleMs = performance.now() - started;
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const idleMs = Math.max(mainThreadIdleMs, lastActivity - started);
  const { metrics } = await devtools.send('Performance.getMetrics');
  const taskMs = (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
  await context.close();
  let jsGzipBytes = 0;
  for (const file of scripts) jsGzipBytes += gzipBytesOf(file);
  return { headingMs, idleMs, taskMs, jsGzipBytes, jsFiles: scripts.size };
}

export interface LighthouseScores {
  accessibility: number;
  bestPractices: number;
  /** Titles of the failed audits, for the note. */
  failures: string[];
}

/**
 * Lighthouse in Debian's Chromium on one URL: the scores (0–100) of the categories asked for,
 * and the titles of the weighted audits that failed in `failuresOf` (default: all of them).
 */
export async function lighthouseScores(
  url: string,
  options: {
    categories: string[];
    failuresOf?: string[];
    settings?: Record<string, unknown>;
  },
): Promise<{ scores: Record<string, number>; failures: string[] }> {
  const chromePath = await findChromium();
  if (!chromePath) throw new Error('No Chromium for Lighthouse.');
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: options.categories,
      ...options.settings,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const failures = (options.failuresOf ?? options.categories)
      .flatMap((id) => categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${audit!.id}: ${audit!.title}`);
    const scores = Object.fromEntries(
      options.categories.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    );
    return { scores, failures: [...new Set(failures)] };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse's accessibility and best-practices categories for one URL, desktop. */
export async function runLighthouse(url: string): Promise<LighthouseScores> {
  const { scores, failures } = await lighthouseScores(url, {
    categories: ['accessibility', 'best-practices'],
    settings: {
      formFactor: 'desktop',
      screenEmulation: {
        mobile: false,
        width: 1440,
        height: 900,
        deviceScaleFactor: 1,
        disabled: false,
      },
      throttlingMethod: 'provided',
    },
  });
  return {
    accessibility: scores.accessibility ?? 0,
    bestPractices: scores['best-practices'] ?? 0,
    failures,
  };
}
