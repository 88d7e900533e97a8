/** A decorator that sets a story at the bottom of the window, where a dropdown has no room below. */
import type { Decorator } from '@storybook/react-vite';

/** Puts the story at the window's bottom edge, `gap` px above it and 24 px in from the left. */
export const atWindowBottom =
  (gap: number): Decorator =>
  (Story) => (
    <div
      style={{
        height: '100vh',
        display: 'flex',
        alignItems: 'flex-end',
        padding: `0 24px ${gap}px`,
        boxSizing: 'border-box',
      }}
    >
      <Story />
    </div>
  );
