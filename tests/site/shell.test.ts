/**
 * The site frame of SPEC §2 on the built site: the 58 px top bar, the 250 px side panel and its
 * 46 px rail (remembered), the switch to the mobile layout at 820 px, the two-level mobile menu
 * and the license notice above it, the spec routes in the address bar through navigation, back
 * and reload, the "On this page" column at laptop widths, and the 334 px toast.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright';
import { describe, expect, test, vi } from 'vitest';
import { componentCount, productName } from '../../.storybook/site/navigation';
import { licenseMessage } from '../../.storybook/site/license';
import { pressWhileComposing, waitForLiveSite } from './browser';
import { serveBuiltSite } from './builtSite';
import { type StaticSite } from './staticServer';

// A loaded machine (the tests share it with builds) takes minutes where a quiet one takes seconds.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000, expect: { poll: { timeout: 30_000 } } });

const siteDirectory = path.resolve(__dirname, '../../storybook-static');
const notice = licenseMessage(componentCount, productName);

let browser: Browser;
let site: StaticSite;

serveBuiltSite(siteDirectory, (launched, served) => {
  browser = launched;
  site = served;
});

const previewFrame = (page: Page) => page.frameLocator('#storybook-preview-iframe');

async function open(
  route: string,
  width: number,
  context?: BrowserContext,
): Promise<{ page: Page; context: BrowserContext }> {
  const ownContext = context ?? (await browser.newContext({ viewport: { width, height: 900 } }));
  ownContext.setDefaultTimeout(90_000);
  const page = await ownContext.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${site.url}${route}`, { waitUntil: 'commit' });
  await waitForLiveSite(page);
  await page.locator('#tessera-top-bar').waitFor();
  return { page, context: ownContext };
}

async function waitForHeading(page: Page, text: string) {
  await previewFrame(page).locator('h1', { hasText: text }).first().waitFor({ timeout: 90_000 });
}

const box = async (page: Page, selector: string) => {
  const rect = await page.locator(selector).first().boundingBox();
  if (!rect) throw new Error(`${selector} is not visible`);
  return rect;
};

/** Width of the side panel's column in Storybook's layout grid (its content has a 1 px border inside). */
const panelWidth = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('#root > div[style*="--nav-width"] > div')!.getBoundingClientRect()
        .width,
  );

const pathname = (page: Page) => new URL(page.url()).pathname;

