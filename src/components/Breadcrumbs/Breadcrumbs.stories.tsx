import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';
import { centreX, rightToLeft } from '../../../stories/support/rightToLeft';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Docs', href: '/' },
      { label: 'Components', href: '/components' },
      { label: 'Breadcrumbs' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(nav.querySelector('ol')).not.toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    const current = canvas.getByText('Breadcrumbs', { selector: '[aria-current="page"]' });
    await expect(current.tagName).toBe('SPAN');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Docs' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Components' })).toHaveFocus();
  },
};

/** A long path wraps instead of overflowing. */
export const LongPath: Story = {
  parameters: { docsExample: { args: { 'aria-label': 'Breadcrumbs, long trail' } } },
  args: {
    items: [
      { label: 'Docs', href: '/' },
      { label: 'Components', href: '/components' },
      { label: 'Forms', href: '/components/forms' },
      { label: 'Field', href: '/components/field' },
      { label: 'Validation rules for phone numbers' },
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Breadcrumbs {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ol')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(280);
  },
};

export const OnDarkBackground: Story = { globals: { colorScheme: 'dark' } };

/** In right-to-left text the trail runs from the right, and the separators point left. */
export const RightToLeft: Story = {
  ...rightToLeft,
  args: {
    'aria-label': 'פירורי לחם',
    items: [
      { label: 'תיעוד', href: '/' },
      { label: 'רכיבים', href: '/components' },
      { label: 'פירורי לחם' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const first = canvas.getByRole('link', { name: 'תיעוד' });
    const second = canvas.getByRole('link', { name: 'רכיבים' });
    await expect(centreX(first)).toBeGreaterThan(centreX(second));
    const separator = canvasElement.querySelector('[data-icon="ChevronRight"]')!;
    await expect(getComputedStyle(separator).scale).toBe('-1 1');
  },
};
