/**
 * The one colour scheme switch on the built site: it themes the manager chrome, the docs page
 * and the examples together, and the choice survives a reload with no frame in the wrong scheme.
 * Colour contrast of every docs page in both schemes is contrast.test.ts.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright';
import { PNG } from 'pngjs';
import { describe, expect, test, vi } from 'vitest';
import { schemeStorageKey } from '../../.storybook/site/scheme';
import { chromeColors } from '../../.storybook/theme';
import { waitForLiveSite } from './browser';
import { serveBuiltSite } from './builtSite';
import { type StaticSite } from './staticServer';

// A loaded machine (the tests share it with builds) takes minutes where a quiet one takes seconds.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000, expect: { poll: { timeout: 30_000 } } });

const siteDirectory = path.resolve(__dirname, '../../storybook-static');

let browser: Browser;
let site: StaticSite;

serveBuiltSite(siteDirectory, (launched, served) => {
  browser = launched;
  site = served;
});

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};
const light = chromeColors('light');
const dark = chromeColors('dark');

async function newContext(choice?: 'light' | 'dark' | 'system'): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    colorScheme: 'light',
  });
  context.setDefaultTimeout(90_000);
  if (choice) {
    await context.addInitScript((value) => {
      if (!sessionStorage.getItem('scheme-set')) {
        localStorage.setItem('tessera.colorScheme', value);
        sessionStorage.setItem('scheme-set', '1');
      }
    }, choice);
  }
  return context;
}

async function previewFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frame({ url: /iframe\.html/ }) !== null).toBe(true);
  return page.frame({ url: /iframe\.html/ })!;
}

async function waitForHeading(page: Page, text: string) {
  await page
    .frameLocator('#storybook-preview-iframe')
    .locator('h1', { hasText: text })
    .first()
    .waitFor({ timeout: 90_000 });
}

/**
 * What the reader sees of the three parts, read together: the colour painted behind the sidebar
 * and behind the docs page (the nearest ancestor that paints one), and the text colour of the
 * first example (examples sit on the docs page's surface, so their text is what changes).
 */
function installSchemeReader() {
  const painted = (node: Element | null): string => {
    for (let current = node; current; current = current.parentElement) {
      const color = getComputedStyle(current).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
    }
    return '';
  };
  (window as unknown as { readScheme: () => Record<string, string> }).readScheme = () => {
    const frame = document.getElementById('storybook-preview-iframe') as HTMLIFrameElement;
    const doc = frame.contentDocument!;
    const example = doc.querySelector('.docs-story [data-story-root] [data-tessera-scheme]');
    return {
      sidebar: painted(document.getElementById('storybook-sidebar-region')),
      docs: painted(doc.querySelector('.sbdocs-wrapper')),
      story: example ? getComputedStyle(example).color : '',
    };
  };
}

async function backgrounds(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { readScheme: () => Record<string, string> }).readScheme(),
  );
}

