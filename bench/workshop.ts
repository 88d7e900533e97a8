/**
 * The workshop loop of the bench: `storybook dev` from a cold cache to the first docs heading,
 * ours against the bare reference in alternating rounds, then hot reload of a story edit and of an
 * MDX edit on our site (and the reference's, for comparison). Bundled by esbuild when
 * `npm run bench` starts, like measure.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { launchChromium } from '../tests/site/browser';
import {
  freePort,
  openDocsPage,
  reoptimizeMessage,
  saveFile,
  startDevServer,
  waitForPreviewText,
  waitUntilServing,
  type DevServer,
} from '../tests/workshop/devServer';

export interface WorkshopTarget {
  key: 'ours' | 'reference';
  configDir: string;
  docsId: string;
  heading: string;
  env: Record<string, string>;
  /** A story and the file whose text edit shows in it. */
  story: { id: string; file: string; text: string; selector: string };
  /** An MDX page and a line of it to edit. */
  mdx: { docsId: string; heading: string; file: string; text: string };
}

export interface WorkshopOptions {
  root: string;
  rounds: number;
  edits: number;
  /** Chromium CPU throttling rate (CDP `Emulation.setCPUThrottlingRate`); 1 = none. */
  cpuThrottle: number;
  log: (line: string) => void;
}

export interface ColdStart {
  /** From spawning `storybook dev` to the first docs page's heading. */
  ms: number;
  reoptimized: boolean;
}

const pageTimeout = 300_000;
const editTimeout = 120_000;

async function newPage(browser: Browser, cpuThrottle: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  if (cpuThrottle > 1) {
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  }
  return page;
}

async function startServer(
  target: WorkshopTarget,
  root: string,
): Promise<{
  server: DevServer;
  cacheRoot: string;
}> {
  const cacheRoot = mkdtempSync(path.join(tmpdir(), `tessera-bench-${target.key}-`));
  const port = await freePort(7220, 7299);
  const server = startDevServer({
    command: [
      'node_modules/storybook/dist/bin/dispatcher.js',
      'dev',
      '--ci',
      '--exact-port',
      '-p',
      String(port),
      '-c',
      target.configDir,
    ],
    cwd: root,
    port,
    cacheRoot,
    env: target.env,
  });
  return { server, cacheRoot };
}

/** One cold start: a fresh cache, the server, and Chromium on the first docs page. */
export async function coldStart(
  browser: Browser,
  target: WorkshopTarget,
  options: WorkshopOptions,
  keepServer?: (server: DevServer, page: Page) => Promise<void>,
): Promise<ColdStart> {
  const { server, cacheRoot } = await startServer(target, options.root);
  const page = await newPage(browser, options.cpuThrottle);
  try {
    await waitUntilServing(server.url, pageTimeout);
    await openDocsPage(page, server.url, target.docsId, target.heading, pageTimeout);
    const ms = performance.now() - server.startedAt;
    // A late optimisation is logged about 200 ms after it happens.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const result = { ms, reoptimized: reoptimizeMessage.test(server.output()) };
    if (keepServer) await keepServer(server, page);
    return result;
  } finally {
    await page.context().close();
    await server.stop();
    rmSync(cacheRoot, { recursive: true, force: true });
  }
}

export interface HotReload {
  storyMs: number[];
  mdxMs: number[];
  /** Times the preview document itself reloaded during the edits (0: every edit was hot). */
  fullReloads: number;
}

/** Edits a story file and an MDX page `edits` times each, timing save → new text on screen. */
export async function hotReload(
  server: DevServer,
  page: Page,
  target: WorkshopTarget,
  options: WorkshopOptions,
): Promise<HotReload> {
  const result: HotReload = { storyMs: [], mdxMs: [], fullReloads: 0 };
  const countReloads = (frame: { name: () => string }) => {
    if (frame.name() === 'storybook-preview-iframe') result.fullReloads += 1;
  };

  const edit = async (
    file: string,
    text: string,
    selector: string,
    times: number[],
    open: () => Promise<void>,
  ) => {
    const absolute = path.join(options.root, file);
    const original = readFileSync(absolute, 'utf8');
    if (!original.includes(text)) throw new Error(`${file} no longer contains "${text}".`);
    await open();
    // Let the first render settle (and any lazy modules arrive) before the first edit.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    page.on('framenavigated', countReloads);
    try {
      for (let index = 1; index <= options.edits; index += 1) {
        const next = `${text} ${index}`;
        const started = performance.now();
        saveFile(absolute, original.replace(text, next));
        try {
          await waitForPreviewText(page, selector, next, editTimeout);
          times.push(Math.round(performance.now() - started));
        } catch {
          // Counted at the time limit, so the median still shows a loop that stalls.
          options.log(`  ${file}: edit ${index} not on screen after ${editTimeout} ms`);
          times.push(editTimeout);
        }
        // Quiet time between edits, as between two saves of a person.
        await new Promise((resolve) => setTimeout(resolve, 700));
      }
    } finally {
      page.off('framenavigated', countReloads);
      saveFile(absolute, original);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  };

  const { story, mdx } = target;
  await edit(story.file, story.text, story.selector, result.storyMs, async () => {
    await page.goto(`${server.url}/?path=/story/${story.id}`);
    await waitForPreviewText(page, story.selector, story.text, pageTimeout);
  });
  await edit(mdx.file, mdx.text, 'p', result.mdxMs, () =>
    openDocsPage(page, server.url, mdx.docsId, mdx.heading, pageTimeout),
  );
  options.log(
    `  ${target.key} hot reload: story ${result.storyMs.join(', ')} ms; MDX ${result.mdxMs.join(', ')} ms; full reloads ${result.fullReloads}`,
  );
  return result;
}

export interface WorkshopResults {
  ours: ColdStart[];
  reference: ColdStart[];
  hot: Record<'ours' | 'reference', HotReload | undefined>;
}

/**
 * Alternating rounds of cold starts (ours, reference; then reference, ours; …). The first round
 * of each also measures hot reload on the running server.
 */
export async function measureWorkshop(
  targets: Record<'ours' | 'reference', WorkshopTarget>,
  options: WorkshopOptions,
): Promise<WorkshopResults> {
  const results: WorkshopResults = {
    ours: [],
    reference: [],
    hot: { ours: undefined, reference: undefined },
  };
  const browser = await launchChromium();
  try {
    for (let round = 0; round < options.rounds; round += 1) {
      const order: ('ours' | 'reference')[] =
        round % 2 ? ['reference', 'ours'] : ['ours', 'reference'];
      const line: string[] = [];
      for (const key of order) {
        const target = targets[key];
        const withHotReload =
          round === 0 && options.edits > 0
            ? async (server: DevServer, page: Page) => {
                results.hot[key] = await hotReload(server, page, target, options);
              }
            : undefined;
        const start = await coldStart(browser, target, options, withHotReload);
        results[key].push(start);
        line.push(
          `${key} ${Math.round(start.ms)} ms${start.reoptimized ? ' (re-optimised!)' : ''}`,
        );
      }
      options.log(`  cold start round ${round + 1}/${options.rounds}: ${line.join(', ')}`);
    }
  } finally {
    await browser.close();
  }
  return results;
}
