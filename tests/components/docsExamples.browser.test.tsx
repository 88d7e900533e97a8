/**
 * On a docs page, examples render closed and nothing takes focus or blocks the page until the
 * reader acts (issue: docs pages never grab focus). A docs page renders its stories with
 * `viewMode: 'docs'` and without their play functions (Storybook's docs do not autoplay); every
 * story of the overlay components is rendered that way here, so a story a docs page embeds now or
 * later cannot open a modal dialog or a menu on load.
 *
 * The same stories, shown on their own (`viewMode: 'story'`), still open: the open states stay
 * in the sidebar and in the story tests.
 */
import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import * as KebabMenuStories from '../../src/components/Menu/KebabMenu.stories';
import * as PopoutMenuStories from '../../src/components/Menu/PopoutMenu.stories';
import * as SubmenuStories from '../../src/components/Menu/Submenu.stories';
import * as ModalStories from '../../src/components/Modal/Modal.stories';
import { ThemeProvider } from '../../src/theme';

const withTheme = (Story: () => ReactNode) => (
  <ThemeProvider>
    <Story />
  </ThemeProvider>
);

/** A story composed without its play function, as a docs page renders it. */
function withoutPlay(story: unknown, meta: unknown, name: string) {
  const { play: _play, ...annotations } = story as StoryObj;
  return composeStory(annotations, meta as Meta, { decorators: [withTheme] }, name);
}

type ComposedStory = ReturnType<typeof withoutPlay>;

/** Every story of a module. */
function storiesOf(module: object) {
  const { default: meta, ...stories } = module as { default: Meta } & Record<string, unknown>;
  return Object.entries(stories).map(
    ([name, story]) => [`${meta.title}: ${name}`, withoutPlay(story, meta, name)] as const,
  );
}

let host: HTMLElement | undefined;

afterEach(() => {
  host?.remove();
  host = undefined;
});

async function renderAs(viewMode: 'docs' | 'story', story: ComposedStory) {
  (document.activeElement as HTMLElement | null)?.blur();
  host = document.createElement('div');
  document.body.append(host);
  await story.run({ viewMode, canvasElement: host });
  // Floating UI places a menu, and a dialog moves focus in, a frame or two after mounting.
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const overlays = () => document.querySelectorAll('[role="dialog"], [role="menu"]');

const all = [
  ...storiesOf(ModalStories),
  ...storiesOf(PopoutMenuStories),
  ...storiesOf(KebabMenuStories),
  ...storiesOf(SubmenuStories),
];

describe('on a docs page', () => {
  test.each(all)('%s renders closed and takes no focus', async (_name, story) => {
    await renderAs('docs', story);
    expect(overlays()).toHaveLength(0);
    expect(document.activeElement).toBe(document.body);
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    expect(document.querySelector('body > [aria-hidden="true"]')).toBeNull();
  });
});

describe('shown as a story', () => {
  test.each([
    ['Modal: Open', withoutPlay(ModalStories.Open, ModalStories.default, 'Open'), 'dialog'],
    [
      'Modal: LongContent',
      withoutPlay(ModalStories.LongContent, ModalStories.default, 'LongContent'),
      'dialog',
    ],
    [
      'PopoutMenu: Open',
      withoutPlay(PopoutMenuStories.Open, PopoutMenuStories.default, 'Open'),
      'menu',
    ],
    [
      'KebabMenu: Open',
      withoutPlay(KebabMenuStories.Open, KebabMenuStories.default, 'Open'),
      'menu',
    ],
  ] as const)('%s still shows its open state', async (_name, story, role) => {
    await renderAs('story', story);
    await expect.poll(() => document.querySelector(`[role="${role}"]`)).not.toBeNull();
  });
});
