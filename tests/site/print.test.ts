/**
 * A docs page on paper: printed to PDF by Chromium, as a reader's "Save as PDF" does, and read
 * back with pdf.js, as a PDF reader would. The whole page comes out over as many sheets as it
 * needs, without the site's chrome or the controls that only work on screen, and in dark text
 * when the reader reads the site in the dark scheme. Afterwards the screen is as it was. The
 * prerendered page, printed with scripts off, prints the same.
 */
import path from 'node:path';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser, Page } from 'playwright';
import { describe, expect, test, vi } from 'vitest';
import { waitForLiveSite } from './browser';
import { serveBuiltSite } from './builtSite';
import type { StaticSite } from './staticServer';

const siteDirectory = path.resolve(__dirname, '../../storybook-static');

vi.setConfig({ testTimeout: 180_000 });

let browser: Browser;
let site: StaticSite;
serveBuiltSite(siteDirectory, (launched, served) => {
  browser = launched;
  site = served;
});

interface PrintedPdf {
  /** Each sheet's text, in reading order. */
  sheets: string[];
  /** Each piece of text with its sheet and its height on the sheet, in points from the bottom. */
  pieces: { text: string; sheet: number; y: number }[];
  /** Each run of text drawn, with its fill colour's relative luminance (0 black, 1 white). */
  runs: { text: string; luminance: number }[];
}

const luminanceOf = (color: unknown): number => {
  const channels =
    typeof color === 'string'
      ? [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16))
      : (color as number[]);
  const [r, g, b] = channels.map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

async function readPdf(data: Buffer): Promise<PrintedPdf> {
  const document = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const sheets: string[] = [];
  const pieces: PrintedPdf['pieces'] = [];
  const runs: PrintedPdf['runs'] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const sheet = await document.getPage(number);
    const content = await sheet.getTextContent();
    sheets.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    for (const item of content.items) {
      if ('str' in item) pieces.push({ text: item.str, sheet: number, y: item.transform[5] });
    }
    const operators = await sheet.getOperatorList();
    let fill = 0;
    operators.fnArray.forEach((operator, index) => {
      const args = operators.argsArray[index] as unknown[];
      if (operator === OPS.setFillRGBColor) fill = luminanceOf(args.length === 1 ? args[0] : args);
      if (operator === OPS.setFillGray)
        fill = luminanceOf([0, 0, 0].map(() => Number(args[0]) * 255));
      if (operator === OPS.showText) {
        const glyphs = args[0] as ({ unicode?: string } | number)[];
        const text = glyphs
          .map((glyph) => (typeof glyph === 'number' ? '' : (glyph.unicode ?? '')))
          .join('');
        if (text.trim()) runs.push({ text, luminance: fill });
      }
    });
  }
  return { sheets, pieces, runs };
}

/** Letters only, lower case: a PDF's text runs are spaced as drawn, not as written. */
const squashed = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase();

const previewFrame = (page: Page) => page.frameLocator('#storybook-preview-iframe');

/** Every warning and error the page's documents log, as `type: text`. */
function recordConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

