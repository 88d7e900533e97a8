import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type MockInstance } from 'storybook/test';
import { List } from './List';
import { expectDevWarning, spyOnDevWarnings } from '../../../stories/support/devWarnings';

const meta = {
  title: 'Components/List',
  component: List,
  args: {
    items: [
      'Install the package and its peer dependencies.',
      'Wrap the app in ThemeProvider.',
      'Import components by name from the package root.',
    ],
  },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bullets: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('UL');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Numbered: Story = {
  args: { marker: 'number' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list').tagName).toBe('OL');
  },
};

export const Checks: Story = {
  args: { marker: 'check', items: ['Dark scheme', 'Keyboard support', 'Reduced motion'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('data-marker', 'check');
  },
};

export const NoMarker: Story = { args: { marker: 'none' } };

export const Compact: Story = { args: { compact: true } };

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  args: { marker: 'check' },
};

let warnSpy: MockInstance<typeof console.warn> | undefined;

export const UnknownMarkerFallsBack: Story = {
  // A misuse check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { marker: 'star' as never },
  beforeEach: () => {
    warnSpy = spyOnDevWarnings();
    return () => warnSpy?.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('data-marker', 'bullet');
    await expectDevWarning(
      warnSpy,
      'List: prop "marker" got "star"; expected one of "bullet", "number", "check", "none"; using "bullet".',
    );
  },
};
