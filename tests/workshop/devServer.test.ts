/**
 * `npm start` as a developer meets it on a fresh checkout: a cold Storybook cache, the first docs
 * page, a few more pages and a story. The server must print no warning, Vite must not find
 * dependencies late ("new dependencies optimized … reloading", which reloads the page under the
 * reader), every licensed entry opens, and the onboarding checklist stays out of the sidebar.
 * Then the edit loop: a saved story file, MDX page or docs module reaches the open page as a hot
 * update, without reloading the preview.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium } from '../site/browser';
import {
  freePort,
  openDocsPage,
  reoptimizeMessage,
  saveFile,
  startDevServer,
  waitForPreviewText,
  waitUntilServing,
  type DevServer,
} from './devServer';

const root = path.resolve(__dirname, '../..');
// Generous: a cold start on a loaded 2-core machine takes minutes; a quiet one, well under one.
const pageTimeout = 150_000;

let cacheRoot: string;
let server: DevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  cacheRoot = mkdtempSync(path.join(tmpdir(), 'tessera-dev-cache-'));
  const port = await freePort(7200, 7299);
  // What `npm start` runs, on a port of its own.
  server = startDevServer({
    command: ['scripts/start.mjs', '--ci', '--exact-port', '-p', String(port)],
    cwd: root,
    port,
    cacheRoot,
  });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await waitUntilServing(server.url, pageTimeout);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (cacheRoot) rmSync(cacheRoot, { recursive: true, force: true });
});

test('a first session opens the docs without a late dependency reload or a warning', async () => {
  try {
    await openDocsPage(page, server.url, 'get-started-introduction--docs', 'Tessera', pageTimeout);
    // The licensed workshop: a component the public site locks opens (it would land on Licensing).
    await openDocsPage(page, server.url, 'components-accordion--docs', 'Accordion', pageTimeout);
    await page.goto(`${server.url}/?path=/story/components-button--primary`);
    await waitForPreviewText(page, 'button', 'Save changes', pageTimeout);
  } catch (error) {
    throw new Error(`${String(error)}\n\nThe dev server printed:\n${server.output()}`, {
      cause: error,
    });
  }
  // Vite logs a late optimisation about 200 ms after it; give it the time to show up.
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const output = server.output();
  expect(output, 'Vite found dependencies late and reloaded the page').not.toMatch(
    reoptimizeMessage,
  );
  const warnings = output
    .split('\n')
    .filter((line) => /▲|\bwarn(ing)?\b|\(!\)|deprecat/i.test(line));
  expect(warnings, output).toEqual([]);
});

test('the sidebar shows no onboarding checklist', async () => {
  await page.goto(`${server.url}/?path=/docs/get-started-introduction--docs`);
  await page.locator('[data-item-id="get-started"]').waitFor({ timeout: pageTimeout });
  expect(await page.getByText(/onboarding|get started with storybook/i).count()).toBe(0);
});

interface PreviewLoads {
  /** Times the preview document was replaced (0: the save was a hot update). */
  loads: number;
  /** The preview frame's navigations meanwhile, for the failure message. */
  navigations: string[];
}

/**
 * Saves `file` with `edit` applied while the page is open, waits for `applied`, and restores the
 * file. Reports whether the preview document was replaced meanwhile: the preview window is
 * marked before the save, and a reload leaves a window without the mark.
 *
 * The save waits until the preview frame has not navigated for a second, so that the page's own
 * first load cannot be taken for a reload the save caused (one CI run counted two navigations
 * during a story save; no local run shows any).
 */
