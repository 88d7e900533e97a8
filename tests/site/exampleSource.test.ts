/**
 * The code under a docs example is the story a reader can copy: on the page some examples take
 * landmark names of their own (`parameters.docsExample.args`), and Storybook derives the snippet
 * from the args an example rendered with, so those names showed in "Show code" and went out with
 * "Copy code". The preview's source transform writes the story's own args back
 * (`.storybook/docs/exampleSource.ts`). Stories that render without args showed their whole
 * story object, `play` and assertions included; they show their render's code
 * (`.storybook/exampleCode.ts`), with the declarations of the stories file it names above it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { expect, test } from 'vitest';
import { parseEntryExports } from '../../.storybook/libraryEntryImports';
import { pageWait } from './browser';
import { serveBuiltSite } from './builtSite';
import type { StaticSite } from './staticServer';

const siteDirectory = path.resolve(__dirname, '../../storybook-static');
const sourceDirectory = path.resolve(__dirname, '../../src');

let browser: Browser;
let site: StaticSite;
serveBuiltSite(siteDirectory, (launched, served) => {
  browser = launched;
  site = served;
});

const pages: { id: string; pageOnly: string[]; own: string[] }[] = [
  { id: 'components-breadcrumbs--docs', pageOnly: ['Breadcrumbs, long trail'], own: [] },
  {
    id: 'components-table--docs',
    pageOnly: ['Releases, compact', 'Releases, narrow screen'],
    own: ['caption="Releases"'],
  },
  {
    id: 'components-navigation-innerlayout--docs',
    pageOnly: ['On this page, example'],
    own: ['asideLabel="On this page column"'],
  },
  {
    id: 'components-navigation-docslayout--docs',
    pageOnly: ['mainLandmark', 'desktop example', 'Page tools, collapsed example'],
    own: ['currentPath="/components/accordion"'],
  },
];

/** Opens a docs page, shows the code of every example and returns it. */
async function exampleSnippets(page: Page, id: string): Promise<string[]> {
  await page.goto(`${site.url}/iframe.html?viewMode=docs&id=${id}`);
  await page.locator('#storybook-docs h1').first().waitFor();
  const show = page.locator('#storybook-docs button', { hasText: 'Show code' });
  await expect.poll(() => show.count(), { timeout: pageWait }).toBeGreaterThan(0);
  const examples = await show.count();
  for (let opened = 0; opened < examples; opened += 1) await show.first().click();
  // The examples' code (the page's own code blocks are figures).
  const snippets = page.locator('#storybook-docs pre:not(figure pre)');
  await expect.poll(() => snippets.count(), { timeout: pageWait }).toBe(examples);
  // Until an args story has rendered, Storybook shows its story object from the stories file
  // (under the imports the source transform puts above every snippet); the JSX derived from the
  // rendered example replaces it.
  const storyObjects = async () =>
    (await snippets.allTextContents()).filter((text) =>
      text.replace(/^(\s*import\b[\s\S]*?\bfrom\s+'[^']+';?)*\s*/, '').startsWith('{'),
    );
  await expect.poll(storyObjects, { timeout: pageWait }).toEqual([]);
  return snippets.allTextContents();
}

test.each(pages)('$id: the shown code has the story’s own args', async ({ id, pageOnly, own }) => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    const code = (await exampleSnippets(page, id)).join('\n');
    for (const name of pageOnly) expect(code).not.toContain(name);
    for (const text of own) expect(code).toContain(text);
    // The examples on the page still carry their own names.
    const rendered = await page.locator('#storybook-docs').innerHTML();
    expect(pageOnly.some((name) => rendered.includes(name))).toBe(true);
  } finally {
    await page.close();
  }
});

// Pages whose examples render without args (Storybook showed their story objects, play functions
// and assertions included), through a local wrapper component, or with function props (written
// `function IY(){}` in the published build).
const readerCodePages = [
  'components-button--docs',
  'components-typography--docs',
  'components-hex--docs',
  'components-submenu--docs',
  'components-field--docs',
  'components-navigation-docslayout--docs',
];

test.each(readerCodePages)('%s: the shown code is JSX a reader can copy', async (id) => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    const snippets = await exampleSnippets(page, id);
    for (const code of snippets) {
      // JSX or a function, after its imports and the stories file's own declarations it names
      // (`const tones`).
      expect(code).toMatch(/^(<|function |const |type |interface |import )/);
      expect(code).toMatch(/(^|\n)(<|function )/);
      expect(code).not.toMatch(/\bplay:|\bexpect\(|parameters:/);
      // No component or function under a name the published build shortened.
      expect(code).not.toMatch(/<[A-Z][A-Za-z]?[\s/>]/);
      expect(code).not.toMatch(/function\s*[\w$]*\s*\(\)\s*\{\s*\}/);
    }
  } finally {
    await page.close();
  }
});

// Args stories (Storybook derives their JSX from the rendered example) and stories that render
// without args (their code is cut from the stories file), on pages of components with parts.
const importPages = [
  'components-accordion--docs',
  'components-button--docs',
  'components-alert--docs',
  'components-typography--docs',
  'components-panel-tabs--docs',
  // Its component returns a portal, not JSX: docgen names it only when marked (reactDocgen.ts),
  // and without that name the published build showed it as `<l>`.
  'components-portal--docs',
];

test.each(importPages)('%s: the shown code starts with the imports it needs', async (id) => {
  const exported = new Set(
    parseEntryExports(
      readFileSync(path.join(sourceDirectory, 'index.ts'), 'utf8'),
      sourceDirectory,
    ).keys(),
  );
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    const snippets = await exampleSnippets(page, id);
    expect(snippets.length).toBeGreaterThan(0);
    for (const code of snippets) {
      const [head, ...rest] = code.split(/\n\n/);
      const body = rest.join('\n\n');
      // Every element of the library the code names is imported from the package, above it.
      const used = [...body.matchAll(/<([A-Z][\w$]*)/g)].map((match) => match[1]!);
      const library = used.filter((name) => exported.has(name));
      expect(library.length, code).toBeGreaterThan(0);
      const imported = new Set(
        [...(head ?? '').matchAll(/^import \{ ([^}]*) \} from '@tessera\/react';$/gm)].flatMap(
          (match) => match[1]!.split(', ').map((name) => name.replace(/^type /, '')),
        ),
      );
      for (const name of library) expect(imported, `${name} in\n${code}`).toContain(name);
      expect(head, code).toMatch(/^import /);
    }
  } finally {
    await page.close();
  }
});

test('"Show code" names the code it controls only while that code is in the page', async () => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${site.url}/iframe.html?viewMode=docs&id=components-accordion--docs`);
  const toggle = page.locator('#storybook-docs .docblock-code-toggle').first();
  await toggle.waitFor();
  // The disclosure pattern's `aria-controls` names an element that is there.
  const controlled = () =>
    toggle.evaluate((button) => {
      const id = button.getAttribute('aria-controls');
      return { id, exists: id ? document.getElementById(id) !== null : null };
    });
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  await expect.poll(controlled).toEqual({ id: null, exists: null });
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  await expect.poll(async () => (await controlled()).exists).toBe(true);
  await toggle.click();
  await expect.poll(controlled).toEqual({ id: null, exists: null });
  await page.close();
});
