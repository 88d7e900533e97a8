/**
 * Modal against the WAI-ARIA APG dialog (modal) pattern:
 * - `role="dialog"` with `aria-modal="true"`, named by its visible title;
 * - on opening, focus moves to an element inside the dialog;
 * - Tab and Shift+Tab cycle through the dialog's tabbable elements and never leave it;
 * - Escape closes it and focus returns to the element that opened it;
 * as an `alertdialog` (APG alert dialog) it is also described by its body and focus starts on the
 * footer's first action;
 * and the rule for a scrolling body: a tab stop only while its content overflows, then
 * `role="region"` with a short name (the title + " content"), never its whole text.
 */
import { useRef, useState } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Modal, type ModalProps } from '../../src/components/Modal';
import { actEnvironment, render } from './render';

// Transitions, observers and image loads update these components on their own schedule, as in
// an app; the tests wait for the result rather than wrapping every update in act().
actEnvironment(false);

function Page(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Publish…
      </button>
      <Modal
        header="Publish this page?"
        footer={
          <>
            <button type="button">Cancel</button>
            <button type="button">Publish</button>
          </>
        }
        {...props}
        open={open}
        onOpenChange={setOpen}
      >
        {props.children ?? <p>Everyone with the link will see the page.</p>}
      </Modal>
    </>
  );
}

const tab = (shift = false) => userEvent.tab({ shift });
const active = () => document.activeElement as HTMLElement;

async function openDialog() {
  // Found before it opens: the modal dialog hides the page behind it from the role queries.
  const opener = page.getByRole('button', { name: 'Publish…' }).element() as HTMLElement;
  await userEvent.click(opener);
  await expect.element(page.getByRole('dialog')).toBeInTheDocument();
  return { opener, dialog: page.getByRole('dialog').element() };
}

describe('dialog (modal)', () => {
  test('is a modal dialog named by its title, and focus moves inside on opening', async () => {
    render(<Page />);
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Publish this page?');
    await expect.poll(() => dialog.contains(active())).toBe(true);
  });

  test('Tab and Shift+Tab cycle inside the dialog', async () => {
    render(<Page />);
    const { dialog } = await openDialog();
    await expect.poll(() => dialog.contains(active())).toBe(true);
    const seen: string[] = [];
    // The trap brings focus back from the edge of the dialog a moment after the key press.
    for (let step = 0; step < 6; step += 1) {
      await tab();
      await expect.poll(() => dialog.contains(active())).toBe(true);
      seen.push(active().getAttribute('aria-label') ?? active().textContent ?? '');
    }
    // Close, Cancel, Publish, then round again.
    expect(seen.slice(0, 3)).toEqual(seen.slice(3));
    expect(new Set(seen)).toEqual(new Set(['Close', 'Cancel', 'Publish']));
    for (let step = 0; step < 4; step += 1) {
      await tab(true);
      await expect.poll(() => dialog.contains(active())).toBe(true);
    }
  });

  test('Escape closes it and focus returns to the opener', async () => {
    render(<Page />);
    const { opener } = await openDialog();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
    await expect.poll(() => active()).toBe(opener);
  });

  test('a dialog that is not dismissible stays open on Escape, and focus stays inside', async () => {
    render(<Page dismissible={false} />);
    const { dialog } = await openDialog();
    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dialog).toBeInTheDocument();
    expect(dialog.contains(active())).toBe(true);
  });
});

describe('alert dialog (APG alertdialog)', () => {
  async function openAlert() {
    await userEvent.click(page.getByRole('button', { name: 'Publish…' }));
    await expect.element(page.getByRole('alertdialog')).toBeInTheDocument();
    return page.getByRole('alertdialog').element();
  }

  test('is described by its body, starts on the first action, and Escape still cancels', async () => {
    render(<Page role="alertdialog" />);
    const dialog = await openAlert();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Publish this page?');
    expect(dialog).toHaveAccessibleDescription('Everyone with the link will see the page.');
    await expect.poll(() => active().textContent).toBe('Cancel');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  test('a description the caller names wins, and initialFocus still decides', async () => {
    function Described() {
      const publish = useRef<HTMLButtonElement>(null);
      return (
        <>
          <p id="publish-warning">This cannot be undone.</p>
          <Page
            role="alertdialog"
            aria-describedby="publish-warning"
            initialFocus={publish}
            footer={
              <>
                <button type="button">Cancel</button>
                <button type="button" ref={publish}>
                  Publish
                </button>
              </>
            }
          />
        </>
      );
    }
    render(<Described />);
    const dialog = await openAlert();
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await expect.poll(() => active().textContent).toBe('Publish');
  });

  test('a plain dialog has no description from its body', async () => {
    render(<Page />);
    const { dialog } = await openDialog();
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });
});

describe('scrolling body', () => {
  const body = (dialog: Element) => dialog.querySelector<HTMLElement>('[data-part="body"]')!;

  test('short content is neither a tab stop nor a region', async () => {
    render(<Page />);
    const { dialog } = await openDialog();
    expect(body(dialog)).not.toHaveAttribute('tabindex');
    expect(body(dialog)).not.toHaveAttribute('role');
    expect(dialog.querySelector('[role="region"]')).toBeNull();
  });

  test('content that overflows is a tab stop and a region with a short name', async () => {
    const paragraphs = Array.from({ length: 40 }, (_, index) => (
      <p key={index}>Clause {index + 1}: the license covers every component of the library.</p>
    ));
    render(<Page header="License terms">{paragraphs}</Page>);
    const { dialog } = await openDialog();
    const region = page.getByRole('region', { name: 'License terms content' });
    await expect.element(region).toBeInTheDocument();
    expect(region.element()).toBe(body(dialog));
    expect(region.element()).toHaveAttribute('tabindex', '0');

    // Reachable by Tab, so the keyboard can scroll it.
    let reached = false;
    for (let step = 0; step < 5 && !reached; step += 1) {
      await tab();
      reached = active() === body(dialog);
    }
    expect(reached).toBe(true);
    await userEvent.keyboard('{PageDown}');
    await expect.poll(() => body(dialog).scrollTop).toBeGreaterThan(0);
  });

  test('without a title, the region is named after the dialog’s label', async () => {
    const paragraphs = Array.from({ length: 40 }, (_, index) => <p key={index}>Line {index}</p>);
    render(
      <Page header={undefined} aria-label="License terms" footer={undefined}>
        {paragraphs}
      </Page>,
    );
    await openDialog();
    await expect
      .element(page.getByRole('region', { name: 'License terms content' }))
      .toBeInTheDocument();
  });
});
