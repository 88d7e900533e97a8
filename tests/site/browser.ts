/** Launches the same Chromium the story tests use, for tests that drive the built site. */
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_ARGS, HOW_TO_GET_A_BROWSER, findChromium } from '../../scripts/browser.mjs';

export async function launchChromium(): Promise<Browser> {
  const executablePath = await findChromium();
  if (!executablePath) throw new Error(HOW_TO_GET_A_BROWSER);
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}
