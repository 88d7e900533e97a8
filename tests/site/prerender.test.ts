/**
 * The prerendered route pages of the built site (`scripts/prerender.mjs`), read as a crawler and
 * a reader without scripts read them, then handed over to the live Storybook. The drift check
 * renders every docs page live in the preview and compares it with its prerendered copy
 * (headings, text, where each link leads, examples), so the static pages cannot fall out of step
 * with the site.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatPageTitle } from '../../.storybook/site/pageTitle';
import { licensingDocsId } from '../../.storybook/site/routes';
import { launchChromium, pageWait, waitForLiveSite } from './browser';
import { serveDirectory, type StaticSite } from './staticServer';

const root = path.resolve(__dirname, '../..');
const siteDirectory = path.join(root, 'storybook-static');

interface PrerenderedPage {
  id: string;
  route: string;
  locked: boolean;
  headings: string[];
  exampleCount: number;
}

let browser: Browser;
let site: StaticSite;
let pages: PrerenderedPage[];
let noScript: BrowserContext;

beforeAll(async () => {
  const manifest = path.join(siteDirectory, 'prerender.json');
  if (!existsSync(manifest)) {
    throw new Error(`${manifest} is missing: build the site with \`npm run build-storybook\`.`);
  }
  pages = JSON.parse(readFileSync(manifest, 'utf8')) as PrerenderedPage[];
  browser = await launchChromium();
  site = await serveDirectory(siteDirectory);
  noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1440, height: 900 },
  });
});

afterAll(async () => {
  await noScript?.close();
  await browser?.close();
  await site?.close();
});

/** A desktop-width browser with scripts off, in the reader's system `scheme`. */
const noScriptContext = (scheme: 'light' | 'dark') =>
  browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1440, height: 900 },
    colorScheme: scheme,
  });

const routeUrl = (route: string) => `${site.url}${route === '/' ? '/' : `${route}/`}`;

/**
 * Holds the live manager's runtime back so that a test acts on the prerendered page first.
 * `release` lets it run; `tookOver` resolves once the live site has taken over.
 */
async function holdTakeover(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/sb-manager/runtime.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    window.addEventListener('tessera:live', () => {
      (window as unknown as { tookOver: boolean }).tookOver = true;
    });
  });
  const tookOver = () =>
    page.waitForFunction(() => (window as unknown as { tookOver?: boolean }).tookOver, null, {
      timeout: 60_000,
    });
  return { release, tookOver };
}

/**
 * What a reader sees of the docs column, headings in order, its text and its examples, read in
 * the page: from the prerendered light copy (`static`) or from the live preview (`live`).
 * Self-contained, as Playwright runs it in the page.
 */
