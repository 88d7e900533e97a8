/**
 * Screenshots of the landing page and a component page at desktop and phone widths, and of the
 * site frame at the layout's widths, each in the light and the dark scheme.
 */
import path from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { launchChromium, pageWait, waitForLiveSite } from './browser';
import { compareScreenshot } from './compareScreenshot';
import { serveDirectory, type StaticSite } from './staticServer';

const siteDirectory = path.resolve(__dirname, '../../storybook-static');
let browser: Browser;
let site: StaticSite;

beforeAll(async () => {
  browser = await launchChromium();
  site = await serveDirectory(siteDirectory);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const pages = [
  { name: 'landing', id: 'get-started-introduction--docs', heading: 'Tessera' },
  { name: 'accordion', id: 'components-accordion--docs', heading: 'Accordion' },
];
const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

const schemes = ['light', 'dark'] as const;

describe.each(schemes)('in the %s scheme', (scheme) => {
  describe.each(widths)('at $width px', ({ name: widthName, width, height }) => {
    test.each(pages)('$name page', async ({ name, id, heading }) => {
      const context = await browser.newContext({
        viewport: { width, height },
        reducedMotion: 'reduce',
        colorScheme: scheme,
      });
      const page = await context.newPage();
      await page.goto(`${site.url}/?path=/docs/${id}`);
      await waitForLiveSite(page);
      const frame = page.frameLocator('#storybook-preview-iframe');
      await frame.locator('h1', { hasText: heading }).first().waitFor({ timeout: pageWait });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      // Let the loading bar finish and late examples settle.
      await page.waitForTimeout(1200);
      const screenshot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      // The light baselines keep their first names.
      compareScreenshot(`${name}-${widthName}${scheme === 'dark' ? '-dark' : ''}`, screenshot);
      await context.close();
    });
  });
});

/** The site frame (top bar, side panel or mobile bar, docs column) at the layout's widths. */
const frameWidths = [1440, 1280, 819, 390];

describe.each(schemes)('frame in the %s scheme', (scheme) => {
  test.each(frameWidths)('at %i px', async (width) => {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
      colorScheme: scheme,
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/guides`);
    await waitForLiveSite(page);
    const frame = page.frameLocator('#storybook-preview-iframe');
    await frame.locator('h1', { hasText: 'Guides' }).first().waitFor({ timeout: pageWait });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(1200);
    const screenshot = await page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      timeout: 60_000,
    });
    compareScreenshot(`frame-${width}-${scheme}`, screenshot);
    await context.close();
  });
});