async function previewLoadsDuring(
  file: string,
  edit: (source: string) => string,
  applied: () => Promise<void>,
): Promise<PreviewLoads> {
  const absolute = path.join(root, file);
  const original = readFileSync(absolute, 'utf8');
  const edited = edit(original);
  expect(edited, `the edit changes ${file}`).not.toBe(original);
  const navigations: string[] = [];
  let lastNavigation = Date.now();
  const recordNavigation = (frame: { name: () => string; url: () => string }) => {
    if (frame.name() !== 'storybook-preview-iframe') return;
    navigations.push(frame.url());
    lastNavigation = Date.now();
  };
  page.on('framenavigated', recordNavigation);
  const previewFrame = () => page.frame({ name: 'storybook-preview-iframe' });
  const marked = async () =>
    (await previewFrame()
      ?.evaluate(() => (window as { tesseraBeforeEdit?: boolean }).tesseraBeforeEdit === true)
      .catch(() => false)) ?? false;
  let kept: boolean;
  try {
    await expect
      .poll(() => Date.now() - lastNavigation, { timeout: 15_000, interval: 200 })
      .toBeGreaterThanOrEqual(1000);
    await previewFrame()?.evaluate(() => {
      (window as { tesseraBeforeEdit?: boolean }).tesseraBeforeEdit = true;
    });
    expect(await marked(), 'the preview window is marked before the save').toBe(true);
    navigations.length = 0;
    saveFile(absolute, edited);
    await applied();
    // A reload triggered by the same save would follow the update closely.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    kept = await marked();
  } finally {
    page.off('framenavigated', recordNavigation);
    saveFile(absolute, original);
  }
  // Let the restore's own update land before the next edit.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return { loads: kept ? 0 : Math.max(1, navigations.length), navigations };
}

const editTimeout = 60_000;
const preview = () => page.frameLocator('#storybook-preview-iframe');

test('a saved story file re-renders the open story as a hot update', async () => {
  await page.goto(`${server.url}/?path=/story/components-button--secondary`);
  await waitForPreviewText(page, 'button', 'Save changes', pageTimeout);
  // Marks the rendered story; the hot update renders it afresh, without the mark. The edit is a
  // comment, so story tests running at the same time render the same thing.
  const storyRoot = preview().locator('[data-story-root]');
  await storyRoot
    .locator('button')
    .first()
    .evaluate((button) => {
      button.dataset.beforeEdit = '';
    });
  const result = await previewLoadsDuring(
    'src/components/Button/Button.stories.tsx',
    (source) => `${source}\n// Saved again by the dev-server test.\n`,
    () =>
      storyRoot
        .locator('button:not([data-before-edit])', { hasText: 'Save changes' })
        .first()
        .waitFor({ state: 'visible', timeout: editTimeout }),
  );
  expect(
    result.loads,
    `the preview reloaded instead of applying the update (${result.navigations.join(', ')})`,
  ).toBe(0);
});

test('a saved MDX page shows its new text without reloading the preview', async () => {
  const paragraph = 'an Emotion theme and accessible components.';
  await openDocsPage(page, server.url, 'get-started-introduction--docs', 'Tessera', pageTimeout);
  const result = await previewLoadsDuring(
    'docs-mdx/Introduction.mdx',
    (source) => source.replace(paragraph, `${paragraph} Edited.`),
    () => waitForPreviewText(page, 'p', `${paragraph} Edited.`, editTimeout),
  );
  expect(
    result.loads,
    `the preview reloaded instead of applying the update (${result.navigations.join(', ')})`,
  ).toBe(0);
});

test('a saved docs module loaded beside the index is hot-updated, not a preview reload', async () => {
  await openDocsPage(page, server.url, 'get-started-introduction--docs', 'Tessera', pageTimeout);
  // docsOnly.ts holds no component, so React Refresh does not accept it: its update climbs to
  // deferredDocs.tsx, which must accept it before it reaches preview.tsx and reloads the preview.
  let settled = false;
  const messages: string[] = [];
  const onConsole = (message: { type: () => string; text: () => string }) => {
    messages.push(`${message.type()}: ${message.text()}`);
    if (/hot updated: .*docsOnly/.test(message.text())) settled = true;
  };
  const onNavigated = (frame: { name: () => string }) => {
    if (frame.name() === 'storybook-preview-iframe') settled = true;
  };
  page.on('console', onConsole);
  page.on('framenavigated', onNavigated);
  try {
    const result = await previewLoadsDuring(
      '.storybook/docs/docsOnly.ts',
      (source) => `${source}\n// Saved again by the dev-server test.\n`,
      () => expect.poll(() => settled, { timeout: editTimeout }).toBe(true),
    );
    expect(
      result.loads,
      `the docs module climbed to preview.tsx and reloaded the preview (${result.navigations.join(', ')})`,
    ).toBe(0);
    await waitForPreviewText(page, 'h1', 'Tessera', editTimeout).catch(async (error: unknown) => {
      const docs = await preview()
        .locator('#storybook-docs')
        .evaluate((root) => root.innerHTML.slice(0, 2000))
        .catch(() => 'no #storybook-docs');
      throw new Error(
        `${String(error)}\n\nThe page logged:\n${messages.join('\n')}\n\nThe docs root:\n${docs}`,
        { cause: error },
      );
    });
  } finally {
    page.off('console', onConsole);
    page.off('framenavigated', onNavigated);
  }
});

