import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CodeIcon } from '../Iconography/icons';
import { Tag } from './Tag';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { children: 'React' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('React')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithIcon: Story = { args: { icon: <CodeIcon size={12} />, children: 'TypeScript' } };

/**
 * Removable tags, as in a filter bar: the button is named after the tag, and after a removal focus
 * moves to the next tag's button, or the previous one's after the last tag.
 */
export const Removable: Story = {
  args: { onRemove: fn() },
  render: function RemovableStory(args) {
    const [tags, setTags] = useState(['React', 'Emotion', 'Vite']);
    return (
      <div style={{ display: 'flex', gap: 8 }}>
        {tags.map((tag) => (
          <Tag
            key={tag}
            onRemove={() => {
              args.onRemove?.();
              setTags(tags.filter((item) => item !== tag));
            }}
          >
            {tag}
          </Tag>
        ))}
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove React' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    // Called with nothing, as its type says: no click event for a handler to misread.
    await expect(args.onRemove).toHaveBeenCalledWith();
    await expect(canvas.queryByText('React')).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    // Focus stays in the bar, on the tag that took the removed one's place.
    await expect(canvas.getByRole('button', { name: 'Remove Emotion' })).toHaveFocus();
  },
};

const longLabel = 'Internationalisation and localisation';

/** In a column narrower than its label the label ends in an ellipsis; the remove button stays whole. */
export const LongLabel: Story = {
  render: () => (
    <div style={{ width: 160 }}>
      <Tag icon={<CodeIcon size={12} />} onRemove={() => {}}>
        {longLabel}
      </Tag>
    </div>
  ),
  play: async ({ canvas }) => {
    const remove = canvas.getByRole('button', { name: `Remove ${longLabel}` });
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(
      remove.closest('div')!.getBoundingClientRect().right,
    );
    await expect(canvas.getByText(longLabel)).toHaveStyle({ textOverflow: 'ellipsis' });
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Tag>React</Tag>
      <Tag icon={<CodeIcon size={12} />}>TypeScript</Tag>
      <Tag onRemove={() => {}}>Vite</Tag>
    </div>
  ),
};
