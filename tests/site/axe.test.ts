/**
 * axe on the built site, as readers meet it, in the light and the dark scheme, with the rules
 * the story tests use (.storybook/axeOptions.ts: WCAG 2.0–2.2 A and AA, best practices, target
 * size), page-level rules included:
 * - every docs page in the preview. The scheme comes from the reader's stored choice, and one
 *   preview walks the docs entries through Storybook's channel (as the sidebar does), so the
 *   whole site is checked in the time a few reloads would take. The walk also fails on any
 *   console error or warning, uncaught error, or failed request a page causes, in both schemes
 *   (tests/docs-dev/run.mjs checks the same pages with React's development build). The light
 *   walk is at a desktop's width; the dark one at a phone's (320 px), where no page may scroll
 *   sideways and no example scrolls inside its frame. In both, a reader's own text spacing
 *   (WCAG 1.4.12) may cut off no text;
 * - the manager (top bar, sidebar with its groups expanded) as it opens, with search results
 *   open, and with a locked entry's license notice shown, together with the notice's toast in
 *   the preview; as it opens, a reader's text spacing may cut off none of its text either.
 * Storybook's a11y addon leaves `#storybook-docs` out of its own runs (it checks stories); this
 * is where docs pages are checked.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { axeRunOptions } from '../../.storybook/axeOptions';
import { licenseNotice } from '../../.storybook/site/license';
import { schemeStorageKey } from '../../.storybook/site/scheme';
import { watchPageProblems } from '../../scripts/browser.mjs';
import { showDocsEntry } from '../../scripts/prerender/showDocs.js';
import { waitForLiveSite } from './browser';
import { builtEntries, serveBuiltSite, type IndexEntry } from './builtSite';
import { type StaticSite } from './staticServer';

vi.setConfig({ testTimeout: 600_000, hookTimeout: 120_000 });

const siteDirectory = path.resolve(__dirname, '../../storybook-static');
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let browser: Browser;
let site: StaticSite;
let docsEntries: IndexEntry[] = [];

serveBuiltSite(siteDirectory, (launched, served) => {
  browser = launched;
  site = served;
  docsEntries = builtEntries(siteDirectory, 'docs');
});

/** Shows a docs entry in the open preview and resolves once it has rendered and settled. */
async function showDocs(page: Page, id: string) {
  await page.evaluate(showDocsEntry, { id, timeout: 60_000 });
  await settle(page);
}

/**
 * Waits for fonts and for the examples' entrance animations (an item that scales in overflows
 * its frame until it has), so axe reads the page as it rests. Endless animations (a spinner)
 * are not waited for.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
    await Promise.race([
      Promise.allSettled(finite().map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]);
  });
  await page.waitForTimeout(150);
  await finishEntrances(page);
}

/**
 * Takes any finite animation still running to its end: an example that mounts late (a toast's
 * entrance) may start one after the wait, and axe reads the page as it rests.
 */
const finishEntrances = (page: Page) =>
  page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (
        animation.playState === 'running' &&
        animation.effect?.getComputedTiming().iterations !== Infinity
      ) {
        animation.finish();
      }
    }
  });

type Scheme = 'light' | 'dark';

/** axe's violations in a document (the page or a frame), one line per element. */
async function axeViolations(target: Page | Frame, context: unknown = null): Promise<string[]> {
  if (!(await target.evaluate(() => 'axe' in window)))
    await target.addScriptTag({ path: axeSource });
  return target.evaluate(
    async ([options, scope]) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (...args: unknown[]) => Promise<{
              violations: {
                id: string;
                help: string;
                nodes: { target: string[]; failureSummary: string }[];
              }[];
            }>;
          };
        }
      ).axe;
      const result = await axe.run(scope ?? document, { ...options, iframes: false });
      return result.violations.flatMap((violation) =>
        violation.nodes.map(
          (node) =>
            `${violation.id} (${violation.help}) ${node.target.join(' ')}: ${node.failureSummary}`,
        ),
      );
    },
    [axeRunOptions, context] as const,
  );
}

