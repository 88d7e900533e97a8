/**
 * PopoutMenu and KebabMenu against the WAI-ARIA APG menu button pattern and the menu pattern it
 * opens.
 *
 * Menu button: a `button` with `aria-haspopup="menu"`, `aria-expanded` true while the menu is
 * shown and false while it is hidden, and `aria-controls` naming the menu. With focus on it:
 * Enter and Space open the menu and focus its first item; Down Arrow opens it on the first item;
 * Up Arrow opens it on the last.
 *
 * Menu: `role="menu"` labelled by its button, items `menuitem` that are not tab stops (focus is
 * moved to them); Down / Up Arrow move to the next / previous item, wrapping; Home and End move to
 * the first / last item; a typed character moves to the next item starting with it; Enter
 * activates the focused item and closes the menu; Escape closes the menu and returns focus to the
 * button; Tab and Shift+Tab close the menu and move focus on to the next / previous element of
 * the tab sequence. In a submenu, Right Arrow (or Enter) on a `menuitem` with a submenu opens it
 * on its first item; Left Arrow and Escape close it and return focus to its parent item.
 */
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { KebabMenu, PopoutMenu, type MenuEntry } from '../../src/components/Menu';
import { restPointerOn } from './pointerAtRest';
import { actEnvironment, render } from './render';

// Floating UI positions the menu and the closing animation ends on their own schedule, as in an
// app; the tests wait for the result rather than wrapping every update in act().
actEnvironment(false);

const onRename = vi.fn();
const onDelete = vi.fn();
const entries: MenuEntry[] = [
  { label: 'Rename', onClick: onRename },
  { label: 'Duplicate' },
  { label: 'Archive' },
  { label: 'Delete', tone: 'danger', onClick: onDelete },
];

function Example({ options = entries }: { options?: MenuEntry[] }) {
  return (
    <>
      <button type="button">Before</button>
      <PopoutMenu label="Actions" options={options} />
      <button type="button">After</button>
    </>
  );
}

const active = () => document.activeElement;
const trigger = () => page.getByRole('button', { name: 'Actions' }).element() as HTMLElement;
const item = (name: string) =>
  page.getByRole('menuitem', { name, exact: true }).element() as HTMLElement;
const menu = () => document.querySelector<HTMLElement>('[role="menu"]');

/** Focuses the button without opening the menu. */
async function focusTrigger() {
  (page.getByRole('button', { name: 'Before' }).element() as HTMLElement).focus();
  await userEvent.tab();
  expect(active()).toBe(trigger());
}

async function expectFocusOn(name: string) {
  await expect.poll(() => active()?.textContent).toBe(name);
  expect(active()).toBe(item(name));
}

async function expectClosed() {
  await expect.poll(menu).toBeNull();
  expect(trigger()).toHaveAttribute('aria-expanded', 'false');
}

