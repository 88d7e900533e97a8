import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { TocItem } from '../../lib/tableOfContents';
import { TableOfContents } from './TableOfContents';

const items: TocItem[] = [
  { label: 'Overview', href: '#overview' },
  {
    label: 'Props',
    href: '#props',
    items: [
      { label: 'Required props', href: '#required-props' },
      { label: 'Optional props', href: '#optional-props' },
    ],
  },
  { label: 'Accessibility', href: '#accessibility' },
];

const meta = {
  title: 'Components/TableOfContents',
  component: TableOfContents,
  args: { items, activeHref: '#overview', onItemClick: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current section is marked for sight (accent bar) and for screen readers (`aria-current`). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
  },
};

/** A nested entry is current. */
export const NestedEntryActive: Story = {
  args: { activeHref: '#optional-props' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Optional props' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(canvas.getByRole('link', { name: 'Overview' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** Entries are links: the keyboard reaches them in order and Enter reports the click. */
export const KeyboardAndClick: Story = {
  // A keyboard script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { activeHref: null },
  render: function KeyboardStory(args) {
    const [active, setActive] = useState<string | null>(null);
    return (
      <TableOfContents
        {...args}
        activeHref={active}
        onItemClick={(href, event) => {
          event.preventDefault();
          setActive(href);
          args.onItemClick?.(href, event);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Props' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onItemClick).toHaveBeenCalledWith('#props', expect.anything());
    await expect(canvas.getByRole('link', { name: 'Props' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Accessibility' }));
    await expect(canvas.getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
};
