import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CloseIcon } from '../Iconography/icons';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Close dialog' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon button named by hidden text. */
export const NamesAnIconButton: Story = {
  render: (args) => (
    <button type="button" style={{ display: 'inline-flex', padding: 8 }}>
      <CloseIcon size={16} />
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close dialog' });
    const text = canvas.getByText('Close dialog');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(button).toBeVisible();
  },
};

/** `focusable` content appears while it has keyboard focus: a skip link. */
export const SkipLink: Story = {
  render: () => (
    <div>
      <VisuallyHidden focusable>
        <a href="#main-content">Skip to content</a>
      </VisuallyHidden>
      <p id="main-content">Main content</p>
    </div>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    const wrapper = link.parentElement!;
    await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(20);
    link.blur();
  },
};
