/**
 * Starts `storybook dev` as a developer does and drives it from Chromium: shared by the dev-server
 * test (tests/workshop/devServer.test.ts) and the bench's workshop figures (bench/run.mjs).
 *
 * Each server gets its own Storybook cache root (`CACHE_DIR`), so a fresh directory means a cold
 * start: no pre-bundled dependencies, no cached manager. Output is collected so that a caller
 * can assert on what the server printed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright';

export interface DevServerOptions {
  /** The command and its arguments after `node`, e.g. `['scripts/start.mjs', '--ci']`. */
  command: string[];
  /** Working directory (the repository root). */
  cwd: string;
  port: number;
  /** Storybook's cache root for this server. */
  cacheRoot: string;
  env?: Record<string, string>;
}

export interface DevServer {
  url: string;
  /** Everything the server printed so far, colours stripped. */
  output: () => string;
  /** `performance.now()` when the process was spawned. */
  startedAt: number;
  waitForOutput: (pattern: RegExp, timeoutMs: number) => Promise<void>;
  stop: () => Promise<void>;
}

const ansi = new RegExp(
  String.raw`\u001b\[[0-9;]*[A-Za-z]|\u001b\]8;;[^\u0007\u001b]*(\u0007|\u001b\\)`,
  'g',
);

/** A port in `[from, to]` nothing listens on at the moment. */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port between ${from} and ${to}.`);
}

export function startDevServer(options: DevServerOptions): DevServer {
  let text = '';
  const startedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, options.command, {
    cwd: options.cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      CACHE_DIR: options.cacheRoot,
      STORYBOOK_DISABLE_TELEMETRY: '1',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      ...options.env,
    },
  });
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString('utf8').replace(ansi, '');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return {
    url: `http://127.0.0.1:${options.port}`,
    output: () => text,
    startedAt,
    waitForOutput: (pattern, timeoutMs) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!pattern.test(text)) return;
          cleanup();
          resolve();
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No ${pattern} in the dev server's output:\n${text}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        void exited.then(() => {
          if (!listeners.has(check)) return;
          cleanup();
          reject(new Error(`The dev server exited (${child.exitCode}):\n${text}`));
        });
        check();
      }),
    stop: async () => {
      if (child.exitCode === null && child.pid) {
        // The whole group: storybook may have started workers of its own.
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
        const killer = setTimeout(() => {
          try {
            if (child.pid) process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }, 5000);
        await exited;
        clearTimeout(killer);
      }
    },
  };
}

/** Waits until the server answers HTTP at all. */
export async function waitUntilServing(url: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const previewFrame = (page: Page) => page.frameLocator('#storybook-preview-iframe');

/**
 * Opens a docs page in the manager as a reader would (`/?path=/docs/<id>`) and waits for its
 * heading inside the preview.
 */
export async function openDocsPage(
  page: Page,
  url: string,
  docsId: string,
  heading: string,
  timeoutMs: number,
): Promise<void> {
  await page.goto(`${url}/?path=/docs/${docsId}`);
  await waitForPreviewText(page, 'h1', heading, timeoutMs);
}

export async function waitForPreviewText(
  page: Page,
  selector: string,
  text: string,
  timeoutMs: number,
): Promise<void> {
  await previewFrame(page)
    .locator(selector, { hasText: text })
    .first()
    .waitFor({ state: 'visible', timeout: timeoutMs });
}

/** The messages Vite prints when it finds dependencies late and reloads the page. */
export const reoptimizeMessage =
  /new dependencies optimized|optimized dependencies changed|reloading/i;

/**
 * Saves `text` to `file` as an editor's safe write does: a file beside it, renamed over it. A
 * write in place truncates the file first, and a watcher that reads it in that moment sees it
 * empty; Storybook's indexer then drops the file's entries and fails the MDX page that attaches
 * them until the next read, a hiccup of the edit loop the tests would count against it. (What
 * the site's own code does with such a read is tested on its own, with an empty save.)
 */
export function saveFile(file: string, text: string): void {
  const beside = path.join(path.dirname(file), `.${path.basename(file)}.saving`);
  writeFileSync(beside, text);
  renameSync(beside, file);
}
