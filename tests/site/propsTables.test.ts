/**
 * The props tables of the built site, snapshotted: every component whose MDX page shows a props
 * table (`component` and `subcomponents` of the meta of the stories files the page attaches),
 * with the entries that table shows, read from the docgen the build attached to it, and the rendered text of every
 * `<PropsTable of={…} />` that names another component. Storybook's react-docgen plugin runs
 * only on the component source files (see `.storybook/docgenScope.ts`); this snapshot proves
 * that no table lost a row or a word when the plugin stopped running on everything else.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { docgenToEntries, type DocgenInfo } from '../../.storybook/docs/docgen';
import { launchChromium, pageWait } from './browser';
import { serveDirectory, type StaticSite } from './staticServer';

const root = path.resolve(__dirname, '../..');
const siteDirectory = path.join(root, 'storybook-static');

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  importPath: string;
  storiesImports?: string[];
}

const showsPropsTable = (entry: IndexEntry) =>
  entry.type === 'docs' &&
  entry.importPath.endsWith('.mdx') &&
  /<PropsTable[\s/]/.test(readFileSync(path.join(root, entry.importPath), 'utf8'));

interface DocumentedComponent {
  file: string;
  role: string;
  name: string;
  docgen: DocgenInfo | null;
}

let browser: Browser;
let site: StaticSite;
let page: Page;
let entries: IndexEntry[];

beforeAll(async () => {
  const indexFile = path.join(siteDirectory, 'index.json');
  if (!existsSync(indexFile)) {
    throw new Error(`${siteDirectory} is missing: build the site first (npm test does).`);
  }
  entries = Object.values(
    (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> })
      .entries,
  );
  browser = await launchChromium();
  site = await serveDirectory(siteDirectory);
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

test('every component whose docs page shows its props keeps the same table', async () => {
  // The stories files attached to an MDX page with a props table: their meta names the component.
  const documentedFiles = new Set(
    entries.filter(showsPropsTable).flatMap((entry) => entry.storiesImports ?? []),
  );
  const firstStoryOfFile = new Map<string, string>();
  for (const entry of entries) {
    if (
      entry.type === 'story' &&
      documentedFiles.has(entry.importPath) &&
      !firstStoryOfFile.has(entry.importPath)
    ) {
      firstStoryOfFile.set(entry.importPath, entry.id);
    }
  }
  await page.goto(`${site.url}/iframe.html`);
  await page.waitForFunction(() => {
    const preview = (window as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } })
      .__STORYBOOK_PREVIEW__;
    return Boolean(preview?.storyStoreValue);
  });
  const documented = await page.evaluate(
    async (files: [string, string][]) => {
      interface Documentable {
        displayName?: string;
        name?: string;
        __docgenInfo?: unknown;
      }
      interface CsfFile {
        meta: { component?: Documentable; subcomponents?: Record<string, Documentable> };
      }
      const store = (
        window as unknown as {
          __STORYBOOK_PREVIEW__: {
            storyStoreValue: { loadCSFFileByStoryId: (id: string) => Promise<CsfFile> };
          };
        }
      ).__STORYBOOK_PREVIEW__.storyStoreValue;
      const found: {
        file: string;
        role: string;
        name: string;
        docgen: unknown;
      }[] = [];
      for (const [file, storyId] of files) {
        const { meta } = await store.loadCSFFileByStoryId(storyId);
        const describe = (role: string, name: string, component: Documentable) => ({
          file,
          role,
          name,
          docgen: component.__docgenInfo ?? null,
        });
        if (meta.component) {
          // The built code is minified: the docgen's own name is the readable one.
          const docgenName = (meta.component.__docgenInfo as { displayName?: string } | undefined)
            ?.displayName;
          const name = docgenName ?? meta.component.displayName ?? '(no docgen)';
          found.push(describe('component', name, meta.component));
        }
        for (const [name, component] of Object.entries(meta.subcomponents ?? {})) {
          found.push(describe('subcomponent', name, component));
        }
      }
      return found;
    },
    [...firstStoryOfFile.entries()],
  );

  const tables = Object.fromEntries(
    (documented as DocumentedComponent[])
      .sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name))
      .map((item) => [
        `${item.file} ${item.role} ${item.name}`,
        {
          description: item.docgen?.description ?? null,
          props: docgenToEntries(item.docgen ?? undefined),
        },
      ]),
  );
  // Every component file of the library is documented by a stories file with a props table.
  expect(Object.keys(tables).length).toBeGreaterThan(30);
  await expect(`${JSON.stringify(tables, null, 2)}\n`).toMatchFileSnapshot(
    '__snapshots__/propsTables.json',
  );
});

test('props tables of components named by `of` render the same rows', async () => {
  const pages = entries
    .filter((entry) => entry.type === 'docs' && entry.importPath.endsWith('.mdx'))
    .map((entry) => ({
      entry,
      source: readFileSync(path.join(root, entry.importPath), 'utf8'),
    }))
    .filter(({ source }) => /<PropsTable\s+of=/.test(source));
  expect(pages.length).toBeGreaterThan(0);
  const rendered: Record<string, string[]> = {};
  for (const { entry, source } of pages) {
    const tableCount = source.match(/<PropsTable[\s/]/g)?.length ?? 0;
    await page.goto(`${site.url}/iframe.html?viewMode=docs&id=${entry.id}`);
    const lists = page.locator('ul[aria-label$=" props"]');
    await expect.poll(() => lists.count(), { timeout: pageWait }).toBe(tableCount);
    for (const [position, list] of (await lists.all()).entries()) {
      const label = (await list.getAttribute('aria-label')) ?? '';
      const rows = await list.locator(':scope > li').allInnerTexts();
      rendered[`${entry.id} table ${position + 1}: ${label}`] = rows.map((row) =>
        row.replace(/\s+/g, ' ').trim(),
      );
    }
  }
  await expect(`${JSON.stringify(rendered, null, 2)}\n`).toMatchFileSnapshot(
    '__snapshots__/propsTablesOf.json',
  );
});

test("a prop's description shows its code spans as code, not as backticks", async () => {
  const expected = {
    'components-portal--docs': ['document.body'],
    'components-button--docs': ['href', 'rel="noopener noreferrer"', 'aria-current="page"'],
    'components-field--docs': ['tel', '+442079460958', 'setCustomValidity', 'undefined'],
  };
  for (const [id, spans] of Object.entries(expected)) {
    await page.goto(`${site.url}/iframe.html?viewMode=docs&id=${id}`);
    const table = page.locator('ul[aria-label$=" props"]').first();
    await table.waitFor({ timeout: pageWait });
    // The descriptions: the text of each row after its heading line (name, type, default).
    const descriptions = table.locator(':scope > li > div:last-child');
    const text = (await descriptions.allInnerTexts()).join('\n');
    expect(text, id).not.toMatch(/`/);
    const code = await descriptions.locator('code').allTextContents();
    for (const span of spans) expect(code, id).toContain(span);
  }
});
