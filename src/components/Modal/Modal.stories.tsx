import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within, type MockInstance } from 'storybook/test';
import { Button } from '../Button';
import { Select } from '../Select';
import { Modal, type ModalProps } from './Modal';
import { expectDevWarning, spyOnDevWarnings } from '../../../stories/support/devWarnings';
import { rightToLeft } from '../../../stories/support/rightToLeft';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    open: false,
    onClose: fn(),
    header: 'Publish this page?',
    children: (
      <p>
        Everyone with the link will see the page. You can unpublish it at any time from its
        settings.
      </p>
    ),
  },
  parameters: { layout: 'fullscreen' },
  // On a docs page every example starts closed behind its "Open dialog" button: a modal dialog
  // open on load would take the reader's focus, hide the page and lock its scroll. The open
  // states stay stories of their own (sidebar, story tests and their baselines).
  render: function ModalStory(args, { viewMode }) {
    const [open, setOpen] = useState(viewMode !== 'docs' && args.open);
    return (
      <div style={{ padding: 24 }}>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <p>Text of the page behind the dialog.</p>
        <Modal
          {...args}
          open={open}
          onClose={() => {
            args.onClose?.();
            setOpen(false);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const footer = (
  <>
    <Button variant="secondary">Cancel</Button>
    <Button>Publish</Button>
  </>
);

const bodyOf = (element: HTMLElement) => within(element.ownerDocument.body);

/** Keyboard: focus moves in, is trapped, Escape closes and focus returns to the opener. */
export const Default: Story = {
  args: { footer },
  play: async ({ args, canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await body.findByRole('dialog', { name: 'Publish this page?' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await expect(getComputedStyle(canvasElement.ownerDocument.body).overflow).toBe('hidden');

    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveFocus();
    // Focus wraps through the dialog's focus guards, which hand it on in the next task.
    await userEvent.tab();
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab({ shift: true });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveFocus(),
    );

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(getComputedStyle(canvasElement.ownerDocument.body).overflow).not.toBe('hidden');
  },
};

/** Open, as a designer reviews it: header, content and footer. */
export const Open: Story = {
  args: { open: true, footer },
  play: async ({ canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Publish this page?',
    );
  },
};

/** Pointer: the close button and a click on the backdrop dismiss it; a click inside does not. */
export const PointerDismiss: Story = {
  // A pointer script, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    let dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByText(/Everyone with the link/));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(opener);
    dialog = await body.findByRole('dialog');
    const backdrop = dialog.closest<HTMLElement>('[data-part="backdrop"]')!;
    await userEvent.pointer({
      target: backdrop,
      coords: { clientX: 5, clientY: 5 },
      keys: '[MouseLeft]',
    });
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Not dismissible: Escape and the backdrop only make the dialog bounce (scale 0.98, 80 ms). */
export const NotDismissible: Story = {
  args: {
    dismissible: false,
    header: 'Accept the new terms',
    children: <p>To keep using the editor, accept the updated terms of service.</p>,
    footer: <Button>Accept</Button>,
  },
  play: async ({ args, canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await body.findByRole('dialog', { name: 'Accept the new terms' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Accept' })).toHaveFocus(),
    );

    const pressedAt = performance.now();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toHaveAttribute('data-bounce');
    await expect(getComputedStyle(dialog).animationDuration).toBe('0.08s');
    await waitFor(() => expect(dialog).not.toHaveAttribute('data-bounce'), { interval: 5 });
    const bounceLasted = performance.now() - pressedAt;
    await expect(bounceLasted).toBeGreaterThanOrEqual(80);
    await expect(bounceLasted).toBeLessThan(600);

    const backdrop = dialog.closest<HTMLElement>('[data-part="backdrop"]')!;
    await userEvent.pointer({
      target: backdrop,
      coords: { clientX: 5, clientY: 5 },
      keys: '[MouseLeft]',
    });
    await expect(dialog).toHaveAttribute('data-bounce');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
    // Focus stays inside the dialog after the backdrop press, so Escape still reaches it.
    await expect(within(dialog).getByRole('button', { name: 'Accept' })).toHaveFocus();
    await waitFor(() => expect(dialog).not.toHaveAttribute('data-bounce'), { interval: 5 });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toHaveAttribute('data-bounce');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * An alert dialog: a question the user must answer before going on. It is announced as an alert
 * and its body is read with its title; focus starts on the least destructive action.
 */
export const AlertDialog: Story = {
  args: {
    open: true,
    role: 'alertdialog',
    header: 'Delete this project?',
    children: <p>The project and its 14 pages are deleted for everyone. This cannot be undone.</p>,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button tone="danger">Delete project</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', {
      name: 'Delete this project?',
    });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(
      'The project and its 14 pages are deleted for everyone. This cannot be undone.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
  },
};

/** Opening and closing fade and rise over 0.22 s; the dialog leaves the page when it ends. */
export const OpenCloseAnimation: Story = {
  // A timing check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog.style.transitionDuration).toBe('220ms'));
    const closedAt = performance.now();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { interval: 10 });
    const closingLasted = performance.now() - closedAt;
    await expect(closingLasted).toBeGreaterThanOrEqual(220);
    await expect(closingLasted).toBeLessThan(1000);
  },
};

/** Without header and footer: the content alone, named by `aria-label`. */
export const ContentOnly: Story = {
  args: {
    open: true,
    header: undefined,
    'aria-label': 'Keyboard shortcuts',
    children: (
      <p>
        Press <kbd>/</kbd> to search and <kbd>Esc</kbd> to close dialogs.
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    await bodyOf(canvasElement).findByRole('dialog', { name: 'Keyboard shortcuts' });
  },
};

const paragraphs = Array.from({ length: 14 }, (_, index) => (
  <p key={index}>
    Section {index + 1}. Licensed components are unlocked for every member of the workspace, on
    every project, for as long as the license is active.
  </p>
));

/** Long content scrolls inside the dialog; the page behind stays put. */
export const LongContent: Story = {
  args: {
    open: true,
    header: 'License terms',
    children: paragraphs,
    footer: <Button>Done</Button>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('dialog');
    const content = dialog.querySelector<HTMLElement>('[data-part="body"]')!;
    await expect(content.scrollHeight).toBeGreaterThan(content.clientHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // The scrolling body is a tab stop, named briefly after the dialog rather than by its text.
    const region = await within(dialog).findByRole('region', { name: 'License terms content' });
    await expect(region).toBe(content);
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

/** A Select inside the dialog: its list is portalled yet still part of the dialog for focus. */
export const WithSelect: Story = {
  args: {
    header: 'Move page',
    children: <Select label="Section" options={[{ label: 'Guides' }, { label: 'Components' }]} />,
    footer: <Button>Move</Button>,
  },
  play: async ({ args, canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await body.findByRole('dialog', { name: 'Move page' });
    const section = within(dialog).getByRole('combobox', { name: 'Section' });
    await userEvent.click(section);
    // This select's own list (the one it controls): a page that showed other examples first
    // may still be taking theirs down.
    const list = await waitFor(() => {
      const controlled = section.getAttribute('aria-controls');
      const element = controlled ? canvasElement.ownerDocument.getElementById(controlled) : null;
      if (!element) throw new Error('The list is not open yet');
      return within(element);
    });
    const guides = await list.findByRole('option', { name: 'Guides' });
    // The active option is set once the list has opened and positioned itself.
    await waitFor(() => expect(section).toHaveAttribute('aria-activedescendant', guides.id));
    await userEvent.keyboard('{ArrowDown}');
    await expect(section).toHaveAttribute(
      'aria-activedescendant',
      list.getByRole('option', { name: 'Components' }).id,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(dialog).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(section);
    await userEvent.click(await body.findByRole('option', { name: 'Components' }));
    await expect(section).toHaveFocus();
    await expect(section).toHaveTextContent('Components');
  },
};

export const OnDarkBackground: Story = {
  args: { open: true, footer },
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('dialog');
    await expect(dialog.closest('[data-tessera-scheme]')).toHaveAttribute(
      'data-tessera-scheme',
      'dark',
    );
  },
};

let warnSpy: MockInstance<typeof console.warn> | undefined;

/** A dialog without a header or `aria-label` has no name: development builds say so. */
/** In right-to-left text the title starts on the right, and Close and the actions on the left. */
export const RightToLeft: Story = {
  ...rightToLeft,
  args: {
    header: 'לפרסם את הדף?',
    closeLabel: 'סגירה',
    children: <p>כל מי שיש לו את הקישור יראה את הדף. אפשר לבטל את הפרסום בכל עת.</p>,
    footer: (
      <>
        <Button variant="secondary">ביטול</Button>
        <Button>פרסום</Button>
      </>
    ),
  },
  render: function RightToLeftStory(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 24 }}>
        <Button onClick={() => setOpen(true)}>פרסום הדף</Button>
        <p>הטקסט של הדף שמאחורי החלון.</p>
        <Modal {...args} open={open} onClose={() => setOpen(false)} />
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'פרסום הדף' }));
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'לפרסם את הדף?' });
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
    const close = within(dialog).getByRole('button', { name: 'סגירה' });
    const title = within(dialog).getByRole('heading', { level: 2 });
    await expect(close.getBoundingClientRect().left).toBeLessThan(
      title.getBoundingClientRect().left,
    );
    const cancel = within(dialog).getByRole('button', { name: 'ביטול' });
    const publish = within(dialog).getByRole('button', { name: 'פרסום' });
    await expect(publish.getBoundingClientRect().left).toBeLessThan(
      cancel.getBoundingClientRect().left,
    );
  },
};

export const MissingNameWarns: Story = {
  // A misuse check, not a state to look at: kept out of the sidebar and docs, still tested.
  tags: ['!dev', '!autodocs'],
  args: { open: true, header: undefined } satisfies Partial<ModalProps>,
  beforeEach: () => {
    warnSpy = spyOnDevWarnings();
    return () => warnSpy?.mockRestore();
  },
  parameters: { a11y: { test: 'off' } },
  play: async ({ canvasElement }) => {
    await bodyOf(canvasElement).findByRole('dialog');
    await expectDevWarning(
      warnSpy,
      'Modal: give the dialog a `header` or an `aria-label` so it has a name.',
    );
  },
};
