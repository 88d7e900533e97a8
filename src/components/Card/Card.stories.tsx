import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CodeIcon, ImageIcon, LockIcon, UploadIcon } from '../Iconography/icons';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    icon: <CodeIcon size={20} />,
    title: 'Code blocks',
    content: 'Highlighted samples with line numbers and a copy button.',
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Card {...args} />
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Code blocks' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** With `href` the whole card is one link; the focus ring goes around the card. */
export const AsLink: Story = {
  args: { href: '#codeblock' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Code blocks' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#codeblock');
    const card = canvasElement.querySelector('[data-interactive]')!;
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
  },
};

/** With `onClick` the whole card is one button, pressed by click, Enter or Space. */
export const AsButton: Story = {
  args: { onClick: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    // The button is stretched over the whole card: a pointer anywhere on it hits the button.
    const button = canvas.getByRole('button', { name: 'Code blocks' });
    const content = canvasElement.querySelector('[data-part="content"]')!.getBoundingClientRect();
    const hit = document.elementFromPoint(content.left + 10, content.top + content.height / 2);
    await expect(hit).toBe(button);
    await userEvent.click(hit!);
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Disabled: Story = {
  args: { onClick: fn(), disabled: true, icon: <LockIcon size={20} /> },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Code blocks' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A text for `disabled` shows as a badge on the card. */
export const DisabledWithBadge: Story = {
  args: {
    href: '/components/mediaupload',
    disabled: 'Soon',
    icon: <UploadIcon size={20} />,
    title: 'Media upload',
    content: 'Drag and drop your media or browse.',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Media upload' });
    await expect(link).not.toHaveAttribute('href');
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('Soon')).toBeVisible();
  },
};

/** Cards in a grid, as on an overview page. */
export const Grid: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(200px, 100%), 1fr))',
        gap: 16,
      }}
    >
      <Card
        icon={<CodeIcon size={20} />}
        title="Code blocks"
        content="Highlighted samples."
        href="#code"
      />
      <Card
        icon={<ImageIcon size={20} />}
        title="Images"
        content="Loading, captions, zoom."
        href="#image"
      />
      <Card
        icon={<UploadIcon size={20} />}
        title="Media upload"
        content="Drag and drop."
        disabled="Pro"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  render: Grid.render,
};
