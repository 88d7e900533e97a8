/**
 * Browser measurements of prerendered route pages, bundled by esbuild when `bench/prerender.mjs`
 * starts (like `measure.ts`). Each load uses a fresh browser context (empty cache and storage)
 * and may throttle the page's CPU the way Lighthouse's mobile profile does (4×), where a page
 * that needs more main-thread work loses more.
 */
import type { Browser, Page } from 'playwright';
import { lighthouseScores } from './measure';

export interface Throttled {
  /** CPU slowdown factor for the page (1 = none). */
  cpuThrottle: number;
}

export interface PrerenderedLoad {
  /** Navigation start → the page's first heading painted (prerendered markup). */
  headingMs: number;
  /** Navigation start → the live Storybook has taken over (examples interactive). */
  interactiveMs: number;
  /** Cumulative layout shift over the whole load, takeover included. */
  cls: number;
}

async function freshPage(browser: Browser, { cpuThrottle }: Throttled): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  if (cpuThrottle > 1) {
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  }
  return page;
}

/** Loads a prerendered route page and times its heading, the live takeover and layout shift. */
export async function loadPrerenderedPage(
  browser: Browser,
  { url, heading, cpuThrottle }: { url: string; heading: string } & Throttled,
): Promise<PrerenderedLoad> {
  const page = await freshPage(browser, { cpuThrottle });
  await page.addInitScript(() => {
    const state = { cls: 0, live: 0 };
    (window as unknown as { benchState: typeof state }).benchState = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) state.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    window.addEventListener('tessera:live', () => (state.live = performance.now()));
  });
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  // Playwright's CSS locators reach into the open shadow root that holds the docs.
  await page
    .locator('[data-prerender-docs] h1', { hasText: heading })
    .first()
    .waitFor({ state: 'visible', timeout: 120_000 });
  const headingMs = performance.now() - started;
  await page.waitForFunction(
    () => (window as unknown as { benchState: { live: number } }).benchState.live > 0,
    null,
    { timeout: 180_000, polling: 50 },
  );
  const interactiveMs = performance.now() - started;
  // Layout shifts are reported after the frame that caused them.
  await page.waitForTimeout(300);
  const cls = await page.evaluate(
    () => (window as unknown as { benchState: { cls: number } }).benchState.cls,
  );
  await page.context().close();
  return { headingMs, interactiveMs, cls };
}

/** Loads a live docs page (`?path=/docs/…`) and times its heading in the preview. */
export async function loadLiveDocsHeading(
  browser: Browser,
  {
    site,
    docsId,
    heading,
    cpuThrottle,
  }: { site: string; docsId: string; heading: string } & Throttled,
): Promise<number> {
  const page = await freshPage(browser, { cpuThrottle });
  const started = performance.now();
  await page.goto(`${site}/?path=/docs/${docsId}`, { waitUntil: 'commit' });
  await page
    .frameLocator('#storybook-preview-iframe')
    .locator('h1', { hasText: heading })
    .first()
    .waitFor({ state: 'visible', timeout: 180_000 });
  const headingMs = performance.now() - started;
  await page.context().close();
  return headingMs;
}

export interface SeoScores {
  seo: number;
  performance: number;
  failures: string[];
}

/** Lighthouse's SEO and performance categories of a route page (mobile defaults, simulated). */
export async function runSeoAudit(url: string): Promise<SeoScores> {
  const { scores, failures } = await lighthouseScores(url, {
    categories: ['seo', 'performance'],
    failuresOf: ['seo'],
  });
  return { seo: scores.seo ?? 0, performance: scores.performance ?? 0, failures };
}
