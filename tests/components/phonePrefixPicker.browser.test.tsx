/**
 * The phone prefix picker (issue: accessibility, item 11): the option the arrows are on is marked
 * by an indicator of at least 3:1 against its neighbours in both schemes (WCAG 1.4.11), and the
 * number of matching countries, or "No country matches", is said through a status region that
 * is in the page before its text changes (WCAG 4.1.3), so screen readers hear every change.
 * The list opens with the rows around the active one and draws the rest in the next render,
 * without moving what it shows.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PhonePrefixPicker } from '../../src/components/Field/PhonePrefixPicker';
import { contrastRatio } from '../../src/lib/contrast';
import { actEnvironment, render } from './render';

actEnvironment(false);

/** `rgb(r, g, b)` or `rgba(r, g, b, 1)` as `#rrggbb`; opaque colours only. */
function toHex(color: string): string {
  const match = /^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/.exec(color);
  expect(match, `an opaque rgb colour, got ${color}`).not.toBeNull();
  if (match![4] !== undefined) expect(Number(match![4])).toBe(1);
  return `#${match!
    .slice(1, 4)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The first opaque background behind `element` (itself included). */
function backgroundOf(element: Element): string {
  for (let current: Element | null = element; current; current = current.parentElement) {
    const color = getComputedStyle(current).backgroundColor;
    if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return toHex(color);
  }
  return '#ffffff';
}

async function openPicker() {
  await userEvent.click(page.getByRole('button', { name: 'Pick country' }));
  const search = page.getByRole('combobox', { name: 'Search countries' });
  await expect.element(search).toHaveFocus();
  return search.element() as HTMLInputElement;
}

describe.each(['light', 'dark'] as const)('the active option in the %s scheme', (scheme) => {
  test('its indicator reaches 3:1 against the neighbouring options', async () => {
    render(<PhonePrefixPicker />, scheme);
    const search = await openPicker();
    await userEvent.keyboard('{ArrowDown}');
    const active = document.getElementById(search.getAttribute('aria-activedescendant')!)!;
    const options = [...document.querySelectorAll('[role="option"]')];
    const index = options.indexOf(active);
    const neighbour = options[index + 1]!;
    expect(active).toHaveAttribute('data-active');
    expect(neighbour).not.toHaveAttribute('data-active');

    // The ring: a solid box-shadow drawn inside the option.
    const shadow = getComputedStyle(active).boxShadow;
    const ring = /^(rgba?\([^)]*\)) 0px 0px 0px (\d+)px inset$/.exec(shadow);
    expect(ring, `an inset ring on the active option, got "${shadow}"`).not.toBeNull();
    expect(Number(ring![2])).toBeGreaterThanOrEqual(2);
    const ringColour = toHex(ring![1]!);

    expect(contrastRatio(ringColour, backgroundOf(neighbour))).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(ringColour, backgroundOf(active))).toBeGreaterThanOrEqual(3);
  });
});

describe('the number of matching countries', () => {
  test('is said through a status region that exists before its text changes', async () => {
    render(<PhonePrefixPicker />);
    const status = page.getByRole('status').element();
    expect(status).toHaveTextContent('');

    await openPicker();
    expect(page.getByRole('status').element()).toBe(status);

    await userEvent.keyboard('swi');
    await expect.element(page.getByRole('status')).toHaveTextContent(/^\d+ countr(y|ies)$/);
    const shown = document.querySelectorAll('[role="option"]').length;
    expect(status).toHaveTextContent(`${shown} ${shown === 1 ? 'country' : 'countries'}`);
    expect(page.getByRole('status').element()).toBe(status);

    await userEvent.keyboard('zzz');
    await expect.element(page.getByRole('status')).toHaveTextContent('No country matches');
    expect(page.getByRole('status').element()).toBe(status);
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(0);
    // The same words show in the popup for sighted users.
    await expect
      .element(page.getByText('No country matches', { exact: true }).nth(1))
      .toBeVisible();
  });

  test('counts one match in the singular', async () => {
    render(
      <PhonePrefixPicker
        options={[
          { id: 'FR', value: '+33', label: 'France (+33)', shortLabel: '+33' },
          { id: 'DE', value: '+49', label: 'Germany (+49)', shortLabel: '+49' },
        ]}
      />,
    );
    await openPicker();
    await userEvent.keyboard('fra');
    await expect.element(page.getByRole('status')).toHaveTextContent('1 country');
  });
});

describe('the rows under the pointer', () => {
  test('a row the pointer moves onto becomes active, and a press on its text chooses it', async () => {
    const chosen: string[] = [];
    render(<PhonePrefixPicker onChange={(option) => chosen.push(option.id)} />, 'light');
    const search = await openPicker();
    const france = page.getByRole('option', { name: 'France (+33)' });
    // Its row is drawn just after the list opens (below).
    await expect.element(france).toBeInTheDocument();
    await france.element().scrollIntoView({ block: 'center' });
    // Onto the row's text, which the list's own handlers reach by bubbling.
    const label = france.element().querySelector('[data-part="label"]')!;
    await userEvent.hover(label);
    await expect.poll(() => search.getAttribute('aria-activedescendant')).toBe(france.element().id);
    await expect.element(france).toHaveAttribute('data-active');
    await userEvent.click(label);
    expect(chosen).toEqual(['FR']);
    await expect
      .element(page.getByRole('button', { name: 'Pick country, +33 France' }))
      .toHaveFocus();
  });
});

describe('opening the list', () => {
  test('draws the rows around the chosen country first, then every country, holding the view', async () => {
    render(<PhonePrefixPicker defaultValue="GB" />);
    // What each frame shows from the moment of the press: rows drawn, the chosen row's place
    // in the list's window, and the size of the set that row says it belongs to.
    const frames: { rows: number; top: number | undefined; setSize: string | null }[] = [];
    let watching = true;
    const watch = () => {
      const list = document.querySelector('[role="listbox"]');
      const chosen = list?.querySelector('[aria-selected="true"]');
      if (list && list.getBoundingClientRect().height > 0) {
        frames.push({
          rows: list.querySelectorAll('[role="option"]').length,
          top: chosen
            ? Math.round(chosen.getBoundingClientRect().top - list.getBoundingClientRect().top)
            : undefined,
          setSize: chosen?.getAttribute('aria-setsize') ?? null,
        });
      }
      if (watching) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
    const search = await openPicker();
    await expect.poll(() => frames.at(-1)?.rows).toBe(249);
    await new Promise((resolve) => setTimeout(resolve, 200));
    watching = false;

    // The first frame: a window of rows around United Kingdom, which is in view and active.
    expect(frames[0]!.rows).toBeLessThan(249);
    expect(frames[0]!.top).toBeDefined();
    const chosen = page.getByRole('option', { name: 'United Kingdom (+44)' }).element();
    expect(search).toHaveAttribute('aria-activedescendant', chosen.id);
    // Its place in the whole list, in every frame: the 249 countries, United Kingdom among them.
    expect(new Set(frames.map((frame) => frame.setSize))).toEqual(new Set(['249']));
    const all = [...document.querySelectorAll('[role="option"]')];
    expect(chosen).toHaveAttribute('aria-posinset', String(all.indexOf(chosen) + 1));
    // The rows above went in without moving it.
    expect(new Set(frames.map((frame) => frame.top))).toEqual(new Set([frames[0]!.top]));
  });
});
