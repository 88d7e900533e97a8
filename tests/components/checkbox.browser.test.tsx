/**
 * Checkbox against the WAI-ARIA APG checkbox pattern (dual-state and mixed):
 * - role `checkbox`, named by its visible label; `aria-checked` true, false or mixed;
 * - Tab moves focus to it; Space changes its state (Enter is not a checkbox key);
 * - a mixed checkbox that stands for a group: activating it sets every option on (the APG
 *   tri-state example), and the group's state sets it back to mixed, checked or unchecked;
 * plus the rules: the mixed state is the input's `indeterminate` property,
 * `data-state="indeterminate"`, and a click on it turns it on. Targets are at least 24 × 24 px.
 */
import { act, useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Checkbox } from '../../src/components/Checkbox';
import { actEnvironment, render } from './render';

actEnvironment(true);

const press = (key: string) => act(() => userEvent.keyboard(key));
const tab = () => act(() => userEvent.tab());
const box = (name: string) => page.getByRole('checkbox', { name }).element() as HTMLInputElement;

describe('dual-state checkbox', () => {
  test('Tab reaches it, Space toggles it, Enter does not; every change is reported', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Email me" onCheckedChange={onCheckedChange} />);
    await tab();
    const checkbox = box('Email me');
    expect(checkbox).toHaveFocus();
    expect(checkbox).not.toBeChecked();
    await press(' ');
    expect(checkbox).toBeChecked();
    expect(checkbox.closest('[data-state]')).toHaveAttribute('data-state', 'checked');
    await press('{Enter}');
    expect(checkbox).toBeChecked();
    await press(' ');
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  test('a disabled checkbox is skipped by Tab and ignores Space and clicks', async () => {
    const onCheckedChange = vi.fn();
    render(
      <>
        <Checkbox label="Locked" disabled onCheckedChange={onCheckedChange} />
        <Checkbox label="Open" />
      </>,
    );
    await tab();
    expect(box('Open')).toHaveFocus();
    await act(() => userEvent.click(box('Locked'), { force: true }));
    expect(box('Locked')).not.toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  test('the target is at least 24 × 24 px', () => {
    render(<Checkbox label="Email me" />);
    const { width, height } = box('Email me').getBoundingClientRect();
    expect(width).toBeGreaterThanOrEqual(24);
    expect(height).toBeGreaterThanOrEqual(24);
  });
});

describe('mixed checkbox', () => {
  test('is exposed as mixed through the native property, with a dash and its own data-state', () => {
    render(<Checkbox label="All components" defaultChecked="indeterminate" />);
    const checkbox = box('All components');
    expect(checkbox.indeterminate).toBe(true);
    expect(checkbox).toBePartiallyChecked();
    expect(checkbox.closest('[data-state]')).toHaveAttribute('data-state', 'indeterminate');
    expect(checkbox.closest('label')!.querySelector('[data-part="dash"]')).not.toBeNull();
  });

  test('a click turns it on, and from there it toggles on and off', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Checkbox
        label="All components"
        defaultChecked="indeterminate"
        onCheckedChange={onCheckedChange}
      />,
    );
    const checkbox = box('All components');
    await act(() => userEvent.click(checkbox));
    expect(checkbox).toBeChecked();
    expect(checkbox.indeterminate).toBe(false);
    expect(checkbox.closest('[data-state]')).toHaveAttribute('data-state', 'checked');
    await act(() => userEvent.click(checkbox));
    expect(checkbox).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  test('Space on a controlled mixed checkbox asks its owner to turn it on', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Checkbox label="All components" checked="indeterminate" onCheckedChange={onCheckedChange} />,
    );
    await tab();
    await press(' ');
    expect(onCheckedChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  test('the APG tri-state group: the mixed box sets all options on, the options set its state', async () => {
    const options = ['Button', 'Modal', 'Toast'];
    function Group() {
      const [on, setOn] = useState<string[]>(['Modal']);
      const all = on.length === options.length ? true : on.length === 0 ? false : 'indeterminate';
      return (
        <fieldset>
          <legend>Components</legend>
          <Checkbox
            label="All components"
            checked={all}
            onCheckedChange={(checked) => setOn(checked ? options : [])}
          />
          {options.map((option) => (
            <Checkbox
              key={option}
              label={option}
              checked={on.includes(option)}
              onCheckedChange={(checked) =>
                setOn((current) =>
                  checked ? [...current, option] : current.filter((item) => item !== option),
                )
              }
            />
          ))}
        </fieldset>
      );
    }
    render(<Group />);
    const all = box('All components');
    expect(all).toBePartiallyChecked();

    await tab();
    await press(' ');
    expect(all).toBeChecked();
    expect(all.indeterminate).toBe(false);
    for (const option of options) expect(box(option)).toBeChecked();

    await press(' ');
    expect(all).not.toBeChecked();
    for (const option of options) expect(box(option)).not.toBeChecked();

    await tab();
    await press(' ');
    expect(box('Button')).toBeChecked();
    expect(all).toBePartiallyChecked();
    expect(all.closest('[data-state]')).toHaveAttribute('data-state', 'indeterminate');
  });
});
