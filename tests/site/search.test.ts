/**
 * The sidebar's full-text search on the built site, driven in Chromium as a reader uses it:
 * the index loads on first focus only, a phrase from a page body finds its page and section and
 * opens the page at that section, a typo still finds a page, a locked page leads to the
 * license notice, and the keyboard flow with its announcements.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { licenseNotice } from '../../.storybook/site/license';
import {
  launchChromium,
  pressWhileComposing,
  recordToasts,
  seenToasts,
  waitForLiveSite,
} from './browser';
import { serveDirectory, type StaticSite } from './staticServer';

const root = path.resolve(__dirname, '../..');
const siteDirectory = path.join(root, 'storybook-static');

// Page loads on a busy shared machine take tens of seconds; the steps have their own limits.
vi.setConfig({ testTimeout: 300_000 });

let browser: Browser;
let site: StaticSite;

beforeAll(async () => {
  if (!existsSync(path.join(siteDirectory, 'search-index.json'))) {
    throw new Error(`${siteDirectory} has no search index: build the site first (npm test does).`);
  }
  browser = await launchChromium();
  site = await serveDirectory(siteDirectory);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const input = (page: Page) => page.locator('[data-site-search-input]');
const options = (page: Page) =>
  page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
const status = (page: Page) => page.locator('.tessera-search [role="status"]');
const previewFrame = (page: Page) => page.frameLocator('#storybook-preview-iframe');

/** The entry the preview shows (its `id`); the address bar shows the page's route instead. */
function shownEntry(page: Page): string | null {
  const frame = page.frame({ url: /iframe\.html/ });
  return frame ? new URL(frame.url()).searchParams.get('id') : null;
}

async function openSite(docsId = 'get-started-guides--docs'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(120_000);
  await page.goto(`${site.url}/?path=/docs/${docsId}`, {
    waitUntil: 'domcontentloaded',
    timeout: 120_000,
  });
  await waitForLiveSite(page);
  await input(page).waitFor({ timeout: 120_000 });
  return page;
}

async function search(page: Page, query: string) {
  await input(page).click();
  await input(page).fill(query);
  await expect.poll(() => status(page).innerText(), { timeout: 60_000 }).toMatch(/result/);
}

/** Distance of an element of the docs page from the top of the preview's viewport. */
function topInPreview(page: Page, id: string) {
  return page.evaluate((anchor) => {
    const frame = document.querySelector<HTMLIFrameElement>('#storybook-preview-iframe');
    return frame?.contentDocument?.getElementById(anchor)?.getBoundingClientRect().top ?? null;
  }, id);
}