/** A browser context whose site is in `scheme` by the reader's stored choice. */
async function schemeContext(scheme: Scheme, width = 1280): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    // The opposite system preference: the stored choice is what decides.
    colorScheme: scheme === 'dark' ? 'light' : 'dark',
  });
  context.setDefaultTimeout(90_000);
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    schemeStorageKey,
    scheme,
  ] as const);
  return context;
}

/**
 * Where the document reaches past the window's right edge, with the element that reaches
 * furthest without a scroller of its own around it; null when nothing scrolls sideways.
 */
const sidewaysOverflow = () => {
  const { scrollWidth, clientWidth } = document.documentElement;
  if (scrollWidth <= clientWidth) return null;
  const clipped = (element: Element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (parent === document.body) return false;
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };
  const widest = [...document.querySelectorAll('#storybook-docs *')]
    .filter((element) => !clipped(element))
    .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)[0];
  return `${scrollWidth} px wide: <${widest?.tagName.toLowerCase()}> "${widest?.textContent?.slice(0, 60)}"`;
};

/**
 * Examples whose content is two-dimensional, which may scroll sideways inside their frame on a
 * narrow screen (WCAG 1.4.10 exempts content whose meaning needs both axes), with the reason.
 * Every other example reflows to its frame's width; a table or a tab bar that scrolls inside a
 * scroller of its own leaves its frame still.
 */
const twoDimensionalExamples: Record<string, string> = {
  'story--components-button--variant-tone-matrix': 'variants across, tones down',
};

/** The examples whose frame scrolls sideways, by their story's element id. */
const scrollingExamples = (twoDimensional: string[]) =>
  [...document.querySelectorAll<HTMLElement>('#storybook-docs .docs-story')].flatMap((frame) => {
    const id = frame.querySelector('[id^="story--"]')?.id ?? 'an example';
    return frame.scrollWidth > frame.clientWidth + 1 && !twoDimensional.includes(id)
      ? [`${id}: ${frame.scrollWidth} px in a ${frame.clientWidth} px frame`]
      : [];
  });

/**
 * Text that a reader's own text spacing would cut off (WCAG 1.4.12: line height 1.5 times the
 * font size, letter spacing 0.12em, word spacing 0.16em, 2em after paragraphs): an element that
 * clips its overflow and holds text that no longer fits, below `root` (a docs page's content, or
 * the manager's whole document). A collapsed panel, text only screen readers get and text cut
 * short with an ellipsis on purpose do not count. The spacing is taken off again afterwards.
 */
const clippedUnderTextSpacing = async (root: string) => {
  const spacing = document.createElement('style');
  spacing.textContent =
    '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; ' +
    'word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';
  document.head.append(spacing);
  try {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return [...document.querySelectorAll<HTMLElement>(`${root} *`)].flatMap((element) => {
      const style = getComputedStyle(element);
      const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      if (!element.textContent?.trim() || style.textOverflow === 'ellipsis') return [];
      // Collapsed (a closed panel) or visually hidden (text for screen readers only).
      if (element.clientWidth <= 1 || element.clientHeight <= 1) return [];
      const cutX = clips(style.overflowX) && element.scrollWidth > element.clientWidth + 2;
      const cutY = clips(style.overflowY) && element.scrollHeight > element.clientHeight + 2;
      if (!cutX && !cutY) return [];
      const story = element.closest('.docs-story')?.querySelector('[id^="story--"]')?.id;
      return [
        `${story ?? 'the page'}: <${element.tagName.toLowerCase()}> "${element.textContent.trim().slice(0, 40)}" needs ${element.scrollWidth}x${element.scrollHeight} px, has ${element.clientWidth}x${element.clientHeight}`,
      ];
    });
  } finally {
    spacing.remove();
  }
};

