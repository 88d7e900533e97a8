import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within, type MockInstance } from 'storybook/test';
import { ToastQueue } from '../../lib/toastQueue';
import type { StatusTone } from '../../theme';
import { Button } from '../Button';
import { Toast } from './Toast';
import { ToastProvider, useToast } from './ToastProvider';

/** The tones a message uses (`primary` and `secondary` look like `info`). */
const toastTones: StatusTone[] = ['info', 'success', 'warning', 'danger'];

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { message: 'Your changes were saved.' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toast on its own, as the docs site's license notice renders it. It is its own polite live region. */
export const Default: Story = {
  args: { onClose: fn() },
  play: async ({ args, canvas }) => {
    const toast = canvas.getByRole('status');
    await expect(toast).toHaveTextContent('It worked!');
    await expect(toast).toHaveTextContent('Your changes were saved.');
    await expect(toast.offsetWidth).toBe(334);
    const close = canvas.getByRole('button', { name: 'Dismiss notification' });
    await waitFor(() => expect(close).toBeVisible());
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The four tones: the icon and its colour carry the intent. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {toastTones.map((tone) => (
        <Toast
          key={tone}
          {...args}
          tone={tone}
          title={`${tone[0]!.toUpperCase()}${tone.slice(1)}`}
          message={`A toast with the ${tone} tone.`}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(4);
    await expect(canvas.getByText('Danger').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
};

/** Without `onClose` there is no close button: the toast leaves on its own schedule. */
export const WithoutCloseButton: Story = {
  args: {
    tone: 'info',
    title: 'Licensed component',
    message: 'All 41 components available through the Tessera license',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

let toastCount = 0;

function ToastTrigger() {
  const toast = useToast();
  return (
    <Button onClick={() => toast.add({ message: `Toast number ${++toastCount}` })}>
      Show toast
    </Button>
  );
}

/**
 * Three toasts stacked, newest first. The queue here has a very long interval so the stack
 * stays on screen for review; the real cadence is 2000 ms (see `Cadence`).
 */
export const Stack: Story = {
  parameters: { layout: 'fullscreen' },
  render: function StackStory() {
    const [queue] = useState(() => {
      const held = new ToastQueue({ interval: 24 * 60 * 60 * 1000 });
      held.add({
        title: 'Could not copy link',
        message: 'This may be a limitation of your browser.',
        tone: 'danger',
      });
      held.add({
        title: 'Heads up',
        message: 'The Select component has a new keyboard model.',
        tone: 'warning',
      });
      held.add({ message: 'Link copied to clipboard' });
      return held;
    });
    return (
      <ToastProvider queue={queue}>
        <p style={{ padding: 16 }}>The newest toast is at the top of the stack.</p>
      </ToastProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const region = body.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    const texts = within(region)
      .getAllByRole('paragraph')
      .map((paragraph) => paragraph.textContent);
    await expect(texts.filter((_, index) => index % 2 === 1)).toEqual([
      'Link copied to clipboard',
      'The Select component has a new keyboard model.',
      'This may be a limitation of your browser.',
    ]);
  },
};

/**
 * Four toasts in a row: three show, newest first; then one leaves every 2000 ms, the oldest
 * visible first, and the waiting one moves up.
 */
export const Cadence: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ToastProvider>
      <div style={{ padding: 16 }}>
        <ToastTrigger />
      </div>
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    toastCount = 0;
    const region = within(canvasElement.ownerDocument.body).getByRole('region', {
      name: 'Notifications',
    });
    const shown = () =>
      within(region)
        .queryAllByText(/^Toast number/)
        .map((message) => message.textContent);

    await userEvent.tab();
    const startedAt = performance.now();
    for (let press = 0; press < 4; press += 1) await userEvent.keyboard('{Enter}');
    await expect(shown()).toEqual(['Toast number 4', 'Toast number 3', 'Toast number 2']);

    // The oldest visible toast leaves and the waiting one moves into the third place.
    await waitFor(
      () => expect(shown()).toEqual(['Toast number 4', 'Toast number 3', 'Toast number 1']),
      { timeout: 4000, interval: 20 },
    );
    const firstGone = performance.now() - startedAt;
    await expect(firstGone).toBeGreaterThan(1800);
    await expect(firstGone).toBeLessThan(2800);

    await waitFor(() => expect(shown()).toEqual(['Toast number 4', 'Toast number 3']), {
      timeout: 4000,
      interval: 20,
    });
    const secondGone = performance.now() - startedAt - firstGone;
    await expect(secondGone).toBeGreaterThan(1600);
    await expect(secondGone).toBeLessThan(2800);

    for (const button of within(region).getAllByRole('button', { name: 'Dismiss notification' })) {
      await userEvent.click(button);
    }
    await expect(shown()).toEqual([]);
  },
};

/** While the pointer rests on the stack, or focus is inside it, nothing is dismissed. */
export const PausedWhileHoveredOrFocused: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ToastProvider>
      <div style={{ padding: 16 }}>
        <ToastTrigger />
      </div>
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    toastCount = 0;
    const region = within(canvasElement.ownerDocument.body).getByRole('region', {
      name: 'Notifications',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = within(region).getByText('Toast number 1');
    await userEvent.hover(toast);
    await expect(region).toHaveAttribute('data-paused');
    await new Promise((resolve) => setTimeout(resolve, 2600));
    await expect(toast).toBeInTheDocument();

    await userEvent.unhover(toast);
    const leftAt = performance.now();
    await waitFor(() => expect(within(region).queryByText('Toast number 1')).toBeNull(), {
      timeout: 4000,
      interval: 20,
    });
    // The clock continues with the time that was left when the pointer arrived.
    await expect(performance.now() - leftAt).toBeLessThan(2400);

    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await userEvent.tab();
    await expect(
      within(region).getByRole('button', { name: 'Dismiss notification' }),
    ).toHaveFocus();
    await expect(region).toHaveAttribute('data-paused');
    await new Promise((resolve) => setTimeout(resolve, 2600));
    await expect(within(region).getByText('Toast number 2')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(within(region).queryByText('Toast number 2')).toBeNull();
    await expect(region).not.toHaveAttribute('data-paused');
  },
};

export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {toastTones.map((tone) => (
        <Toast key={tone} {...args} tone={tone} onClose={() => {}} />
      ))}
    </div>
  ),
};

let warnSpy: MockInstance<typeof console.warn> | undefined;

/**
 * A wrong tone is reported in the console during development and falls back to info. A misuse
 * check, kept out of the sidebar and docs (production does not warn).
 */
export const UnknownToneFallsBack: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: () => {
    warnSpy = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warnSpy?.mockRestore();
  },
  render: (args) => <Toast {...args} tone={'brand' as never} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-tone', 'info');
    await expect(warnSpy).toHaveBeenCalledWith(
      'Toast: prop "tone" got "brand"; expected one of "primary", "secondary", "info", "success", "warning", "danger"; using "info".',
    );
  },
};
