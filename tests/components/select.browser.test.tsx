/**
 * Select against the WAI-ARIA APG "select-only combobox" (combobox pattern, select-only example):
 * DOM focus stays on the `combobox` element, the option the keyboard is on is its
 * `aria-activedescendant`, and the keys do what the example's keyboard tables say.
 */
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Select, type SelectOption } from '../../src/components/Select';
import { restPointerOn } from './pointerAtRest';
import { actEnvironment, render } from './render';

actEnvironment(false);

const fruits: SelectOption[] = [
  { label: 'Apple' },
  { label: 'Apricot' },
  { label: 'Banana' },
  { label: 'Blueberry', disabled: true },
  { label: 'Cherry' },
  { label: 'Date' },
];
const many: SelectOption[] = Array.from({ length: 30 }, (_, index) => ({
  label: `Option ${String(index + 1).padStart(2, '0')}`,
}));

function setup(props: Partial<Parameters<typeof Select>[0]> = {}) {
  const onValueChange = vi.fn();
  render(
    <>
      <button type="button">Before</button>
      <Select label="Fruit" options={fruits} onValueChange={onValueChange} {...props} />
      <button type="button">After</button>
    </>,
  );
  const combobox = page.getByRole('combobox', { name: 'Fruit' }).element() as HTMLElement;
  return { combobox, onValueChange };
}

async function focusCombobox() {
  await userEvent.click(page.getByRole('button', { name: 'Before' }));
  await userEvent.tab();
}

/** The option `aria-activedescendant` points at, by its text. */
function activeOption(combobox: HTMLElement): string | null {
  const id = combobox.getAttribute('aria-activedescendant');
  if (!id) return null;
  const option = document.getElementById(id);
  expect(option, `aria-activedescendant points at #${id}`).not.toBeNull();
  expect(option).toHaveAttribute('role', 'option');
  return option!.textContent;
}

const listbox = () => document.querySelector('[role="listbox"]');

async function expectClosed(combobox: HTMLElement) {
  await expect.poll(() => listbox()).toBeNull();
  expect(combobox).toHaveAttribute('aria-expanded', 'false');
  expect(combobox).not.toHaveAttribute('aria-activedescendant');
}

describe('roles, states and properties', () => {
  test('the combobox has aria-haspopup listbox, aria-expanded, and aria-controls while open', async () => {
    const { combobox } = setup();
    expect(combobox).toHaveAttribute('aria-haspopup', 'listbox');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await focusCombobox();
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const popup = listbox();
    expect(popup).not.toBeNull();
    expect(combobox).toHaveAttribute('aria-controls', popup!.id);
    expect(popup).toHaveAccessibleName('Fruit');
  });
});

