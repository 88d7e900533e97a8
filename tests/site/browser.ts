/** Chromium for the tests that drive the built site, and what they share. */
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { CHROMIUM_ARGS, HOW_TO_GET_A_BROWSER, findChromium } from '../../scripts/browser.mjs';

/**
 * Launches the same Chromium the story tests use. Every page and context it opens waits
 * `pageWait` for an action, unless a test sets its own bound.
 */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  const executablePath = await findChromium();
  if (!executablePath) throw new Error(HOW_TO_GET_A_BROWSER);
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...extraArgs] });
  // `browser.newPage` opens its page through `newContext` too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(pageWait);
    return context;
  };
  return browser;
}

/**
 * How long a step waits for the site to show something. Alone on a 2-core machine a docs page
 * shows within a few seconds; beside other work the same machine has run the site five times
 * slower. A wait is there to fail when something never shows, not when it shows late.
 */
export const pageWait = 90_000;

/**
 * Waits until the live site has taken over a prerendered page (its static layer is gone), so
 * a test drives Storybook's manager and preview, not the static copy drawn above them.
 */
export async function waitForLiveSite(page: Page, timeout = pageWait + 30_000): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('tessera-prerender'), null, {
    timeout,
    polling: 100,
  });
}

const previewBody = (page: Page) => page.frameLocator('#storybook-preview-iframe').locator('body');

/**
 * Starts recording every text the preview's "Notifications" region shows, so a test can see a
 * toast that has already left (read it with `seenToasts`).
 */
export async function recordToasts(page: Page): Promise<void> {
  await previewBody(page).evaluate((body) => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    new MutationObserver(() => {
      const region = document.querySelector('[aria-label="Notifications"]');
      if (region?.textContent) seen.push(region.textContent);
    }).observe(body, { subtree: true, childList: true, characterData: true });
  });
}

/** Every toast text the preview has shown since `recordToasts`, one per line. */
export function seenToasts(page: Page): Promise<string> {
  return previewBody(page).evaluate(() =>
    (window as unknown as { seenToasts: string[] }).seenToasts.join('\n'),
  );
}

/**
 * A key pressed while an input method's composition is open, as the input method sends it
 * (Chromium marks its events `isComposing`); the composition is set through `session` with
 * `Input.imeSetComposition`.
 */
export async function pressWhileComposing(
  session: CDPSession,
  key: 'Enter' | 'Escape',
): Promise<void> {
  const code = key === 'Enter' ? 13 : 27;
  for (const type of ['keyDown', 'keyUp'] as const) {
    await session.send('Input.dispatchKeyEvent', {
      type,
      key,
      code: key,
      windowsVirtualKeyCode: code,
      nativeVirtualKeyCode: code,
    });
  }
}
