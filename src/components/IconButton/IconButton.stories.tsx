import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CloseIcon, CopyIcon, MoreVerticalIcon, TrashIcon } from '../Iconography/icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/Button/IconButton',
  component: IconButton,
  args: { icon: <CloseIcon />, 'aria-label': 'Close', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its `aria-label`; pressed with Enter or Space like any button. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The four sides: 20, 24, 28 and 32 px (the height of a control). */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <IconButton {...args} size="xsmall" icon={<CloseIcon size={12} />} aria-label="Remove" />
      <IconButton {...args} size="small" icon={<CloseIcon size={14} />} aria-label="Dismiss" />
      <IconButton {...args} size="medium" icon={<CopyIcon />} aria-label="Copy" />
      <IconButton {...args} size="large" icon={<MoreVerticalIcon />} aria-label="More actions" />
    </div>
  ),
};

/** The icon takes the colour of its surroundings, here a danger text colour. */
export const InheritsColour: Story = {
  args: { icon: <TrashIcon />, 'aria-label': 'Delete' },
  render: (args) => (
    <span style={{ color: 'var(--tessera-danger-tone-text)' }}>
      <IconButton {...args} />
    </span>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};
