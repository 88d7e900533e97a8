/**
 * The docs pages as Markdown on the built site: each page's `.md` twin holds what the live page
 * shows (headings, code, props), the search data points at the anchors the live page uses,
 * `llms.txt` lists every open page and nothing of a locked one, and the "Copy page as Markdown"
 * button copies the twin and says so.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { isLockedPage, pageLocation } from '../../.storybook/content/pagePaths';
import type { SearchData } from '../../.storybook/content/searchData';
import { licenseNotice } from '../../.storybook/site/license';
import { launchChromium, waitForLiveSite } from './browser';
import { serveDirectory, type StaticSite } from './staticServer';

const root = path.resolve(__dirname, '../..');
const siteDirectory = path.join(root, 'storybook-static');

interface IndexEntry {
  id: string;
  type: string;
  title: string;
  importPath: string;
}

// Page loads on a busy shared machine take tens of seconds; the steps have their own limits.
vi.setConfig({ testTimeout: 300_000 });

let browser: Browser;
let site: StaticSite;
let docsEntries: IndexEntry[];

beforeAll(async () => {
  if (!existsSync(path.join(siteDirectory, 'llms.txt'))) {
    throw new Error(`${siteDirectory} has no llms.txt: build the site first (npm test does).`);
  }
  const index = JSON.parse(readFileSync(path.join(siteDirectory, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  docsEntries = Object.values(index.entries).filter((entry) => entry.type === 'docs');
  browser = await launchChromium();
  site = await serveDirectory(siteDirectory);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function fetchText(sitePath: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${site.url}${sitePath}`);
  return { status: response.status, text: await response.text() };
}

const previewFrame = (page: Page) => page.frameLocator('#storybook-preview-iframe');

interface LivePage {
  headings: { id: string; text: string }[];
  code: string[];
  props: string[];
}

/** What the live docs page shows: its h2/h3 headings with ids, its code blocks, its props. */
async function readLivePage(page: Page, docsId: string): Promise<LivePage> {
  await page.goto(`${site.url}/?path=/docs/${docsId}`, {
    waitUntil: 'domcontentloaded',
    timeout: 120_000,
  });
  await waitForLiveSite(page);
  const frame = previewFrame(page);
  await frame.locator('[data-docs-content] h2').first().waitFor({ timeout: 120_000 });
  await frame.locator('[data-docs-content] pre, [data-docs-content] code').first().waitFor();
  return frame.locator('[data-docs-content]').evaluate((content) => {
    const outside = '.docs-story *, .sb-story *, [data-story-root] *';
    const headings = [...content.querySelectorAll<HTMLElement>('h2, h3')]
      .filter((heading) => !heading.matches(outside) && !heading.closest('.sb-unstyled'))
      .map((heading) => ({ id: heading.id, text: (heading.textContent ?? '').trim() }));
    const code = [...content.querySelectorAll<HTMLElement>('.sb-unstyled pre')]
      .filter((block) => !block.matches(outside))
      .map((block) => block.innerText);
    const props = [...content.querySelectorAll<HTMLElement>('[id^="prop-"]')].map((entry) =>
      entry.id.slice('prop-'.length),
    );
    return { headings, code, props };
  });
}

