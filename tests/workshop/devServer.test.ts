/**
 * `npm start` as a developer meets it on a fresh checkout: a cold Storybook cache, the first docs
 * page, a few more pages and a story. The server must print no warning, Vite must not find
 * dependencies late ("new dependencies optimized … reloading", which reloads the page under the
 * reader), every licensed entry opens, and the onboarding checklist stays out of the sidebar.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium } from '../site/browser';
import {
  freePort,
  openDocsPage,
  reoptimizeMessage,
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