function readDocsColumn(source: 'static' | 'live') {
  const docs =
    source === 'static'
      ? document
          .querySelector('[data-prerender-scheme="light"]')
          ?.shadowRoot?.querySelector('#storybook-docs')
      : document.querySelector('#storybook-docs');
  if (!docs) return null;
  const main = docs.querySelector('[data-docs-content]') ?? docs;
  const outsideExamples = (element: Element) =>
    !element.closest('.docs-story, .sb-story, [data-story-root], .sb-unstyled');
  return {
    headings: [...main.querySelectorAll('h1, h2, h3')]
      .filter(outsideExamples)
      .map((heading) => heading.textContent?.trim() ?? ''),
    // The page's own text; an example's text can follow its pictures loading, and the
    // examples are compared by count.
    text: [...main.querySelectorAll('p, li, td, th, h1, h2, h3, h4, pre')]
      .filter(outsideExamples)
      .map((node) => node.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
    examples: main.querySelectorAll('.docs-story').length,
    // Where the page's own links lead, as written (compared by `linkTarget`).
    links: [...main.querySelectorAll('a[href]')]
      .filter(outsideExamples)
      .map((link) => link.getAttribute('href') ?? ''),
  };
}

/**
 * The colours of the docs column's own text and backgrounds, by element (examples aside), from
 * the prerendered copy of the scheme shown (`static`) or from the live preview (`live`).
 * Self-contained, as Playwright runs it in the page.
 */
function readDocsColours(source: 'static' | 'live') {
  const scheme = document.documentElement.getAttribute('data-site-scheme');
  const docs =
    source === 'static'
      ? document
          .querySelector(`[data-prerender-scheme="${scheme}"]`)
          ?.shadowRoot?.querySelector('#storybook-docs')
      : document.querySelector('#storybook-docs');
  const read: Record<string, string> = {};
  const main = docs?.querySelector('[data-docs-content]') ?? docs;
  for (const element of main?.querySelectorAll('*') ?? []) {
    if (element.closest('.docs-story, .sb-story, [data-story-root], noscript')) continue;
    const box = element.getBoundingClientRect();
    if (!box.width || !box.height) continue;
    const style = getComputedStyle(element);
    const parts: string[] = [];
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (ownText) parts.push(`colour ${style.color}`);
    if (style.backgroundColor !== 'rgba(0, 0, 0, 0)')
      parts.push(`background ${style.backgroundColor}`);
    if (!parts.length) continue;
    const key = `${element.tagName} ${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}`;
    read[key] ??= parts.join(', ');
  }
  return read;
}

/**
 * What a docs link names, the same for a prerendered page (routes) and the live preview
 * (Storybook addresses): a docs entry by id, a story by id, an anchor of the page itself, or any
 * other address as it is. `base` is the address the link is read on; `self` the page's own entry.
 */
function linkTarget(href: string, base: string, self: string): string {
  if (href.startsWith('#')) return `this page ${href}`;
  const url = new URL(href, base);
  if (url.origin !== new URL(site.url).origin) return url.href;
  const hash = url.hash;
  const path = url.searchParams.get('path') ?? '';
  const story = /^\/story\/(.+)$/.exec(path)?.[1];
  if (story) return `story ${story}`;
  const docs = /^\/docs\/(.+)$/.exec(path)?.[1] ?? url.searchParams.get('id');
  const route = url.pathname.replace(/\/$/, '') || '/';
  const id =
    docs ??
    (url.pathname.endsWith('iframe.html')
      ? self
      : pages.find((candidate) => candidate.route === route)?.id);
  if (!id) return url.href;
  return id === self && hash ? `this page ${hash}` : `docs ${id}${hash}`;
}

async function staticContent(page: Page) {
  return page.evaluate(readDocsColumn, 'static' as const);
}

describe('prerendered route pages', () => {
  test('exist for every docs entry, at its route', () => {
    expect(pages.length).toBeGreaterThanOrEqual(50);
    for (const page of pages) {
      const file = path.join(siteDirectory, page.route.replace(/^\//, ''), 'index.html');
      expect(existsSync(file), page.route).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain('id="tessera-prerender"');
    }
  });

  test("name no address of the build machine's own server, only the site's", () => {
    for (const page of pages) {
      const html = readFileSync(
        path.join(siteDirectory, page.route.replace(/^\//, ''), 'index.html'),
        'utf8',
      );
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical, page.route).toBeDefined();
      const siteOrigin = new URL(canonical ?? '').origin;
      const local = html.match(/https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?/g) ?? [];
      expect(
        local.filter((origin) => origin !== siteOrigin),
        page.route,
      ).toEqual([]);
    }
  });

  test("load the product font once, as files, not the manager's inlined copy again", () => {
    const stylesheets = (html: string) =>
      [...html.matchAll(/<link\s+href="([^"]+)"\s+rel="stylesheet"/g)].map((match) => match[1]!);
    // The manager page's own stylesheet holds nothing but the product font, inlined as data.
    const managerSheets = stylesheets(
      readFileSync(path.join(siteDirectory, 'manager.html'), 'utf8'),
    );
    const fontOnly = managerSheets.filter((href) => {
      const css = readFileSync(path.join(siteDirectory, href), 'utf8');
      return /@font-face/.test(css) && css.replace(/@font-face\s*\{[^}]*\}/g, '').trim() === '';
    });
    expect(fontOnly.length).toBeGreaterThan(0);
    for (const page of pages) {
      const html = readFileSync(
        path.join(siteDirectory, page.route.replace(/^\//, ''), 'index.html'),
        'utf8',
      );
      expect(
        stylesheets(html).filter((href) => fontOnly.includes(href)),
        page.route,
      ).toEqual([]);
      expect(html, page.route).toMatch(/<link rel="preload" as="font" type="font\/woff2"/);
      expect(html, page.route).not.toContain('data:font/');
      // Every face names a file of the site (a route page's own address is no base for them).
      const faces = html.match(/@font-face\s*\{[^}]*\}/g) ?? [];
      const files = faces.flatMap((face) =>
        [...face.matchAll(/url\(["']?([^"')]+)["']?\)/g)].map((match) => match[1]!),
      );
      expect(files.length, page.route).toBeGreaterThan(0);
      for (const file of files) {
        expect(
          existsSync(path.join(siteDirectory, file.replace(/^\//, ''))),
          `${page.route}: ${file}`,
        ).toBe(true);
      }
    }
  });

  test('are readable with scripts off: heading, text, code, props and working links', async () => {
    const page = await noScript.newPage();
    await page.goto(routeUrl('/components/accordion'));
    expect(await page.title()).toBe(formatPageTitle('Accordion'));
    const content = await staticContent(page);
    const title = (target: Page) =>
      target.locator('[data-prerender-docs] #storybook-docs h1').first().textContent();
    expect(await title(page)).toBe('Accordion');
    expect(content?.headings).toEqual(expect.arrayContaining(['Example', 'When to use', 'Props']));
    expect(content?.examples).toBeGreaterThan(0);
    const docs = page.locator('[data-prerender-docs] #storybook-docs');
    // A highlighted code block and the props table are in the markup.
    expect(await docs.locator('pre code').first().isVisible()).toBe(true);
    expect(await docs.locator('code', { hasText: 'import' }).first().isVisible()).toBe(true);
    expect(
      await docs.getByText('onValueChange').or(docs.getByText('headingLevel')).first().isVisible(),
    ).toBe(true);

    // The sidebar's links are real routes: following one opens that page, still without scripts.
    const link = page.locator('#tessera-prerender a[href$="/guides"]').first();
    expect(await link.isVisible()).toBe(true);
    await link.click();
    await page.waitForURL(/\/guides\/?$/);
    expect(await title(page)).toBe('Guides');
    await page.close();
  });

  test('offer no control that needs scripts when scripts are off, and link the Markdown twin', async () => {
    const page = await noScript.newPage();
    await page.goto(routeUrl('/components/accordion'));
    await page.locator('[data-prerender-docs] #storybook-docs h1').first().waitFor();
    // Each of these does nothing without scripts; shown, it would be a dead control.
    const hidden = { includeHidden: true };
    const dead = [
      page.getByRole('button', { name: 'Copy page as Markdown', ...hidden }),
      page.getByRole('switch', { name: 'Show code', ...hidden }),
      page.getByRole('button', { name: 'Copy code', ...hidden }),
      page.getByRole('button', { name: /^Copy link to /, ...hidden }),
      page.getByRole('combobox', { name: 'Search the docs', ...hidden }),
      page.getByRole('radio', hidden),
      page.getByRole('button', { name: 'Collapse side panel', ...hidden }),
      page.getByRole('button', { name: 'Expand all', ...hidden }),
    ];
    for (const control of dead) {
      // Each is in the markup (the live page has it), and none shows.
      expect(await control.count(), String(control)).toBeGreaterThan(0);
      for (const one of await control.all()) {
        expect(await one.isVisible(), String(control)).toBe(false);
      }
    }
    // In the Copy page button's place, the page's Markdown, which holds every example's code.
    const markdown = page.getByRole('link', { name: 'View page as Markdown' });
    expect(await markdown.isVisible()).toBe(true);
    await markdown.click();
    await page.waitForURL(/\/components\/accordion\.md$/);
    const text = await page.locator('body').innerText();
    expect(text.split('\n')[0]).toBe('# Accordion');
    expect(text).toContain('<Accordion');
    await page.close();

    // With scripts on, none of this is in the page: the live page's own controls are.
    const live = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await live.goto(routeUrl('/components/accordion'));
    await waitForLiveSite(live);
    expect(await live.getByRole('link', { name: 'View page as Markdown' }).count()).toBe(0);
    expect(await live.getByRole('combobox', { name: 'Search the docs' }).isVisible()).toBe(true);
    expect(await live.getByRole('radio', { name: 'Dark' }).isVisible()).toBe(true);
    await live.close();
  });

  test('name their Markdown twin, which exists', async () => {
    for (const page of pages) {
      const html = readFileSync(
        path.join(siteDirectory, page.route.replace(/^\//, ''), 'index.html'),
        'utf8',
      );
      const base = /<base href="([^"]+)">/.exec(html)?.[1];
      const twin = /<link rel="alternate" type="text\/markdown"[^>]* href="([^"]+)">/.exec(
        html,
      )?.[1];
      expect(twin, page.route).toBeDefined();
      // Resolved as a browser does: against the base, against the page's own address.
      const address = new URL(twin ?? '', new URL(base ?? './', `http://site${page.route}/`));
      const file = path.join(siteDirectory, decodeURIComponent(address.pathname));
      expect(existsSync(file), `${page.route}: ${address.pathname}`).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^# \S/);
    }
    // And in a browser, on a nested route.
    const page = await noScript.newPage();
    await page.goto(routeUrl('/components/accordion'));
    const href = await page.evaluate(
      () =>
        document.querySelector<HTMLLinkElement>('link[rel="alternate"][type="text/markdown"]')
          ?.href,
    );
    expect(new URL(href ?? '').pathname).toBe('/components/accordion.md');
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect((await response.text()).split('\n')[0]).toBe('# Accordion');
    await page.close();
  });

  test('carry what crawlers and link previews read', async () => {
    const page = await noScript.newPage();
    await page.goto(routeUrl('/guides'));
    const meta = await page.evaluate(() => {
      const content = (selector: string) =>
        document.querySelector(selector)?.getAttribute('content') ?? null;
      return {
        description: content('meta[name="description"]'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        ogTitle: content('meta[property="og:title"]'),
        ogUrl: content('meta[property="og:url"]'),
        twitter: content('meta[name="twitter:card"]'),
        image: content('meta[property="og:image"]'),
        twitterImage: content('meta[name="twitter:image"]'),
        imageAlt: content('meta[property="og:image:alt"]'),
        preloads: document.querySelectorAll('link[rel="preload"][as="font"]').length,
      };
    });
    expect(meta.description?.length).toBeGreaterThan(40);
    expect(meta.canonical).toMatch(/\/guides$/);
    expect(meta.ogTitle).toBe(formatPageTitle('Guides'));
    expect(meta.ogUrl).toBe(meta.canonical);
    expect(meta.twitter).toBe('summary_large_image');
    // Link previews draw PNG, not SVG: the card is an image of the size they ask for, at the site.
    expect(meta.image).toBe(new URL('social-card.png', meta.canonical ?? '').href);
    expect(meta.twitterImage).toBe(meta.image);
    expect(meta.imageAlt).toMatch(/Tessera/);
    const card = readFileSync(path.join(siteDirectory, 'social-card.png'));
    expect(card.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([card.readUInt32BE(16), card.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(meta.preloads).toBeGreaterThan(0);
    await page.close();

    const sitemap = readFileSync(path.join(siteDirectory, 'sitemap.xml'), 'utf8');
    const robots = readFileSync(path.join(siteDirectory, 'robots.txt'), 'utf8');
    const open = pages.filter((entry) => !entry.locked);
    expect(sitemap.match(/<loc>/g)).toHaveLength(open.length);
    expect(sitemap).toContain('/components/accordion</loc>');
    expect(sitemap).not.toContain('/components/button</loc>');
    expect(robots).toMatch(/Sitemap: .*sitemap\.xml/);
  });

  test('locked pages show what the gate shows, never the licensed content', async () => {
    const locked = pages.find((entry) => entry.route === '/components/button');
    expect(locked?.locked).toBe(true);
    const page = await noScript.newPage();
    await page.goto(routeUrl('/components/button'));
    const content = await staticContent(page);
    expect(
      await page.locator('[data-prerender-docs] #storybook-docs h1').first().textContent(),
    ).toBe('Licensing');
    expect(content?.text).not.toContain('waiting');
    await page.close();
  });
});

describe("the reader's scheme", () => {
  test('shows the docs in dark before Storybook runs, for a reader who prefers dark', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      colorScheme: 'dark',
    });
    const page = await context.newPage();
    // The manager's runtime never arrives: what shows is the prerendered page alone.
    await page.route('**/sb-manager/runtime.js', () => {});
    await page.goto(routeUrl('/components/accordion'), { waitUntil: 'commit' });
    await page.locator('[data-prerender-scheme="dark"]').waitFor({ state: 'visible' });
    expect(await page.locator('[data-prerender-scheme="light"]').isVisible()).toBe(false);
    const docsScheme = await page.evaluate(
      () =>
        document
          .querySelector('[data-prerender-scheme="dark"]')
          ?.shadowRoot?.querySelector('#storybook-docs [data-tessera-scheme]')
          ?.getAttribute('data-tessera-scheme') ?? null,
    );
    expect(docsScheme).toBe('dark');
    await context.close();
  });

  test.each(['dark', 'light'] as const)(
    "follows a reader's %s system scheme with scripts off, frame and docs",
    async (scheme) => {
      const context = await noScriptContext(scheme);
      const page = await context.newPage();
      await page.goto(routeUrl('/components/accordion'));
      const other = scheme === 'dark' ? 'light' : 'dark';
      expect(await page.locator(`[data-prerender-scheme="${scheme}"]`).isVisible()).toBe(true);
      expect(await page.locator(`[data-prerender-scheme="${other}"]`).isVisible()).toBe(false);
      // The frame's colours: the page behind the sidebar and the top bar.
      const brightness = await page.evaluate(() => {
        const [r = 0, g = 0, b = 0] = (
          getComputedStyle(document.documentElement).backgroundColor.match(/\d+/g) ?? []
        ).map(Number);
        return (r + g + b) / 3;
      });
      expect(brightness > 128 ? 'light' : 'dark').toBe(scheme);
      await context.close();
    },
  );
});

describe('"Skip to content" on a prerendered page with scripts off', () => {
  test.each(['light', 'dark'] as const)(
    'is the first Tab stop and moves past the frame to the page, %s scheme',
    async (scheme) => {
      const context = await noScriptContext(scheme);
      const page = await context.newPage();
      await page.goto(routeUrl('/components/accordion'));
      await page.keyboard.press('Tab');
      const skip = page.locator('#tessera-top-bar [data-skip-link]');
      expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
      expect((await skip.boundingBox())?.width).toBeGreaterThan(80);
      await page.keyboard.press('Enter');
      await page.waitForURL(/#storybook-preview-wrapper$/);
      // The stops after it are in the page being read, not the top bar or the side panel.
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() =>
          document.getElementById('storybook-preview-wrapper')?.contains(document.activeElement),
        ),
      ).toBe(true);
      await context.close();
    },
  );
});

describe('sections of a prerendered page with scripts off', () => {
  test.each(['light', 'dark'] as const)(
    'an "On this page" entry brings its section to the top, %s scheme',
    async (scheme) => {
      const context = await noScriptContext(scheme);
      const page = await context.newPage();
      await page.goto(routeUrl('/components/accordion'));
      const docs = page.locator(`[data-prerender-scheme="${scheme}"]`);
      const heading = docs.locator('h2#props');
      const top = () => heading.evaluate((element) => element.getBoundingClientRect().top);
      expect(await top()).toBeGreaterThan(900);
      await docs.locator('[data-docs-toc] a', { hasText: 'Props' }).click();
      await page.waitForURL(/#props$/);
      await expect.poll(top).toBeGreaterThanOrEqual(0);
      expect(await top()).toBeLessThan(120);
      // The shown copy is the one on top: the heading is what the reader sees there.
      const hit = await heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const found = element.ownerDocument.elementFromPoint(box.x + 40, box.y + box.height / 2);
        return found?.closest('[data-prerender-scheme]')?.getAttribute('data-prerender-scheme');
      });
      expect(hit).toBe(scheme);
      // Opened with the section in its address, the page starts there too.
      await page.goto(routeUrl('/components/accordion') + '#motion');
      const motion = docs.locator('h2#motion');
      await expect
        .poll(() => motion.evaluate((element) => element.getBoundingClientRect().top))
        .toBeLessThan(120);
      await context.close();
    },
  );
});

describe('the sidebar of a prerendered page', () => {
  test('links every open entry to its page with scripts off, in the Tab order', async () => {
    const page = await noScript.newPage();
    await page.goto(routeUrl('/guides'));
    const entry = (id: string) =>
      page.locator(`#tessera-prerender [data-item-id="${id}"] > :is(a, button)`);
    // Components are collapsed on this page: each opens its docs page.
    for (const [id, route] of [
      ['components-alert', '/components/alert'],
      ['components-avatar', '/components/avatar'],
      ['get-started-licensing--docs', '/licensing'],
    ] as const) {
      const link = entry(id);
      expect(await link.evaluate((element) => element.tagName), id).toBe('A');
      expect(await link.getAttribute('href'), id).toMatch(new RegExp(`${route}$`));
      expect(await link.getAttribute('tabindex'), id).toBeNull();
    }
    // A gated component stays what the live sidebar shows: disabled, not a way in.
    const gated = pages.find(
      (candidate) => candidate.locked && candidate.route.startsWith('/components/'),
    );
    if (gated) {
      const id = gated.id.replace(/--docs$/, '');
      expect(await entry(id).evaluate((element) => element.tagName)).toBe('BUTTON');
    }
    await entry('components-alert').click();
    await page.waitForURL(/\/components\/alert\/?$/);
    await page.close();
  });

  test('opens from the top bar on a phone with scripts off, the Tab stop after the skip link', async () => {
    // A phone-width page has no side panel, and the top bar's menu needs scripts.
    const context = await browser.newContext({
      viewport: { width: 390, height: 800 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    // At the page's canonical address, the form every link and the sitemap use.
    await page.goto(`${site.url}/components/accordion`);
    // Opening and closing the menu changes the fragment only: no page is loaded again.
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads.push(request.url());
    });
    const guides = page.locator('#storybook-sidebar-region a[href$="/guides"]').first();
    // Whether a press on the entry reaches it (the captured sidebar is in the page, under it).
    const reachable = () =>
      guides.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return box.height > 0 && link.contains(hit);
      });
    expect(await reachable()).toBe(false);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Tab');
    const menu = page.getByRole('link', { name: 'Open menu' });
    await expect.poll(() => menu.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(reachable).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/components/accordion');
    // Open, the menu link gives way to one that closes it, in the same place.
    const close = page.getByRole('link', { name: 'Close menu' });
    expect(await menu.isVisible()).toBe(false);
    expect(await close.boundingBox()).toMatchObject({ x: 6, y: 12, width: 34, height: 34 });
    await close.click();
    await expect.poll(reachable).toBe(false);
    expect(await close.isVisible()).toBe(false);
    expect(await menu.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/components/accordion');
    await menu.click();
    await expect.poll(reachable).toBe(true);
    expect(loads).toEqual([]);
    await guides.click();
    await page.waitForURL(/\/guides\/?$/);
    // The menu and search buttons that need scripts are not offered.
    expect(await page.getByRole('button', { name: 'Search pages' }).isVisible()).toBe(false);
    await context.close();
  });

  test('keeps its title through the takeover, on the landing page too', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    for (const [route, label] of [
      ['/', 'Introduction'],
      ['/components/accordion', 'Accordion'],
    ] as const) {
      const html = readFileSync(
        path.join(siteDirectory, route.replace(/^\//, ''), 'index.html'),
        'utf8',
      );
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], route).toBe(formatPageTitle(label));
      await page.goto(routeUrl(route));
      await waitForLiveSite(page);
      // The live page has rendered its docs by the takeover and set its own title by now.
      await page.waitForTimeout(300);
      expect(await page.title(), route).toBe(formatPageTitle(label));
    }
    await context.close();
  });

  test('moves through its entries with the arrow keys after the takeover', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(routeUrl('/guides'));
    await waitForLiveSite(page);
    const highlighted = () =>
      page.locator('[data-highlighted-item-id]').first().getAttribute('data-highlighted-item-id');
    expect(await highlighted()).toBe('get-started-guides--docs');
    // The tree is the Tab stop after the search box, and shows a focus ring.
    await page.locator('.tessera-search__input').focus();
    await page.keyboard.press('Tab');
    const tree = await page.evaluate(() => {
      const focused = document.activeElement;
      return { id: focused?.id, outline: focused ? getComputedStyle(focused).outlineStyle : '' };
    });
    expect(tree).toEqual({ id: 'storybook-explorer-menu', outline: 'solid' });
    await page.keyboard.press('ArrowDown');
    await expect.poll(highlighted).toBe('get-started-licensing--docs');
    await page.keyboard.press('ArrowDown');
    await expect.poll(highlighted).toBe('components-accordion');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/components\/accordion\/?$/);
    // The entry highlighted when the page was captured keeps no highlight of its own.
    await page.waitForTimeout(300);
    const guidesBackground = await page
      .locator('#root [data-item-id="get-started-guides--docs"]')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(guidesBackground).toBe('rgba(0, 0, 0, 0)');
    expect(await page.locator('style[data-prerender-frame]').count()).toBe(0);
    await context.close();
  });

  test("draws its frame and docs in the live page's colours, in both schemes", async () => {
    // The frame is captured once, in light. Storybook paints some of it from its theme object
    // (type icons, chevrons, the selected row, the sidebar's edge), which the live manager
    // re-creates per scheme; the prerendered copy takes those from the scheme's variables.
    // Every visible element's background, drawn borders, and the colour of its own text or
    // icon, one by one. The docs likewise: the preview's rules for its scheme are the host's.
    const colours = (page: Page, layer: string) =>
      page.evaluate((layer) => {
        const shown = (element: Element) => {
          const box = element.getBoundingClientRect();
          if (!box.width || !box.height) return false;
          for (let node: Element | null = element; node; node = node.parentElement) {
            const style = getComputedStyle(node);
            if (style.opacity === '0' || style.visibility === 'hidden') return false;
          }
          return true;
        };
        const read: Record<string, string> = {};
        const edge = document.querySelector(`${layer} div:has(> div > #storybook-sidebar-region)`);
        const elements = document.querySelectorAll(
          `${layer} #storybook-sidebar-region *, ${layer} #tessera-top-bar *`,
        );
        for (const element of [...(edge ? [edge] : []), ...elements]) {
          if (element.closest('.tessera-search') || !shown(element)) continue;
          const style = getComputedStyle(element);
          const parts: string[] = [];
          if (style.backgroundColor !== 'rgba(0, 0, 0, 0)')
            parts.push(`background ${style.backgroundColor}`);
          const ownText = [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          );
          if (ownText || element.tagName === 'svg') parts.push(`colour ${style.color}`);
          for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
            if (
              parseFloat(style[`border${side}Width`]) > 0 &&
              style[`border${side}Style`] !== 'none'
            )
              parts.push(`${side} border ${style[`border${side}Color`]}`);
          }
          if (!parts.length) continue;
          // An open entry is a link in the prerendered sidebar and a button in the live one.
          const tag = element.tagName === 'A' ? 'BUTTON' : element.tagName;
          const item = element.closest('[data-item-id]')?.getAttribute('data-item-id');
          const key = [
            item ?? element.closest('[id]')?.id ?? '',
            tag,
            element.getAttribute('type') ?? '',
            element.getAttribute('aria-label') ?? '',
            (element.textContent ?? '').trim().slice(0, 30),
          ].join(' ');
          read[key] = parts.join(', ');
        }
        return read;
      }, layer);
    // Accordion: a component's entry open, its stories listed, the Docs row selected; the landing
    // page: a title that inherits the page's text colour.
    const cases = ['/components/accordion', '/'].flatMap((route) =>
      (['dark', 'light'] as const).map((colorScheme) => ({ route, colorScheme })),
    );
    for (const { route, colorScheme } of cases) {
      const label = `${route} ${colorScheme}`;
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        colorScheme,
      });
      const page = await context.newPage();
      // The prerendered page alone first: the manager's runtime is held back.
      const { release, tookOver } = await holdTakeover(page);
      await page.goto(routeUrl(route), { waitUntil: 'commit' });
      await page.locator(`[data-prerender-scheme="${colorScheme}"]`).waitFor({ state: 'visible' });
      const prerendered = await colours(page, '#tessera-prerender');
      const prerenderedDocs = await page.evaluate(readDocsColours, 'static' as const);
      release();
      await tookOver();
      // Storybook's own theme has turned to the scheme by now.
      await page.waitForTimeout(300);
      const live = await colours(page, '#root');
      const preview = await (await page.$('#storybook-preview-iframe'))!.contentFrame();
      const liveDocs = await preview!.evaluate(readDocsColours, 'live' as const);
      const compare = (before: Record<string, string>, after: Record<string, string>) => {
        const both = Object.keys(before).filter((key) => key in after);
        const differing = both
          .filter((key) => before[key] !== after[key])
          .map((key) => `${key}: ${before[key]} before, ${after[key]} live`);
        return { compared: both.length, differing };
      };
      // Most of the frame is compared (the sidebar's rows, icons and headings, the top bar),
      // and the docs column's text, code and table.
      const frame = compare(prerendered, live);
      expect(frame.compared, label).toBeGreaterThan(60);
      expect(frame.differing, label).toEqual([]);
      const docsColumn = compare(prerenderedDocs, liveDocs);
      expect(docsColumn.compared, label).toBeGreaterThan(40);
      expect(docsColumn.differing, label).toEqual([]);
      await context.close();
    }
  });

  test("entered with another entry's Storybook address, never shows its own entry as current", async () => {
    for (const asked of [
      '/docs/components-accordion--docs',
      '/story/components-accordion--default',
    ]) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const painted: string[][] = [];
      // What the home page's copy marks as current at each frame while the body arrives.
      await page.addInitScript(() => {
        const seen: string[][] = [];
        (window as unknown as { painted: string[][] }).painted = seen;
        const sample = () => {
          const layer = document.getElementById('tessera-prerender');
          if (layer && getComputedStyle(layer).display !== 'none')
            seen.push(
              [...layer.querySelectorAll('[data-selected="true"]')].map(
                (item) => item.getAttribute('data-item-id') ?? '',
              ),
            );
          if (document.readyState === 'loading') requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await page.route('**/sb-manager/runtime.js', () => {});
      await page.goto(`${site.url}/?path=${asked}`, { waitUntil: 'commit' });
      await page.locator('#root').waitFor({ state: 'attached' });
      expect(
        await page.evaluate(() =>
          document.documentElement.hasAttribute('data-prerender-elsewhere'),
        ),
        asked,
      ).toBe(true);
      painted.push(
        ...(await page.evaluate(() => (window as unknown as { painted: string[][] }).painted)),
      );
      expect(painted.flat(), asked).not.toContain('get-started-introduction--docs');
      await context.close();
    }
  });
});

