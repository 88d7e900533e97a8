/**
 * The built docs site, driven in Chromium as a reader uses it: page titles, the sidebar's
 * groups and order, the license gate and its notice, the licensed build, the loading bar,
 * the spec's routes as URLs and scroll behaviour on back navigation.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { componentCount, navigation, productName } from '../../.storybook/site/navigation';
import { licenseMessage } from '../../.storybook/site/license';
import { launchChromium, pageWait, waitForLiveSite } from './browser';
import { serveDirectory, type StaticSite } from './staticServer';

const root = path.resolve(__dirname, '../..');
const siteDirectory = path.join(root, 'storybook-static');
const licensedDirectory = path.join(root, 'storybook-static-licensed');
const notice = licenseMessage(componentCount, productName);

let browser: Browser;
let site: StaticSite;

beforeAll(async () => {
  for (const directory of [siteDirectory, licensedDirectory]) {
    if (!existsSync(path.join(directory, 'index.json'))) {
      throw new Error(`${directory} is missing: build the site first (npm test does).`);
    }
  }
  browser = await launchChromium();
  site = await serveDirectory(siteDirectory);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function openPage(url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(pageWait);
  await page.goto(url);
  await waitForLiveSite(page);
  await page.locator('[data-item-id="get-started"]').waitFor();
  return page;
}

const previewFrame = (page: Page) => page.frameLocator('#storybook-preview-iframe');

async function waitForDocsHeading(page: Page, text: string) {
  await previewFrame(page).locator('h1', { hasText: text }).first().waitFor({ timeout: pageWait });
}

describe('page titles', () => {
  test('read "{page} – Tessera Docs" and follow navigation', async () => {
    const page = await openPage(`${site.url}/?path=/docs/get-started-introduction--docs`);
    await waitForDocsHeading(page, 'Tessera');
    await expect.poll(() => page.title()).toBe('Introduction – Tessera Docs');
    await page.locator('[data-item-id="get-started-guides--docs"]').click();
    await waitForDocsHeading(page, 'Guides');
    await expect.poll(() => page.title()).toBe('Guides – Tessera Docs');
    await page.close();
  });
});

describe('sidebar', () => {
  test('shows the navigation groups in order, with the version tag on Get Started', async () => {
    const page = await openPage(site.url);
    const roots = await page
      .locator('[data-nodetype="root"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-item-id')));
    expect(roots).toEqual(
      ['get-started', 'components', 'containers'].filter((id) => roots.includes(id)),
    );
    expect(roots.slice(0, 2)).toEqual(['get-started', 'components']);
    await expect
      .poll(() => page.locator('[data-item-id="get-started"]').innerText())
      .toContain('0.4.1');

    const componentIds = await page
      .locator('[data-parent-id="components"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-item-id')));
    const expectedOrder = navigation[1]!.items
      .map((item) => `components-${item.label.toLowerCase()}`)
      .filter((id) => componentIds.includes(id));
    expect(componentIds).toEqual(expectedOrder);
    expect(componentIds.length).toBeGreaterThan(3);
    await page.close();
  });
});

describe('license gate', () => {
  test('a disabled entry looks disabled, shows the notice on hover, and a click does not open it', async () => {
    const page = await openPage(`${site.url}/?path=/docs/get-started-guides--docs`);
    await waitForDocsHeading(page, 'Guides');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: pageWait }).toBe('/guides');
    const button = page.locator('[data-item-id="components-button"]');
    await expect.poll(() => button.locator('[data-license-gated]').count()).toBe(1);
    await button.hover();
    const toasts = previewFrame(page).getByRole('region', { name: 'Notifications' });
    await expect.poll(() => toasts.innerText()).toContain(notice);
    await button.click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/guides');
    await page.close();
  });

  test('an open entry shows no notice', async () => {
    const page = await openPage(`${site.url}/?path=/docs/get-started-guides--docs`);
    await waitForDocsHeading(page, 'Guides');
    await page.locator('[data-item-id="components-accordion"]').hover();
    await page.waitForTimeout(400);
    // No toast carries the notice (the site's toast layer is not even in the page without one).
    expect(
      await previewFrame(page).locator('[data-toast-key]').filter({ hasText: notice }).count(),
    ).toBe(0);
    await page.close();
  });

  test('a direct URL to a disabled entry lands on Licensing', async () => {
    const page = await openPage(`${site.url}/?path=/docs/components-button--docs`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: pageWait }).toBe('/licensing');
    await waitForDocsHeading(page, 'Licensing');
    await expect.poll(() => previewFrame(page).locator('body').innerText()).toContain(`${notice}.`);
    await page.close();
  });

  test('search results and the keyboard cannot open a disabled entry', async () => {
    const page = await openPage(`${site.url}/?path=/docs/get-started-guides--docs`);
    // The site has taken the page over (and given it its own address) before the search.
    await waitForDocsHeading(page, 'Guides');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: pageWait }).toBe('/guides');
    const input = page.locator('[data-site-search-input]');
    await input.fill('Typography');
    // The result itself, not the sidebar's entry of the same name.
    const result = page.locator('[role="option"][data-page-id="components-typography--docs"]');
    await result.first().waitFor();
    await page.keyboard.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).getAttribute('data-page-id')).toBe(
      'components-typography--docs',
    );
    await page.keyboard.press('Enter');
    // A locked result leads to Licensing, where the notice shows; the page itself never opens.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: pageWait }).toBe('/licensing');
    await waitForDocsHeading(page, 'Licensing');
    expect(page.url()).not.toContain('typography');
    await page.close();
  });
});

describe('licensed build', () => {
  test('opens every entry', async () => {
    const licensed = await serveDirectory(licensedDirectory);
    const page = await openPage(`${licensed.url}/?path=/docs/components-button--docs`);
    await waitForDocsHeading(page, 'Button');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/components/button');
    expect(await page.locator('[data-license-gated]').count()).toBe(0);
    await page.close();
    await licensed.close();
  });

  test("a component's docs page below another has the address of its Markdown twin", async () => {
    const licensed = await serveDirectory(licensedDirectory);
    // Opened from the sidebar: the address bar shows the route, as llms.txt and the twin name it.
    const page = await openPage(`${licensed.url}/?path=/docs/components-button--docs`);
    // The reader moves on from a page that shows: leaving Button's page while it still renders
    // is another test's subject (below), and on a loaded machine it can cost a preview reload.
    await waitForDocsHeading(page, 'Button');
    await page.locator('[data-item-id="components-button-iconbutton"]').click();
    await page.locator('[data-item-id="components-button-iconbutton--docs"]').click();
    await waitForDocsHeading(page, 'IconButton');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/components/button/iconbutton');
    const twin = await fetch(`${licensed.url}/components/button/iconbutton.md`);
    expect(twin.status).toBe(200);
    // The address opens the page on a fresh load, and so does the earlier one ending in /docs.
    for (const address of ['/components/button/iconbutton', '/components/button/iconbutton/docs']) {
      const fresh = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await fresh.goto(`${licensed.url}${address}`);
      await waitForLiveSite(fresh);
      await waitForDocsHeading(fresh, 'IconButton');
      await expect
        .poll(() => new URL(fresh.url()).pathname, { timeout: pageWait })
        .toBe('/components/button/iconbutton');
      await fresh.close();
    }
    await page.close();
    await licensed.close();
  });
});

describe('leaving a page before its examples have loaded', () => {
  test('the next page shows in the same preview, not after a reload of it', async () => {
    const licensed = await serveDirectory(licensedDirectory);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // The Field page's examples wait for the tel field's numbering plans (a chunk loaded on
    // demand) before they render; on a slow network the reader may leave first. Held back here.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route(/\/assets\/phoneModule-[\w-]+\.js$/, async (route) => {
      asked += 1;
      await held;
      await route.continue();
    });
    let previewDocuments = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/iframe.html')
        previewDocuments += 1;
    });
    await page.goto(`${licensed.url}/?path=/docs/components-field--docs`);
    await waitForLiveSite(page);
    await waitForDocsHeading(page, 'Field');
    await expect.poll(() => asked).toBeGreaterThan(0);
    expect(previewDocuments).toBe(1);

    await page.locator('[data-item-id="components-alert"]').click();
    await waitForDocsHeading(page, 'Alert');
    await page.waitForTimeout(1_000);
    expect(previewDocuments).toBe(1);
    // The plans arrive after all: the page shown is unaffected, and Field still renders them.
    release();
    await waitForDocsHeading(page, 'Alert');
    const fieldDocs = page.locator('[data-item-id="components-field--docs"]');
    if (!(await fieldDocs.isVisible()))
      await page.locator('[data-item-id="components-field"]').click();
    await fieldDocs.click();
    await waitForDocsHeading(page, 'Field');
    await previewFrame(page)
      .getByRole('button', { name: /^Pick country/ })
      .first()
      .waitFor({ timeout: pageWait });
    expect(previewDocuments).toBe(1);
    await page.close();
    await licensed.close();
  });
});

describe('loading bar', () => {
  test('sweeps for 0.4 s, stays at least about 500 ms, and shows a wait cursor after 250 ms', async () => {
    const page = await openPage(`${site.url}/?path=/docs/get-started-introduction--docs`);
    await waitForDocsHeading(page, 'Tessera');
    await page.waitForTimeout(800);
    // Slow the next page's code down so the load lasts longer than 250 ms.
    await page.route('**/Guides*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.evaluate(() => {
      const bar = document.getElementById('tessera-loading-bar')!;
      const sweep = bar.firstElementChild!;
      const log: { at: number; visible?: string; waiting?: string; duration: string }[] = [];
      (window as unknown as { barLog: typeof log }).barLog = log;
      const record = () =>
        log.push({
          at: performance.now(),
          visible: bar.dataset.visible,
          waiting: document.documentElement.dataset.tesseraWaiting,
          duration: getComputedStyle(sweep).animationDuration,
        });
      new MutationObserver(record).observe(bar, { attributes: true });
      new MutationObserver(record).observe(document.documentElement, { attributes: true });
    });
    await page.locator('[data-item-id="get-started-guides--docs"]').click();
    await waitForDocsHeading(page, 'Guides');
    await page.waitForTimeout(900);
    const log = await page.evaluate(
      () =>
        (
          window as unknown as {
            barLog: { at: number; visible?: string; waiting?: string; duration: string }[];
          }
        ).barLog,
    );
    const shown = log.find((entry) => entry.visible === 'true');
    const hidden = log.find((entry) => shown && entry.at > shown.at && entry.visible === 'false');
    const waiting = log.find((entry) => entry.waiting === 'true');
    expect(shown).toBeDefined();
    expect(hidden).toBeDefined();
    expect(hidden!.at - shown!.at).toBeGreaterThanOrEqual(490);
    expect(waiting).toBeDefined();
    expect(waiting!.at - shown!.at).toBeGreaterThanOrEqual(240);
    expect(shown!.duration).toBe('0.4s');
    await page.close();
  });
});

