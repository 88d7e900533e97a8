import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { textStyles, type TextStyleName } from '../../tokens';
import { Typography } from './Typography';

const meta = {
  title: 'Components/Typography',
  component: Typography,
  args: { children: 'Tessera builds calm interfaces' },
} satisfies Meta<typeof Typography>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = Object.keys(textStyles) as TextStyleName[];

export const Paragraph: Story = {
  args: {
    children:
      'Body copy sets the reading rhythm of a page. Lines stay between 60 and 80 characters for comfortable reading.',
  },
};

/** Every text style, with its size and line height. */
export const Scale: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {names.map((name) => (
        <div
          key={name}
          style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16, alignItems: 'baseline' }}
        >
          <Typography variant="small" muted as="span" style={{ flex: '0 0 120px' }}>
            {`${name} · ${textStyles[name].fontSize}/${Math.round(textStyles[name].fontSize * textStyles[name].lineHeight)}`}
          </Typography>
          <Typography variant={name} as="div" style={{ flex: '1 1 12rem' }}>
            The quick brown fox
          </Typography>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rendered = canvasElement.querySelectorAll('div[data-variant]');
    await expect(rendered).toHaveLength(names.length);
    const h1 = canvasElement.querySelector('[data-variant="h1"]');
    await expect(h1 && getComputedStyle(h1).fontSize).toBe('40px');
  },
};

export const Headings: Story = {
  render: () => (
    <div>
      <Typography variant="h1">Heading one</Typography>
      <Typography variant="h2">Heading two</Typography>
      <Typography variant="h3">Heading three</Typography>
      <Typography variant="h4">Heading four</Typography>
      <Typography variant="h5">Heading five</Typography>
      <Typography variant="h6">Heading six</Typography>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await expect(canvas.getByRole('heading', { level })).toBeVisible();
    }
  },
};

export const TitleAndSubtitle: Story = {
  render: () => (
    <header>
      <Typography variant="title">Tessera</Typography>
      <Typography variant="subtitle" muted>
        A React design system with documentation you can trust.
      </Typography>
    </header>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tessera' })).toBeVisible();
  },
};

export const Muted: Story = { args: { muted: true, variant: 'small' } };

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  render: (args) => (
    <div>
      <Typography variant="h3">Dark surfaces</Typography>
      <Typography {...args} />
      <Typography variant="small" muted>
        Muted text keeps AA contrast on the dark surface.
      </Typography>
    </div>
  ),
};