describe('the live site takes over', () => {
  test('in place: same route, scroll kept, typed search kept, no layout shift, no errors', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The reader acts on the prerendered page first.
    const { release, tookOver } = await holdTakeover(page);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    });
    // Only the page's commit: DOMContentLoaded waits for the module scripts held back above.
    await page.goto(routeUrl('/components/accordion'), { waitUntil: 'commit' });
    const host = page.locator('[data-prerender-docs]');
    await host.waitFor({ state: 'visible' });
    // The whole page is parsed (a docs copy still arriving is too short to scroll that far).
    await page.waitForFunction(() => document.readyState !== 'loading');
    const staticScroll = await page.evaluate(() => {
      const scroller = document
        .querySelector('[data-prerender-scheme="light"]')
        ?.shadowRoot?.querySelector('.sb-prerender-body');
      scroller?.scrollTo(0, 600);
      return scroller?.scrollTop;
    });
    expect(staticScroll).toBe(600);
    // A search typed into the static sidebar before the live site is ready.
    await page.locator('#tessera-prerender .tessera-search__input').fill('chunkSize');
    release();
    await tookOver();
    expect(await page.locator('#tessera-prerender').count()).toBe(0);
    await expect
      .poll(() => page.locator('.tessera-search__input').inputValue(), { timeout: 30_000 })
      .toBe('chunkSize');
    expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe('/components/accordion');
    const liveScroll = await page
      .frameLocator('#storybook-preview-iframe')
      .locator('html')
      .evaluate(() => window.scrollY);
    expect(Math.abs(liveScroll - 600)).toBeLessThanOrEqual(2);
    const cls = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
    expect(cls).toBeLessThan(0.05);
    // The live manager draws in the product font, from the faces the page defines as files.
    const interFaces = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replace(/["']/g, '') === 'Inter Variable')
        .map((face) => face.status),
    );
    expect(interFaces).toContain('loaded');
    const sidebarFont = await page
      .locator('#storybook-explorer-tree')
      .evaluate((tree) => getComputedStyle(tree).fontFamily);
    expect(sidebarFont).toMatch(/^"?Inter Variable"?/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the prerendered frame while the live manager starts under it', () => {
  // Both copies of the site's ids are in the page then, and an id names the first element that
  // has it: the live copy, hidden and inert until the takeover. A rendered label of the frame (a
  // landmark's, a field's) must name the frame's own element.
  /** The Accordion page whose live docs never arrive, so the frame stays over the manager. */
  async function openWithoutLiveDocs(colorScheme: 'light' | 'dark' = 'light') {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      colorScheme,
    });
    const page = await context.newPage();
    await page.route('**/iframe.html*', () => {});
    await page.goto(routeUrl('/components/accordion'), { waitUntil: 'commit' });
    return { context, page };
  }

  test('keeps its labels to its own elements', async () => {
    const { context, page } = await openWithoutLiveDocs();
    await page.locator('#root #storybook-explorer-tree').waitFor({ state: 'attached' });
    const strays = await page.evaluate(() => {
      const layer = document.getElementById('tessera-prerender');
      if (!layer) return ['the frame has gone'];
      const found: string[] = [];
      const naming = ['for', 'aria-labelledby', 'aria-describedby'];
      for (const element of layer.querySelectorAll(naming.map((name) => `[${name}]`).join())) {
        // A label that is not rendered names nothing for anyone.
        if (!element.checkVisibility()) continue;
        for (const name of naming) {
          for (const id of (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean)) {
            const target = document.getElementById(id);
            if (!target || !layer.contains(target)) {
              found.push(`${element.tagName.toLowerCase()}[${name}="${id}"]`);
            }
          }
        }
      }
      return found;
    });
    expect(strays).toEqual([]);
    await context.close();
  });

  test("keeps Tab and assistive technology on the frame, off the live shell's controls under it", async () => {
    const { context, page } = await openWithoutLiveDocs();
    // The live shell's top bar goes into the body before #root, the loading bar after the layer.
    await page.locator('body > #tessera-shell').waitFor({ state: 'attached' });
    await page.locator('body > #tessera-loading-bar').waitFor({ state: 'attached' });
    const uncovered = await page.evaluate(() =>
      [...document.body.children]
        .filter((element) => !['SCRIPT', 'STYLE', 'LINK'].includes(element.tagName))
        .filter((element) => element.id !== 'tessera-prerender' && !element.closest('[inert]'))
        .map((element) => element.id || element.tagName),
    );
    expect(uncovered).toEqual([]);
    const stops: boolean[] = [];
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() =>
          Boolean(document.getElementById('tessera-prerender')?.contains(document.activeElement)),
        ),
      );
    }
    expect(stops).toEqual([true, true, true, true, true, true]);
    await context.close();

    // Once the live site has taken over, its shell is the page's and takes the keyboard.
    const live = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await live.goto(routeUrl('/components/accordion'));
    await waitForLiveSite(live);
    expect(await live.evaluate(() => document.querySelectorAll('body [inert]').length)).toBe(0);
    await live.keyboard.press('Tab');
    expect(
      await live.evaluate(() => document.activeElement?.matches('#tessera-shell [data-skip-link]')),
    ).toBe(true);
    await live.close();
  });

  test.each(['light', 'dark'] as const)(
    '"Skip to content" moves to the heading of the page being read, %s scheme',
    async (colorScheme) => {
      const { context, page } = await openWithoutLiveDocs(colorScheme);
      // The live manager's wrapper, which the link's fragment names too, is in the page.
      await page.locator('#root #storybook-preview-wrapper').waitFor({ state: 'attached' });
      await page.keyboard.press('Tab');
      const skip = page.locator('#tessera-prerender [data-skip-link]');
      expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      // Focus is in the shown scheme's copy of the docs, on its heading, and the next Tab stop
      // is in that page too, not the top bar again.
      const focused = () =>
        page.evaluate(() => {
          const host = document.activeElement;
          const layer = document.getElementById('tessera-prerender');
          const inner = host?.shadowRoot?.activeElement;
          return {
            scheme: host?.getAttribute('data-prerender-scheme') ?? null,
            inLayer: Boolean(layer && host && layer.contains(host)),
            tag: inner?.tagName.toLowerCase() ?? null,
            text: inner?.textContent?.trim().slice(0, 40) ?? null,
          };
        });
      expect(await focused()).toEqual({
        scheme: colorScheme,
        inLayer: true,
        tag: 'h1',
        text: 'Accordion',
      });
      await page.keyboard.press('Tab');
      const next = await focused();
      expect(next).toMatchObject({ scheme: colorScheme, inLayer: true });
      expect(next.tag).not.toBe('h1');
      await context.close();
    },
  );
});