describe('routes', () => {
  test.each([
    ['/guides', '/guides', 'Guides'],
    ['/licensing', '/licensing', 'Licensing'],
    ['/components/button', '/licensing', 'Licensing'],
  ])('%s opens its page', async (route, shown, heading) => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${site.url}${route}`);
    await waitForLiveSite(page);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: pageWait }).toBe(shown);
    await waitForDocsHeading(page, heading);
    await page.close();
  });

  test('/ opens the Introduction', async () => {
    const page = await openPage(`${site.url}/`);
    await waitForDocsHeading(page, 'Tessera');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).search).toBe('');
    await page.close();
  });
});

describe('scroll position', () => {
  test('is not restored on back navigation', async () => {
    const page = await openPage(`${site.url}/?path=/docs/get-started-guides--docs`);
    await waitForDocsHeading(page, 'Guides');
    const frame = page.frame({ url: /iframe\.html/ })!;
    await frame.evaluate(() => window.scrollTo(0, 600));
    await page.locator('[data-item-id="get-started-licensing--docs"]').click();
    await waitForDocsHeading(page, 'Licensing');
    await page.goBack();
    await waitForDocsHeading(page, 'Guides');
    await page.waitForTimeout(300);
    expect(await frame.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });
});

describe('docs pages', () => {
  test('"On this page" scrolls to a section 128 px below the top and writes its hash', async () => {
    const page = await openPage(`${site.url}/?path=/docs/get-started-guides--docs`);
    await waitForDocsHeading(page, 'Guides');
    const toc = previewFrame(page).getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'Use the tokens' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#use-the-tokens');
    const frame = page.frame({ url: /iframe\.html/ })!;
    await expect
      .poll(
        () =>
          frame.evaluate(() =>
            Math.round(document.getElementById('use-the-tokens')!.getBoundingClientRect().top),
          ),
        { timeout: 30_000 },
      )
      .toBe(128);
    await expect.poll(() => toc.locator('[aria-current]').innerText()).toBe('Use the tokens');
    await page.close();
  });

  test("a heading's link button is on screen when the keyboard reaches it on a phone", async () => {
    // Storybook draws it in the gutter left of the heading, which a phone's margin is narrower than.
    const page = await browser.newPage({ viewport: { width: 320, height: 700 } });
    await page.goto(`${site.url}/iframe.html?viewMode=docs&id=get-started-guides--docs`);
    await page.locator('#storybook-docs h2').first().waitFor();
    const link = page.locator('#storybook-docs h2 a[aria-label="Copy heading URL to address bar"]');
    const heading = page.locator('#storybook-docs h2').first();
    await link.first().focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => link.first().evaluate((node) => node === document.activeElement))
      .toBe(true);
    const box = (await link.first().boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    // The heading's words move aside for it instead of lying under it.
    const words = await heading.evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node.querySelector('.sb-unstyled')!.lastChild!);
      return range.getBoundingClientRect().left;
    });
    expect(words).toBeGreaterThanOrEqual(box.x + box.width);
    await page.close();
  });

  test('the props reference highlights the entry of the hash and copies links to entries', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    context.setDefaultTimeout(pageWait);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const page = await context.newPage();
    await page.goto(`${site.url}/?path=/docs/components-accordion--docs#prop-multiple`);
    await waitForLiveSite(page);
    await waitForDocsHeading(page, 'Accordion');
    const frame = page.frame({ url: /iframe\.html/ })!;
    const entry = previewFrame(page).locator('#prop-multiple');
    await expect.poll(() => entry.getAttribute('data-highlighted')).not.toBeNull();
    // 128 px below the top, unless the page ends before the entry can get there.
    await expect
      .poll(() =>
        frame.evaluate(() => {
          const top = Math.round(
            document.getElementById('prop-multiple')!.getBoundingClientRect().top,
          );
          const atBottom =
            window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
          return top === 128 || (atBottom && top > 128 && window.scrollY > 0);
        }),
      )
      .toBe(true);

    await previewFrame(page).locator('#prop-items').getByRole('button', { name: /link/i }).click();
    const toasts = previewFrame(page).getByRole('region', { name: 'Notifications' });
    await expect.poll(() => toasts.innerText()).toContain('Link copied to clipboard');
    const copied = await page.evaluate(() =>
      Promise.race([
        navigator.clipboard.readText(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('The clipboard read did not settle in 30 s')), 30_000),
        ),
      ]),
    );
    expect(copied).toBe(`${site.url}/components/accordion#prop-items`);
    await context.close();
  });

  test('a refused clipboard write says so and holds the link', async () => {
    const page = await openPage(`${site.url}/?path=/docs/components-accordion--docs`);
    await waitForDocsHeading(page, 'Accordion');
    const frame = page.frame({ url: /iframe\.html/ })!;
    await frame.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('Denied'));
      document.execCommand = () => false;
    });
    await previewFrame(page).locator('#prop-items').getByRole('button', { name: /link/i }).click();
    const toasts = previewFrame(page).getByRole('region', { name: 'Notifications' });
    await expect.poll(() => toasts.innerText()).toContain('Could not copy link');
    expect(await toasts.innerText()).toContain(
      `This may be a limitation of your browser. The link: ${site.url}/components/accordion#prop-items`,
    );
    await page.close();
  });

  test('a site served over plain HTTP under a network name, where browsers give no Clipboard API, still copies', async () => {
    // Chromium resolves the name to this machine; the origin is not a secure context.
    const port = new URL(site.url).port;
    const insecure = await launchChromium([
      '--host-resolver-rules=MAP docs.tessera.test 127.0.0.1',
    ]);
    try {
      const page = await insecure.newPage({ viewport: { width: 1440, height: 900 } });
      page.setDefaultTimeout(pageWait);
      await page.goto(`http://docs.tessera.test:${port}/?path=/docs/components-accordion--docs`);
      await waitForLiveSite(page);
      await waitForDocsHeading(page, 'Accordion');
      const frame = page.frame({ url: /iframe\.html/ })!;
      expect(await frame.evaluate(() => [isSecureContext, typeof navigator.clipboard])).toEqual([
        false,
        'undefined',
      ]);
      const toasts = previewFrame(page).getByRole('region', { name: 'Notifications' });
      await previewFrame(page)
        .locator('#prop-items')
        .getByRole('button', { name: /link/i })
        .click();
      await expect.poll(() => toasts.innerText()).toContain('Link copied to clipboard');
      // The clipboard is the browser's own: read it back from a page that may read it.
      const reader = await insecure.newContext();
      await reader.grantPermissions(['clipboard-read'], { origin: site.url });
      const readerPage = await reader.newPage();
      await readerPage.goto(`${site.url}/robots.txt`);
      const clipboard = () => readerPage.evaluate(() => navigator.clipboard.readText());
      expect(await clipboard()).toBe(
        `http://docs.tessera.test:${port}/components/accordion#prop-items`,
      );

      await previewFrame(page).getByRole('button', { name: 'Copy page as Markdown' }).click();
      await expect.poll(() => toasts.innerText()).toContain('Page copied as Markdown');
      const markdown = await fetch(`${site.url}/components/accordion.md`);
      expect(await clipboard()).toBe(await markdown.text());
    } finally {
      await insecure.close();
    }
  });

  test('every docs page asks for feedback and thanks the reader 500 ms after an answer', async () => {
    const page = await openPage(`${site.url}/?path=/docs/get-started-guides--docs`);
    await waitForDocsHeading(page, 'Guides');
    const frame = previewFrame(page);
    await frame.getByText('Did this page help you?').scrollIntoViewIfNeeded();
    await frame.getByRole('button', { name: 'Yes' }).click();
    const clickedAt = Date.now();
    await frame.getByText('Thanks for your feedback.').waitFor();
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(450);
    expect(await frame.getByText('Did this page help you?').count()).toBe(0);
    await page.close();
  });
});