describe('desktop frame', () => {
  test('a fixed 58 px top bar with the logo and version, and a 250 px side panel', async () => {
    const { page, context } = await open('/guides', 1440);
    await waitForHeading(page, 'Guides');
    const bar = await box(page, '#tessera-top-bar');
    expect(bar).toMatchObject({ x: 0, y: 0, width: 1440, height: 58 });
    await expect
      .poll(() => page.locator('#tessera-top-bar [data-version]').innerText())
      .toBe('0.4.1');
    expect(await page.locator('#tessera-top-bar [data-brand] svg').getAttribute('aria-label')).toBe(
      'Tessera Docs',
    );
    await expect.poll(() => panelWidth(page)).toBe(250);
    expect((await box(page, '#storybook-sidebar-region')).y).toBe(58);
    const preview = await box(page, '#storybook-preview-iframe');
    expect(preview.x).toBe(250);
    expect(preview.y).toBe(58);
    // The bar stays while the page scrolls.
    await page.frame({ url: /iframe\.html/ })!.evaluate(() => window.scrollTo(0, 800));
    expect(await box(page, '#tessera-top-bar')).toMatchObject({ y: 0, height: 58 });
    await context.close();
  });

  test('Tab into the sidebar tree leaves the panel where it was, search field in view', async () => {
    const { page, context } = await open('/components/accordion', 1440);
    await waitForHeading(page, 'Accordion');
    const search = page.locator('#storybook-sidebar-region .tessera-search__input');
    await search.focus();
    const scrolled = () =>
      page.evaluate(() => {
        let element = document.getElementById('storybook-explorer-menu')?.parentElement;
        let total = 0;
        for (; element; element = element.parentElement) total += element.scrollTop;
        return total;
      });
    expect(await scrolled()).toBe(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('storybook-explorer-menu');
    expect(await scrolled()).toBe(0);
    expect(await search.isVisible()).toBe(true);
    await context.close();
  });

  test('the side panel collapses to a 46 px rail with group tooltips, remembered on the next visit', async () => {
    const { page, context } = await open('/guides', 1440);
    await waitForHeading(page, 'Guides');
    await page.getByRole('button', { name: 'Collapse side panel' }).click();
    await expect.poll(async () => (await box(page, '#storybook-preview-iframe')).x).toBe(46);
    const rail = await box(page, '#tessera-rail');
    expect(rail).toMatchObject({ x: 0, y: 58, width: 46 });
    const components = page.locator('#tessera-rail').getByRole('button', { name: 'Components' });
    await components.hover();
    await expect
      .poll(() =>
        components.locator('[data-tooltip]').evaluate((node) => getComputedStyle(node).opacity),
      )
      .toBe('1');
    expect(await components.locator('[data-tooltip]').innerText()).toBe('Components');
    await page.close();

    // Another visit in the same browser keeps the rail.
    const again = await open('/licensing', 1440, context);
    await waitForHeading(again.page, 'Licensing');
    await expect.poll(async () => (await box(again.page, '#storybook-preview-iframe')).x).toBe(46);
    await again.page.getByRole('button', { name: 'Expand side panel' }).click();
    await expect.poll(() => panelWidth(again.page)).toBe(250);
    await context.close();
  });

  test("a group of the rail opens the panel with the group's heading in view and focused", async () => {
    // On a page far down the Components group, whose heading starts above the panel's view.
    const { page, context } = await open('/components/accordion', 1440);
    await waitForHeading(page, 'Accordion');
    await page.getByRole('button', { name: 'Collapse side panel' }).click();
    await expect.poll(async () => (await box(page, '#storybook-preview-iframe')).x).toBe(46);
    await page.locator('#tessera-rail').getByRole('button', { name: 'Components' }).press('Enter');
    await expect.poll(() => panelWidth(page)).toBe(250);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const focused = document.activeElement!;
          const panel = document.getElementById('storybook-sidebar-region')!;
          const [row, view] = [focused, panel].map((node) => node.getBoundingClientRect());
          return {
            text: focused.textContent,
            inView: row!.top >= view!.top && row!.bottom <= view!.bottom,
          };
        }),
      )
      .toEqual({ text: 'Components', inView: true });
    await context.close();
  });

  test('"On this page" shows at 1280 and 1366 px windows', async () => {
    for (const width of [1280, 1366]) {
      const { page, context } = await open('/guides', width);
      await waitForHeading(page, 'Guides');
      const toc = previewFrame(page).getByRole('navigation', { name: 'On this page' });
      await expect.poll(() => toc.isVisible(), { timeout: 30_000 }).toBe(true);
      const tocBox = await toc.boundingBox();
      // Boxes are in the window's coordinates: the column ends inside the window, beside the text.
      expect(tocBox!.x + tocBox!.width).toBeLessThanOrEqual(width);
      const content = await previewFrame(page).locator('[data-docs-content]').boundingBox();
      expect(content!.width).toBeLessThanOrEqual(1074);
      await context.close();
    }
  });

  test('locked components draw no expand chevron', async () => {
    const { page, context } = await open('/guides', 1440);
    const chevrons = await page
      .locator('[data-item-id="components-checkbox"] button > div > div:first-child')
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).visibility));
    expect(chevrons).toEqual(['hidden']);
    const openChevron = await page
      .locator('[data-item-id="components-accordion"] button > div > div:first-child')
      .evaluate((node) => getComputedStyle(node).visibility);
    expect(openChevron).toBe('visible');
    await context.close();
  });
});

describe('the 820 px switch', () => {
  test('at 821 px the side panel shows; at 819 px the top bar names the page and the panel is gone', async () => {
    const { page, context } = await open('/guides', 821);
    await waitForHeading(page, 'Guides');
    await expect.poll(() => panelWidth(page)).toBe(250);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);

    await page.setViewportSize({ width: 819, height: 900 });
    await expect.poll(() => page.locator('#storybook-sidebar-region').isVisible()).toBe(false);
    await expect.poll(async () => (await box(page, '#storybook-preview-iframe')).x).toBe(0);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    expect(await page.locator('#tessera-top-bar [data-page-name]').innerText()).toBe('Guides');
    expect((await box(page, '#tessera-top-bar')).height).toBe(58);
    await context.close();
  });
});

