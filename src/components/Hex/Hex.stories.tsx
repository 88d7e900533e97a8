import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Hex } from './Hex';

const meta = {
  title: 'Components/Hex',
  component: Hex,
  args: { value: '6187fe' },
} satisfies Meta<typeof Hex>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six hex digits are shown upper-cased with "#" and a swatch of the colour. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('#6187FE')).toBeVisible();
    const swatch = canvasElement.querySelector<HTMLElement>('[data-part="swatch"]')!;
    await expect(getComputedStyle(swatch).backgroundColor).toBe('rgb(97, 135, 254)');
  },
};

const written = ['#00c454', 'ff-4e-4e', ' FF.E5.3D ', '(16, 17, 1C)', '8b5cf6'];

/** Punctuation and spaces are stripped before the check. */
export const Normalisation: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
      {written.map((value) => (
        <li key={value} style={{ display: 'flex', gap: 16 }}>
          <code style={{ width: 140 }}>{JSON.stringify(value)}</code>
          <Hex value={value} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const shown of ['#00C454', '#FF4E4E', '#FFE53D', '#16171C', '#8B5CF6']) {
      await expect(canvas.getByText(shown)).toBeVisible();
    }
    await expect(canvasElement.querySelectorAll('[data-part="swatch"]')).toHaveLength(5);
  },
};

/** Anything else is shown as given: no swatch, no error. */
export const NotAColour: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {['#fff', 'primary', 'rgb(97, 135, 254)', '6187fe00', 'gggggg'].map((value) => (
        <Hex key={value} value={value} />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="swatch"]')).toBeNull();
    for (const value of ['#fff', 'primary', 'rgb(97, 135, 254)', '6187fe00', 'gggggg']) {
      await expect(canvas.getByText(value)).toBeVisible();
    }
  },
};

export const InText: Story = {
  render: () => (
    <p style={{ margin: 0 }}>
      The primary colour is <Hex value="6187fe" />, its strong shade <Hex value="3f63e8" />.
    </p>
  ),
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  render: Normalisation.render,
};