describe('menu button', () => {
  test('the button announces a menu popup, collapsed until opened', async () => {
    render(<Example />);
    const button = trigger();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toBeNull();
    await focusTrigger();
    await userEvent.keyboard('{Enter}');
    await expect.poll(menu).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button.getAttribute('aria-controls')).toBe(menu()!.id);
    expect(menu()).toHaveAccessibleName('Actions');
    // Items are reached with the arrow keys, not with Tab.
    for (const element of menu()!.querySelectorAll('[role="menuitem"]')) {
      expect(element).toHaveAttribute('tabindex', '-1');
    }
  });

  test('Enter on the button opens the menu on its first item', async () => {
    render(<Example />);
    await focusTrigger();
    await userEvent.keyboard('{Enter}');
    await expectFocusOn('Rename');
  });

  test('Space on the button opens the menu on its first item', async () => {
    render(<Example />);
    await focusTrigger();
    await userEvent.keyboard(' ');
    await expectFocusOn('Rename');
    // The Space that opened the menu did not also choose the item.
    expect(onRename).not.toHaveBeenCalled();
  });

  test('Down Arrow on the button opens the menu on its first item, Up Arrow on its last', async () => {
    render(<Example />);
    await focusTrigger();
    await userEvent.keyboard('{ArrowDown}');
    await expectFocusOn('Rename');
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await userEvent.keyboard('{ArrowUp}');
    await expectFocusOn('Delete');
  });

  test('Down and Up Arrow move through the items, wrapping at both ends', async () => {
    render(<Example />);
    await focusTrigger();
    await userEvent.keyboard('{Enter}');
    await expectFocusOn('Rename');
    await userEvent.keyboard('{ArrowDown}');
    await expectFocusOn('Duplicate');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expectFocusOn('Delete');
    await userEvent.keyboard('{ArrowDown}');
    await expectFocusOn('Rename');
    await userEvent.keyboard('{ArrowUp}');
    await expectFocusOn('Delete');
    await userEvent.keyboard('{ArrowUp}');
    await expectFocusOn('Archive');
  });

  test('Home and End move to the first and last item', async () => {
    render(<Example />);
    await focusTrigger();
    await userEvent.keyboard('{Enter}');
    await expectFocusOn('Rename');
    await userEvent.keyboard('{End}');
    await expectFocusOn('Delete');
    await userEvent.keyboard('{Home}');
    await expectFocusOn('Rename');
  });

  test('a typed character moves to the next item starting with it', async () => {
    render(<Example />);
    await focusTrigger();
    await userEvent.keyboard('{Enter}');
    await expectFocusOn('Rename');
    await userEvent.keyboard('d');
    await expectFocusOn('Duplicate');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.keyboard('d');
    await expectFocusOn('Delete');
  });

  test('Enter activates the focused item, closes the menu and focus returns to the button', async () => {
    onDelete.mockClear();
    render(<Example />);
    await focusTrigger();
    await userEvent.keyboard('{ArrowUp}');
    await expectFocusOn('Delete');
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    await expectClosed();
    expect(active()).toBe(trigger());
  });

  test('Escape closes the menu and focus returns to the button', async () => {
    render(<Example />);
    await focusTrigger();
    await userEvent.keyboard('{Enter}');
    await expectFocusOn('Rename');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expectClosed();
    expect(active()).toBe(trigger());
  });

  test('Tab closes the menu and moves focus to the element after the button', async () => {
    render(<Example />);
    await focusTrigger();
    await userEvent.keyboard('{Enter}');
    await expectFocusOn('Rename');
    await userEvent.tab();
    await expectClosed();
    expect(active()).toBe(page.getByRole('button', { name: 'After' }).element());
  });

  test('Shift+Tab closes the menu and moves focus to the element before the button', async () => {
    render(<Example />);
    await focusTrigger();
    await userEvent.keyboard('{Enter}');
    await expectFocusOn('Rename');
    await userEvent.tab({ shift: true });
    await expectClosed();
    expect(active()).toBe(page.getByRole('button', { name: 'Before' }).element());
  });

  test('a KebabMenu, named by its aria-label, behaves the same way', async () => {
    render(
      <>
        <button type="button">Before</button>
        <KebabMenu aria-label="Page actions" options={entries} />
      </>,
    );
    const button = page.getByRole('button', { name: 'Page actions' }).element() as HTMLElement;
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await userEvent.keyboard(' ');
    await expectFocusOn('Rename');
    expect(menu()).toHaveAccessibleName('Page actions');
    await userEvent.keyboard('{ArrowUp}');
    await expectFocusOn('Delete');
    await userEvent.keyboard('{Escape}');
    await expect.poll(menu).toBeNull();
    expect(active()).toBe(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('submenu', () => {
  const nested: MenuEntry[] = [
    { label: 'Rename' },
    { label: 'Export as', options: [{ label: 'PNG' }, { label: 'PDF' }] },
    { label: 'Delete' },
  ];

  test('Right Arrow opens a submenu on its first item; Left Arrow closes it back to its parent item', async () => {
    render(<Example options={nested} />);
    await focusTrigger();
    await userEvent.keyboard('{Enter}');
    await expectFocusOn('Rename');
    await userEvent.keyboard('{ArrowDown}');
    const parent = item('Export as');
    expect(parent).toHaveAttribute('aria-haspopup', 'menu');
    expect(parent).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expectFocusOn('PNG');
    expect(parent).toHaveAttribute('aria-expanded', 'true');
    const submenu = document.getElementById(parent.getAttribute('aria-controls')!)!;
    expect(submenu).toHaveAttribute('role', 'menu');
    expect(submenu).toHaveAccessibleName('Export as');
    await userEvent.keyboard('{ArrowDown}');
    await expectFocusOn('PDF');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(() => active()).toBe(parent);
    expect(parent).toHaveAttribute('aria-expanded', 'false');
    // Only the submenu closed.
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  test('Enter opens a submenu, and Escape closes only the submenu', async () => {
    render(<Example options={nested} />);
    await focusTrigger();
    await userEvent.keyboard('{Enter}');
    await expectFocusOn('Rename');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expectFocusOn('PNG');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => active()).toBe(item('Export as'));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    expect(active()).toBe(trigger());
  });
});

describe('a pointer at rest', () => {
  test('a menu that opens under the resting pointer keeps focus on the keyboard’s item', async () => {
    render(
      <>
        <PopoutMenu label="Actions" options={entries} />
        {/* Where the menu opens: the pointer rests on it before the menu is there. */}
        <div data-testid="under" style={{ width: 60, height: 100 }} />
      </>,
    );
    const pointer = await restPointerOn('under');
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    await expectFocusOn('Rename');
    // Once placed, the menu covers the pointer, on an item other than the focused one.
    await expect.poll(() => pointer.entryUnder('menuitem')).toMatch(/^(Duplicate|Archive)$/);
    await pointer.moveInPlace();
    expect(active()).toBe(item('Rename'));
    await userEvent.keyboard('{End}');
    await pointer.moveInPlace();
    expect(active()).toBe(item('Delete'));
    // Moving the pointer still moves focus to the item under it.
    await userEvent.hover(page.getByRole('menuitem', { name: 'Rename' }));
    await expectFocusOn('Rename');
  });
});