describe('Markdown twins', () => {
  test('every docs page has a twin at its route plus .md', async () => {
    expect(docsEntries.length).toBeGreaterThan(40);
    for (const entry of docsEntries) {
      const { status, text } = await fetchText(pageLocation(entry.id).markdownPath);
      expect(status, entry.id).toBe(200);
      expect(text, entry.id).toMatch(/^# /);
    }
    expect((await fetchText('/index.md')).text).toMatch(/^# Tessera\n/);
  });

  test.each([
    ['components-accordion--docs', '/components/accordion.md'],
    ['components-avatar--docs', '/components/avatar.md'],
    ['get-started-guides--docs', '/guides.md'],
  ])('%s: the twin holds the headings, code and props the page shows', async (docsId, twin) => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(120_000);
    const live = await readLivePage(page, docsId);
    await page.close();
    const { text: markdown } = await fetchText(twin);

    expect(live.headings.length).toBeGreaterThan(2);
    for (const heading of live.headings) {
      expect(markdown, heading.text).toMatch(new RegExp(`^#{2,3} ${escape(heading.text)}$`, 'm'));
    }
    expect(live.code.length).toBeGreaterThan(0);
    for (const block of live.code) {
      // The live block starts each line with its line number.
      const firstLine = block
        .split('\n')
        .find((line) => line.trim() !== '')!
        .replace(/^\d+/, '')
        .trim();
      expect(markdown, firstLine).toContain(firstLine);
    }
    expect(markdown).toMatch(/^```(tsx|sh|bash)$/m);
    for (const prop of live.props) {
      expect(markdown, prop).toMatch(new RegExp(`^\\| \`${escape(prop)}\``, 'm'));
    }
    if (docsId !== 'get-started-guides--docs') {
      expect(live.props.length).toBeGreaterThan(2);
      expect(markdown).toContain('| Prop | Type | Default | Description |');
    }

    // Search points at the ids the live page gives its headings.
    const data = JSON.parse((await fetchText('/search-index.json')).text) as SearchData;
    const pageIndex = data.pages.findIndex((entry) => entry.id === docsId);
    const anchors = data.records
      .filter(([index, kind]) => index === pageIndex && kind === 1)
      .map(([, , anchor]) => anchor);
    expect(anchors).toEqual(live.headings.map((heading) => heading.id));
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A sentence of a locked page's own text, from its MDX source. */
function lockedSentence(importPath: string): string {
  const source = readFileSync(path.join(root, importPath), 'utf8');
  const prose = source
    .split('\n')
    .find(
      (line) =>
        /^[A-Z`*]/.test(line) &&
        !/^(import|export)\b/.test(line) &&
        !line.includes('<') &&
        line.length > 40,
    );
  return (prose ?? '').slice(0, 40);
}

describe('llms.txt', () => {
  test.each(['storybook-static', 'storybook-static-licensed'])(
    'every relative link of llms-full.txt in %s leads to a file of the site',
    (directory) => {
      const built = path.join(root, directory);
      const text = readFileSync(path.join(built, 'llms-full.txt'), 'utf8');
      // Links in code blocks are examples, not links.
      const prose = text.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
      const targets = [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
        .map((match) => match[1]!)
        .filter((target) => !/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(target))
        .map((target) => target.split('#')[0]!);
      expect(targets.length).toBeGreaterThan(0);
      const missing = targets.filter((target) => {
        const file = path.join(built, target);
        return !existsSync(file) && !existsSync(path.join(file, 'index.html'));
      });
      expect([...new Set(missing)]).toEqual([]);
    },
  );

  test('lists every open page with its twin and a description, and locked pages with the license note only', async () => {
    const { status, text } = await fetchText('/llms.txt');
    expect(status).toBe(200);
    expect(text).toMatch(/^# Tessera Docs\n\n> \S/);
    for (const entry of docsEntries) {
      const link = `](${pageLocation(entry.id).markdownPath.slice(1)}): `;
      const line = text.split('\n').find((candidate) => candidate.includes(link));
      expect(line, entry.id).toBeDefined();
      if (isLockedPage(entry.id, false)) {
        expect(line).toContain(`licensed. ${licenseNotice}.`);
      } else {
        expect(line!.split(link)[1]!.length).toBeGreaterThan(10);
        expect(line).not.toContain('licensed.');
      }
    }
  });

  test('no locked content reaches llms.txt, llms-full.txt, the locked twins or the search data', async () => {
    const files = await Promise.all(
      ['/llms.txt', '/llms-full.txt', '/search-index.json'].map(
        async (file) => (await fetchText(file)).text,
      ),
    );
    const locked = docsEntries.filter((entry) => isLockedPage(entry.id, false));
    expect(locked.length).toBeGreaterThan(30);
    for (const entry of locked) {
      const sentence = lockedSentence(entry.importPath);
      expect(sentence.length, entry.importPath).toBeGreaterThan(20);
      const twin = (await fetchText(pageLocation(entry.id).markdownPath)).text;
      for (const file of [...files, twin]) expect(file).not.toContain(sentence);
      expect(twin).toContain(licenseNotice);
    }
    // The open pages are all in the full file.
    for (const entry of docsEntries.filter((candidate) => !isLockedPage(candidate.id, false))) {
      expect(files[1]).toContain(`<!-- ${pageLocation(entry.id).markdownPath.slice(1)} -->`);
    }
    // And an open page's own text is there, to show the check above can see text.
    expect(files[1]).toContain(lockedSentence('./src/components/Accordion/Accordion.mdx'));
  });
});

describe('Copy page as Markdown', () => {
  async function openAccordion(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await page.goto(`${site.url}/?path=/docs/components-accordion--docs`, {
      waitUntil: 'domcontentloaded',
      timeout: 120_000,
    });
    await waitForLiveSite(page);
    await previewFrame(page).locator('[data-copy-page-markdown]').waitFor({ timeout: 120_000 });
    return page;
  }

  test('copies the twin from the keyboard and confirms', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const page = await openAccordion(context);
    const button = previewFrame(page).getByRole('button', { name: 'Copy page as Markdown' });
    await button.focus();
    await page.keyboard.press('Enter');
    const toasts = previewFrame(page).getByRole('region', { name: 'Notifications' });
    await expect
      .poll(() => toasts.innerText(), { timeout: 60_000 })
      .toContain('Page copied as Markdown');
    const copied = await previewFrame(page)
      .locator('body')
      .evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await fetchText('/components/accordion.md')).text);
    await context.close();
  });

  test('a refused clipboard shows a clear message with the address of the Markdown', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await openAccordion(context);
    await previewFrame(page)
      .locator('body')
      .evaluate(() => {
        const refuse = () =>
          Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
        Object.defineProperty(navigator.clipboard, 'write', { value: refuse });
        Object.defineProperty(navigator.clipboard, 'writeText', { value: refuse });
        document.execCommand = () => false;
      });
    await previewFrame(page).getByRole('button', { name: 'Copy page as Markdown' }).click();
    const toasts = previewFrame(page).getByRole('region', { name: 'Notifications' });
    await expect
      .poll(() => toasts.innerText(), { timeout: 60_000 })
      .toContain('Could not copy the page');
    expect(await toasts.innerText()).toContain('Write permission denied.');
    expect(await toasts.innerText()).toContain('/components/accordion.md');
    await context.close();
  });
});
