import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, type MockInstance } from 'storybook/test';
import { RadioGroup, type RadioOption } from './RadioGroup';
import { expectDevWarning, spyOnDevWarnings } from '../../../stories/support/devWarnings';

const plans: RadioOption[] = [
  { label: 'Starter', description: 'One designer, every component.' },
  { label: 'Team', description: 'Up to 20 seats with shared themes.' },
  { label: 'Enterprise', description: 'Unlimited seats, priority support.' },
];

// Small drawings of the three appearances, inline so the story needs no network or files.
const preview = (page: string, bar: string, line: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="58" height="58" viewBox="0 0 58 58"><rect width="58" height="58" fill="${page}"/><rect width="58" height="12" fill="${bar}"/><rect x="8" y="20" width="30" height="5" rx="2" fill="${line}"/><rect x="8" y="30" width="42" height="4" rx="2" fill="${line}" opacity=".6"/><rect x="8" y="39" width="36" height="4" rx="2" fill="${line}" opacity=".6"/></svg>`,
  )}`;

const appearances: RadioOption[] = [
  { label: 'Light', description: 'White pages', image: preview('#FFFFFF', '#E6E8EE', '#5A5F6E') },
  { label: 'Dark', description: 'Easy at night', image: preview('#0F1117', '#1A1D26', '#A9AEBB') },
  {
    label: 'System',
    description: 'Follow the OS',
    image: preview('#F4F5F8', '#6187FE', '#16171C'),
  },
];

const meta = {
  title: 'Components/Radio',
  component: RadioGroup,
  args: { label: 'Plan', options: plans, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: Tab reaches the first option and Space chooses it. */
export const NoneChosen: Story = {
  args: { options: plans.map(({ label }) => ({ label })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Plan' })).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Starter' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** Space chooses the focused option. */
export const ChooseWithSpace: Story = {
  // A keyboard script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Starter' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('Starter');
  },
};

/** Arrow keys move the choice and wrap; the group reports the last chosen label. */
export const ArrowKeys: Story = {
  // A keyboard script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { defaultValue: 'Team' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const team = canvas.getByRole('radio', { name: 'Team' });
    await expect(team).toHaveFocus();
    await expect(team).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Enterprise' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Enterprise' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Enterprise');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Starter' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Starter');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Enterprise' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Team' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Team');
    await userEvent.click(canvas.getByText('Starter'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Starter');
    await expect(args.onValueChange).toHaveBeenCalledTimes(5);
  },
};

export const WithDefault: Story = {
  args: { defaultValue: 'Team' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Team' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Team' })).toHaveAccessibleDescription(
      'Up to 20 seats with shared themes.',
    );
  },
};

/** Image options are tiles with a 58 px picture. */
export const WithImages: Story = {
  args: { label: 'Appearance', options: appearances, defaultValue: 'System' },
  play: async ({ args, canvas, canvasElement }) => {
    const images = canvasElement.querySelectorAll('img');
    await expect(images).toHaveLength(3);
    for (const image of images) {
      await expect(image.getBoundingClientRect().width).toBe(58);
      await expect(image.getBoundingClientRect().height).toBe(58);
    }
    await userEvent.click(canvas.getByText('Dark'));
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Dark');
  },
};

export const WithDescription: Story = {
  args: { description: 'You can change plans at any time.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'You can change plans at any time.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-required', 'true');
    await expect(canvasElement.querySelector('[data-part="asterisk"]')).toHaveTextContent('*');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'plan required', description: 'Billed monthly.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('plan required');
    await expect(canvas.queryByText('Billed monthly.')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Starter' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Team'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'Starter' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** One option can be unavailable on its own; arrows skip it. */
export const DisabledOption: Story = {
  args: {
    defaultValue: 'Starter',
    options: [plans[0]!, { ...plans[1]!, disabled: true }, plans[2]!],
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Enterprise' })).toBeChecked();
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RadioGroup {...args} defaultValue="Team" description="Billed monthly." />
      <RadioGroup {...args} label="Appearance" options={appearances} defaultValue="Dark" />
      <RadioGroup
        {...args}
        label="Plan (locked)"
        disabled
        defaultValue="Starter"
        error="plan required"
      />
    </div>
  ),
};

let warnSpy: MockInstance<typeof console.warn> | undefined;

/** A default that names no option is reported during development; nothing is chosen. */
export const UnknownDefaultWarns: Story = {
  // A misuse check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  beforeEach: () => {
    warnSpy = spyOnDevWarnings();
    return () => warnSpy?.mockRestore();
  },
  args: { defaultValue: 'Gold' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expectDevWarning(
      warnSpy,
      'RadioGroup: prop "value" got "Gold"; expected one of "Starter", "Team", "Enterprise"; none is chosen.',
    );
  },
};