describe('a printed docs page', () => {
  test('holds the whole page in one column in dark text, without the site around it', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      colorScheme: 'dark',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const messages = recordConsole(page);
    await page.goto(`${site.url}/?path=/docs/components-accordion--docs`);
    await waitForLiveSite(page);
    const frame = previewFrame(page);
    await frame.locator('#prop-items').waitFor();
    const preview = page.frame({ url: /iframe\.html/ })!;
    expect(await preview.evaluate(() => document.documentElement.dataset.siteScheme)).toBe('dark');
    const headings = await frame.locator('[data-docs-content] h2').allInnerTexts();
    const properties = await frame
      .locator('li[data-property]')
      .evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-property')!));
    expect(headings.length).toBeGreaterThan(3);
    // The first example's first two section titles: the first section is closed.
    const titles = frame.locator('.sbdocs-preview').first().getByRole('button');
    const [first, second] = await titles.evaluateAll((buttons) =>
      buttons.slice(0, 2).map((button) => button.getBoundingClientRect().top),
    );

    const pdf = await readPdf(await page.pdf({ format: 'A4' }));
    const text = squashed(pdf.sheets.join(' '));

    // The whole page: more than one sheet, every section and every property, to the last.
    expect(pdf.sheets.length).toBeGreaterThan(1);
    for (const heading of headings) expect(text).toContain(squashed(heading));
    for (const property of properties) expect(text).toContain(squashed(property));
    // A closed section takes no room on paper either: the next title is one row down, as on
    // screen (CSS pixels are 3/4 of a point).
    const firstTitle = pdf.pieces.find((piece) => piece.text.includes('What is Tessera?'))!;
    const secondTitle = pdf.pieces.find((piece) => piece.text.includes('Does it support'))!;
    expect(secondTitle.sheet).toBe(firstTitle.sheet);
    expect(firstTitle.y - secondTitle.y).toBeCloseTo((second! - first!) * 0.75, 0);
    // Not the chrome, not the controls that only work on screen.
    for (const onScreenOnly of [
      'Search the docs',
      'Get started',
      'Copy page as Markdown',
      'On this page',
      'Show code',
      'Did this page help you?',
    ]) {
      expect(text).not.toContain(squashed(onScreenOnly));
    }
    // Dark text on the white sheet, though the reader reads the site in the dark scheme.
    const title = pdf.runs.find((run) => run.text.includes('Accordion'));
    expect(title, 'the title is drawn').toBeDefined();
    const pale = pdf.runs.filter((run) => run.luminance > 0.5).map((run) => run.text);
    expect(pale).toEqual([]);

    // The screen is as it was.
    expect(await preview.evaluate(() => document.documentElement.dataset.siteScheme)).toBe('dark');
    expect(
      await page.evaluate(() => [
        document.documentElement.hasAttribute('data-printing'),
        document.documentElement.dataset.siteScheme,
        document.getElementById('tessera-print'),
      ]),
    ).toEqual([false, 'dark', null]);
    await expect.poll(() => page.locator('#storybook-sidebar-region').isVisible()).toBe(true);
    expect(messages).toEqual([]);
    await context.close();
  });

  test('with scripts off, the prerendered page prints the same, once, in the light copy', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
      colorScheme: 'dark',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${site.url}/components/accordion/`);
    // On screen, the system's dark scheme: the dark copy of the docs shows.
    const shown = page.locator('[data-prerender-scheme="dark"] [data-docs-content]');
    const headings = await shown.locator('h2').allInnerTexts();
    const properties = await shown
      .locator('li[data-property]')
      .evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-property')!));
    expect(headings.length).toBeGreaterThan(3);
    const occurrences = (text: string, part: string) => text.split(part).length - 1;
    const example = squashed('What is Tessera?');
    const examplesOnScreen = occurrences(squashed(await shown.innerText()), example);
    expect(examplesOnScreen).toBeGreaterThan(0);

    const pdf = await readPdf(await page.pdf({ format: 'A4' }));
    const text = squashed(pdf.sheets.join(' '));
    expect(pdf.sheets.length).toBeGreaterThan(1);
    for (const heading of headings) expect(text).toContain(squashed(heading));
    for (const property of properties) expect(text).toContain(squashed(property));
    // One copy of the docs, not both schemes' copies one after the other.
    expect(occurrences(text, example)).toBe(examplesOnScreen);
    for (const onScreenOnly of [
      'Search the docs',
      'Get started',
      'Copy page as Markdown',
      'View page as Markdown',
      'On this page',
      'Show code',
      'Did this page help you?',
    ]) {
      expect(text).not.toContain(squashed(onScreenOnly));
    }
    const pale = pdf.runs.filter((run) => run.luminance > 0.5).map((run) => run.text);
    expect(pale).toEqual([]);
    await context.close();
  });

  test('a story page prints its story, without the workshop around it', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(60_000);
    const messages = recordConsole(page);
    await page.goto(`${site.url}/?path=/story/components-accordion--with-open-section`);
    await waitForLiveSite(page);
    await previewFrame(page).getByRole('button', { name: 'What is Tessera?' }).waitFor();

    const pdf = await readPdf(await page.pdf({ format: 'A4' }));
    const text = squashed(pdf.sheets.join(' '));
    expect(pdf.sheets).toHaveLength(1);
    expect(text).toContain(squashed('Does it support a dark scheme?'));
    expect(text).toContain(squashed('Wrap the app in ThemeProvider'));
    for (const workshop of ['Search the docs', 'Get started', 'Controls', 'Actions']) {
      expect(text).not.toContain(squashed(workshop));
    }
    expect(messages).toEqual([]);
    await page.close();
  });
});
