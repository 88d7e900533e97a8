import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within, type MockInstance } from 'storybook/test';
import { ToastQueue } from '../../lib/toastQueue';
import type { StatusTone } from '../../theme';
import { Button } from '../Button';
import { Toast } from './Toast';
import { ToastProvider, useToast } from './ToastProvider';
import { expectDevWarning, spyOnDevWarnings } from '../../../stories/support/devWarnings';
import { centreX, rightToLeft } from '../../../stories/support/rightToLeft';

/** The tones a message uses (`primary` and `secondary` look like `info`). */
const toastTones: StatusTone[] = ['info', 'success', 'warning', 'danger'];

/** What each tone typically says, for the stories that show a tone without a title. */
const toneMessages: Partial<Record<StatusTone, string>> = {
  info: 'A new version of the docs is out.',
  success: 'Your changes were saved.',
  warning: 'Your storage is almost full.',
  danger: 'The file could not be uploaded.',
};

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { message: 'Your changes were saved.' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A toast on its own, as the docs site's license notice renders it. It is announced politely
 * through the page's one live region. Its close button calls `onClose`; here, as in an app, the
 * owner then takes it away.
 */
export const Default: Story = {
  args: { onClose: fn() },
  render: function DismissableToast(args) {
    const [shown, setShown] = useState(true);
    return shown ? (
      <Toast
        {...args}
        onClose={() => {
          args.onClose?.();
          setShown(false);
        }}
      />
    ) : (
      <Button variant="secondary" onClick={() => setShown(true)}>
        Show the toast again
      </Button>
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const toast = canvas.getByText('It worked!').closest<HTMLElement>('[data-tone]')!;
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByRole('status')).toHaveTextContent(
        'It worked! Your changes were saved.',
      ),
    );
    await expect(toast).toHaveTextContent('Your changes were saved.');
    await expect(toast.offsetWidth).toBe(334);
    const close = canvas.getByRole('button', { name: 'Dismiss notification' });
    await waitFor(() => expect(close).toBeVisible());
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // Called with nothing, as its type says: no click event for a handler to misread.
    await expect(args.onClose).toHaveBeenCalledWith();
    await waitFor(() => expect(canvas.queryByText('It worked!')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Show the toast again' }));
    // It comes back with its entrance (a fade): visible once that has begun.
    await waitFor(() => expect(canvas.getByText('It worked!')).toBeVisible());
  },
};

/**
 * The four tones: the icon and its colour carry the intent. Danger and warning are announced
 * assertively (`role="alert"`), info and success politely (`role="status"`).
 */
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
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Danger').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'danger',
    );
    const body = within(canvasElement.ownerDocument.body);
    // One live region per politeness for the whole page, none inside the toasts.
    await expect(canvas.queryAllByRole('status')).toHaveLength(0);
    await expect(canvas.queryAllByRole('alert')).toHaveLength(0);
    await waitFor(() =>
      expect(body.getByRole('alert')).toHaveTextContent('Danger. A toast with the danger tone.'),
    );
    await waitFor(() =>
      expect(body.getByRole('status')).toHaveTextContent('Success. A toast with the success tone.'),
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

/**
 * In a right-to-left page the icon starts the line on the right and the close button ends it on
 * the left; the text aligns to the right. The stack's corner follows the document's direction, or
 * the provider's `dir` (bottom left), checked in `tests/components/direction.browser.test.tsx`.
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  args: { onClose: fn(), closeLabel: 'סגירת ההודעה' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Toast {...args} tone="success" title="נשמר" message="השינויים שלך נשמרו." />
      <Toast
        {...args}
        tone="danger"
        title="לא ניתן להעתיק את הקישור"
        message="ייתכן שזו מגבלה של הדפדפן שלך."
      />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const title = canvas.getByText('נשמר');
    const toast = title.closest<HTMLElement>('[data-tone]')!;
    const [close] = within(toast).getAllByRole('button', { name: 'סגירת ההודעה' });
    const icon = toast.querySelector('[data-part="icon"]')!;
    await expect(centreX(icon)).toBeGreaterThan(centreX(title));
    await expect(centreX(close!)).toBeLessThan(centreX(title));
    await expect(Math.round(title.getBoundingClientRect().right)).toBeGreaterThan(
      Math.round(toast.getBoundingClientRect().right) - 60,
    );
    await userEvent.click(close!);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
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

/** The three toasts of the stack, oldest first. */
function addStack(queue: ToastQueue) {
  queue.add({
    title: 'Could not copy link',
    message: 'This may be a limitation of your browser.',
    tone: 'danger',
  });
  queue.add({
    title: 'Heads up',
    message: 'The Select component has a new keyboard model.',
    tone: 'warning',
  });
  queue.add({ message: 'Link copied to clipboard' });
}

/** The stack on its own page: shown at once, in a queue that keeps its toasts for a day. */
function HeldStack() {
  const [queue] = useState(() => {
    const held = new ToastQueue({ lifetime: () => 24 * 60 * 60 * 1000 });
    addStack(held);
    return held;
  });
  return (
    <ToastProvider queue={queue}>
      <p style={{ padding: 16 }}>The newest toast is at the top of the stack.</p>
    </ToastProvider>
  );
}

/** The stack on the docs page: a button shows it, with the real lifetimes. */
function StackOnDemand() {
  const [queue] = useState(() => new ToastQueue());
  return (
    <ToastProvider queue={queue}>
      <div style={{ padding: 16 }}>
        <Button onClick={() => addStack(queue)}>Show three toasts</Button>
      </div>
    </ToastProvider>
  );
}

/**
 * Three toasts stacked, newest first. On its own page the queue gives each toast a very long
 * lifetime, so the stack stays on screen for review; the real lifetime is at least 5 s, plus 1 s
 * per 120 characters. On the docs page, where the stack would cover the text, a button shows
 * it with the real lifetimes.
 */
export const Stack: Story = {
  parameters: { layout: 'fullscreen' },
  // The stack sits at the window's bottom edge: its snapshot is the window.
  tags: ['visual-viewport'],
  render: function StackStory(_args, { viewMode }) {
    return viewMode === 'docs' ? <StackOnDemand /> : <HeldStack />;
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const region = await body.findByRole('region', { name: 'Notifications' });
    // The region is a landmark; the toasts are spoken through the page's one live region.
    await expect(region).not.toHaveAttribute('aria-live');
    await waitFor(() =>
      expect(body.getByRole('alert')).toHaveTextContent(
        'Could not copy link. This may be a limitation of your browser. Heads up. The Select component has a new keyboard model.',
      ),
    );
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
 * While the pointer rests on the stack, or focus is inside it, the toasts stay: the clock
 * continues once both have left (the timings are checked in `tests/components/toast.browser.test.tsx`).
 */
export const PausedWhileHoveredOrFocused: Story = {
  // A behaviour check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
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
    const body = within(canvasElement.ownerDocument.body);
    // The region exists while it holds toasts.
    await expect(body.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const region = await body.findByRole('region', { name: 'Notifications' });
    const toast = within(region).getByText('Toast number 1');
    await userEvent.hover(toast);
    await expect(region).toHaveAttribute('data-paused');
    await userEvent.unhover(toast);
    await expect(region).not.toHaveAttribute('data-paused');

    await userEvent.tab();
    await expect(
      within(region).getByRole('button', { name: 'Dismiss notification' }),
    ).toHaveFocus();
    await expect(region).toHaveAttribute('data-paused');
    await userEvent.keyboard('{Enter}');
    // The last toast is gone, and the region with it.
    await expect(body.queryByText('Toast number 1')).toBeNull();
    await expect(body.queryByRole('region', { name: 'Notifications' })).toBeNull();
  },
};

/**
 * Every tone on the dark scheme, each with the title it gets when it gives none: "It worked!"
 * heads a success only.
 */
export const OnDarkBackground: Story = {
  globals: { colorScheme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {toastTones.map((tone) => (
        <Toast
          key={tone}
          {...args}
          tone={tone}
          message={toneMessages[tone] ?? args.message}
          onClose={() => {}}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const titles = [...canvasElement.querySelectorAll('[data-tone] p:first-child')];
    await expect(titles.map((title) => title.textContent)).toEqual([
      'Good to know',
      'It worked!',
      'Heads up',
      'Something went wrong',
    ]);
  },
};

let warnSpy: MockInstance<typeof console.warn> | undefined;

/**
 * A wrong tone is reported in the console during development and falls back to info. A misuse
 * check, kept out of the sidebar and docs (production does not warn).
 */
export const UnknownToneFallsBack: Story = {
  tags: ['!dev', '!autodocs'],
  beforeEach: () => {
    warnSpy = spyOnDevWarnings();
    return () => warnSpy?.mockRestore();
  },
  render: (args) => <Toast {...args} tone={'brand' as never} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Good to know').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'info',
    );
    await expectDevWarning(
      warnSpy,
      'Toast: prop "tone" got "brand"; expected one of "primary", "secondary", "info", "success", "warning", "danger"; using "info".',
    );
  },
};
