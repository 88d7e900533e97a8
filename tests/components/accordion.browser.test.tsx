/**
 * Accordion against the WAI-ARIA APG accordion pattern:
 * - each header is a `button` inside a heading, with `aria-expanded` (true while its panel is
 *   shown) and `aria-controls` naming its panel, a `region` labelled by the button;
 * - Enter and Space on a header expand a collapsed panel and collapse an expanded one;
 * - Tab and Shift+Tab move through the headers and into the content of an open panel, never
 *   into a closed one;
 * - Down and Up Arrow move focus to the next / previous header (this Accordion wraps at both
 *   ends, which the pattern allows); Home and End move focus to the first / last header.
 */
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Accordion, type AccordionItem } from '../../src/components/Accordion';
import { actEnvironment, render } from './render';

actEnvironment(true);

const items: AccordionItem[] = [
  {
    value: 'install',
    title: 'Installation',
    content: (
      <p>
        Run npm install, then read the <a href="#guides">guides</a>.
      </p>
    ),
  },
  { value: 'theme', title: 'Theming', content: <p>Wrap the app in ThemeProvider.</p> },
  { value: 'support', title: 'Support', content: <p>The last two versions of each browser.</p> },
];

const header = (name: string) => page.getByRole('button', { name }).element() as HTMLElement;
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls')!)!;
const press = (key: string) => act(() => userEvent.keyboard(key));
const active = () => document.activeElement;

function Example({ multiple }: { multiple?: boolean }) {
  return (
    <>
      <button type="button">Before</button>
      <Accordion items={items} multiple={multiple} headingLevel={2} />
      <button type="button">After</button>
    </>
  );
}

describe('accordion', () => {
  test('each header is a button inside a heading, controlling a region labelled by it; all start collapsed', () => {
    render(<Example />);
    for (const item of items) {
      const button = header(item.title as string);
      expect(button.parentElement!.tagName).toBe('H2');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = panelOf(button);
      expect(panel).toHaveAttribute('role', 'region');
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
      expect(panel).not.toBeVisible();
    }
  });

  test('Enter expands a collapsed panel and collapses an expanded one', async () => {
    render(<Example />);
    const button = header('Installation');
    act(() => button.focus());
    await press('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('region', { name: 'Installation' })).toBeVisible();
    await press('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => panelOf(button)).not.toBeVisible();
    expect(active()).toBe(button);
  });

  test('Space expands a collapsed panel and collapses an expanded one', async () => {
    render(<Example />);
    const button = header('Theming');
    act(() => button.focus());
    await press(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('region', { name: 'Theming' })).toBeVisible();
    await press(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('with one section at a time, expanding one collapses the other', async () => {
    render(<Example multiple={false} />);
    act(() => header('Installation').focus());
    await press('{Enter}');
    await press('{ArrowDown}');
    await press('{Enter}');
    expect(header('Installation')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Theming')).toHaveAttribute('aria-expanded', 'true');
  });

  test('Tab moves through the headers and into an open panel, never into a closed one', async () => {
    render(<Example />);
    await act(() => userEvent.click(page.getByRole('button', { name: 'Before' })));
    await act(() => userEvent.tab());
    expect(active()).toBe(header('Installation'));
    // The closed panel's link is skipped.
    await act(() => userEvent.tab());
    expect(active()).toBe(header('Theming'));

    await act(() => userEvent.tab({ shift: true }));
    expect(active()).toBe(header('Installation'));
    await press('{Enter}');
    await expect.element(page.getByRole('link', { name: 'guides' })).toBeVisible();
    await act(() => userEvent.tab());
    expect(active()).toBe(page.getByRole('link', { name: 'guides' }).element());
    await act(() => userEvent.tab());
    expect(active()).toBe(header('Theming'));
    await act(() => userEvent.tab());
    await act(() => userEvent.tab());
    expect(active()).toBe(page.getByRole('button', { name: 'After' }).element());
  });

  test('Down and Up Arrow move focus between headers, wrapping at both ends', async () => {
    render(<Example />);
    act(() => header('Installation').focus());
    await press('{ArrowDown}');
    expect(active()).toBe(header('Theming'));
    await press('{ArrowDown}');
    expect(active()).toBe(header('Support'));
    await press('{ArrowDown}');
    expect(active()).toBe(header('Installation'));
    await press('{ArrowUp}');
    expect(active()).toBe(header('Support'));
    // Moving focus does not expand anything.
    for (const item of items) {
      expect(header(item.title as string)).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('Home and End move focus to the first and last header', async () => {
    render(<Example />);
    act(() => header('Theming').focus());
    await press('{End}');
    expect(active()).toBe(header('Support'));
    await press('{Home}');
    expect(active()).toBe(header('Installation'));
  });
});