test('a docs module read half-saved keeps the open docs page, and the complete save applies', async () => {
  await openDocsPage(page, server.url, 'get-started-introduction--docs', 'Tessera', pageTimeout);
  // An editor that truncates a file before writing it leaves it empty for a moment, and Vite can
  // serve that moment as a module without exports. The page must keep working and take the
  // complete save that follows. Both saves are whole (renamed over the file), so the watcher
  // sees exactly these two versions.
  const file = path.join(root, '.storybook/docs/docsOnly.ts');
  const original = readFileSync(file, 'utf8');
  const messages: string[] = [];
  const onConsole = (message: { type: () => string; text: () => string }) =>
    messages.push(`${message.type()}: ${message.text()}`);
  page.on('console', onConsole);
  const updates = () => messages.filter((text) => /hot updated: .*docsOnly/.test(text)).length;
  try {
    saveFile(file, '');
    await expect.poll(updates, { timeout: editTimeout }).toBe(1);
    expect(messages.join('\n')).toMatch(
      /docsOnly\.ts was updated without DocsPage and mdxComponents/,
    );
    const complete = `${original}\n// Saved again by the dev-server test.\n`;
    saveFile(file, complete);
    // One CI run in several saw no update for this save within a minute, and the cause is not
    // known. If none comes in 15 s, the editor saves the complete text again, which must apply;
    // a failure then shows what the page and the server logged.
    await expect
      .poll(updates, { timeout: 15_000 })
      .toBe(2)
      .catch(() => saveFile(file, `${complete}// And once more.\n`));
    await expect
      .poll(updates, { timeout: editTimeout })
      .toBeGreaterThanOrEqual(2)
      .catch((error: unknown) => {
        throw new Error(
          `${String(error)}\n\nThe page logged:\n${messages.join('\n')}\n\nThe server printed:\n${server.output().slice(-3000)}`,
          { cause: error },
        );
      });
    await waitForPreviewText(page, 'h1', 'Tessera', editTimeout);
    await waitForPreviewText(page, 'p', 'an Emotion theme and accessible components.', editTimeout);
    expect(messages.filter((text) => text.startsWith('error'))).toEqual([]);
  } finally {
    page.off('console', onConsole);
    saveFile(file, original);
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
});

test('a site build writing its pages beside the dev server leaves the open preview alone', async () => {
  await openDocsPage(page, server.url, 'get-started-introduction--docs', 'Tessera', pageTimeout);
  const preview = page.frame({ name: 'storybook-preview-iframe' });
  if (!preview) throw new Error('no preview frame on the docs page');
  await preview.evaluate(() => {
    (window as { tesseraBeforeBuild?: boolean }).tesseraBeforeBuild = true;
  });
  // A build's HTML, written where `npm run build-storybook` writes it: a watched HTML file
  // reloads every open page.
  const site = path.join(root, 'storybook-static');
  const siteExisted = existsSync(site);
  const written = path.join(site, '.dev-server-check');
  try {
    mkdirSync(written, { recursive: true });
    writeFileSync(path.join(written, 'index.html'), '<!doctype html><title>A built page</title>\n');
    await new Promise((resolve) => setTimeout(resolve, 2500));
  } finally {
    rmSync(siteExisted ? written : site, { recursive: true, force: true });
  }
  const kept = await preview
    .evaluate(() => (window as { tesseraBeforeBuild?: boolean }).tesseraBeforeBuild === true)
    .catch(() => false);
  expect(kept, 'the preview reloaded when a built page was written').toBe(true);
});
