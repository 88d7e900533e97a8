import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, type MockInstance } from 'storybook/test';
import { Button } from '../Button';
import type { StatusTone } from '../../theme';
import { Alert } from './Alert';
import { expectDevWarning, spyOnDevWarnings } from '../../../stories/support/devWarnings';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { children: 'Version 0.4.1 is available. It adds the dark scheme to every component.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

const tones: StatusTone[] = ['info', 'success', 'warning', 'danger'];

export const Info: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status');
    await expect(alert).toHaveAttribute('data-tone', 'info');
    await expect(alert).toHaveTextContent('Version 0.4.1 is available.');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Your changes were saved.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your changes were saved.');
  },
};

export const Warning: Story = {
  args: { tone: 'warning', children: 'Your license expires in 7 days.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-tone', 'warning');
  },
};

export const Danger: Story = {
  args: { tone: 'danger', children: 'The package could not be published.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-tone', 'danger');
  },
};

/** Every tone with a title: the set a designer reviews. */
export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {tones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={`${tone[0]!.toUpperCase()}${tone.slice(1)}`}>
          A message in the {tone} tone.
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};

export const WithTitle: Story = {
  args: { title: 'New release', tone: 'info' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New release')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    tone: 'danger',
    title: 'Upload failed',
    children: 'The server did not answer in time.',
    action: (
      <Button variant="secondary" tone="danger">
        Retry
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toContainElement(canvas.getByRole('button', { name: 'Retry' }));
  },
};

/**
 * The action in the dark scheme. The action sits on an opaque backdrop, so a tinted button keeps
 * its label at 4.5:1 or more on the alert's tint.
 */
export const WithActionOnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  args: WithAction.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/**
 * The note that stands where a dismissed alert was. It takes focus when it appears: the Dismiss
 * button that had it is gone, and focus left on nothing falls back to the start of the page.
 */
function DismissedNote() {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => note.current?.focus(), []);
  return (
    <p ref={note} tabIndex={-1} style={{ outline: 'none' }}>
      Alert dismissed
    </p>
  );
}

/**
 * With `onDismiss` a close button removes the alert. The app removes it, and moves focus to
 * what takes its place.
 */
export const Dismissible: Story = {
  args: { tone: 'success', children: 'Settings saved.', onDismiss: fn() },
  render: function DismissibleStory(args) {
    const [visible, setVisible] = useState(true);
    return visible ? (
      <Alert
        {...args}
        onDismiss={() => {
          args.onDismiss?.();
          setVisible(false);
        }}
      />
    ) : (
      <DismissedNote />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    // Called with nothing, as its type says: no click event for a handler to misread.
    await expect(args.onDismiss).toHaveBeenCalledWith();
    const note = canvas.getByText('Alert dismissed');
    await expect(note).toBeVisible();
    // Focus is not lost with the button: it moves to the note that replaced the alert.
    await expect(note).toHaveFocus();
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  render: AllTones.render,
};

let warnSpy: MockInstance<typeof console.warn> | undefined;

/** A misuse check, not a state to look at: out of the sidebar and docs (production does not warn). */
export const UnknownToneFallsBack: Story = {
  tags: ['!dev', '!autodocs'],
  args: { tone: 'brand' as never },
  beforeEach: () => {
    warnSpy = spyOnDevWarnings();
    return () => warnSpy?.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-tone', 'info');
    await expectDevWarning(
      warnSpy,
      'Alert: prop "tone" got "brand"; expected one of "primary", "secondary", "info", "success", "warning", "danger"; using "info".',
    );
  },
};