describe('mobile menu at 390 px', () => {
  test('lists the groups, then a group with Back, and shows the license notice above it', async () => {
    const { page, context } = await open('/components/accordion', 390);
    await waitForHeading(page, 'Accordion');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    expect(await box(page, '#tessera-mobile-menu')).toMatchObject({ x: 0, y: 58, width: 390 });
    const groups = menu.getByRole('list', { name: 'Sections' }).getByRole('button');
    expect(await groups.allInnerTexts()).toEqual([
      expect.stringContaining('Get Started'),
      expect.stringContaining('Components'),
      expect.stringContaining('Containers'),
    ]);

    await menu.getByRole('button', { name: /Get Started/ }).click();
    await expect.poll(() => menu.getByRole('heading').textContent()).toBe('Get Started');
    await menu.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => menu.getByRole('list', { name: 'Sections' }).isVisible()).toBe(true);

    await menu.getByRole('button', { name: /Components/ }).click();
    // An open entry is a link to its route, so it opens in a new tab or copies as an address.
    const accordion = menu.getByRole('link', { name: 'Accordion' });
    expect(await accordion.getAttribute('aria-current')).toBe('page');
    expect(
      await accordion.evaluate((link) => new URL((link as HTMLAnchorElement).href).pathname),
    ).toBe('/components/accordion');
    const locked = menu.getByRole('button', { name: 'Button' });
    expect(await locked.getAttribute('aria-disabled')).toBe('true');
    // A locked entry stays tappable (aria-disabled, not disabled) so the tap can show the notice;
    // Playwright treats aria-disabled as not enabled, so the tap skips its actionability wait.
    await locked.click({ force: true });
    const status = page.locator('#tessera-notice');
    await expect.poll(() => status.innerText()).toContain(notice);
    // The notice is on top: the element at its centre belongs to it, not to the menu.
    const noticeBox = await box(page, '#tessera-notice');
    expect(noticeBox.width).toBe(334);
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('#tessera-notice') !== null,
      [noticeBox.x + noticeBox.width / 2, noticeBox.y + noticeBox.height / 2],
    );
    expect(onTop).toBe(true);
    expect(pathname(page)).toBe('/components/accordion');

    // An open entry navigates and closes the menu.
    await menu.getByRole('link', { name: 'Alert' }).click();
    await waitForHeading(page, 'Alert');
    await expect.poll(() => pathname(page)).toBe('/components/alert');
    expect(await page.locator('#tessera-mobile-menu').count()).toBe(0);
    expect(await page.locator('#tessera-top-bar [data-page-name]').innerText()).toBe('Alert');
    await context.close();
  });

  test('gives focus back to the button that opened it when it closes', async () => {
    const { page, context } = await open('/components/avatar', 390);
    await waitForHeading(page, 'Avatar');
    const focusedName = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.waitFor();
    // Tab goes round the top bar and the menu (and the browser's own controls, which show here
    // as the document): the page behind is out of reach.
    const stops = new Set<string>();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      stops.add(
        await page.evaluate(() => {
          const focused = document.activeElement;
          if (!focused || focused === document.body) return 'the document';
          if (focused.closest('#tessera-mobile-menu')) return 'menu';
          if (focused.closest('#tessera-top-bar')) return 'top bar';
          return `behind: ${focused.tagName} ${focused.id}`;
        }),
      );
    }
    expect([...stops].filter((stop) => stop !== 'the document').sort()).toEqual([
      'menu',
      'top bar',
    ]);
    // A screen reader's cursor too: in Chromium's accessibility tree the top bar's buttons (the
    // one that closes the menu among them) and the menu's are there; the page behind, with the
    // docs preview's frame, is not.
    const session = await context.newCDPSession(page);
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
    };
    await session.detach();
    const shown = nodes.filter((node) => !node.ignored);
    const buttons = shown
      .filter((node) => node.role?.value === 'button')
      .map((node) => node.name?.value);
    expect(buttons).toEqual(
      expect.arrayContaining(['Close menu', 'Search pages', expect.stringMatching(/^Components/)]),
    );
    expect(shown.filter((node) => node.role?.value === 'Iframe')).toEqual([]);
    // No `aria-modal`: screen readers that honour it (VoiceOver) would hide the top bar as well,
    // and with it the close button.
    expect(await menu.getAttribute('aria-modal')).toBe(null);
    // Escape closes it from the top bar too.
    await page.getByRole('button', { name: 'Close menu' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#tessera-mobile-menu').count()).toBe(0);
    await expect.poll(focusedName).toBe('Open menu');

    // From a group's level too, and from the search button.
    await page.keyboard.press('Enter');
    await menu.getByRole('button', { name: /Components/ }).click();
    await menu.getByRole('button', { name: 'Back', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(focusedName).toBe('Open menu');
    await page.getByRole('button', { name: 'Search pages' }).focus();
    await page.keyboard.press('Enter');
    const search = menu.getByRole('combobox', { name: 'Search the docs' });
    await expect.poll(() => search.evaluate((node) => node === document.activeElement)).toBe(true);
    // The Escape that cancels an input method's composition is the input method's: the menu
    // stays, with the search focused.
    const inputMethod = await context.newCDPSession(page);
    await inputMethod.send('Input.imeSetComposition', {
      text: 'けんさく',
      selectionStart: 4,
      selectionEnd: 4,
    });
    await pressWhileComposing(inputMethod, 'Escape');
    await page.waitForTimeout(300);
    expect(await page.locator('#tessera-mobile-menu').count()).toBe(1);
    expect(await search.evaluate((node) => node === document.activeElement)).toBe(true);
    await inputMethod.send('Input.insertText', { text: '' });
    await inputMethod.detach();
    await search.fill('');
    // Escape clears a typed search first, then closes the menu.
    await page.keyboard.type('grid');
    await page.keyboard.press('Escape');
    await expect.poll(() => search.inputValue()).toBe('');
    expect(await page.locator('#tessera-mobile-menu').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(focusedName).toBe('Search pages');
    await context.close();
  });

  test("the search entry searches the docs' full text, as the side panel does", async () => {
    const { page, context } = await open('/components/accordion', 390);
    await waitForHeading(page, 'Accordion');
    await page.getByRole('button', { name: 'Search pages' }).click();
    const menu = page.locator('#tessera-mobile-menu');
    const input = menu.getByRole('combobox', { name: 'Search the docs' });
    await expect.poll(() => input.evaluate((node) => node === document.activeElement)).toBe(true);
    const results = menu.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    // A word of the pages' text, in no page's title.
    await input.fill('ThemeProvider');
    await expect.poll(() => results.count()).toBeGreaterThan(1);
    await expect.poll(() => menu.getByRole('list', { name: 'Sections' }).count()).toBe(0);
    expect(await menu.getByRole('status').textContent()).toMatch(/^\d+ results$/);
    // A locked page is listed with its lock and its notice.
    await input.fill('tab');
    const table = results.filter({ hasText: 'Table' }).first();
    await table.waitFor();
    expect(await table.getAttribute('aria-disabled')).toBe('true');
    expect(await table.locator('svg').count()).toBe(1);
    // The keys: Arrow Down to the first result, Enter opens it and closes the menu.
    await input.fill('Guides');
    await expect.poll(() => results.count()).toBeGreaterThan(0);
    const first = (await results.first().getAttribute('data-page-id'))!;
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => results.first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.count()).toBe(0);
    await expect
      .poll(() =>
        page
          .frameLocator('#storybook-preview-iframe')
          .locator('body')
          .evaluate(() => new URLSearchParams(location.search).get('id')),
      )
      .toBe(first);
    await context.close();
  });
});

