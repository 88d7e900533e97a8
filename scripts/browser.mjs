/**
 * Finds the Chromium that story tests drive: $TESSERA_CHROMIUM (or $CHROMIUM_PATH) first,
 * then Debian's /usr/bin/chromium, then a browser that Playwright manages, if one is installed.
 */
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const HOW_TO_GET_A_BROWSER =
  'No Chromium found for the story tests. Install one with `apt-get install -y chromium` ' +
  '(or set TESSERA_CHROMIUM to the path of a Chromium or Chrome binary).';

/** Flags that let Chromium run as root in a closed network and render text the same everywhere. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

/** @returns {Promise<string | undefined>} */
export async function findChromium() {
  for (const candidate of [process.env.TESSERA_CHROMIUM, process.env.CHROMIUM_PATH]) {
    if (candidate) {
      if (existsSync(candidate)) return candidate;
      throw new Error(`The browser named by the environment (${candidate}) does not exist.`);
    }
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  try {
    const { chromium } = await import('playwright');
    const managed = chromium.executablePath();
    if (managed && existsSync(managed)) return managed;
  } catch {
    // Playwright is not installed or has no browser of its own: fall through.
  }
  return undefined;
}

/**
 * Reports every problem a Playwright page shows while a test walks it, one line each: a console
 * error or warning (its first `consoleLines` lines), an uncaught error, a response of 400 or
 * more, and a request that failed.
 *
 * @param {import('playwright').Page} page
 * @param {(line: string) => void} report
 * @param {{ consoleLines?: number }} [options]
 */
export function watchPageProblems(page, report, { consoleLines = 1 } = {}) {
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text().split('\n').slice(0, consoleLines).join('\n');
    report(`console.${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => report(`page error: ${String(error.message ?? error)}`));
  page.on('response', (response) => {
    if (response.status() >= 400) report(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('requestfailed', (request) =>
    report(`request failed: ${request.url()} (${request.failure()?.errorText ?? ''})`),
  );
}
