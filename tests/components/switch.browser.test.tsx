/**
 * Switch against the WAI-ARIA APG switch pattern: role `switch`, named by its visible label, with
 * an on or off state (`aria-checked` true or false, never mixed); Tab moves focus to it and Space
 * toggles it; a disabled switch ignores input. Its target is at least 24 × 24 px (WCAG 2.5.8).
 */
import { act } from 'react';
import { expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Switch } from '../../src/components/Checkbox';
import { actEnvironment, render } from './render';

actEnvironment(true);

const control = (name: string) => page.getByRole('switch', { name }).element() as HTMLInputElement;

test('it is a switch named by its label, off by default, and Space turns it on and off', async () => {
  const onCheckedChange = vi.fn();
  render(<Switch label="Dark mode" onCheckedChange={onCheckedChange} />);
  const toggle = control('Dark mode');
  expect(toggle).not.toBeChecked();
  expect(toggle.closest('[data-state]')).toHaveAttribute('data-state', 'unchecked');
  await act(() => userEvent.tab());
  expect(toggle).toHaveFocus();
  await act(() => userEvent.keyboard(' '));
  expect(toggle).toBeChecked();
  expect(toggle.closest('[data-state]')).toHaveAttribute('data-state', 'checked');
  await act(() => userEvent.keyboard(' '));
  expect(toggle).not.toBeChecked();
  expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
});

test('it starts from a supplied default and a click on the label toggles it', async () => {
  render(<Switch label="Autosave" defaultChecked />);
  const toggle = control('Autosave');
  expect(toggle).toBeChecked();
  expect(toggle.indeterminate).toBe(false);
  await act(() => userEvent.click(page.getByText('Autosave')));
  expect(toggle).not.toBeChecked();
});

test('a disabled switch is skipped by Tab and ignores clicks', async () => {
  const onCheckedChange = vi.fn();
  render(
    <>
      <Switch label="Locked" disabled onCheckedChange={onCheckedChange} />
      <Switch label="Open" />
    </>,
  );
  await act(() => userEvent.tab());
  expect(control('Open')).toHaveFocus();
  await act(() => userEvent.click(control('Locked'), { force: true }));
  expect(control('Locked')).not.toBeChecked();
  expect(onCheckedChange).not.toHaveBeenCalled();
});

test('the target is at least 24 × 24 px', () => {
  render(<Switch label="Dark mode" />);
  const { width, height } = control('Dark mode').getBoundingClientRect();
  expect(width).toBeGreaterThanOrEqual(24);
  expect(height).toBeGreaterThanOrEqual(24);
});