describe('address bar', () => {
  test('shows the spec route through sidebar navigation, back, forward and reload', async () => {
    const { page, context } = await open('/?path=/docs/components-accordion--docs', 1440);
    await waitForHeading(page, 'Accordion');
    await expect.poll(() => pathname(page)).toBe('/components/accordion');
    expect(new URL(page.url()).search).toBe('');

    await page.locator('[data-item-id="get-started-guides--docs"]').click();
    await waitForHeading(page, 'Guides');
    await expect.poll(() => pathname(page)).toBe('/guides');

    await page.locator('[data-item-id="components-accordion--default"]').click();
    await expect.poll(() => pathname(page)).toBe('/components/accordion/default');
    await expect.poll(() => page.title()).toBe('Accordion: Default – Tessera Docs');

    await page.goBack();
    await waitForHeading(page, 'Guides');
    await expect.poll(() => pathname(page)).toBe('/guides');
    await page.goBack();
    await waitForHeading(page, 'Accordion');
    await expect.poll(() => pathname(page)).toBe('/components/accordion');
    await page.goForward();
    await waitForHeading(page, 'Guides');
    await expect.poll(() => pathname(page)).toBe('/guides');

    await page.reload();
    await waitForHeading(page, 'Guides');
    await expect.poll(() => pathname(page)).toBe('/guides');
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  test("a heading's link writes its section after the route, and reload opens it there", async () => {
    const { page, context } = await open('/components/accordion', 1440);
    await waitForHeading(page, 'Accordion');
    const frame = previewFrame(page);
    await frame.locator('#motion a[aria-label="Copy heading URL to address bar"]').click();
    const address = () => pathname(page) + new URL(page.url()).hash;
    await expect.poll(address).toBe('/components/accordion#motion');
    // Once the address settles, it stays: no late write of the manager's own.
    await page.waitForTimeout(300);
    expect(address()).toBe('/components/accordion#motion');

    await page.reload();
    await waitForLiveSite(page);
    await waitForHeading(page, 'Accordion');
    expect(address()).toBe('/components/accordion#motion');
    await expect
      .poll(() => frame.locator('#motion').evaluate((node) => node.getBoundingClientRect().top))
      .toBeCloseTo(128, -1);
    await context.close();
  });

  test('a change of the hash alone scrolls the docs to its section, back and forward too', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    const { page } = await open('/components/accordion', 1440, context);
    await waitForHeading(page, 'Accordion');
    const frame = previewFrame(page);
    const top = (id: string) =>
      frame.locator(`#${id}`).evaluate((node) => Math.round(node.getBoundingClientRect().top));
    // As a section link that adds a history entry does.
    const pushHash = (hash: string) =>
      page.evaluate((value) => {
        history.pushState(history.state, '', `${location.pathname}${value}`);
      }, hash);
    await pushHash('#motion');
    await expect.poll(() => top('motion')).toBe(128);
    await pushHash('#accessibility');
    await expect.poll(() => top('accessibility')).toBe(128);
    await page.goBack();
    await expect
      .poll(() => pathname(page) + new URL(page.url()).hash)
      .toBe('/components/accordion#motion');
    await expect.poll(() => top('motion')).toBe(128);
    await page.goForward();
    await expect.poll(() => top('accessibility')).toBe(128);
    await context.close();
  });

  test('a sidebar link is the route it opens, and opened in a new tab shows its page', async () => {
    const { page, context } = await open('/components/accordion/', 1440);
    await waitForHeading(page, 'Accordion');
    const hrefOf = (id: string) =>
      page
        .locator(`[data-item-id="${id}"]`)
        .evaluate((item) => (item.closest('a') ?? item.querySelector('a'))?.getAttribute('href'));
    // Storybook writes `<the shown address>?path=…`, which on a nested route names a folder the
    // site is not in.
    await expect.poll(() => hrefOf('get-started-guides--docs')).toBe('/guides');
    await expect
      .poll(() => hrefOf('components-accordion--default'))
      .toBe('/components/accordion/default');
    const failed: string[] = [];
    const tab = await context.newPage();
    tab.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await tab.goto(new URL('/guides', site.url).href, { waitUntil: 'commit' });
    await waitForLiveSite(tab);
    await waitForHeading(tab, 'Guides');
    expect(pathname(tab)).toBe('/guides');
    expect(failed).toEqual([]);
    await context.close();
  });

  test('a Storybook address on a nested route opens the entry it asks for', async () => {
    // As links copied from the site before its sidebar links were routes read.
    const failed: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    context.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const { page } = await open(
      '/components/accordion/?path=/docs/get-started-guides--docs',
      1440,
      context,
    );
    await waitForHeading(page, 'Guides');
    await expect.poll(() => pathname(page)).toBe('/guides');
    expect(failed).toEqual([]);
    await context.close();
  });

  test("Storybook's skip link moves focus to the sidebar in place, on a nested route", async () => {
    const { page, context } = await open('/components/accordion/', 1440);
    await waitForHeading(page, 'Accordion');
    let loads = 0;
    page.on('load', () => (loads += 1));
    const skip = page.getByRole('link', { name: 'Skip to sidebar' });
    await skip.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('components-accordion--docs');
    expect(pathname(page)).toBe('/components/accordion');
    expect(loads).toBe(0);
    await context.close();
  });

  test.each([
    ['/components/accordion', 1440, 'H1', 'Accordion'],
    ['/components/accordion', 390, 'H1', 'Accordion'],
    ['/components/accordion/default', 1440, 'DIV', ''],
  ] as const)(
    'the first Tab reaches "Skip to content", which moves focus past the frame: %s at %i px',
    async (route, width, tag, text) => {
      const { page, context } = await open(route, width);
      if (text) await waitForHeading(page, text);
      else await previewFrame(page).locator('#storybook-root button').first().waitFor();
      const skip = page.locator('#tessera-top-bar [data-skip-link]');
      // Out of sight until focused, then drawn over the bar's start.
      expect((await skip.boundingBox())?.width).toBeLessThanOrEqual(1);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Skip to content',
      );
      const shown = await skip.boundingBox();
      expect(shown?.width).toBeGreaterThan(80);
      expect(shown?.y).toBeGreaterThanOrEqual(0);
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.keyboard.press('Enter');
      const focused = () =>
        previewFrame(page)
          .locator(':root')
          .evaluate((root) => {
            const active = root.ownerDocument.activeElement;
            return `${active?.tagName} ${active?.id === 'storybook-root' ? '' : active?.textContent?.trim()}`;
          });
      await expect.poll(focused).toBe(`${tag} ${text}`);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(
        'storybook-preview-iframe',
      );
      // The next stop is the page's own first control, not the frame's.
      await page.keyboard.press('Tab');
      expect(
        await previewFrame(page)
          .locator(':root')
          .evaluate((root) => {
            const active = root.ownerDocument.activeElement;
            return !!active?.closest('main[data-docs-content], #storybook-root');
          }),
      ).toBe(true);
      expect(pathname(page)).toBe(route);
      expect(loads).toBe(0);
      await context.close();
    },
  );

  test('a shared story link opens the story and keeps its address', async () => {
    const { page, context } = await open('/components/accordion/one-at-a-time', 1440);
    await expect
      .poll(() => pathname(page), { timeout: 20_000 })
      .toBe('/components/accordion/one-at-a-time');
    await expect
      .poll(() =>
        page
          .locator('[data-item-id="components-accordion--one-at-a-time"]')
          .getAttribute('data-selected'),
      )
      .toBe('true');
    await context.close();
  });
});

