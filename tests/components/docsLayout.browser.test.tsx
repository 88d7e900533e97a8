/**
 * DocsLayout's full-screen menu on a phone covers the page: while it is open, the page behind it
 * (the side panel and the content) is out of the tab order and out of the accessibility tree, and
 * the top bar, with the button that closes the menu, stays within reach. Wider than the mobile
 * breakpoint the menu does not show, and nothing is held back.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DocsLayout } from '../../src/components/Layout';
import type { NavigationGroup } from '../../src/lib/navigation';
import { actEnvironment, render } from './render';

actEnvironment(false);

const groups: NavigationGroup[] = [
  {
    label: 'Components',
    items: [
      { label: 'Accordion', href: '/components/accordion' },
      { label: 'Alert', href: '/components/alert' },
    ],
  },
];

function Page({ menuOpen = false }: { menuOpen?: boolean }) {
  return (
    <DocsLayout
      brand={<strong>Docs</strong>}
      groups={groups}
      currentPath="/components/accordion"
      defaultMobileMenuOpen={menuOpen}
    >
      <h1>Accordion</h1>
      <button type="button">Open every section</button>
    </DocsLayout>
  );
}

/** Where focus is: in the menu, the top bar, or the page behind. */
const focusIsIn = () => {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return 'the document';
  if (focused.closest('[data-part="mobile-menu"]')) return 'menu';
  if (focused.closest('header')) return 'top bar';
  return `behind: ${focused.textContent}`;
};

afterEach(async () => {
  await page.viewport(1280, 720);
});

describe('the mobile menu of DocsLayout', () => {
  test('at 390 px, Tab goes round the top bar and the menu, never to the page behind', async () => {
    await page.viewport(390, 844);
    render(<Page />);
    await userEvent.click(page.getByRole('button', { name: 'Open menu' }));
    await expect.element(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    const stops = new Set<string>();
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      stops.add(focusIsIn());
    }
    expect([...stops].filter((stop) => stop !== 'the document').sort()).toEqual([
      'menu',
      'top bar',
    ]);
    // Out of the accessibility tree too: the page behind is inert.
    const behind = page.getByRole('button', { name: 'Open every section' }).element();
    expect(behind.closest('[inert]')).not.toBe(null);

    await userEvent.click(page.getByRole('button', { name: 'Close menu' }));
    await expect.poll(() => behind.closest('[inert]')).toBe(null);
  });

  test('wider than the mobile breakpoint the page stays within reach, the menu open or not', async () => {
    await page.viewport(1280, 720);
    render(<Page menuOpen />);
    await expect.element(page.getByRole('button', { name: 'Open every section' })).toBeVisible();
    const content = document.querySelector('main')!;
    expect(content.inert).toBe(false);
    expect(document.querySelector('[data-part="side-menu"]')!.hasAttribute('inert')).toBe(false);
  });
});
