/** What the test files that drive a built site share: its index and their hooks. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { serveDirectory, type StaticSite } from './staticServer';

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'docs' | 'story';
  tags?: string[];
}

/** The entries of a built site's `index.json`, of one type. */
export function builtEntries(directory: string, type: IndexEntry['type']): IndexEntry[] {
  const index = JSON.parse(readFileSync(path.join(directory, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === type);
}

/**
 * The hooks of a test file that drives a built site: before its tests, checks that `directory`
 * was built (it holds `file`), launches Chromium and serves the directory, then hands both to
 * `ready`; after them, closes both.
 */
export function serveBuiltSite(
  directory: string,
  ready: (browser: Browser, site: StaticSite) => void,
  file = 'index.json',
): void {
  let browser: Browser | undefined;
  let site: StaticSite | undefined;
  beforeAll(async () => {
    if (!existsSync(path.join(directory, file))) {
      throw new Error(`${directory} has no ${file}: build the site first (npm test does).`);
    }
    browser = await launchChromium();
    site = await serveDirectory(directory);
    ready(browser, site);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
}
