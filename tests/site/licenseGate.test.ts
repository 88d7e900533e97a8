/**
 * The license gate as assistive technology and the keyboard meet it, on the built (unlicensed)
 * site in Chromium. Names and descriptions are read from Chromium's accessibility tree, not from
 * attributes: a locked sidebar entry is disabled and described by the license notice; the notice
 * shows beside it while it has focus and stays until focus moves on or Escape; a click, Enter
 * and Space on it all do the same thing (stay, show the notice); a locked search result reads
 * with the notice.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { licenseNotice } from '../../.storybook/site/license';
import { recordToasts, seenToasts, waitForLiveSite } from './browser';
import { serveBuiltSite } from './builtSite';
import { type StaticSite } from './staticServer';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

const siteDirectory = path.resolve(__dirname, '../../storybook-static');
const openPage = 'get-started-guides--docs';

let browser: Browser;
let site: StaticSite;
let page: Page;

serveBuiltSite(siteDirectory, (launched, served) => {
  browser = launched;
  site = served;
});

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(90_000);
  await page.goto(`${site.url}/?path=/docs/${openPage}`, { waitUntil: 'domcontentloaded' });
  await waitForLiveSite(page);
  await page.frameLocator('#storybook-preview-iframe').locator('#storybook-docs h1').waitFor();
  await recordToasts(page);
});

afterEach(async () => {
  await page?.close();
});

/** What Chromium's accessibility tree says of the element `selector` finds. */
async function accessibleNode(selector: string) {
  const session = await page.context().newCDPSession(page);
  const { root } = (await session.send('DOM.getDocument', { depth: 0 })) as {
    root: { nodeId: number };
  };
  const { nodeId } = (await session.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector,
  })) as { nodeId: number };
  const { nodes } = (await session.send('Accessibility.getPartialAXTree', {
    nodeId,
    fetchRelatives: false,
  })) as {
    nodes: {
      role?: { value: string };
      name?: { value: string };
      description?: { value: string };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  await session.detach();
  const node = nodes[0];
  if (!node) throw new Error(`${selector} is not in the accessibility tree`);
  return {
    role: node.role?.value,
    name: node.name?.value,
    description: node.description?.value,
    disabled: node.properties?.find((property) => property.name === 'disabled')?.value.value,
  };
}

const shownEntry = () => {
  const frame = page.frame({ url: /iframe\.html/ });
  return frame ? new URL(frame.url()).searchParams.get('id') : null;
};
const notice = () => page.locator('#tessera-license-notice');
const lockedEntry = (id: string) => page.locator(`[data-item-id="${id}"] > button`);

describe('locked sidebar entries', () => {
  test('are disabled and described by the license notice, and read with their own name', async () => {
    await lockedEntry('components-button').waitFor();
    expect(await accessibleNode('[data-item-id="components-button"] > button')).toMatchObject({
      name: 'Button',
      description: licenseNotice,
      disabled: true,
    });
    // An open entry is neither.
    expect(
      await accessibleNode('[data-item-id="components-accordion"] > button'),
    ).not.toMatchObject({ description: licenseNotice });
  });

  test('with keyboard focus show the notice beside them until Escape or until focus moves on', async () => {
    const entry = lockedEntry('components-button');
    await entry.focus();
    await expect.poll(() => notice().isVisible()).toBe(true);
    expect(await notice().innerText()).toBe(licenseNotice);
    const [entryBox, noticeBox] = [await entry.boundingBox(), await notice().boundingBox()];
    expect(noticeBox!.x).toBeGreaterThanOrEqual(entryBox!.x + entryBox!.width);
    // Longer than any toast lives: the notice stays while focus does.
    await page.waitForTimeout(6_500);
    expect(await notice().isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => notice().isVisible()).toBe(false);
    expect(await entry.evaluate((element) => element === document.activeElement)).toBe(true);

    await entry.blur();
    await entry.focus();
    await expect.poll(() => notice().isVisible()).toBe(true);
    await lockedEntry('components-accordion').focus();
    await expect.poll(() => notice().isVisible()).toBe(false);
  });

  test.each(['click', 'Enter', 'Space'] as const)(
    '%s keeps the open page and shows the notice',
    async (action) => {
      const entry = lockedEntry('components-card');
      // `force`: Playwright would wait for an aria-disabled element to become enabled.
      if (action === 'click') await entry.click({ force: true });
      else {
        await entry.focus();
        await page.keyboard.press(action === 'Space' ? ' ' : 'Enter');
      }
      await expect.poll(() => seenToasts(page), { timeout: 30_000 }).toContain(licenseNotice);
      expect(await notice().isVisible()).toBe(true);
      expect(shownEntry()).toBe(openPage);
      expect(page.url()).not.toContain('card');
      expect(await entry.getAttribute('aria-expanded')).toBe('false');
    },
  );
});

test('a locked search result is disabled and reads with the license notice', async () => {
  const input = page.locator('[data-site-search-input]');
  await input.click();
  await input.fill('button');
  const locked = page.locator('.tessera-search__page[data-page-id="components-button--docs"]');
  await locked.waitFor();
  const id = await locked.getAttribute('id');
  const node = await accessibleNode(`[id="${id}"]`);
  expect(node.role).toBe('option');
  expect(node.disabled).toBe(true);
  expect(node.name).toContain('Button');
  expect(node.name).toContain(licenseNotice);
});
