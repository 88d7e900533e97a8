/**
 * Tooltip against the WAI-ARIA APG tooltip pattern and WCAG 1.4.13 (Content on Hover or Focus):
 * - `role="tooltip"`, referenced by the trigger's `aria-describedby`; it never takes focus;
 * - it shows on keyboard focus and on hover;
 * - Escape dismisses it without moving focus (dismissible), and it does not come back while
 *   focus stays;
 * - the pointer can move from the trigger onto the tooltip without it closing (hoverable), and
 *   it stays until the pointer has left both, focus leaves, or Escape (persistent).
 */
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Tooltip } from '../../src/components/Tooltip';
import { actEnvironment, render } from './render';

// The tooltip's transition and floating-ui's timers update it on their own schedule, as in an
// app; the tests wait for the result rather than wrapping every update in act().
actEnvironment(false);

/** Renders with room around the trigger, so the tooltip has space on every side. */
function renderPadded(node: ReactNode) {
  render(<div style={{ padding: 120 }}>{node}</div>);
}

afterEach(async () => {
  await userEvent.unhover(document.body);
});

const tooltip = () => document.querySelector<HTMLElement>('[role="tooltip"]');
const isOpen = () => tooltip()?.getAttribute('data-state') === 'open';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function Example() {
  return (
    <>
      <button type="button">Before</button>
      <Tooltip content="Copies the link to this property">
        <button type="button">Copy link</button>
      </Tooltip>
      <p style={{ marginTop: 160 }}>Far away text</p>
    </>
  );
}

describe('tooltip', () => {
  test('keyboard focus shows it as a tooltip describing the trigger; focus stays on the trigger', async () => {
    renderPadded(<Example />);
    page.getByRole('button', { name: 'Before' }).element().focus();
    await userEvent.tab();
    const trigger = page.getByRole('button', { name: 'Copy link' }).element();
    expect(trigger).toHaveFocus();
    await expect.poll(isOpen).toBe(true);
    expect(trigger).toHaveAccessibleDescription('Copies the link to this property');
    expect(tooltip()!.contains(document.activeElement)).toBe(false);
  });

  test('Escape hides it, focus stays, and it does not come back while focus stays', async () => {
    renderPadded(<Example />);
    page.getByRole('button', { name: 'Before' }).element().focus();
    await userEvent.tab();
    await expect.poll(isOpen).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.poll(isOpen).toBe(false);
    expect(page.getByRole('button', { name: 'Copy link' }).element()).toHaveFocus();
    await pause(200);
    expect(isOpen()).toBe(false);
  });

  test('moving focus away hides it', async () => {
    renderPadded(<Example />);
    page.getByRole('button', { name: 'Before' }).element().focus();
    await userEvent.tab();
    await expect.poll(isOpen).toBe(true);
    await userEvent.tab({ shift: true });
    await expect.poll(isOpen).toBe(false);
  });

  test('the pointer can move onto the tooltip and rest there; it closes once the pointer leaves both', async () => {
    renderPadded(<Example />);
    await userEvent.hover(page.getByRole('button', { name: 'Copy link' }));
    await expect.poll(isOpen).toBe(true);

    await userEvent.hover(tooltip()!);
    await pause(400);
    expect(isOpen()).toBe(true);

    await userEvent.hover(page.getByText('Far away text'));
    await expect.poll(isOpen).toBe(false);
  });

  test('Escape dismisses a tooltip shown by hover, without moving the pointer', async () => {
    renderPadded(<Example />);
    await userEvent.hover(page.getByRole('button', { name: 'Copy link' }));
    await expect.poll(isOpen).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.poll(isOpen).toBe(false);
  });
});
