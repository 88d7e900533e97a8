import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Code } from './Code';

const meta = {
  title: 'Components/Code',
  component: Code,
  args: { children: 'colorScheme="dark"' },
} satisfies Meta<typeof Code>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByText('colorScheme="dark"');
    await expect(code.tagName).toBe('CODE');
  },
};

/** Inside running text the fragment keeps the line height and wraps when it must. */
export const InText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 420, margin: 0 }}>
      Wrap the app in <Code>{'<ThemeProvider>'}</Code> and pass <Code {...args} /> to switch every
      component below it, including <Code>useTheme().colors.surfaceRaised</Code>, to the dark
      scheme.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p')!;
    await expect(paragraph.scrollWidth).toBeLessThanOrEqual(paragraph.clientWidth);
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  render: InText.render,
};
