import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { navigation } from '../../../.storybook/site/navigation';
import { Navigation } from '../Navigation';
import { ToastProvider } from '../Toast';
import { BasicLayout } from './BasicLayout';
import { SamplePage } from '../../../stories/support/samplePage';

const meta = {
  title: 'Components/Navigation/BasicLayout',
  component: BasicLayout,
  args: {
    side: (
      <Navigation
        groups={navigation.slice(0, 1)}
        currentPath="/guides"
        onNavigate={fn()}
        aria-label="Get Started"
      />
    ),
    sideLabel: 'Get Started',
    children: <SamplePage />,
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <ToastProvider>
      <BasicLayout {...args} />
    </ToastProvider>
  ),
} satisfies Meta<typeof BasicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 300 px side column beside the content. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const side = canvas.getByRole('complementary', { name: 'Get Started' });
    await expect(side.getBoundingClientRect().width).toBe(300);
    await expect(
      canvas.getByRole('heading', { name: 'Accordion', level: 1 }).getBoundingClientRect().left,
    ).toBeGreaterThan(side.getBoundingClientRect().right);
  },
};

/** Below 820 px the side column stacks above the content. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const side = canvas.getByRole('complementary', { name: 'Get Started' });
    const heading = canvas.getByRole('heading', { name: 'Accordion', level: 1 });
    await expect(heading.getBoundingClientRect().top).toBeGreaterThan(
      side.getBoundingClientRect().bottom,
    );
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
};
