/**
 * The examples of a docs page never overflow their frame while the page loads. Storybook's
 * canvas frame fixes its height to what it measured when it mounted, before the example (rendered
 * into a root of its own) was in, and corrects it a ResizeObserver round trip later; meanwhile the
 * example spilled over the frame, the frame's scroll container showed a scrollbar for a moment,
 * and axe, run in that moment, reported a scrollable region without keyboard access. The docs
 * container lets unzoomed frames take their content's height (`.storybook/docs/DocsPage.tsx`).
 * On a phone the page's and the frames' margins shrink, so an example keeps most of the width.
 */
import path from 'node:path';
import type { Browser } from 'playwright';
import { expect, test } from 'vitest';
import { serveBuiltSite } from './builtSite';
import type { StaticSite } from './staticServer';

const siteDirectory = path.resolve(__dirname, '../../storybook-static');

let browser: Browser;
let site: StaticSite;
serveBuiltSite(siteDirectory, (launched, served) => {
  browser = launched;
  site = served;
});

// Pages with many examples, and the one whose frames axe caught overflowing.
const pages = [
  'components-mediaupload--docs',
  'components-accordion--docs',
  'components-button--docs',
];

test.each(pages)('%s: no example is taller than its frame at any frame of the load', async (id) => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(() => {
    const overflows: string[] = [];
    (window as unknown as { exampleOverflows: string[] }).exampleOverflows = overflows;
    const check = () => {
      for (const frame of document.querySelectorAll<HTMLElement>('.docs-story > [scale]')) {
        const example = frame.firstElementChild as HTMLElement | null;
        if (example && example.offsetHeight > frame.offsetHeight + 1) {
          const story = frame.closest('.docs-story')?.querySelector('[id^="story--"]')?.id;
          overflows.push(
            `${story ?? 'an example'}: ${example.offsetHeight} px in a ${frame.offsetHeight} px frame`,
          );
        }
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  try {
    await page.goto(`${site.url}/iframe.html?viewMode=docs&id=${id}`);
    await page.locator('#storybook-docs h1').first().waitFor();
    await page.waitForFunction(
      () => {
        const stories = [...document.querySelectorAll('.docs-story')];
        return (
          stories.length > 0 &&
          stories.every((story) => story.querySelector('.innerZoomElementWrapper *')) &&
          document.fonts.status === 'loaded'
        );
      },
      null,
      { polling: 'raf' },
    );
    await page.waitForTimeout(500);
    const overflows = await page.evaluate(
      () => (window as unknown as { exampleOverflows: string[] }).exampleOverflows,
    );
    expect([...new Set(overflows)]).toEqual([]);
  } finally {
    await page.close();
  }
});

test('on a 320 px phone an example has 262 px: a 212 px tag bar fits without scrolling', async () => {
  const page = await browser.newPage({ viewport: { width: 320, height: 700 } });
  try {
    await page.goto(`${site.url}/iframe.html?viewMode=docs&id=components-tag--docs`);
    const example = page.locator('#storybook-docs .docs-story .sb-story').first();
    await example.waitFor();
    const { width, scrollWidth, pageScrollWidth } = await example.evaluate((element) => ({
      width: element.clientWidth,
      scrollWidth: element.scrollWidth,
      pageScrollWidth: document.documentElement.scrollWidth,
    }));
    expect(width).toBe(262);
    expect(scrollWidth).toBeLessThanOrEqual(width);
    expect(pageScrollWidth).toBe(320);
  } finally {
    await page.close();
  }
});
