/**
 * Checks every story test makes beyond its play function, in Vitest only (this file never
 * reaches the Storybook build):
 * - any console.error or console.warn during a story fails it. A story that expects a log
 *   spies on the console method itself and asserts on it;
 * - the story's root element is compared with its committed baseline, unless the story is
 *   tagged `no-visual` (such a story must say why in a comment);
 * - axe runs again with the site in the dark scheme (the a11y addon has checked the light one),
 *   with the same rules, so every story is accessible in both schemes;
 * - nothing the story marks `hidden` shows: a component's `display` outranks the attribute's own
 *   rule, and Testing Library, which takes the attribute at its word, would not notice.
 */
import { afterEach, beforeEach, expect, type TestContext } from 'vitest';
import { commands, page } from 'vitest/browser';
import { storySnapshotMaxHeight, testerPageSize } from '../tests/storySnapshotCommands';
import { axeRunOptions, pageOnlyRules } from './axeOptions';

type StoryLike = { id: string; tags: string[]; parameters: Record<string, unknown> };
type A11yParameter = { test?: 'error' | 'todo' | 'off'; disable?: boolean };

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
  if (!story) return;
  checkHiddenStaysHidden();
  await checkVisual(story);
  await checkAxeInDarkScheme(story);
});

function checkHiddenStaysHidden() {
  const shown = [...document.querySelectorAll<HTMLElement>('[data-story-root] [hidden]')].filter(
    (element) => element.getAttribute('hidden') !== 'until-found' && element.checkVisibility(),
  );
  if (shown.length > 0) {
    throw new Error(
      `Elements marked hidden are shown (their display overrides the attribute):\n${shown
        .map((element) => element.outerHTML.slice(0, 160))
        .join('\n')}`,
    );
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

async function checkVisual(story: StoryLike) {
  if (story.tags.includes('no-visual')) return;
  const root = document.querySelector<HTMLElement>('[data-story-root]');
  if (!root) throw new Error(`Story ${story.id} rendered no root element to snapshot.`);

  const style = document.createElement('style');
  style.textContent = SETTLE_CSS;
  document.head.append(style);
  let restoreWindow: (() => Promise<void>) | undefined;
  try {
    await document.fonts.ready;
    // A layer that opened with the story moves focus in on the next frame (floating-ui's
    // initial focus): let it land before blurring, or it lands after and draws a ring that
    // depends on the previous story's input.
    await nextFrame();
    await nextFrame();
    (document.activeElement as HTMLElement | null)?.blur();
    await nextFrame();
    await nextFrame();
    const target = story.parameters.layout === 'fullscreen' ? document.body : root;
    restoreWindow = await fitWindowTo(target, story);
    await expect.element(page.elementLocator(target)).toMatchScreenshot(story.id);
  } finally {
    style.remove();
    await restoreWindow?.();
  }
}

/**
 * Makes the window as tall as the snapshot's target: Chromium paints only what is in the window,
 * so a taller story would show blank below its first screenful. A story whose state depends on
 * the window's size or scroll position (a menu that flips near the bottom, a scrolled page) is
 * tagged `visual-viewport` and keeps its window. Vitest draws the test frame scaled to fit the
 * page around it (0.8 for the default 1200 × 900 window in a 1280 × 720 page): the page grows
 * with the frame so that the scale, and so every pixel above the old fold, stays the same.
 * Returns what puts the window back, for the story's axe pass and the next story.
 */
async function fitWindowTo(
  target: HTMLElement,
  story: StoryLike,
): Promise<(() => Promise<void>) | undefined> {
  if (story.tags.includes('visual-viewport')) return undefined;
  const needed = Math.ceil(
    target === document.body
      ? document.documentElement.scrollHeight
      : target.getBoundingClientRect().height,
  );
  const { innerWidth: width, innerHeight: height } = window;
  if (needed <= height) return undefined;
  if (needed > storySnapshotMaxHeight) {
    throw new Error(
      `Story ${story.id} is ${needed} px tall, more than a snapshot holds (${storySnapshotMaxHeight} px): ` +
        'make it shorter, or tag it visual-viewport if its state depends on the window.',
    );
  }
  const scale = Math.min(1, testerPageSize.width / width, testerPageSize.height / height);
  // A frame height whose scaled height is whole pixels, so the page can match it exactly.
  let grown = needed;
  while (Math.abs(grown * scale - Math.round(grown * scale)) > 1e-6) grown += 1;
  await commands.setTesterPageHeight(Math.max(testerPageSize.height, Math.round(grown * scale)));
  await page.viewport(width, grown);
  await nextFrame();
  await nextFrame();
  return async () => {
    await commands.setTesterPageHeight(testerPageSize.height);
    await page.viewport(width, height);
  };
}

/**
 * axe over the story with the site in the dark scheme, as a reader who chose Dark sees it. A
 * story that shows a scheme on purpose ("On Dark Background") keeps its own and was checked in it.
 */
async function checkAxeInDarkScheme(story: StoryLike) {
  const a11y = story.parameters.a11y as A11yParameter | undefined;
  if (a11y?.disable === true || a11y?.test === 'off') return;
  if (document.querySelector('[data-story-root][data-tessera-scheme]')) return;
  const root = document.documentElement;
  const previous = root.dataset.siteScheme;
  root.dataset.siteScheme = 'dark';
  // Colours switch at once: axe must not read a transition halfway.
  const style = document.createElement('style');
  style.textContent = SETTLE_CSS;
  document.head.append(style);
  try {
    await nextFrame();
    await nextFrame();
    const { default: axe } = await import('axe-core');
    axe.reset();
    const result = await axe.run(
      // Storybook's own markup around the story, as the addon leaves it out.
      { include: [document.body], exclude: [['.sb-wrapper'], ['#storybook-highlights-root']] },
      {
        ...axeRunOptions,
        rules: {
          ...axeRunOptions.rules,
          ...Object.fromEntries(pageOnlyRules.map((id) => [id, { enabled: false }])),
        },
      },
    );
    const violations = result.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.help}): ${node.target.join(' ')}\n  ${node.failureSummary ?? ''}`,
      ),
    );
    if (violations.length > 0 && a11y?.test !== 'todo') {
      throw new Error(`axe in the dark scheme:\n${violations.join('\n')}`);
    }
  } finally {
    style.remove();
    if (previous === undefined) delete root.dataset.siteScheme;
    else root.dataset.siteScheme = previous;
  }
}
