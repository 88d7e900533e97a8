import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Email me about new components', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off unless a default says otherwise; every change is reported. */
export const Unchecked: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Email me about new components' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    // The label toggles too.
    await userEvent.click(canvas.getByText('Email me about new components'));
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(4);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/**
 * Some of the options it stands for are on: a dash instead of the tick, announced as "mixed".
 * A click turns it on; from there it toggles on and off as usual (checked in
 * `tests/components/checkbox.browser.test.tsx`).
 */
export const Indeterminate: Story = {
  args: { label: 'All components', defaultChecked: 'indeterminate' },
  play: async ({ canvas, canvasElement }) => {
    const checkbox = canvas.getByRole<HTMLInputElement>('checkbox', { name: 'All components' });
    await expect(checkbox).toBePartiallyChecked();
    await expect(checkbox.indeterminate).toBe(true);
    const root = canvasElement.querySelector('[data-kind="checkbox"]');
    await expect(root).toHaveAttribute('data-state', 'indeterminate');
    await expect(canvasElement.querySelector('[data-part="dash"]')).toBeVisible();
  },
};

/** Keyboard focus shows the ring around the box. */
export const Focused: Story = {
  tags: ['no-visual'], // the snapshot blurs the page first, so it cannot show focus
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    const box = canvasElement.querySelector('[data-part="box"]')!;
    await expect(getComputedStyle(box).outlineStyle).toBe('solid');
  },
};

export const WithDescription: Story = {
  args: { description: 'About one email a month. Unsubscribe at any time.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'About one email a month. Unsubscribe at any time.',
    );
  },
};

export const Required: Story = {
  args: { label: 'I accept the license terms', required: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('checkbox', { name: /I accept the license terms/ }),
    ).toBeRequired();
    await expect(canvasElement.querySelector('[data-part="asterisk"]')).toHaveTextContent('*');
  },
};

export const WithError: Story = {
  args: {
    label: 'I accept the license terms',
    required: true,
    error: 'terms required',
    description: 'You can read them on the Licensing page.',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('terms required');
    await expect(canvas.queryByText('You can read them on the Licensing page.')).toBeNull();
  },
};

/** Clicks and keys do nothing and nothing is reported. */
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await userEvent.click(canvas.getByText('Email me about new components'), {
      pointerEventsCheck: 0,
    });
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(checkbox).not.toHaveFocus();
  },
};

export const DisabledUnchecked: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** The parent owns the value: the box shows what it is told. */
export const Controlled: Story = {
  args: { checked: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} />
      <Checkbox {...args} label="Checked" defaultChecked />
      <Checkbox {...args} label="Indeterminate" defaultChecked="indeterminate" />
      <Checkbox {...args} label="With description" description="Shown under the label." />
      <Checkbox {...args} label="Required" required error="terms required" />
      <Checkbox {...args} label="Disabled" disabled defaultChecked />
    </div>
  ),
};