describe('a press made before the hand-over', () => {
  /** The Accordion page at a window size, its live manager held back. */
  async function openHeld(width: number, height: number, permissions: string[] = []) {
    const context = await browser.newContext({ viewport: { width, height }, permissions });
    const page = await context.newPage();
    const held = await holdTakeover(page);
    await page.goto(routeUrl('/components/accordion'), { waitUntil: 'commit' });
    return { context, page, ...held };
  }

  test('reaches the same control of the live example', async () => {
    const { context, page, release, tookOver } = await openHeld(1440, 900);
    const example = page.locator('[data-prerender-scheme="light"] .docs-story').first();
    const trigger = example.locator('button[aria-expanded]').first();
    await trigger.waitFor({ state: 'visible' });
    const [label, expandedBefore] = await trigger.evaluate((button) => [
      button.textContent ?? '',
      button.getAttribute('aria-expanded'),
    ]);
    await trigger.click();
    release();
    await tookOver();
    const live = page
      .frameLocator('#storybook-preview-iframe')
      .locator('#storybook-docs .docs-story')
      .first()
      .locator('button[aria-expanded]')
      .first();
    await expect.poll(() => live.textContent()).toBe(label);
    await expect
      .poll(() => live.getAttribute('aria-expanded'))
      .toBe(expandedBefore === 'true' ? 'false' : 'true');
    await context.close();
  });

  test('on the top bar reaches the live top bar: schemes, the side panel, the last choice wins', async () => {
    const { context, page, release, tookOver } = await openHeld(1440, 900);
    const bar = page.locator('#tessera-prerender #tessera-top-bar');
    const panel = bar.getByRole('button', { name: 'Collapse side panel' });
    await panel.waitFor({ state: 'visible' });
    const shown = () =>
      page.evaluate(() => {
        const scheme = document.documentElement.dataset.siteScheme ?? '';
        const copy = document.querySelector(
          `#tessera-prerender [data-prerender-scheme="${scheme}"]`,
        );
        const scroller = copy?.shadowRoot?.querySelector('.sb-prerender-body');
        return {
          scheme,
          visible: Boolean(copy?.checkVisibility({ visibilityProperty: true })),
          top: Math.round(scroller?.scrollTop ?? -1),
          stored: localStorage.getItem('tessera.colorScheme'),
        };
      });
    await bar.getByRole('radio', { name: 'Light' }).click();
    expect(await shown()).toMatchObject({ scheme: 'light', visible: true, stored: 'light' });
    await page.evaluate(() => {
      const copy = document.querySelector('#tessera-prerender [data-prerender-scheme="light"]');
      copy!.shadowRoot!.querySelector('.sb-prerender-body')!.scrollTop = 600;
    });
    // The arrow keys choose on the frame's switch too (Light, Dark, System).
    await page.keyboard.press('ArrowRight');
    // The choice shows at once, the dark copy at the same place.
    expect(await shown()).toEqual({ scheme: 'dark', visible: true, top: 600, stored: 'dark' });
    expect(await bar.getByRole('radio', { name: 'Dark' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // Three presses of a toggle: the second undoes the first.
    await panel.click();
    await panel.click();
    await panel.click();
    release();
    await tookOver();
    const liveBar = page.locator('#tessera-shell #tessera-top-bar');
    await expect
      .poll(() => liveBar.getByRole('radio', { name: 'Dark' }).getAttribute('aria-checked'))
      .toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.siteScheme))
      .toBe('dark');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.siteNav))
      .toBe('rail');
    expect(await liveBar.getByRole('button', { name: 'Expand side panel' }).count()).toBe(1);
    // The pressed button had focus, and its live self has it now.
    expect(
      await page.evaluate(
        () => document.activeElement?.getAttribute('aria-controls') === 'storybook-sidebar-region',
      ),
    ).toBe(true);
    await context.close();
  });

  test("on a phone's menu button opens the live menu, pressed from the keyboard", async () => {
    const { context, page, release, tookOver } = await openHeld(390, 844);
    const menu = page.locator('#tessera-prerender #tessera-top-bar').getByRole('button', {
      name: 'Open menu',
    });
    await menu.waitFor({ state: 'visible' });
    await menu.focus();
    await page.keyboard.press('Enter');
    release();
    await tookOver();
    await expect.poll(() => page.locator('#tessera-mobile-menu').isVisible()).toBe(true);
    expect(
      await page
        .locator('#tessera-shell #tessera-top-bar [aria-controls="tessera-mobile-menu"]')
        .getAttribute('aria-expanded'),
    ).toBe('true');
    // As when the live button is pressed, focus moves into the menu.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Boolean(document.getElementById('tessera-mobile-menu')?.contains(document.activeElement)),
        ),
      )
      .toBe(true);
    await context.close();
  });

  test("on the sidebar and the docs' own controls reaches the same live control", async () => {
    const { context, page, release, tookOver } = await openHeld(1440, 900, [
      'clipboard-read',
      'clipboard-write',
    ]);
    // "Expand all" stands once per group: the second group's is pressed.
    const expandAll = page.locator(
      '#tessera-prerender #storybook-sidebar-region [data-action="expand-all"]',
    );
    await expandAll.nth(1).waitFor({ state: 'attached' });
    await expandAll.nth(1).focus();
    await page.keyboard.press('Enter');
    // A props table's link button, outside the examples.
    const copyLink = page
      .locator('[data-prerender-scheme="light"]')
      .getByRole('button', { name: 'Copy link to items' });
    await copyLink.click();
    release();
    await tookOver();
    const liveExpandAll = page.locator(
      '#root #storybook-sidebar-region [data-action="expand-all"]',
    );
    await expect.poll(() => liveExpandAll.nth(1).getAttribute('data-expanded')).toBe('true');
    expect(await liveExpandAll.nth(0).getAttribute('data-expanded')).toBe('false');
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/\/components\/accordion#prop-items$/);
    await context.close();
  });
});

