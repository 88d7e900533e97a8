/**
 * axe's colour contrast over every docs page of the built site, in the light and the dark
 * scheme. The pages are read in the preview as the site shows them: the scheme comes from the
 * reader's stored choice, and one preview walks the docs entries through Storybook's channel
 * (as the sidebar does), so the whole site is checked in the time a few reloads would take.
 */
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { schemeStorageKey } from '../../.storybook/site/scheme';
import { launchChromium } from './browser';
import { serveDirectory, type StaticSite } from './staticServer';

vi.setConfig({ testTimeout: 600_000, hookTimeout: 120_000 });

const siteDirectory = path.resolve(__dirname, '../../storybook-static');
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface IndexEntry {
  id: string;
  title: string;
  type: 'docs' | 'story';
}

let browser: Browser;
let site: StaticSite;
let docsEntries: IndexEntry[] = [];

beforeAll(async () => {
  const indexFile = path.join(siteDirectory, 'index.json');
  if (!existsSync(indexFile)) {
    throw new Error(`${siteDirectory} is missing: build the site first (npm test does).`);
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
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

/** Shows a docs entry in the open preview and resolves once it has rendered and settled. */
async function showDocs(page: Page, id: string) {
  await page.evaluate(
    (docsId) =>
      new Promise<void>((resolve, reject) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on: (event: string, listener: (payload: unknown) => void) => void;
              off: (event: string, listener: (payload: unknown) => void) => void;
              emit: (event: string, payload: unknown) => void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const timer = setTimeout(() => reject(new Error(`${docsId} did not render`)), 60_000);
        const rendered = (payload: unknown) => {
          if (payload !== docsId) return;
          clearTimeout(timer);
          channel.off('docsRendered', rendered);
          resolve();
        };
        channel.on('docsRendered', rendered);
        channel.emit('setCurrentStory', { storyId: docsId, viewMode: 'docs' });
      }),
    id,
  );
  // Fonts and the examples' images settle the last pixels.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(150);
}

async function contrastViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (...args: unknown[]) => Promise<{
            violations: { nodes: { target: string[]; failureSummary: string }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: ['color-contrast'] });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    );
  });
}

describe.each(['light', 'dark'] as const)('every docs page in the %s scheme', (scheme) => {
  test('passes axe color-contrast', async () => {
    expect(docsEntries.length).toBeGreaterThan(50);
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      // The opposite system preference: the stored choice is what decides.
      colorScheme: scheme === 'dark' ? 'light' : 'dark',
    });
    context.setDefaultTimeout(90_000);
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      schemeStorageKey,
      scheme,
    ] as const);
    const page = await context.newPage();
    const first = docsEntries[0]!;
    await page.goto(`${site.url}/iframe.html?viewMode=docs&id=${first.id}`);
    await page.locator('#storybook-docs h1').first().waitFor();
    await page.addScriptTag({ path: axeSource });

    const failures: Record<string, string[]> = {};
    const seen: string[] = [];
    for (const entry of docsEntries) {
      if (entry !== first) await showDocs(page, entry.id);
      // The page really is in the scheme under test: its surface is dark or light.
      const surface = await page.evaluate(() => {
        const wrapper = document.querySelector('.sbdocs-wrapper') ?? document.body;
        const [r = 0, g = 0, b = 0] = (
          getComputedStyle(wrapper).backgroundColor.match(/\d+/g) ?? []
        ).map(Number);
        return (r + g + b) / 3;
      });
      expect(surface > 128 ? 'light' : 'dark', entry.title).toBe(scheme);
      const violations = await contrastViolations(page);
      if (violations.length > 0) failures[entry.title] = violations;
      seen.push(entry.title);
    }
    expect(seen).toHaveLength(docsEntries.length);
    expect(failures).toEqual({});
    await context.close();
  });
});
