#!/usr/bin/env node
/**
 * Every MDX page of the docs site, rendered by the Storybook dev server (React's development
 * build, which reports invalid nesting, missing keys and the like), fails on any console error
 * or warning. The site tests read the production build, where React stays silent about these.
 *
 * Every page is rendered in the light and in the dark scheme. For each scheme one browser tab
 * loads the preview once and then switches pages the way the manager does (`setCurrentStory` on
 * the preview's channel), so each page costs a render, not a reload. The two tabs walk side by
 * side once the first has loaded the preview (the dev server has bundled what it needs by then):
 * most of a page's time is the quiet wait after it renders.
 * React logs a given warning once per page load, so a problem shared by many pages is reported
 * at the first of them; the run fails all the same, and the fix is checked by the next run.
 * The dev server listens on 127.0.0.1 on a free port and runs licensed, so every page opens.
 */
/* global window, document -- code run in the page by Playwright */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CHROMIUM_ARGS,
  HOW_TO_GET_A_BROWSER,
  findChromium,
  watchPageProblems,
} from '../../scripts/browser.mjs';
import { freePort, startProcess } from '../../scripts/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
/** Time a page may take to render; the first includes the dev server's dependency bundling. */
const PAGE_TIMEOUT = 60_000;
const FIRST_PAGE_TIMEOUT = 180_000;
/** Quiet time after a page renders, for effects and timers that log late. */
const SETTLE = 400;
/** Each page is rendered in both of the site's schemes. */
const schemes = ['light', 'dark'];
/** `--only Avatar,Field` checks just the pages whose path contains one of the names. */
const onlyArgument = process.argv.indexOf('--only');
const only = onlyArgument > 0 ? (process.argv[onlyArgument + 1] ?? '').split(',') : [];