describe('the product font', () => {
  /** The preview document alone, with the console's warnings and errors collected. */
  async function openPreview(query: string) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type())) complaints.push(message.text());
    });
    await page.goto(`${site.url}/iframe.html?${query}`);
    return { page, complaints };
  }

  const fontRequests = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );

  test('a docs page fetches it from its head, once, and uses it', async () => {
    const { page, complaints } = await openPreview('viewMode=docs&id=components-accordion--docs');
    await page.locator('h1', { hasText: 'Accordion' }).first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    // Asked for by the head's preload, not discovered once the style sheet met the text; the
    // style sheet's request is served by the preloaded one.
    expect(await fontRequests(page)).toEqual(['link']);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    // No other face: Storybook's placeholders, shown while the page prepared, are set in it too.
    const faces = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /\.(woff2?|ttf|otf)$/.test(name))
        .map((name) => name.split('/').pop()),
    );
    expect(faces).toHaveLength(1);
    expect(faces[0]).toMatch(/^inter-latin-wght-normal-/);
    // Chromium warns about a preload left unused a few seconds after the load event.
    await page.waitForTimeout(3500);
    expect(complaints).toEqual([]);
    await page.close();
  });

  test('a story shown alone without text is not told to fetch it', async () => {
    const { page, complaints } = await openPreview('viewMode=story&id=components-skeleton--circle');
    await page.locator('#storybook-root > *').first().waitFor();
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
    await page.waitForTimeout(3500);
    expect(complaints).toEqual([]);
    await page.close();
  });
});