// The light walk reads the pages as on a desktop; the dark one as on a phone at the 320 px of
// WCAG 1.4.10 (Reflow), where the preview takes the whole width (the sidebar is a menu there), no
// page may scroll sideways and no example may scroll inside its frame (`twoDimensionalExamples`
// aside).
describe.each([
  { scheme: 'light', width: 1280, view: 'on a desktop' },
  { scheme: 'dark', width: 320, view: 'on a phone' },
] as const)('every docs page in the $scheme scheme, $view ($width px)', ({ scheme, width }) => {
  test('passes axe, logs nothing and fits the width', async () => {
    expect(docsEntries.length).toBeGreaterThan(50);
    const context = await schemeContext(scheme, width);
    const page = await context.newPage();
    const first = docsEntries[0]!;
    await page.goto(`${site.url}/iframe.html?viewMode=docs&id=${first.id}`);
    await page.locator('#storybook-docs h1').first().waitFor();
    await settle(page);

    const failures: Record<string, string[]> = {};
    const wide: Record<string, string> = {};
    const scrollingFrames: Record<string, string[]> = {};
    const cutText: Record<string, string[]> = {};
    const seen: string[] = [];
    // What the console, the network and uncaught errors report while each page shows.
    const reports: Record<string, string[]> = {};
    let current = first.title;
    watchPageProblems(page, (line) => (reports[current] ??= []).push(line));
    for (const entry of docsEntries) {
      current = entry.title;
      if (entry !== first) await showDocs(page, entry.id);
      // The page really is in the scheme under test: its surface is dark or light.
      const surface = await page.evaluate(() => {
        const wrapper = document.querySelector('.sbdocs-wrapper') ?? document.body;
        const [r = 0, g = 0, b = 0] = (
          getComputedStyle(wrapper).backgroundColor.match(/\d+/g) ?? []
        ).map(Number);
        return (r + g + b) / 3;
      });
      expect(surface > 128 ? 'light' : 'dark', entry.title).toBe(scheme);
      await finishEntrances(page);
      const violations = await axeViolations(page);
      if (violations.length > 0) failures[entry.title] = violations;
      const overflow = await page.evaluate(sidewaysOverflow);
      if (overflow) wide[entry.title] = overflow;
      const scrolling = await page.evaluate(scrollingExamples, Object.keys(twoDimensionalExamples));
      if (scrolling.length > 0) scrollingFrames[entry.title] = scrolling;
      const cut = await page.evaluate(clippedUnderTextSpacing, '#storybook-docs');
      if (cut.length > 0) cutText[entry.title] = cut;
      seen.push(entry.title);
    }
    expect(seen).toHaveLength(docsEntries.length);
    expect(failures).toEqual({});
    expect(wide).toEqual({});
    expect(scrollingFrames).toEqual({});
    expect(cutText).toEqual({});
    expect(reports).toEqual({});
    await context.close();
  });
});

