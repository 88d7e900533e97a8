import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, type MockInstance } from 'storybook/test';
import { StatusTag } from './StatusTag';
import { expectDevWarning, spyOnDevWarnings } from '../../../stories/support/devWarnings';

const meta = {
  title: 'Components/StatusTag',
  component: StatusTag,
  args: { children: 'Stable', tone: 'success' },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Stable').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'success',
    );
  },
};

const examples = [
  ['primary', 'New'],
  ['secondary', 'Draft'],
  ['success', 'Stable'],
  ['warning', 'Beta'],
  ['danger', 'Deprecated'],
] as const;

/** Every tone. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {examples.map(([tone, label]) => (
        <StatusTag key={tone} tone={tone}>
          {label}
        </StatusTag>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [tone, label] of examples) {
      await expect(canvas.getByText(label).closest('[data-tone]')).toHaveAttribute(
        'data-tone',
        tone,
      );
    }
  },
};

const longLabel = 'Deprecated since version 0.3, removed in 1.0';

/** In a column narrower than its label the label ends in an ellipsis; the words stay in the page. */
export const LongLabel: Story = {
  render: () => (
    <div style={{ width: 160 }}>
      <StatusTag tone="warning">{longLabel}</StatusTag>
    </div>
  ),
  play: async ({ canvas }) => {
    const label = canvas.getByText(longLabel);
    await expect(label).toHaveStyle({ textOverflow: 'ellipsis' });
    await expect(label.closest('[data-tone]')!.getBoundingClientRect().width).toBeLessThanOrEqual(
      160,
    );
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  render: Tones.render,
};

let warnSpy: MockInstance<typeof console.warn> | undefined;

/** A wrong tone is reported in development and falls back to primary: a check, kept out of the docs. */
export const UnknownToneFallsBack: Story = {
  tags: ['!dev', '!autodocs'],
  args: { tone: 'brand' as never, children: 'Brand' },
  beforeEach: () => {
    warnSpy = spyOnDevWarnings();
    return () => warnSpy?.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Brand').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'primary',
    );
    await expectDevWarning(
      warnSpy,
      'StatusTag: prop "tone" got "brand"; expected one of "primary", "secondary", "info", "success", "warning", "danger"; using "primary".',
    );
  },
};
