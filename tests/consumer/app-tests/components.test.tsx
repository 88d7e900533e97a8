/**
 * An application's own component tests, run on the packed package: Vitest in jsdom with Testing
 * Library, the page that uses every component, driven by role and by user-event as app tests
 * are written. Nothing may throw or write to the console, and each interactive component must
 * respond in jsdom as in a browser.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { ToastQueue } from '@tessera/react';
import { Page } from '../src/Page.js';

const messages: string[] = [];
const originals = { error: console.error, warn: console.warn };
beforeEach(() => {
  messages.length = 0;
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...parts: unknown[]) => {
      messages.push(`console.${level}: ${parts.map(String).join(' ')}`);
    };
  }
});
afterEach(() => {
  cleanup();
  Object.assign(console, originals);
  expect(messages).toEqual([]);
});

async function renderPage() {
  const user = userEvent.setup();
  render(<Page toastQueue={new ToastQueue()} />);
  // The page opens with its dialog shown; everything else is behind it until Escape.
  expect(screen.getByRole('dialog', { name: 'A dialog' })).toBeTruthy();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return user;
}

test('every component renders, and the dialog closes with Escape and opens again', async () => {
  const user = await renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Every component' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Open dialog' }));
  expect(await screen.findByRole('dialog', { name: 'A dialog' })).toBeTruthy();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('disclosure and selection: accordion, tabs, checkbox, switch, radio', async () => {
  const user = await renderPage();
  const first = screen.getByRole('button', { name: 'First' });
  await user.click(first);
  expect(first.getAttribute('aria-expanded')).toBe('true');
  await user.click(screen.getByRole('tab', { name: 'Two' }));
  expect(screen.getByRole('tabpanel').textContent).toContain('Second tab');
  const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Subscribe' });
  await user.click(checkbox);
  expect(checkbox.checked).toBe(true);
  const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Notifications' });
  await user.click(toggle);
  expect(toggle.checked).toBe(true);
  await user.click(screen.getByRole('radio', { name: 'Large' }));
  expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Large' }).checked).toBe(true);
});

test('lists that float: select, a menu, a submenu and a tooltip', async () => {
  const user = await renderPage();
  const select = screen.getByRole('combobox', { name: 'Fruit' });
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: 'Apple' }));
  expect(select.textContent).toContain('Apple');

  await user.click(screen.getByRole('button', { name: 'Actions' }));
  const menu = await screen.findByRole('menu');
  await user.click(within(menu).getByRole('menuitem', { name: 'Rename' }));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(await screen.findByRole('menuitem', { name: /Share/ }));
  expect(await screen.findByRole('menuitem', { name: 'Email' })).toBeTruthy();
  await user.keyboard('{Escape}{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

  // Shown on hover, describing its trigger.
  const trigger = screen.getByRole('button', { name: 'Hover me' });
  await user.hover(trigger);
  const tooltip = await screen.findByRole('tooltip');
  expect(tooltip.textContent).toContain('More about this');
  expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
});

test('fields and forms: typing, the phone number, validation and copy', async () => {
  const user = await renderPage();
  const form = screen.getByRole('form', { name: 'Sign up' });
  const email = within(form).getByRole<HTMLInputElement>('textbox', { name: /Email/ });
  await user.click(within(form).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
  await user.type(email, 'ada@example.com');
  expect(email.value).toBe('ada@example.com');

  // Formatted as the number is typed once the country data has loaded.
  const phone = screen.getByRole<HTMLInputElement>('textbox', { name: /Phone/ });
  await user.type(phone, '+1 2025550123');
  await waitFor(() => expect(phone.value).toBe('+1 202 555 0123'));

  // The code block's button, then the lone copy button.
  const [codeBlockCopy, copyButton] = screen.getAllByRole('button', { name: 'Copy code' });
  await user.click(codeBlockCopy!);
  expect(await navigator.clipboard.readText()).toBe('const answer = 42;');
  await user.click(copyButton!);
  expect(await navigator.clipboard.readText()).toBe('npm install @tessera/react');
  expect(copyButton!.getAttribute('aria-label')).toBe('Copied');
});