const executablePath = await findChromium();
if (!executablePath) {
  console.error(HOW_TO_GET_A_BROWSER);
  process.exit(1);
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;

const server = startProcess(
  'npx',
  [
    'storybook',
    'dev',
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
    '--exact-port',
    '--ci',
    '--no-open',
    '--quiet',
  ],
  {
    cwd: root,
    env: { ...process.env, TESSERA_LICENSED: 'true', STORYBOOK_DISABLE_TELEMETRY: '1' },
  },
);

let failures = 0;
let browser;
try {
  const index = await waitForIndex();
  const pages = Object.values(index.entries)
    .filter((entry) => entry.type === 'docs' && entry.importPath.endsWith('.mdx'))
    .filter((entry) => only.length === 0 || only.some((part) => entry.importPath.includes(part)))
    .sort((a, b) => a.id.localeCompare(b.id));
  console.log(`dev server up on ${origin} with ${pages.length} MDX pages (${seconds()})`);

  const { chromium } = await import('playwright');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  // The first tab loads the preview alone; the others start once it has rendered its first page.
  let firstPageShown = () => {};
  const firstPage = new Promise((resolve) => {
    firstPageShown = resolve;
  });
  const walks = schemes.map((scheme, position) =>
    (position === 0 ? Promise.resolve() : firstPage).then(() =>
      walk(browser, pages, scheme, position === 0 ? firstPageShown : () => {}),
    ),
  );
  // Each walk's lines are printed whole, one scheme after the other.
  for (const { failed, lines } of await Promise.all(walks)) {
    failures += failed;
    console.log(lines.join('\n'));
  }
  console.log(
    `\ndocs pages in development: ${pages.length * schemes.length - failures} passed, ${failures} failed (${seconds()})`,
  );
} catch (error) {
  console.error(String(error?.stack ?? error));
  console.error(server.output());
  failures += 1;
} finally {
  await browser?.close();
  server.stop();
}
process.exit(failures === 0 ? 0 : 1);

/** Whether a page's reports are only its preview document's request, cut off by a reload. */
function reloadedUnder(lines) {
  return (
    lines.length > 0 &&
    lines.every((line) =>
      /^request failed: \S+\/iframe\.html\?\S* \(net::ERR_ABORTED\)$/.test(line),
    )
  );
}

/**
 * Renders every page in one tab in the site's `scheme`, chosen as a reader does (stored in the
 * preview's storage, against the opposite system preference); calls `shownFirst` once the first
 * page has rendered, and returns the number of pages that failed and the lines to print.
 */
async function walk(browser, pages, scheme, shownFirst) {
  let failed = 0;
  const lines = [];
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    colorScheme: scheme === 'dark' ? 'light' : 'dark',
  });
  // The storage key of the site's scheme switch (.storybook/site/scheme.ts).
  await context.addInitScript(
    (value) => localStorage.setItem('tessera.colorScheme', value),
    scheme,
  );
  const tab = await context.newPage();
  let messages = [];
  watchPageProblems(tab, (line) => messages.push(line), { consoleLines: 4 });
  // Record every rendered docs page, and the phase of each example's render, as soon as the
  // preview's channel exists.
  await tab.addInitScript(() => {
    window.__renderedDocs = [];
    window.__examplePhases = {};
    const attach = () => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return setTimeout(attach, 10);
      channel.on('docsRendered', (id) => window.__renderedDocs.push(id));
      channel.on('storyRenderPhaseChanged', ({ storyId, newPhase }) => {
        window.__examplePhases[storyId] = newPhase;
      });
    };
    attach();
  });

  // A docs page is rendered before its examples are: the walk checks a page once every example
  // has finished (a reader reads it first), so a late error is the page's own, and leaving a page
  // never tears down an example still rendering (Storybook reloads the preview for that).
  const rendered = async (id, timeout) => {
    await tab.waitForFunction((expected) => window.__renderedDocs.includes(expected), id, {
      timeout,
    });
    await tab
      .waitForFunction(
        () =>
          Object.values(window.__examplePhases).every(
            (phase) =>
              !['loading', 'beforeEach', 'rendering', 'playing', 'afterEach'].includes(phase),
          ),
        null,
        { timeout, polling: 50 },
      )
      .catch(async () => {
        const phases = await tab.evaluate(() => JSON.stringify(window.__examplePhases));
        throw new Error(`its examples did not finish rendering: ${phases}`);
      });
  };

  // A reload of the preview drops the channel the walk drives: the walk counts new documents
  // (not the address change each shown page makes, also a navigation), fails the page it
  // happened on and goes on in the new preview, so one reload fails one page, not all after it.
  let loads = 0;
  tab.on('domcontentloaded', () => {
    loads += 1;
  });
  // Clues to what reloads the preview, printed when it does: what the dev server last said over
  // its sockets (a full reload, an update, an error, a socket that closed) and what asked for
  // each new preview document (a script's call stack, or the browser's reason).
  const reloadClues = [];
  tab.on('websocket', (socket) => {
    const name = new URL(socket.url()).pathname;
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      if (/"type":"(?:full-reload|update|prune|error)"/.test(text))
        reloadClues.push(`${seconds()} ${name}: ${text.slice(0, 300)}`);
    });
    socket.on('close', () => reloadClues.push(`${seconds()} ${name}: closed`));
  });
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ type, initiator, request }) => {
    if (type !== 'Document') return;
    const frames = (initiator.stack?.callFrames ?? [])
      .slice(0, 6)
      .map(
        (frame) =>
          `${frame.functionName || '(anonymous)'} ${frame.url.replace(origin, '')}:${frame.lineNumber + 1}`,
      );
    reloadClues.push(
      `${seconds()} document ${request.url.replace(origin, '')} asked by ${initiator.type}${frames.length ? `: ${frames.join(' < ')}` : ''}`,
    );
  });
  const show = async (id) => {
    await tab.waitForFunction(() => Boolean(window.__STORYBOOK_ADDONS_CHANNEL__), null, {
      timeout: FIRST_PAGE_TIMEOUT,
    });
    await tab.evaluate((storyId) => {
      window.__examplePhases = {};
      window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'docs' });
    }, id);
    await rendered(id, PAGE_TIMEOUT);
  };

  lines.push(`${scheme} scheme:`);
  for (const [position, page] of pages.entries()) {
    messages = [];
    try {
      if (position === 0) {
        try {
          await tab.goto(`${origin}/iframe.html?id=${page.id}&viewMode=docs`, {
            waitUntil: 'commit',
            timeout: FIRST_PAGE_TIMEOUT,
          });
          await rendered(page.id, FIRST_PAGE_TIMEOUT);
        } finally {
          shownFirst();
        }
        const shown = await tab.evaluate(() => document.documentElement.dataset.siteScheme);
        if (shown !== scheme) messages.push(`shows the ${shown} scheme, not ${scheme}`);
        await tab.waitForTimeout(SETTLE);
      } else {
        const loadsBefore = loads;
        try {
          await show(page.id);
          await tab.waitForTimeout(SETTLE);
        } catch (error) {
          if (loads === loadsBefore) throw error;
        }
        // A reload of the preview fails the page: a reader would see the preview load again.
        // Storybook reloads it when the page left still has a story loading, rendering or
        // playing (its teardown gives up); it cuts off the page's own document request, reported
        // as aborted, and the new document may arrive after the page's time. The clues say what
        // asked for it. The walk goes on in the new preview.
        if (loads !== loadsBefore || reloadedUnder(messages)) {
          const deadline = Date.now() + PAGE_TIMEOUT;
          while (loads === loadsBefore && Date.now() < deadline) await tab.waitForTimeout(100);
          messages = [
            `the preview reloaded between ${pages[position - 1].title} and this page; the last clues:`,
            ...reloadClues.slice(-8).map((line) => `  at ${line}`),
          ];
          await show(page.id).catch(() => undefined);
        }
      }
    } catch (error) {
      messages.push(`did not render: ${String(error.message ?? error).split('\n')[0]}`);
    }
    const ok = messages.length === 0;
    if (!ok) failed += 1;
    lines.push(`${ok ? '  ✔' : '  ✘'} ${page.title} (${page.importPath})`);
    for (const message of messages) lines.push(`      ${message.replaceAll('\n', '\n      ')}`);
  }
  await context.close();
  return { failed, lines };
}

async function waitForIndex() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`storybook dev exited with ${server.child.exitCode}`);
    try {
      const response = await fetch(`${origin}/index.json`);
      if (response.ok) return await response.json();
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('storybook dev did not serve index.json within 3 minutes');
}