describe('loading', () => {
  test('the index and engine load on the first focus of the search box, never on page load', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(120_000);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site.url}/?path=/docs/get-started-guides--docs`, {
      waitUntil: 'domcontentloaded',
      timeout: 120_000,
    });
    await previewFrame(page).locator('h1', { hasText: 'Guides' }).waitFor({ timeout: 120_000 });
    await waitForLiveSite(page);
    await page.waitForTimeout(500);
    expect(requested.filter((file) => file.startsWith('/search-'))).toEqual([]);
    await input(page).focus();
    await expect
      .poll(() => requested.filter((file) => file.startsWith('/search-')).sort())
      .toEqual(['/search-engine.js', '/search-index.json']);
    await page.close();
  });

  test('what the first search transfers stays within 150 kB gzip', () => {
    const bytes = ['search-index.json', 'search-engine.js']
      .map((file) => gzipSync(readFileSync(path.join(siteDirectory, file))).length)
      .reduce((sum, size) => sum + size, 0);
    expect(bytes).toBeLessThanOrEqual(150_000);
  });
});

describe('results', () => {
  test('a phrase only in a page body lists its page and section and opens the page at that section', async () => {
    const page = await openSite();
    await search(page, 'reference details');
    const section = options(page).and(page.locator('[data-anchor="when-to-use"]'));
    await expect.poll(() => section.count()).toBe(1);
    expect(await section.getAttribute('data-page-id')).toBe('components-accordion--docs');
    expect(await section.locator('mark').allInnerTexts()).toEqual(['reference', 'details']);
    expect(await section.innerText()).toContain('When to use');
    // The page row comes first, then its sections.
    expect(await options(page).first().getAttribute('data-page-id')).toBe(
      'components-accordion--docs',
    );

    await section.click();
    await expect
      .poll(() => shownEntry(page), { timeout: 60_000 })
      .toBe('components-accordion--docs');
    expect(new URL(page.url()).pathname).toBe('/components/accordion');
    await previewFrame(page).locator('#when-to-use').waitFor({ timeout: 120_000 });
    // The section's heading lands where the site puts a linked section: 128 px below the top.
    await expect
      .poll(async () => Math.round((await topInPreview(page, 'when-to-use')) ?? -1), {
        timeout: 30_000,
      })
      .toBe(128);
    await page.close();
  });

  test('a section of the page already open scrolls into view', async () => {
    const page = await openSite('components-accordion--docs');
    await previewFrame(page).locator('#props').waitFor({ timeout: 120_000 });
    expect(await topInPreview(page, 'prop-headingLevel')).toBeGreaterThan(900);
    await search(page, 'headinglevel');
    await options(page).and(page.locator('[data-anchor="prop-headingLevel"]')).first().click();
    // In view: at the top, or as high as the end of the page lets it go.
    await expect
      .poll(() => topInPreview(page, 'prop-headingLevel'), { timeout: 30_000 })
      .toBeLessThan(850);
    expect(await topInPreview(page, 'prop-headingLevel')).toBeGreaterThanOrEqual(-1);
    await page.close();
  });

  test('a typo still finds the page', async () => {
    const page = await openSite();
    await search(page, 'acordion');
    expect(await options(page).first().getAttribute('data-page-id')).toBe(
      'components-accordion--docs',
    );
    expect(await options(page).first().locator('mark').first().innerText()).toMatch(/accordion/i);
    await page.close();
  });

  test('a locked page shows its lock and leads to the license notice', async () => {
    const page = await openSite();
    await search(page, 'headinglevel');
    const locked = options(page).and(page.locator('[data-page-id="components-card--docs"]'));
    const cardPage = locked.and(page.locator('.tessera-search__page'));
    await expect.poll(() => cardPage.count()).toBe(1);
    expect(await cardPage.getAttribute('data-locked')).toBe('true');
    expect(await cardPage.innerText()).toContain(licenseNotice);
    // A toast may leave before a poll sees it: record every notice the preview shows.
    await recordToasts(page);
    // Playwright waits for an aria-disabled element to become enabled; a reader clicks it anyway.
    await cardPage.click({ force: true });
    await expect
      .poll(() => shownEntry(page), { timeout: 60_000 })
      .toBe('get-started-licensing--docs');
    await expect.poll(() => seenToasts(page), { timeout: 60_000 }).toContain(licenseNotice);
    expect(page.url()).not.toContain('components-card');
    await page.close();
  });
});

describe('keyboard', () => {
  test('Ctrl K focuses search, arrows move, Enter opens, results are announced, Escape clears', async () => {
    const page = await openSite();
    await previewFrame(page).locator('h1', { hasText: 'Guides' }).waitFor({ timeout: 120_000 });
    await page.locator('body').click({ position: { x: 900, y: 400 } });
    await page.keyboard.press('Control+k');
    await expect
      .poll(() => input(page).evaluate((node) => node === document.activeElement))
      .toBe(true);

    await page.keyboard.type('when to use');
    await expect.poll(() => status(page).innerText(), { timeout: 60_000 }).toMatch(/^\d+ results$/);
    const count = await options(page).count();
    expect(await status(page).innerText()).toBe(`${count} results`);
    expect(await status(page).getAttribute('aria-live')).toBe('polite');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options(page).nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(
      await second.getAttribute('id'),
    );
    const target = await second.getAttribute('data-page-id');
    const anchor = await second.getAttribute('data-anchor');
    await page.keyboard.press('Enter');
    await expect.poll(() => shownEntry(page), { timeout: 60_000 }).toBe(target);
    if (anchor) await previewFrame(page).locator(`[id="${anchor}"]`).waitFor({ timeout: 120_000 });
    // The list has closed: its count goes too, and the query stays to search on from.
    expect(await page.getByRole('listbox', { name: 'Search results' }).isVisible()).toBe(false);
    expect(await status(page).innerText()).toBe('');
    expect(await input(page).inputValue()).toBe('when to use');
    await page.keyboard.press('ArrowDown');
    expect(await status(page).innerText()).toBe(`${count} results`);

    await input(page).focus();
    await page.keyboard.press('Escape');
    expect(await input(page).inputValue()).toBe('');
    expect(await page.getByRole('listbox', { name: 'Search results' }).isVisible()).toBe(false);
    await page.close();
  });

  test('Enter that commits an input method’s composition opens nothing', async () => {
    const page = await openSite();
    await previewFrame(page).locator('h1', { hasText: 'Guides' }).waitFor({ timeout: 120_000 });
    await input(page).click();
    // A pinyin input method shows Latin words as the open composition, and Enter commits them.
    const session = await page.context().newCDPSession(page);
    const query = 'when to use';
    await session.send('Input.imeSetComposition', {
      text: query,
      selectionStart: query.length,
      selectionEnd: query.length,
    });
    await expect.poll(() => status(page).innerText(), { timeout: 60_000 }).toMatch(/^\d+ results$/);
    await pressWhileComposing(session, 'Enter');
    // Opening a result would change the preview's entry within a frame or two.
    await page.waitForTimeout(500);
    expect(shownEntry(page)).toBe('get-started-guides--docs');
    await session.send('Input.insertText', { text: query });
    expect(await input(page).inputValue()).toBe(query);
    expect(await page.getByRole('listbox', { name: 'Search results' }).isVisible()).toBe(true);
    expect(shownEntry(page)).toBe('get-started-guides--docs');
    // With the composition committed, Enter is the search's again.
    const target = await options(page).first().getAttribute('data-page-id');
    await page.keyboard.press('Enter');
    await expect.poll(() => shownEntry(page), { timeout: 60_000 }).toBe(target);
    await page.close();
  });

  test('Ctrl K pressed inside a docs page focuses the search too', async () => {
    const page = await openSite();
    const heading = previewFrame(page).locator('h1', { hasText: 'Guides' });
    await heading.waitFor({ timeout: 120_000 });
    await heading.click();
    await page.keyboard.press('Control+k');
    await expect
      .poll(() => input(page).evaluate((node) => node === document.activeElement), {
        timeout: 30_000,
      })
      .toBe(true);
    await page.close();
  });

  test('a query with no match says so', async () => {
    const page = await openSite();
    await input(page).click();
    await input(page).fill('zzqxj');
    await expect
      .poll(() => status(page).innerText(), { timeout: 60_000 })
      .toBe('No results for “zzqxj”');
    await page.close();
  });
});
