/**
 * RadioGroup against the WAI-ARIA APG radio group pattern (a group not inside a toolbar):
 * - a `radiogroup` named by its visible label, holding `radio` elements whose checked state is
 *   exposed (native radios: `aria-checked` is implicit) and at most one of them checked;
 * - Tab and Shift+Tab move focus into and out of the group as one stop: into the checked radio
 *   if one is checked, otherwise into the first radio of the group (in both directions);
 * - Space checks the focused radio if it is not already checked;
 * - Right and Down Arrow move focus to the next radio, uncheck the previous one and check the
 *   newly focused one, wrapping from the last to the first; Left and Up Arrow do the same
 *   backwards, wrapping from the first to the last.
 */
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RadioGroup, type RadioGroupProps } from '../../src/components/Radio';
import { actEnvironment, render } from './render';

actEnvironment(true);

const options = [{ label: 'Small' }, { label: 'Medium' }, { label: 'Large' }];

function Example(props: Partial<RadioGroupProps>) {
  return (
    <>
      <button type="button">Before</button>
      <RadioGroup label="Size" options={options} {...props} />
      <button type="button">After</button>
    </>
  );
}

const radio = (name: string) => page.getByRole('radio', { name }).element() as HTMLInputElement;
const press = (key: string) => act(() => userEvent.keyboard(key));
const active = () => document.activeElement;
const button = (name: string) => page.getByRole('button', { name }).element() as HTMLElement;

function expectChecked(name: string | undefined) {
  for (const option of options) {
    if (option.label === name) expect(radio(option.label)).toBeChecked();
    else expect(radio(option.label)).not.toBeChecked();
  }
}

describe('radio group', () => {
  test('a radiogroup named by its label, of radios that are all unchecked at first', () => {
    render(<Example />);
    const group = page.getByRole('radiogroup', { name: 'Size' }).element();
    expect(group.querySelectorAll('[type="radio"], [role="radio"]')).toHaveLength(3);
    expectChecked(undefined);
  });

  test('with none checked, Tab and Shift+Tab both enter the group on its first radio', async () => {
    render(<Example />);
    act(() => button('Before').focus());
    await act(() => userEvent.tab());
    expect(active()).toBe(radio('Small'));
    await act(() => userEvent.tab());
    expect(active()).toBe(button('After'));
    await act(() => userEvent.tab({ shift: true }));
    expect(active()).toBe(radio('Small'));
    await act(() => userEvent.tab({ shift: true }));
    expect(active()).toBe(button('Before'));
    expectChecked(undefined);
  });

  test('with one checked, Tab and Shift+Tab enter the group on the checked radio', async () => {
    render(<Example defaultValue="Medium" />);
    act(() => button('Before').focus());
    await act(() => userEvent.tab());
    expect(active()).toBe(radio('Medium'));
    await act(() => userEvent.tab());
    expect(active()).toBe(button('After'));
    await act(() => userEvent.tab({ shift: true }));
    expect(active()).toBe(radio('Medium'));
  });

  test('Space checks the focused radio', async () => {
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    act(() => button('Before').focus());
    await act(() => userEvent.tab());
    await press(' ');
    expectChecked('Small');
    await press(' ');
    expectChecked('Small');
    expect(onValueChange.mock.calls).toEqual([['Small']]);
  });

  test('Down and Right Arrow move focus to the next radio and check it, wrapping to the first', async () => {
    const onValueChange = vi.fn();
    render(<Example defaultValue="Small" onValueChange={onValueChange} />);
    act(() => radio('Small').focus());
    await press('{ArrowDown}');
    expect(active()).toBe(radio('Medium'));
    expectChecked('Medium');
    await press('{ArrowRight}');
    expect(active()).toBe(radio('Large'));
    expectChecked('Large');
    await press('{ArrowDown}');
    expect(active()).toBe(radio('Small'));
    expectChecked('Small');
    expect(onValueChange.mock.calls).toEqual([['Medium'], ['Large'], ['Small']]);
  });

  test('Up and Left Arrow move focus to the previous radio and check it, wrapping to the last', async () => {
    render(<Example defaultValue="Medium" />);
    act(() => radio('Medium').focus());
    await press('{ArrowUp}');
    expect(active()).toBe(radio('Small'));
    expectChecked('Small');
    await press('{ArrowLeft}');
    expect(active()).toBe(radio('Large'));
    expectChecked('Large');
  });

  test('arrows skip a disabled radio', async () => {
    render(
      <Example
        defaultValue="Small"
        options={[{ label: 'Small' }, { label: 'Medium', disabled: true }, { label: 'Large' }]}
      />,
    );
    act(() => radio('Small').focus());
    await press('{ArrowDown}');
    expect(active()).toBe(radio('Large'));
    expect(radio('Large')).toBeChecked();
    expect(radio('Medium')).not.toBeChecked();
  });
});
