/**
 * Every play function passes in the published build, not only under Vitest: the licensed
 * production build (every entry open) is walked story by story in one preview, as a reader's
 * browser shows it (a desktop window, production React, no test viewport), and each story must
 * render and finish its play function without throwing.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { launchChromium } from './browser';
import { serveDirectory, type StaticSite } from './staticServer';

vi.setConfig({ testTimeout: 900_000, hookTimeout: 120_000 });

const siteDirectory = path.resolve(__dirname, '../../storybook-static-licensed');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'docs' | 'story';
  tags?: string[];
}

let browser: Browser;
let site: StaticSite;
let stories: IndexEntry[] = [];

beforeAll(async () => {
  const indexFile = path.join(siteDirectory, 'index.json');
  if (!existsSync(indexFile)) {
    throw new Error(`${siteDirectory} is missing: build the licensed site first (npm test does).`);
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  browser = await launchChromium();
  site = await serveDirectory(siteDirectory);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const desktop = { width: 1440, height: 900 };

/**
 * The size the site's viewport switch gives the story's frame: the viewport a story asks for
 * (`globals.viewport`, from Storybook's list or the story's own), else a desktop window.
 */
async function storyViewport(page: Page, storyId: string) {
  const asked = await page.evaluate(async (id) => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          storyStoreValue: {
            loadStory: (options: { storyId: string }) => Promise<{
              storyGlobals: { viewport?: { value?: string } };
              parameters: {
                viewport?: { options?: Record<string, { styles?: Record<string, string> }> };
              };
            }>;
          };
        };
      }
    ).__STORYBOOK_PREVIEW__;
    const story = await preview.storyStoreValue.loadStory({ storyId: id });
    const name = story.storyGlobals.viewport?.value;
    return name ? { name, options: story.parameters.viewport?.options ?? {} } : null;
  }, storyId);
  if (!asked) return desktop;
  const styles = (
    { ...MINIMAL_VIEWPORTS, ...asked.options } as Record<
      string,
      { styles?: Record<string, string> }
    >
  )[asked.name]?.styles;
  if (!styles?.width || !styles.height) return desktop;
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

/** Shows a story in the open preview; resolves with '' when it rendered and its play passed. */
function runStory(page: Page, storyId: string): Promise<string> {
  return page.evaluate(
    (storyId) =>
      new Promise<string>((resolve) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on: (event: string, listener: (...args: unknown[]) => void) => void;
              off: (event: string, listener: (...args: unknown[]) => void) => void;
              emit: (event: string, payload: unknown) => void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const listeners: [string, (...args: unknown[]) => void][] = [];
        const done = (result: string) => {
          clearTimeout(timer);
          for (const [event, listener] of listeners) channel.off(event, listener);
          resolve(result);
        };
        const listen = (event: string, listener: (...args: unknown[]) => void) => {
          listeners.push([event, listener]);
          channel.on(event, listener);
        };
        const describe = (value: unknown) =>
          value && typeof value === 'object' && 'message' in value
            ? String((value as { message: unknown }).message)
            : JSON.stringify(value);
        const timer = setTimeout(() => done('did not finish within 30 s'), 30_000);
        listen('storyRendered', (id) => {
          if (id === storyId) done('');
        });
        listen('playFunctionThrewException', (error) => done(`play: ${describe(error)}`));
        listen('storyThrewException', (error) => done(`render: ${describe(error)}`));
        listen('storyErrored', (error) => done(`error: ${describe(error)}`));
        listen('storyMissing', () => done('missing'));
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    storyId,
  );
}

/** A fresh preview, as a reader who opens the story's link gets. */
async function openPreview(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/iframe.html?viewMode=docs&id=get-started-introduction--docs`);
  await page.waitForFunction(
    () =>
      '__STORYBOOK_ADDONS_CHANNEL__' in window &&
      (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } })
        .__STORYBOOK_PREVIEW__?.storyStoreValue !== undefined,
  );
}

/**
 * Walks stories one after another in a fresh preview of its own: a desktop window whose size
 * follows what each story asks for. Returns the stories that failed, with why.
 */
async function walkStories(walk: IndexEntry[], pageErrors: string[]) {
  const context = await browser.newContext({ viewport: desktop });
  context.setDefaultTimeout(90_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Opened on a docs page, so that the first story is a change of story like every other.
  await openPreview(page, site.url);

  const failures: Record<string, string> = {};
  for (const story of walk) {
    const size = await storyViewport(page, story.id);
    const current = page.viewportSize();
    if (current?.width !== size.width || current.height !== size.height) {
      await page.setViewportSize(size);
    }
    // Each story starts with the pointer resting outside its examples.
    await page.mouse.move(0, 0);
    let outcome = await runStory(page, story.id);
    if (outcome) {
      // Walking from story to story keeps one document, so an example may meet what an earlier
      // one left behind; a story that fails there is run again on a fresh page, as a reader who
      // opens its link sees it, and fails the test only if it fails there too.
      await openPreview(page, site.url);
      await page.mouse.move(0, 0);
      const again = await runStory(page, story.id);
      if (!again)
        console.info(`${story.id} failed after other stories, passed on a fresh page: ${outcome}`);
      outcome = again;
    }
    if (outcome) failures[`${story.title} › ${story.name}`] = outcome;
  }
  await context.close();
  return failures;
}

test('every story renders and its play function passes in the published build', async () => {
  expect(stories.length).toBeGreaterThan(200);
  const pageErrors: string[] = [];
  // Two readers, each with a window of their own, walk half of the stories each, side by side:
  // most of a story's time is its play function waiting on the page (a tooltip's delay, a
  // toast's life), so two walks take half the time for the same work.
  const half = Math.ceil(stories.length / 2);
  const walks = await Promise.all([
    walkStories(stories.slice(0, half), pageErrors),
    walkStories(stories.slice(half), pageErrors),
  ]);
  expect(Object.assign({}, ...walks)).toEqual({});
  expect(pageErrors).toEqual([]);
});
