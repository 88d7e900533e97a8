import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CheckIcon, icons, type IconName } from './icons';

const meta = {
  title: 'Components/Iconography',
  component: CheckIcon,
} satisfies Meta<typeof CheckIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = Object.keys(icons) as IconName[];

/** Every icon with its name. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 12,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {names.map((name) => {
        const Icon = icons[name];
        return (
          <li
            key={name}
            style={{
              display: 'grid',
              justifyItems: 'center',
              gap: 8,
              padding: 16,
              border: '1px solid var(--tessera-border)',
              borderRadius: 12,
            }}
          >
            <Icon size={24} />
            <code style={{ fontSize: 12 }}>{`${name}Icon`}</code>
          </li>
        );
      })}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(names.length);
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** With a title an icon is announced; without one it is decorative. */
export const Labelled: Story = {
  args: { title: 'Completed', size: 24 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Completed' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {[12, 16, 20, 24, 32].map((size) => (
        <CheckIcon key={size} size={size} />
      ))}
    </div>
  ),
};
