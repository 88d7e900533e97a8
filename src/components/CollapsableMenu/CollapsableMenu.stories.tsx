import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CollapsableMenu, type CollapsableMenuLink } from './CollapsableMenu';

const guides: CollapsableMenuLink[] = [
  { label: 'Installation', href: '#installation' },
  { label: 'Theming', href: '#theming' },
  { label: 'Dark mode', href: '#dark-mode' },
  { label: 'Release notes', href: 'https://www.npmjs.com/' },
];

const meta = {
  title: 'Components/CollapsableMenu',
  component: CollapsableMenu,
  args: { label: 'Guides', items: guides, onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CollapsableMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed at first; Enter or Space on the button shows the links, and again hides them. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Guides' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Installation' })).toBeNull();

    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Installation' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Installation' })).toBeNull();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Open: links starting with http open in a new tab. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    const external = canvas.getByRole('link', { name: /Release notes/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Theming' })).not.toHaveAttribute('target');
  },
};

/** Pointer: a click toggles. */
export const Pointer: Story = {
  // A pointer script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Guides' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('link', { name: 'Dark mode' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('link', { name: 'Dark mode' })).toBeNull();
  },
};

/** A menu holding the current page starts open and marks that link. */
export const WithCurrentPage: Story = {
  args: {
    items: guides.map((item) => (item.label === 'Theming' ? { ...item, current: true } : item)),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Guides' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Theming' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  args: {
    items: guides.map((item) => (item.label === 'Theming' ? { ...item, current: true } : item)),
  },
};
