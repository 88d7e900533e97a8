/**
 * Every play function passes in the published site, not only under Vitest. The story tests run
 * development React in a 1200 × 900 test viewport; the published `storybook-static` runs the
 * production build a reader opens. A play function that expects a development-only warning or a
 * test-only viewport throws there, and the reader sees a red "play function failed" panel.
 *
 * `iframe.html` is opened in two pages, and every story of `index.json` that has a play function
 * (read from the preview's own store) is rendered in turn through the preview's channel
 * (`setCurrentStory`), as the manager does; the preview reports the outcome
 * with `playFunctionThrewException`, `storyThrewException`, `storyErrored`,
 * `unhandledErrorsWhilePlaying` and `storyFinished`. Rendering stories in one document each, without
 * reloading, keeps the check to a minute or two on a quiet machine. `TESSERA_PLAY_LOG=1` prints
 * each story's time and problems as it goes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium } from './browser';
import { serveDirectory, type StaticSite } from './staticServer';

const root = path.resolve(__dirname, '../..');
const siteDirectory = path.join(root, 'storybook-static');

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** What one story's render reported; `problems` is empty when it passed. */
interface StoryOutcome {
  id: string;
  problems: string[];
}

/** How long one story may take to render and play before it counts as hung. */
const storyTimeout = 30_000;

let browser: Browser;
let site: StaticSite;

beforeAll(async () => {
  if (!existsSync(path.join(siteDirectory, 'index.json'))) {
    throw new Error(`${siteDirectory} is missing: build the site first (npm test does).`);
  }
  browser = await launchChromium();
  site = await serveDirectory(siteDirectory);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

function storyIds(): string[] {
  const index = JSON.parse(readFileSync(path.join(siteDirectory, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
}

/** Pages rendering stories side by side: most of a story's time is spent waiting on timers. */
const workers = 2;

type PreviewPage = Awaited<ReturnType<Browser['newPage']>>;

async function openPreview(page: PreviewPage) {
  // A story that just followed a link may still be navigating: let that settle, then try again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto(`${site.url}/iframe.html`);
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.waitForLoadState('load').catch(() => undefined);
    }
  }
  // The channel exists before the story index has loaded; the store is ready after it.
  await page.waitForFunction(
    () =>
      (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } })
        .__STORYBOOK_PREVIEW__?.storyStoreValue !== undefined,
    undefined,
    { timeout: 30_000 },
  );
}

/** The ids among `ids` whose story has a play function, read from the preview's own store. */
async function withPlayFunctions(page: PreviewPage, ids: string[]): Promise<string[]> {
  return page.evaluate(async (ids) => {
    type Store = { loadStory: (input: { storyId: string }) => Promise<{ playFunction?: unknown }> };
    const store = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: Store } })
      .__STORYBOOK_PREVIEW__.storyStoreValue;
    const played: string[] = [];
    for (const id of ids) {
      const story = await store.loadStory({ storyId: id });
      if (story.playFunction) played.push(id);
    }
    return played;
  }, ids);
}

async function renderStory(page: PreviewPage, id: string): Promise<StoryOutcome> {
  return (
    page
      .evaluate(
        ({ id, storyTimeout }) =>
          new Promise<StoryOutcome>((resolve) => {
            type Channel = {
              on: (event: string, listener: (payload: unknown) => void) => void;
              off: (event: string, listener: (payload: unknown) => void) => void;
              emit: (event: string, payload: unknown) => void;
            };
            const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
              .__STORYBOOK_ADDONS_CHANNEL__;
            const problems: string[] = [];
            const describe = (payload: unknown): string => {
              if (Array.isArray(payload)) return payload.map(describe).join('; ');
              if (payload && typeof payload === 'object' && 'message' in payload) {
                return String((payload as { message: unknown }).message).split('\n')[0]!;
              }
              return String(payload);
            };
            const listeners: Record<string, (payload: unknown) => void> = {
              playFunctionThrewException: (payload) => problems.push(`play: ${describe(payload)}`),
              storyThrewException: (payload) => problems.push(`render: ${describe(payload)}`),
              storyErrored: (payload) => problems.push(`error: ${describe(payload)}`),
              storyMissing: () => problems.push('missing from the index'),
              unhandledErrorsWhilePlaying: (payload) =>
                problems.push(`unhandled: ${describe(payload)}`),
              storyFinished: (payload) => {
                const finished = payload as { storyId: string; status: string };
                if (finished.storyId !== id) return;
                if (finished.status !== 'success' && problems.length === 0) {
                  problems.push(`finished with status "${finished.status}"`);
                }
                done();
              },
            };
            const timer = setTimeout(() => {
              problems.push(`did not finish within ${storyTimeout} ms`);
              done();
            }, storyTimeout);
            function done() {
              clearTimeout(timer);
              for (const [event, listener] of Object.entries(listeners))
                channel.off(event, listener);
              resolve({ id, problems });
            }
            for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
            channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
          }),
        { id, storyTimeout },
      )
      // A story that follows a link leaves the preview: note it and open a fresh one.
      .catch(async (error: Error) => {
        await openPreview(page);
        return { id, problems: [`left the preview: ${error.message.split('\n')[0]}`] };
      })
  );
}

test('every play function passes in the published build', async () => {
  const ids = storyIds();
  expect(ids.length).toBeGreaterThan(0);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const pages = await Promise.all(Array.from({ length: workers }, () => context.newPage()));
  await Promise.all(pages.map(openPreview));
  const played = await withPlayFunctions(pages[0]!, ids);
  expect(played.length).toBeGreaterThan(0);

  const queue = [...played];
  const outcomes: StoryOutcome[] = [];
  await Promise.all(
    pages.map(async (page) => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const started = Date.now();
        const outcome = await renderStory(page, id);
        if (process.env.TESSERA_PLAY_LOG) {
          console.log(`${Date.now() - started} ms ${id} ${outcome.problems.join(' | ')}`);
        }
        outcomes.push(outcome);
      }
    }),
  );
  await context.close();

  const failures = outcomes
    .filter((outcome) => outcome.problems.length > 0)
    .map((outcome) => `${outcome.id}: ${outcome.problems.join(' | ')}`)
    .sort();
  expect(failures).toEqual([]);
}, 600_000);
