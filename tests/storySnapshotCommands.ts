/**
 * A Vitest browser command for the story snapshots (`.storybook/vitest.setup.ts`): sets the height
 * of the page around the test frame. Vitest draws the frame scaled to fit that page, so a story
 * taller than its window is snapshot whole, at the scale every other story is, only when the page
 * grows with it.
 */
import type { BrowserCommand } from 'vitest/node';

/** The page's size when no story has grown it (the Playwright context's viewport). */
export const testerPageSize = { width: 1280, height: 720 } as const;

/**
 * The tallest a story snapshot may be, in CSS pixels of the story's window: the window grows up
 * to this height to hold a taller story whole, and a story taller still fails with a message.
 */
export const storySnapshotMaxHeight = 2400;

const setTesterPageHeight: BrowserCommand<[height: number]> = async (context, height) => {
  await context.page.setViewportSize({ width: testerPageSize.width, height });
};

export const storySnapshotCommands = { setTesterPageHeight };

declare module 'vitest/browser' {
  interface BrowserCommands {
    setTesterPageHeight: (height: number) => Promise<void>;
  }
}