describe('closed combobox', () => {
  test('Down Arrow opens without changing the value; DOM focus stays on the combobox', async () => {
    const { combobox, onValueChange } = setup({ defaultValue: 'Banana' });
    await focusCombobox();
    await userEvent.keyboard('{ArrowDown}');
    expect(listbox()).not.toBeNull();
    expect(combobox).toHaveFocus();
    expect(activeOption(combobox)).toBe('Banana');
    expect(combobox).toHaveTextContent('Banana');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  test('Alt + Down Arrow opens without moving focus or changing the value', async () => {
    const { combobox, onValueChange } = setup({ defaultValue: 'Cherry' });
    await focusCombobox();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(listbox()).not.toBeNull();
    expect(combobox).toHaveFocus();
    expect(activeOption(combobox)).toBe('Cherry');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  test('Up Arrow opens; with nothing chosen the first option is active', async () => {
    const { combobox } = setup();
    await focusCombobox();
    await userEvent.keyboard('{ArrowUp}');
    expect(listbox()).not.toBeNull();
    expect(combobox).toHaveFocus();
    expect(activeOption(combobox)).toBe('Apple');
  });

  test.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('%s opens without changing the value', async (_, key) => {
    const { combobox, onValueChange } = setup({ defaultValue: 'Date' });
    await focusCombobox();
    await userEvent.keyboard(key);
    expect(listbox()).not.toBeNull();
    expect(combobox).toHaveFocus();
    expect(activeOption(combobox)).toBe('Date');
    // The key's release must not close the list again (a button clicks on Space's keyup).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listbox()).not.toBeNull();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  test('Home opens and moves visual focus to the first option', async () => {
    const { combobox } = setup({ defaultValue: 'Cherry' });
    await focusCombobox();
    await userEvent.keyboard('{Home}');
    expect(listbox()).not.toBeNull();
    expect(activeOption(combobox)).toBe('Apple');
  });

  test('End opens and moves visual focus to the last option', async () => {
    const { combobox } = setup({ defaultValue: 'Apple' });
    await focusCombobox();
    await userEvent.keyboard('{End}');
    expect(listbox()).not.toBeNull();
    expect(activeOption(combobox)).toBe('Date');
  });

  test('a printable character opens and moves to the first matching option', async () => {
    const { combobox, onValueChange } = setup();
    await focusCombobox();
    await userEvent.keyboard('c');
    expect(listbox()).not.toBeNull();
    expect(combobox).toHaveFocus();
    expect(activeOption(combobox)).toBe('Cherry');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

describe('listbox popup', () => {
  test('Down and Up Arrow move visual focus and stop at the ends; disabled options are skipped', async () => {
    const { combobox } = setup();
    await focusCombobox();
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption(combobox)).toBe('Apple');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeOption(combobox)).toBe('Apple');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(combobox)).toBe('Banana');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption(combobox)).toBe('Cherry');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(activeOption(combobox)).toBe('Date');
    expect(combobox).toHaveFocus();
  });

  test('Home and End move visual focus to the first and last option', async () => {
    const { combobox } = setup({ defaultValue: 'Banana' });
    await focusCombobox();
    await userEvent.keyboard('{ArrowDown}{End}');
    expect(activeOption(combobox)).toBe('Date');
    await userEvent.keyboard('{Home}');
    expect(activeOption(combobox)).toBe('Apple');
  });

  test('PageDown and PageUp jump ten options, or to the last and first', async () => {
    render(<Select label="Number" options={many} />);
    const combobox = page.getByRole('combobox', { name: 'Number' }).element() as HTMLElement;
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption(combobox)).toBe('Option 01');
    await userEvent.keyboard('{PageDown}');
    expect(activeOption(combobox)).toBe('Option 11');
    await userEvent.keyboard('{PageDown}{PageDown}');
    expect(activeOption(combobox)).toBe('Option 30');
    await userEvent.keyboard('{PageUp}');
    expect(activeOption(combobox)).toBe('Option 20');
    await userEvent.keyboard('{PageUp}{PageUp}');
    expect(activeOption(combobox)).toBe('Option 01');
  });

  test('the active option is scrolled into view as it moves', async () => {
    render(<Select label="Number" options={many} />);
    const combobox = page.getByRole('combobox', { name: 'Number' }).element() as HTMLElement;
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}{End}');
    const popup = listbox()!;
    const option = document.getElementById(combobox.getAttribute('aria-activedescendant')!)!;
    await expect
      .poll(() => option.getBoundingClientRect().bottom <= popup.getBoundingClientRect().bottom + 1)
      .toBe(true);
  });

  test.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['Alt + Up Arrow', '{Alt>}{ArrowUp}{/Alt}'],
  ])('%s sets the value to the active option, closes, and keeps focus', async (_, key) => {
    const { combobox, onValueChange } = setup();
    await focusCombobox();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await userEvent.keyboard(key);
    await expectClosed(combobox);
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveTextContent('Banana');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('Banana', fruits[2]);
  });

  test('Tab sets the value, closes, and moves focus to the next focusable element', async () => {
    const { combobox, onValueChange } = setup();
    await focusCombobox();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.tab();
    await expectClosed(combobox);
    expect(page.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(combobox).toHaveTextContent('Apricot');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('Apricot', fruits[1]);
  });

  test('Escape closes without changing the value and keeps focus', async () => {
    const { combobox, onValueChange } = setup({ defaultValue: 'Apple' });
    await focusCombobox();
    await userEvent.keyboard('{ArrowDown}{End}{Escape}');
    await expectClosed(combobox);
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveTextContent('Apple');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  test('typed characters: a string matches as a whole, a repeated letter cycles', async () => {
    const { combobox } = setup();
    await focusCombobox();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('apr');
    expect(activeOption(combobox)).toBe('Apricot');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.keyboard('a');
    expect(activeOption(combobox)).toBe('Apple');
    await userEvent.keyboard('a');
    expect(activeOption(combobox)).toBe('Apricot');
    expect(combobox).toHaveFocus();
  });

  test('a click on an option chooses it without taking focus from the combobox', async () => {
    const { combobox, onValueChange } = setup();
    await focusCombobox();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(page.getByRole('option', { name: 'Date' }));
    await expectClosed(combobox);
    expect(combobox).toHaveFocus();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('Date', fruits[5]);
  });

  test('a click on the open combobox collapses it and keeps the value', async () => {
    const { combobox, onValueChange } = setup({ defaultValue: 'Apple' });
    await userEvent.click(combobox);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(combobox);
    await expectClosed(combobox);
    expect(combobox).toHaveTextContent('Apple');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

describe('a pointer at rest', () => {
  test('a list that opens under the resting pointer keeps the option the keyboard is on', async () => {
    render(
      <>
        <Select label="Fruit" options={fruits} />
        {/* Where the list opens: the pointer rests on it before the list is there. */}
        <div data-testid="under" style={{ width: 160, height: 120 }} />
      </>,
    );
    const combobox = page.getByRole('combobox', { name: 'Fruit' }).element() as HTMLElement;
    const pointer = await restPointerOn('under');
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => listbox()).not.toBeNull();
    // Once placed, the list covers the pointer, on an option other than the keyboard's.
    await expect.poll(() => pointer.entryUnder('option')).toMatch(/^(Apricot|Banana)$/);
    await pointer.moveInPlace();
    expect(activeOption(combobox)).toBe('Apple');
    await userEvent.keyboard('{ArrowDown}');
    await pointer.moveInPlace();
    expect(activeOption(combobox)).toBe('Apricot');
    // Moving the pointer still makes the option under it active.
    await userEvent.hover(page.getByRole('option', { name: 'Cherry' }));
    expect(activeOption(combobox)).toBe('Cherry');
  });
});
