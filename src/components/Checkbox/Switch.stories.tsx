import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';
import { centreX, rightToLeft } from '../../../stories/support/rightToLeft';

const meta = {
  title: 'Components/Checkbox/Switch',
  component: Switch,
  args: { label: 'Dark code blocks', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Dark code blocks' });
    await expect(toggle).not.toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByText('Dark code blocks'));
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
    await userEvent.click(toggle);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
    await expect(canvasElement.querySelector('[data-kind="switch"]')).toHaveAttribute(
      'data-state',
      'checked',
    );
  },
};

export const WithDescription: Story = {
  args: { description: 'Code samples use the dark theme on every page.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAccessibleDescription(
      'Code samples use the dark theme on every page.',
    );
  },
};

export const Required: Story = {
  args: { label: 'Keep me signed in', required: true, error: 'session required' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: /Keep me signed in/ });
    await expect(toggle).toBeRequired();
    await expect(toggle).toHaveAccessibleDescription('session required');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch');
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const DisabledOn: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Dark code blocks'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('switch')).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch {...args} />
      <Switch {...args} label="On" defaultChecked />
      <Switch {...args} label="With description" description="Shown under the label." />
      <Switch {...args} label="Disabled" disabled />
      <Switch {...args} label="Disabled on" disabled defaultChecked />
    </div>
  ),
};

/** In right-to-left text the switch comes first, on the right, and "on" slides to the left. */
export const RightToLeft: Story = {
  ...rightToLeft,
  args: { label: 'התראות', defaultChecked: true },
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('switch', { name: 'התראות' });
    await expect(toggle).toBeChecked();
    const track = canvasElement.querySelector('[data-part="track"]')!;
    await expect(centreX(track)).toBeGreaterThan(centreX(canvas.getByText('התראות')));
    // On, the thumb is at the end of the line: nearer the track's left edge than its right.
    const thumb = getComputedStyle(track, '::after');
    await expect(parseFloat(thumb.left)).toBeLessThan(parseFloat(thumb.right));
  },
};