describe('scheme switch', () => {
  test('themes the sidebar, the docs page and an example together, and follows System live', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/components/accordion`, { waitUntil: 'commit' });
    await waitForLiveSite(page);
    await waitForHeading(page, 'Accordion');
    await page.frameLocator('#storybook-preview-iframe').locator('.docs-story').first().waitFor();
    const radio = (name: string) =>
      page.getByRole('radiogroup', { name: 'Colour scheme' }).getByRole('radio', { name });
    expect(await radio('System').getAttribute('aria-checked')).toBe('true');
    await page.evaluate(installSchemeReader);
    expect(await backgrounds(page)).toEqual({
      sidebar: rgb(light.appBg),
      docs: rgb(light.contentBg),
      story: rgb(light.text),
    });

    // Sample every frame after the click: all three turn dark within a frame of each other.
    await page.evaluate(() => {
      const samples: Record<string, string>[] = [];
      (window as unknown as { samples: typeof samples }).samples = samples;
      const read = () => {
        samples.push(
          (window as unknown as { readScheme: () => Record<string, string> }).readScheme(),
        );
        if (samples.length < 120) requestAnimationFrame(read);
      };
      requestAnimationFrame(read);
    });
    await radio('Dark').click();
    await expect
      .poll(() => backgrounds(page))
      .toEqual({ sidebar: rgb(dark.appBg), docs: rgb(dark.contentBg), story: rgb(dark.text) });
    const samples = await page.evaluate(
      () => (window as unknown as { samples: Record<string, string>[] }).samples,
    );
    const firstDark = (key: string, color: string) =>
      samples.findIndex((sample) => sample[key] === rgb(color));
    const frames = [
      firstDark('sidebar', dark.appBg),
      firstDark('docs', dark.contentBg),
      firstDark('story', dark.text),
    ];
    expect(frames.every((index) => index >= 0)).toBe(true);
    expect(
      Math.max(...frames) - Math.min(...frames),
      `first dark frame of the sidebar, the docs page and the example: ${frames.join(', ')}`,
    ).toBeLessThanOrEqual(1);

    // System follows the system preference as it changes.
    await radio('System').click();
    await expect.poll(async () => (await backgrounds(page)).docs).toBe(rgb(light.contentBg));
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect
      .poll(() => backgrounds(page))
      .toEqual({ sidebar: rgb(dark.appBg), docs: rgb(dark.contentBg), story: rgb(dark.text) });
    await context.close();
  });

  test('a story page follows the scheme; an example shown on dark on purpose keeps its surface', async () => {
    const context = await newContext('dark');
    const page = await context.newPage();
    await page.goto(`${site.url}/components/accordion/default`, { waitUntil: 'commit' });
    await waitForLiveSite(page);
    const frame = await previewFrame(page);
    const surface = (selector: string) =>
      frame
        .locator(selector)
        .first()
        .evaluate((node) => {
          const scope = node.closest('[data-tessera-scheme]');
          return scope?.getAttribute('data-tessera-scheme');
        });
    await frame.locator('[data-story-root] button').first().waitFor({ timeout: 90_000 });
    await expect.poll(() => surface('[data-story-root] button')).toBe('dark');

    await page
      .getByRole('radiogroup', { name: 'Colour scheme' })
      .getByRole('radio', { name: 'Light' })
      .click();
    await expect.poll(() => surface('[data-story-root] button')).toBe('light');
    await page.locator('[data-item-id="components-accordion--on-dark-background"]').click();
    await expect.poll(() => surface('[data-story-root] button'), { timeout: 20_000 }).toBe('dark');
    await context.close();
  });

  test.each(['dark', 'light'] as const)(
    'locked sidebar entries read at 4.5:1 or more in the %s scheme',
    async (scheme) => {
      const context = await newContext(scheme);
      const page = await context.newPage();
      await page.goto(`${site.url}/guides`, { waitUntil: 'commit' });
      await waitForLiveSite(page);
      await page.locator('#root [data-license-gated]').first().waitFor();
      const ratios = await page.evaluate(() => {
        const luminance = (color: string) => {
          const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
            const value = Number(part) / 255;
            return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        return [...document.querySelectorAll('#root [data-license-gated]')].map((entry) => {
          let background = '';
          for (let node: Element | null = entry; node && !background; node = node.parentElement) {
            const color = getComputedStyle(node).backgroundColor;
            if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') background = color;
          }
          background ||= getComputedStyle(document.documentElement).backgroundColor;
          const [lighter, darker] = [
            luminance(getComputedStyle(entry).color),
            luminance(background),
          ].sort((a, b) => b - a) as [number, number];
          return (lighter + 0.05) / (darker + 0.05);
        });
      });
      expect(ratios.length).toBeGreaterThan(0);
      expect(Math.min(...ratios)).toBeGreaterThanOrEqual(4.5);
      await context.close();
    },
  );

  test('the choice survives a reload with no frame in the wrong scheme', async () => {
    const context = await newContext('dark');
    const page = await context.newPage();
    // Records the background each document (manager and preview) has as soon as its body exists,
    // which is before its first paint (the head's styles block painting until then). The frame's
    // initial about:blank document hands its window, and its timers, to iframe.html, so a timer
    // polls rather than an animation frame, which would be dropped with that first document.
    await context.addInitScript(() => {
      const timer = setInterval(() => {
        if (location.protocol === 'about:' || !document.body) return;
        clearInterval(timer);
        (window as unknown as { firstFrame: string }).firstFrame = getComputedStyle(
          document.documentElement,
        ).backgroundColor;
      }, 0);
    });
    await page.goto(`${site.url}/guides`, { waitUntil: 'commit' });
    await waitForHeading(page, 'Guides');
    await waitForLiveSite(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    // A screenshot as the document is ready, before the manager has run: already dark.
    const early = PNG.sync.read(await page.screenshot({ timeout: 60_000 }));
    const offset = (early.width * 450 + 800) * 4;
    const [r, g, b] = [early.data[offset]!, early.data[offset + 1]!, early.data[offset + 2]!];
    expect(r + g + b).toBeLessThan(120);
    await waitForHeading(page, 'Guides');
    await waitForLiveSite(page);
    expect(
      await page.evaluate(() => (window as unknown as { firstFrame: string }).firstFrame),
    ).toBe(rgb(dark.appBg));
    const frame = await previewFrame(page);
    expect(
      await frame.evaluate(() => (window as unknown as { firstFrame: string }).firstFrame),
    ).toBe(rgb(dark.contentBg));
    expect(
      await page
        .getByRole('radiogroup', { name: 'Colour scheme' })
        .getByRole('radio', { name: 'Dark' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await context.close();
  });

  test('is one Tab stop, whose arrow keys check the next or previous choice (a radio group)', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/guides`, { waitUntil: 'commit' });
    await waitForLiveSite(page);
    const group = page.getByRole('radiogroup', { name: 'Colour scheme' });
    const radio = (name: string) => group.getByRole('radio', { name });
    const checked = () =>
      group.locator('[aria-checked="true"]').evaluate((node) => ({
        name: node.getAttribute('aria-label'),
        focused: node === document.activeElement,
        scheme: document.documentElement.dataset.siteScheme,
      }));
    await radio('System').waitFor();
    // Only the checked choice is in the Tab order.
    expect(
      await group
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((node) => (node as HTMLElement).tabIndex)),
    ).toEqual([-1, -1, 0]);

    await radio('System').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(checked).toEqual({ name: 'Light', focused: true, scheme: 'light' });
    await page.keyboard.press('ArrowRight');
    await expect.poll(checked).toEqual({ name: 'Dark', focused: true, scheme: 'dark' });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await expect.poll(checked).toEqual({ name: 'System', focused: true, scheme: 'light' });
    await page.keyboard.press('ArrowDown');
    await expect.poll(checked).toEqual({ name: 'Light', focused: true, scheme: 'light' });
    expect(await page.evaluate((key) => localStorage.getItem(key), schemeStorageKey)).toBe('light');
    // Tab leaves the group from the checked choice.
    await page.keyboard.press('Tab');
    expect(await group.evaluate((node) => node.contains(document.activeElement))).toBe(false);
    await context.close();
  });
});