/**
 * The sidebar's rows in order: each entry's id, and whether it is the selected one, the one the
 * keyboard's highlight is on, or an open group. Read from the prerendered copy (`static`) or
 * from the live manager (`live`). Self-contained, as Playwright runs it in the page.
 */
function readSidebar(source: 'static' | 'live') {
  const scope = source === 'static' ? '#tessera-prerender [data-prerender-root]' : '#root';
  const tree = document.querySelector(`${scope} #storybook-explorer-tree`);
  if (!tree) return null;
  const highlighted = tree.getAttribute('data-highlighted-item-id');
  return [...tree.querySelectorAll('[data-item-id]')].map((item) => {
    const marks = [item.getAttribute('data-item-id') ?? ''];
    if (item.getAttribute('data-selected') === 'true') marks.push('selected');
    if (item.getAttribute('data-item-id') === highlighted) marks.push('highlighted');
    const toggle = item.matches('[aria-expanded]') ? item : item.querySelector('[aria-expanded]');
    if (toggle?.getAttribute('aria-expanded') === 'true') marks.push('open');
    return marks.join(' ');
  });
}

describe('prerendered pages stay true to the live pages', () => {
  test("show the sidebar a fresh load of the entry's address shows: the same rows, selection, highlight and open groups", async () => {
    // Open pages and locked ones (whose frames are read by a manager of their own), at the start,
    // nested and at the end of the index.
    const routes = [
      '/',
      '/components/accordion',
      '/components/breadcrumbs',
      '/components/checkbox/switch',
      '/components/navigation/innerlayout',
      '/layout/article',
    ];
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    const differences: string[] = [];
    for (const route of routes) {
      const entry = pages.find((candidate) => candidate.route === route);
      expect(entry, route).toBeDefined();
      if (!entry) continue;
      const staticPage = await noScript.newPage();
      await staticPage.goto(routeUrl(route));
      const prerendered = await staticPage.evaluate(readSidebar, 'static' as const);
      await staticPage.close();
      const live = await context.newPage();
      await live.goto(`${site.url}/manager.html?path=/docs/${entry.id}`);
      const shownId = entry.locked ? licensingDocsId : entry.id;
      await live.waitForFunction(
        ([shown, asked]) =>
          document.querySelector(`#root [data-item-id="${shown}"][data-selected="true"]`) &&
          document.querySelector(`#root [data-item-id="${asked}"]`),
        [shownId, entry.id],
        { timeout: pageWait },
      );
      // The sidebar has settled once the preview has shown the entry.
      await live
        .frameLocator('#storybook-preview-iframe')
        .locator('#storybook-docs h1')
        .first()
        .waitFor({ timeout: pageWait });
      const current = await live.evaluate(readSidebar, 'live' as const);
      await live.close();
      if (JSON.stringify(prerendered) !== JSON.stringify(current))
        differences.push(`${route}: ${JSON.stringify(prerendered)} ≠ ${JSON.stringify(current)}`);
    }
    expect(differences).toEqual([]);
    await context.close();
  }, 180_000);

  test("link the sidebar's stories to the page they are read on", () => {
    // A story has no page of its own: its link is the page's route with the story's Storybook
    // address, which the live site opens (a locked story lands on Licensing).
    for (const page of pages) {
      const html = readFileSync(
        path.join(siteDirectory, page.route.replace(/^\//, ''), 'index.html'),
        'utf8',
      );
      const here = page.route === '/' ? '/' : page.route;
      const elsewhere = [...html.matchAll(/href="([^"]*)\?path=\/story\/[^"]*"/g)]
        .map((match) => match[1])
        .filter((pathname) => pathname !== here);
      expect(elsewhere, page.route).toEqual([]);
    }
  });

  test('same headings in the same order, same text, same links, same number of examples', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const live = await context.newPage();
    const staticPage = await noScript.newPage();
    const differences: string[] = [];
    // What the preview renders for a docs entry. Every locked entry shows Licensing, the same
    // document whichever entry asked, so each entry the preview shows is rendered once.
    const liveColumns = new Map<string, ReturnType<typeof readDocsColumn>>();
    const liveColumn = async (shownId: string) => {
      if (liveColumns.has(shownId)) return liveColumns.get(shownId)!;
      await live.goto(`${site.url}/iframe.html?viewMode=docs&id=${shownId}`);
      await live.locator('#storybook-docs h1').first().waitFor({ timeout: pageWait });
      await live.waitForFunction(
        () =>
          [...document.querySelectorAll('#storybook-docs .docs-story')].every(
            (story) => story.querySelector('.sb-story, [data-story-root]')?.firstElementChild,
          ),
        null,
        { timeout: pageWait },
      );
      const column = await live.evaluate(readDocsColumn, 'live' as const);
      liveColumns.set(shownId, column);
      return column;
    };
    for (const entry of pages) {
      await staticPage.goto(routeUrl(entry.route));
      const prerendered = await staticContent(staticPage);
      const shownId = entry.locked ? licensingDocsId : entry.id;
      const current = await liveColumn(shownId);
      if (!prerendered) {
        differences.push(`${entry.route}: no prerendered docs`);
        continue;
      }
      if (!current) {
        differences.push(`${entry.route}: no live docs`);
        continue;
      }
      if (JSON.stringify(prerendered.headings) !== JSON.stringify(current.headings))
        differences.push(
          `${entry.route}: headings ${JSON.stringify(prerendered.headings)} ≠ ${JSON.stringify(current.headings)}`,
        );
      if (prerendered.examples !== current.examples)
        differences.push(`${entry.route}: ${prerendered.examples} examples ≠ ${current.examples}`);
      if (prerendered.text !== current.text) differences.push(`${entry.route}: text differs`);
      const staticLinks = prerendered.links.map((href) =>
        linkTarget(href, routeUrl(entry.route), entry.id),
      );
      const liveLinks = current.links.map((href) =>
        linkTarget(href, `${site.url}/iframe.html?viewMode=docs&id=${shownId}`, entry.id),
      );
      if (JSON.stringify(staticLinks) !== JSON.stringify(liveLinks))
        differences.push(
          `${entry.route}: links ${JSON.stringify(staticLinks)} ≠ ${JSON.stringify(liveLinks)}`,
        );
    }
    expect(differences).toEqual([]);
    await context.close();
  }, 600_000);
});

