/**
 * An application's own component tests, run on the packed package: Vitest with Testing Library,
 * as app tests are written. The page that uses every component renders and its dialog works; then
 * each group of components, rendered on its own inside a ThemeProvider, is driven by role with
 * user-event. Nothing may throw or write to the console, and each interactive component must
 * respond as in a browser.
 */
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test } from 'vitest';
import {
  Accordion,
  Checkbox,
  CopyButton,
  Field,
  Form,
  KebabMenu,
  PopoutMenu,
  RadioGroup,
  Select,
  Switch,
  Tabs,
  ThemeProvider,
  ToastQueue,
  Tooltip,
  Button,
  type FormSchema,
} from '@tessera/react';
import type { ReactNode } from 'react';
import { Page } from '../src/Page.js';

// A dialog leaves after its exit transition's timer. Testing Library waits 1 s for it by default,
// which a CI machine busy with other checks has taken longer than.
configure({ asyncUtilTimeout: 10_000 });

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

/** Renders components on their own, inside the provider an app puts at its root. */
function renderAlone(node: ReactNode) {
  render(<ThemeProvider>{node}</ThemeProvider>);
  return userEvent.setup();
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
  const user = renderAlone(
    <>
      <Accordion
        items={[
          { value: 'first', title: 'First', content: 'One' },
          { value: 'second', title: 'Second', content: 'Two' },
        ]}
      />
      <Tabs
        items={[
          { value: 'one', label: 'One', component: <p>First tab</p> },
          { value: 'two', label: 'Two', component: <p>Second tab</p> },
        ]}
      />
      <Checkbox label="Subscribe" />
      <Switch label="Notifications" />
      <RadioGroup label="Size" options={[{ label: 'Small' }, { label: 'Large' }]} />
    </>,
  );
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
  const user = renderAlone(
    <>
      <Select
        aria-label="Fruit"
        options={[{ label: 'Apple' }, { label: 'Pear', selected: true }]}
      />
      <KebabMenu
        aria-label="Actions"
        options={[{ label: 'Rename' }, { label: 'Delete', tone: 'danger' }]}
      />
      <PopoutMenu
        label="Menu"
        options={[{ label: 'Copy' }, { label: 'Share', options: [{ label: 'Email' }] }]}
      />
      <Tooltip content="More about this">
        <Button>Hover me</Button>
      </Tooltip>
    </>,
  );
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

const schema: FormSchema = {
  email: { type: 'email', label: 'Email', required: true },
};

test('fields and forms: typing, the phone number, validation and copy', async () => {
  const user = renderAlone(
    <>
      <Form schema={schema} aria-label="Sign up" />
      <Field label="Phone" type="tel" name="phone" />
      <CopyButton text="npm install @tessera/react" />
    </>,
  );
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

  const copy = screen.getByRole('button', { name: 'Copy code' });
  await user.click(copy);
  expect(await navigator.clipboard.readText()).toBe('npm install @tessera/react');
  expect(copy.getAttribute('aria-label')).toBe('Copied');
});
