/**
 * Tabs against the WAI-ARIA APG tabs pattern (tabs with automatic activation):
 * - Tab: when focus moves into the tab list, it lands on the active tab; from the tab list, Tab
 *   moves on to the tab panel;
 * - Left and Right Arrow move focus to the previous / next tab, wrapping at both ends, and the
 *   newly focused tab is activated (its panel shown);
 * - Home and End move focus to (and activate) the first / last tab;
 * - roles, states and properties: `tablist` (named), `tab` with `aria-selected` true on the
 *   active tab only and `aria-controls` naming its `tabpanel`, which is `aria-labelledby` the
 *   tab; one tab stop in the list (roving tabindex: the active tab 0, the others -1).
 */
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Tabs, type TabItem } from '../../src/components/Tabs';
import { actEnvironment, render } from './render';

actEnvironment(true);

const items: TabItem[] = [
  { value: 'npm', label: 'npm', component: <p>npm install @tessera/react</p> },
  { value: 'pnpm', label: 'pnpm', component: <p>pnpm add @tessera/react</p> },
  { value: 'yarn', label: 'yarn', component: <p>yarn add @tessera/react</p> },
];

function Example({
  defaultValue,
  onValueChange,
}: {
  defaultValue?: string;
  onValueChange?: () => void;
}) {
  return (
    <>
      <button type="button">Before</button>
      <Tabs
        aria-label="Install with"
        items={items}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
      />
      <button type="button">After</button>
    </>
  );
}

const tab = (name: string) => page.getByRole('tab', { name, exact: true }).element() as HTMLElement;
const press = (key: string) => act(() => userEvent.keyboard(key));
const active = () => document.activeElement;

/** The one tab shown as active, checked through every tab's state and the panels. */
function expectActive(name: string) {
  const tabs = [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
  for (const element of tabs) {
    const isActive = element.textContent === name;
    expect(element).toHaveAttribute('aria-selected', String(isActive));
    // Roving tabindex: only the active tab is in the tab sequence.
    expect(element).toHaveAttribute('tabindex', isActive ? '0' : '-1');
    const panel = document.getElementById(element.getAttribute('aria-controls')!)!;
    expect(panel).toHaveAttribute('role', 'tabpanel');
    if (isActive) expect(panel).toBeVisible();
    else expect(panel).not.toBeVisible();
  }
}

describe('tabs', () => {
  test('a named tablist of tabs, each controlling a tabpanel labelled by it; the first is active', () => {
    render(<Example />);
    expect(page.getByRole('tablist', { name: 'Install with' }).element()).toBeInTheDocument();
    for (const item of items) {
      const element = tab(item.label);
      const panel = document.getElementById(element.getAttribute('aria-controls')!);
      expect(panel).not.toBeNull();
      expect(panel).toHaveAttribute('aria-labelledby', element.id);
    }
    expectActive('npm');
    expect(page.getByRole('tabpanel', { name: 'npm', exact: true }).element()).toHaveTextContent(
      'npm install',
    );
  });

  test('Tab into the list lands on the active tab; Tab again moves to its panel', async () => {
    render(<Example defaultValue="pnpm" />);
    await act(() => userEvent.click(page.getByRole('button', { name: 'Before' })));
    await act(() => userEvent.tab());
    expect(active()).toBe(tab('pnpm'));
    await act(() => userEvent.tab());
    expect(active()).toBe(page.getByRole('tabpanel', { name: 'pnpm', exact: true }).element());
    await act(() => userEvent.tab({ shift: true }));
    expect(active()).toBe(tab('pnpm'));
    await act(() => userEvent.tab({ shift: true }));
    expect(active()).toBe(page.getByRole('button', { name: 'Before' }).element());
  });

  test('Right Arrow moves focus to the next tab and activates it, wrapping from last to first', async () => {
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    act(() => tab('npm').focus());
    await press('{ArrowRight}');
    expect(active()).toBe(tab('pnpm'));
    expectActive('pnpm');
    await press('{ArrowRight}');
    expect(active()).toBe(tab('yarn'));
    expectActive('yarn');
    await press('{ArrowRight}');
    expect(active()).toBe(tab('npm'));
    expectActive('npm');
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['pnpm', 'yarn', 'npm']);
  });

  test('Left Arrow moves focus to the previous tab and activates it, wrapping from first to last', async () => {
    render(<Example />);
    act(() => tab('npm').focus());
    await press('{ArrowLeft}');
    expect(active()).toBe(tab('yarn'));
    expectActive('yarn');
    await press('{ArrowLeft}');
    expect(active()).toBe(tab('pnpm'));
    expectActive('pnpm');
  });

  test('Home and End move focus to the first and last tab and activate them', async () => {
    render(<Example defaultValue="pnpm" />);
    act(() => tab('pnpm').focus());
    await press('{End}');
    expect(active()).toBe(tab('yarn'));
    expectActive('yarn');
    await press('{Home}');
    expect(active()).toBe(tab('npm'));
    expectActive('npm');
  });

  test('Up and Down Arrow do not move between horizontal tabs', async () => {
    render(<Example />);
    act(() => tab('npm').focus());
    await press('{ArrowDown}');
    await press('{ArrowUp}');
    expect(active()).toBe(tab('npm'));
    expectActive('npm');
  });
});