/**
 * The contrast ratio of an element's text with the first painted background behind it.
 * Self-contained, as Playwright runs it in the page.
 */
function textContrast(element: Element): number {
  const channels = (color: string) =>
    (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const value = Number(part) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = channels(color);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  let background = '';
  for (let node: Element | null = element; node && !background; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor;
    if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') background = color;
  }
  background ||= getComputedStyle(document.documentElement).backgroundColor;
  const [lighter, darker] = [luminance(getComputedStyle(element).color), luminance(background)]
    .sort((a, b) => b - a)
    .map((value) => value + 0.05) as [number, number];
  return lighter / darker;
}

describe("the prerendered frame shows the reader's stored choices from its first paint", () => {
  async function openStatic(stored: Record<string, string>) {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      colorScheme: 'light',
    });
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, stored);
    const page = await context.newPage();
    // The manager's runtime never arrives: what shows is the prerendered page alone.
    await page.route('**/sb-manager/runtime.js', () => {});
    await page.goto(`${site.url}/components/accordion`, { waitUntil: 'commit' });
    await page.locator('#tessera-prerender [data-scheme-switch]').waitFor({ state: 'attached' });
    return { page, context };
  }

  test('a collapsed side panel is its rail, and the stored scheme is the checked choice', async () => {
    const { page, context } = await openStatic({
      'tessera.sidePanel': 'collapsed',
      'tessera.colorScheme': 'dark',
    });
    expect(await page.evaluate(() => document.documentElement.dataset.siteNav)).toBe('rail');
    expect(await page.locator('#tessera-prerender #tessera-rail').isVisible()).toBe(true);
    // The docs start beside the 46 px rail, where the live page shows them.
    const docsLeft = await page.evaluate(
      () =>
        document
          .querySelector('#tessera-prerender [data-prerender-scheme="dark"]')!
          .getBoundingClientRect().left,
    );
    expect(docsLeft).toBeLessThan(60);
    const checked = page.locator(
      '#tessera-prerender [data-scheme-switch] [role="radio"][aria-checked="true"]',
    );
    expect(await checked.getAttribute('aria-label')).toBe('Dark');
    await context.close();
  });

  test.each(['dark', 'light'] as const)(
    'locked sidebar entries read at 4.5:1 or more in the %s scheme',
    async (scheme) => {
      const { page, context } = await openStatic({ 'tessera.colorScheme': scheme });
      const ratios = await page.evaluate((measure) => {
        const contrast = new Function(`return (${measure})`)() as (element: Element) => number;
        return [...document.querySelectorAll('#tessera-prerender [data-license-gated]')].map(
          contrast,
        );
      }, textContrast.toString());
      expect(ratios.length).toBeGreaterThan(0);
      expect(Math.min(...ratios)).toBeGreaterThanOrEqual(4.5);
      await context.close();
    },
  );
});

describe('in-page links of the prerendered page', () => {
  test("write the section after the page's route and stay on the page", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.route('**/sb-manager/runtime.js', () => {});
    await page.goto(`${site.url}/components/accordion`, { waitUntil: 'commit' });
    const docs = page.locator('[data-prerender-scheme="light"] .sb-prerender-body');
    await docs.waitFor();
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await docs
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Motion' })
      .click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).hash)
      .toBe('/components/accordion#motion');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
      true,
    );
    await expect.poll(() => docs.evaluate((node) => node.scrollTop)).toBeGreaterThan(0);
    await context.close();
  });
});
