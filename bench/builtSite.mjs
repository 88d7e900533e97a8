/**
 * A built site served as the site tests serve it, and the Chromium they drive: for the bench
 * scripts that time pages in a browser (search, phone prefix picker).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { importTypeScript } from '../scripts/importTypeScript.mjs';
import { CHROMIUM_ARGS, HOW_TO_GET_A_BROWSER, findChromium } from '../scripts/browser.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * Serves `directory` and launches Chromium.
 *
 * @param {string} directory
 * @returns {Promise<{ site: { url: string, close: () => Promise<void> }, browser: import('playwright').Browser }>}
 */
export async function openBuiltSite(directory) {
  const executablePath = await findChromium();
  if (!executablePath) throw new Error(HOW_TO_GET_A_BROWSER);
  // The site tests' static server, bundled for this plain-JS runner as bench/run.mjs does.
  const { serveDirectory } = await importTypeScript({
    entry: path.join(root, 'tests/site/staticServer.ts'),
    outfile: path.join(root, 'node_modules/.cache/tessera-bench/staticServer.mjs'),
  });
  const site = await serveDirectory(directory);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  return { site, browser };
}
