/**
 * Text typed through an input method (Japanese, Chinese, Korean; full-width digits): while a
 * composition is open, its keys belong to the input method. Enter confirms the conversion and
 * Escape cancels it, so neither may choose, open or close anything (a dialog closed on that
 * Escape loses what was typed), and a field may not rewrite the text being composed. Chromium's own composition, driven through the DevTools protocol, as
 * an input method drives it.
 */
import { describe, expect, test, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { Field } from '../../src/components/Field';
import { PhonePrefixPicker } from '../../src/components/Field/PhonePrefixPicker';
import { loadPhoneSupport } from '../../src/components/Field/phoneSupport';
import { Modal } from '../../src/components/Modal';
import { actEnvironment, render } from './render';

actEnvironment(false);

/** The input method shows `text` as the open composition, the caret at its end. */
const compose = (text: string) =>
  cdp().send('Input.imeSetComposition', {
    text,
    selectionStart: text.length,
    selectionEnd: text.length,
  });
/** The input method commits `text` in place of the composition. */
const commit = (text: string) => cdp().send('Input.insertText', { text });
/** A key pressed while the composition is open (Chromium marks it `isComposing`). */
const pressWhileComposing = async (key: 'Enter' | 'Escape', code: number) => {
  for (const type of ['keyDown', 'keyUp'] as const) {
    await cdp().send('Input.dispatchKeyEvent', {
      type,
      key,
      code: key,
      windowsVirtualKeyCode: code,
      nativeVirtualKeyCode: code,
    });
  }
};

describe('the phone prefix picker’s search', () => {
  const options = [
    { id: 'CF', value: '+236', label: '中央アフリカ共和国 (+236)', shortLabel: '+236' },
    { id: 'CN', value: '+86', label: '中国 (+86)', shortLabel: '+86' },
    { id: 'JP', value: '+81', label: '日本 (+81)', shortLabel: '+81' },
  ];

  test('Enter that confirms a conversion chooses nothing; the next Enter chooses', async () => {
    const onChange = vi.fn();
    render(<PhonePrefixPicker options={options} onChange={onChange} />);
    await userEvent.click(page.getByRole('button', { name: 'Pick country' }));
    const search = page.getByRole('combobox', { name: 'Search countries' });
    await expect.element(search).toHaveFocus();
    // 「なか」 converted to 中, which two countries start with; Enter confirms the conversion.
    await compose('なか');
    await compose('中');
    await expect.element(page.getByRole('option')).toHaveLength(2);
    await pressWhileComposing('Enter', 13);
    await commit('中');
    await expect.element(search).toHaveValue('中');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  test('a calling code committed in full width finds its country', async () => {
    render(<PhonePrefixPicker />);
    await userEvent.click(page.getByRole('button', { name: 'Pick country' }));
    await compose('＋４４');
    await commit('＋４４');
    await expect.element(page.getByRole('option').first()).toHaveAccessibleName(/United Kingdom/);
  });

  test('Escape that cancels a conversion keeps the list and the query', async () => {
    render(<PhonePrefixPicker options={options} />);
    await userEvent.click(page.getByRole('button', { name: 'Pick country' }));
    const search = page.getByRole('combobox', { name: 'Search countries' });
    await commit('日');
    await compose('ほん');
    await pressWhileComposing('Escape', 27);
    await commit('');
    await expect.element(search).toHaveValue('日');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    // With no composition open, Escape is the picker's again: it closes the list.
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('a dialog with a text field', () => {
  test('Escape that cancels a conversion keeps the dialog and what was typed', async () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} header="Rename">
        <Field label="Name" />
      </Modal>,
    );
    const name = page.getByRole('textbox', { name: 'Name' });
    await userEvent.click(name);
    await commit('東京');
    await compose('おおさか');
    await pressWhileComposing('Escape', 27);
    await commit('');
    expect(onClose).not.toHaveBeenCalled();
    await expect.element(page.getByRole('dialog', { name: 'Rename' })).toBeVisible();
    await expect.element(name).toHaveValue('東京');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('an email Field', () => {
  test('shows an address committed in full width as read, the caret at its end', async () => {
    const onValueChange = vi.fn();
    render(<Field label="Email" type="email" onValueChange={onValueChange} />);
    const input = page.getByRole('textbox', { name: 'Email' });
    await userEvent.click(input);
    await compose('ａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ');
    await expect.element(input).toHaveValue('ａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ');
    await commit('ａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ');
    await expect.element(input).toHaveValue('ada@example.com');
    expect(onValueChange).toHaveBeenLastCalledWith('ada@example.com');
    // Typing on continues at the end.
    await commit('ｘ');
    await expect.element(input).toHaveValue('ada@example.comx');
  });
});

describe('a tel Field', () => {
  test('leaves the composed digits alone, then reads the committed number', async () => {
    await loadPhoneSupport();
    const onValueChange = vi.fn();
    render(<Field label="Phone" type="tel" onValueChange={onValueChange} />);
    const input = page.getByRole('textbox', { name: 'Phone' });
    await userEvent.click(input);
    for (const text of [
      '＋',
      '＋４',
      '＋４４',
      '＋４４７',
      '＋４４７４００',
      '＋４４７４００１２３４５６',
    ]) {
      await compose(text);
      await expect.element(input).toHaveValue(text);
    }
    await commit('＋４４７４００１２３４５６');
    await expect.element(input).toHaveValue('+44 7400 123456');
    expect(onValueChange).toHaveBeenLastCalledWith('+447400123456');
    await expect
      .element(page.getByRole('button', { name: 'Pick country, +44 United Kingdom' }))
      .toBeVisible();
  });
});
