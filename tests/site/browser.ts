/** Launches the same Chromium the story tests use, for tests that drive the built site. */
import { chromium, type Browser, type Page } from 'playwright';
import { CHROMIUM_ARGS, HOW_TO_GET_A_BROWSER, findChromium } from '../../scripts/browser.mjs';

export async function launchChromium(): Promise<Browser> {
  const executablePath = await findChromium();
  if (!executablePath) throw new Error(HOW_TO_GET_A_BROWSER);
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * Waits until the live site has taken over a prerendered page (its static layer is gone), so
 * a test drives Storybook's manager and preview, not the static copy drawn above them.
 */
export async function waitForLiveSite(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('tessera-prerender'), null, {
    timeout: 120_000,
    polling: 100,
  });
}
