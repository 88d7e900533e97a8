/**
 * A story in right-to-left text, as an app in Hebrew shows it: the preview lays the story's root
 * out right to left (the `direction` global; shown on its own, the whole document), and the
 * story's words are Hebrew, marked so for screen readers. Spread it into a story:
 * `{ ...rightToLeft, args: … }`.
 */
import type { Decorator } from '@storybook/react-vite';

const inHebrew: Decorator = (Story) => (
  <div lang="he">
    <Story />
  </div>
);

export const rightToLeft = {
  globals: { direction: 'rtl' },
  decorators: [inHebrew],
};

/** The horizontal centre of an element, for "which one is further right" checks. */
export const centreX = (element: Element): number => {
  const box = element.getBoundingClientRect();
  return box.left + box.width / 2;
};
