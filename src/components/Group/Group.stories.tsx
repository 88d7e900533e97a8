import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type MockInstance } from 'storybook/test';
import { Card } from '../Card';
import { CodeIcon, ImageIcon, InfoIcon } from '../Iconography/icons';
import { Group } from './Group';
import { expectDevWarning, spyOnDevWarnings } from '../../../stories/support/devWarnings';

const cards = [
  <Card
    key="code"
    icon={<CodeIcon size={20} />}
    title="Code blocks"
    content="Highlighted samples."
    href="#code"
  />,
  <Card
    key="image"
    icon={<ImageIcon size={20} />}
    title="Images"
    content="Loading, captions, zoom."
    href="#image"
  />,
  <Card
    key="alert"
    icon={<InfoIcon size={20} />}
    title="Alerts"
    content="Four tones."
    href="#alert"
  />,
];

const meta = {
  title: 'Containers/Group',
  component: Group,
  args: {
    title: 'Content components',
    description: 'Display the documentation’s text, code and media.',
    columns: 3,
    children: cards,
  },
} satisfies Meta<typeof Group>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Columns: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Content components' })).toBeVisible();
    const items = [...canvasElement.querySelectorAll('[data-part="items"] > div')];
    const tops = items.map((item) => item.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};

/** The group never grows wider than the content width, 1074 px. */
export const ContentWidth: Story = {
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop1600', isRotated: false } },
  render: (args) => (
    <div style={{ width: 1400 }}>
      <Group {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('region', { name: 'Content components' });
    await expect(group.getBoundingClientRect().width).toBe(1074);
  },
};

/** Below 820 px the columns stack. */
export const Mobile: Story = {
  parameters: { docsExample: { args: { title: 'Content components on a phone' } } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const items = [...canvasElement.querySelectorAll('[data-part="items"] > div')];
    const lefts = items.map((item) => item.getBoundingClientRect().left);
    await expect(new Set(lefts).size).toBe(1);
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, description: undefined, columns: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const OnDarkBackground: Story = { globals: { colorScheme: 'dark' } };

let warnSpy: MockInstance<typeof console.warn> | undefined;

export const InvalidColumnsFallBack: Story = {
  // A misuse check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { columns: 7 as never },
  beforeEach: () => {
    warnSpy = spyOnDevWarnings();
    return () => warnSpy?.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('data-columns', '1');
    await expectDevWarning(
      warnSpy,
      'Group: prop "columns" got 7; expected one of 1, 2, 3, 4; using 1.',
    );
  },
};
