import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: {
    version: '0.4.1',
    links: [
      { label: 'Guides', href: '/guides' },
      { label: 'Licensing', href: '/licensing' },
      { label: 'npm', href: 'https://www.npmjs.com/' },
    ],
    note: '© 2026 Tessera. All rights reserved.',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Tessera0.4.1');
    await expect(canvas.getByRole('link', { name: 'Guides' })).not.toHaveAttribute('target');
    const external = canvas.getByRole('link', { name: 'npm (opens in a new tab)' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Minimal: Story = {
  args: { links: [], note: undefined, version: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(/^Tessera$/);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const OnDarkBackground: Story = { globals: { colorScheme: 'dark' } };
