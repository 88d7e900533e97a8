/**
 * Checks every story test makes beyond its play function, in Vitest only (this file never
 * reaches the Storybook build):
 * - any console.error or console.warn during a story fails it. A story that expects a log
 *   spies on the console method itself and asserts on it;
 * - the story's root element is compared with its committed baseline, unless the story is
 *   tagged `no-visual` (such a story must say why in a comment).
 */
import { afterEach, beforeEach, expect, type TestContext } from 'vitest';
import { page } from 'vitest/browser';

type StoryLike = { id: string; tags: string[]; parameters: Record<string, unknown> };

const consoleMessages: string[] = [];
const originals = { error: console.error, warn: console.warn };

const render = (value: unknown) =>
  value instanceof Error
    ? (value.stack ?? value.message)
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

beforeEach(() => {
  consoleMessages.length = 0;
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      consoleMessages.push(`console.${level}: ${args.map(render).join(' ')}`);
      originals[level](...args);
    };
  }
});

// Freezes animations, transitions and the caret so a snapshot shows the settled state.
const SETTLE_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}
[data-story-root]:not([data-layout='fullscreen']) { display: flow-root; padding: 16px; }`;

afterEach(async (context: TestContext & { story?: StoryLike }) => {
  console.error = originals.error;
  console.warn = originals.warn;
  if (context.task.result?.state === 'fail') return;
  if (consoleMessages.length > 0) {
    throw new Error(`The story wrote to the console:\n${consoleMessages.join('\n')}`);
  }

  const story = context.story;
  if (!story || story.tags.includes('no-visual')) return;
  const root = document.querySelector<HTMLElement>('[data-story-root]');
  if (!root) throw new Error(`Story ${story.id} rendered no root element to snapshot.`);

  const style = document.createElement('style');
  style.textContent = SETTLE_CSS;
  document.head.append(style);
  try {
    await document.fonts.ready;
    (document.activeElement as HTMLElement | null)?.blur();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const target = story.parameters.layout === 'fullscreen' ? document.body : root;
    await expect.element(page.elementLocator(target)).toMatchScreenshot(story.id);
  } finally {
    style.remove();
  }
});