describe.each(['light', 'dark'] as const)('the manager in the %s scheme', (scheme) => {
  let context: BrowserContext;
  let page: Page;
  const manager = () => axeViolations(page, { exclude: [['#storybook-preview-iframe']] });
  const preview = () => page.frame({ url: /iframe\.html/ })!;

  beforeAll(async () => {
    context = await schemeContext(scheme, 1440);
  });

  afterAll(async () => {
    await context?.close();
  });

  beforeEach(async () => {
    page = await context.newPage();
    await page.goto(`${site.url}/?path=/docs/get-started-guides--docs`, {
      waitUntil: 'domcontentloaded',
    });
    await waitForLiveSite(page);
    await page.locator('[data-item-id="components"]').waitFor();
    await page.frameLocator('#storybook-preview-iframe').locator('#storybook-docs h1').waitFor();
  });

  afterEach(async () => {
    await page?.close();
  });

  test('with the sidebar expanded passes axe', async () => {
    const groups = page.locator('[data-nodetype="root"] > button[data-action="collapse-root"]');
    expect(await groups.count()).toBeGreaterThan(1);
    for (const group of await groups.all()) {
      expect(await group.getAttribute('aria-expanded')).toBe('true');
    }
    expect(await manager()).toEqual([]);
  });

  // Storybook's own parts too: its skip link kept a fixed height and cut its text.
  test("keeps its text whole under a reader's text spacing (WCAG 1.4.12)", async () => {
    expect(await page.evaluate(clippedUnderTextSpacing, 'body')).toEqual([]);
  });

  test('with search results open passes axe', async () => {
    const input = page.locator('[data-site-search-input]');
    await input.click();
    await input.fill('button');
    const results = page.getByRole('listbox', { name: 'Search results' });
    await results.getByRole('option').first().waitFor();
    // A locked page among the results, as the unlicensed site lists it.
    await results.locator('[data-locked]').first().waitFor();
    expect(await manager()).toEqual([]);
  });

  // On a story (Accordion: open in the public site) the toolbar adds Storybook's zoom tool,
  // whose menu Storybook left without the label it asks of every popover: it warned in the
  // console on every story page (scripts/patch-storybook.mjs adds the label).
  test('on a story, with the zoom menu open, passes axe and logs nothing', async () => {
    const problems: string[] = [];
    watchPageProblems(page, (line) => problems.push(line));
    await page.goto(`${site.url}/?path=/story/components-accordion--default`, {
      waitUntil: 'domcontentloaded',
    });
    await waitForLiveSite(page);
    // The preview's frame may not be attached yet when the prerendered page has gone: a frame
    // locator waits for it.
    await page
      .frameLocator('#storybook-preview-iframe')
      .locator('#storybook-root button')
      .first()
      .waitFor();
    const zoom = page.locator('[aria-label="Change zoom level"]');
    await zoom.click();
    const menu = page.getByRole('dialog', { name: 'Change zoom level' });
    await menu.getByRole('textbox', { name: 'Zoom percentage' }).waitFor();
    expect(await manager()).toEqual([]);
    await menu.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => zoom.textContent()).toBe('110%');
    expect(problems).toEqual([]);
  });

  test('with the license notice shown passes axe, in the manager and in the preview', async () => {
    await page.locator('[data-item-id="components-button"] > button').hover();
    await page.locator('#tessera-license-notice:not([hidden])').waitFor();
    await expect
      .poll(() => preview().locator('[aria-label="Notifications"]').textContent())
      .toContain(licenseNotice);
    expect(await manager()).toEqual([]);
    expect(await axeViolations(preview())).toEqual([]);
  });
});

// A reader without scripts meets the prerendered route pages only, in the system's scheme. axe
// needs scripts of its own, so each page arrives without its scripts and with its `<noscript>`
// content in the markup, which is what a browser with scripts off shows.
describe('prerendered pages with scripts off', () => {
  const withoutScripts = async (context: BrowserContext) => {
    await context.route(
      (url) => url.origin === new URL(site.url).origin && !/\.\w+$/.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text())
          .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
          .replace(/<\/?noscript>/g, '');
        await route.fulfill({ response, body });
      },
    );
  };

  test.each([
    { scheme: 'light', width: 1280, open: '' },
    { scheme: 'dark', width: 1280, open: '' },
    { scheme: 'light', width: 390, open: '' },
    { scheme: 'dark', width: 390, open: '#storybook-sidebar-region' },
  ] as const)(
    'pass axe in the $scheme scheme at $width px $open',
    async ({ scheme, width, open }) => {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        colorScheme: scheme,
      });
      await withoutScripts(context);
      const page = await context.newPage();
      const found: string[] = [];
      for (const route of ['/', '/guides', '/components/accordion', '/components/button']) {
        await page.goto(`${site.url}${route}${open}`);
        await page.locator('[data-prerender-docs]').first().waitFor();
        expect(await page.evaluate(() => document.querySelectorAll('script').length)).toBe(0);
        await page.evaluate(() => document.fonts.ready);
        found.push(...(await axeViolations(page)).map((line) => `${route}: ${line}`));
      }
      expect(found).toEqual([]);
      await context.close();
    },
  );
});