describe('the stories toolbar', () => {
  test('the Writing direction switch lays a story out right to left and back', async () => {
    const { page, context } = await open('/components/accordion/one-at-a-time', 1440);
    const preview = previewFrame(page);
    const storyRoot = preview.locator('#storybook-root');
    const firstHeader = preview.getByRole('button', { name: 'What is Tessera?' });
    await firstHeader.waitFor();
    const switchButton = page.getByRole('button', { name: /^Writing direction/ });
    await expect.poll(() => switchButton.textContent()).toBe('Left to right');
    const textSide = () =>
      firstHeader.evaluate((header) => {
        const text = document.createRange();
        text.selectNodeContents(header.querySelector('span') ?? header);
        const own = header.getBoundingClientRect();
        const box = text.getBoundingClientRect();
        return box.left - own.left < own.right - box.right ? 'left' : 'right';
      });
    await expect.poll(textSide).toBe('left');

    await switchButton.click();
    await page.getByText('Right to left', { exact: true }).click();
    await expect.poll(() => storyRoot.getAttribute('dir')).toBe('rtl');
    await expect.poll(() => preview.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(textSide).toBe('right');
    await expect.poll(() => switchButton.textContent()).toBe('Right to left');

    // Docs pages have no toolbar: their examples show only the direction a story asks for.
    await page.locator('[data-item-id="components-accordion--docs"] a').first().click();
    await waitForHeading(page, 'Accordion');
    const examples = preview.locator('.docs-story [data-story-root]');
    await expect.poll(() => examples.count()).toBeGreaterThan(0);
    expect(
      await examples.evaluateAll((roots) => roots.map((root) => root.getAttribute('dir'))),
    ).not.toContain('rtl');
    await page.goBack();
    await firstHeader.waitFor();
    await expect.poll(textSide).toBe('right');

    await switchButton.click();
    await page.getByText('Left to right', { exact: true }).click();
    await expect.poll(() => storyRoot.getAttribute('dir')).toBeNull();
    await expect.poll(() => preview.locator('html').getAttribute('dir')).toBeNull();
    await expect.poll(textSide).toBe('left');
    await context.close();
  });
});

describe('toasts', () => {
  test('are 334 px wide on site pages too', async () => {
    const { page, context } = await open('/', 1440);
    await waitForHeading(page, 'Tessera');
    await page.locator('[data-item-id="components-button"]').hover();
    const toast = previewFrame(page)
      .getByRole('region', { name: 'Notifications' })
      .locator('[data-toast-key]')
      .filter({ hasText: notice })
      .first();
    await toast.waitFor();
    // Measured once its entrance (a short scale-in) has settled.
    await expect.poll(async () => (await toast.boundingBox())!.width).toBe(334);
    await context.close();
  });
});
