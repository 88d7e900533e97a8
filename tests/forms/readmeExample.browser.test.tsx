/**
 * The README's react-hook-form example, run as written: `readmeSignUpForm.tsx` is the README's
 * code block (the first test fails when the two differ), so what a reader copies is what these
 * tests drive. Every schema message shows under its control, a failed submit focuses the first
 * control with an error in page order, a server's errors come back through `setError`, and a
 * valid form posts the phone in E.164.
 */
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import readme from '../../README.md?raw';
import { loadPhoneSupport } from '../../src/components/Field/phoneSupport';
import { actEnvironment, render } from '../components/render';
import { SignUpForm } from './readmeSignUpForm';
import source from './readmeSignUpForm.tsx?raw';

// react-hook-form and the fields update on their own schedule, as in an app; tests poll.
actEnvironment(false);

beforeAll(async () => {
  await loadPhoneSupport();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const email = () => page.getByRole('textbox', { name: 'Email' });
const phone = () => page.getByRole('textbox', { name: 'Phone' });
const role = () => page.getByRole('combobox', { name: /^Role/ });
const submit = () => userEvent.click(page.getByRole('button', { name: 'Create account' }));

/** Answers the form's POST with `response` and records what was sent. */
function stubServer(response: () => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return response();
    }),
  );
  return sent;
}

async function fillValidForm() {
  await userEvent.type(email(), 'ada@example.com');
  await userEvent.type(phone(), '07400 123456');
  await userEvent.click(role());
  await userEvent.click(page.getByRole('option', { name: 'Developer' }));
  await userEvent.click(page.getByText('Team'));
  await userEvent.click(page.getByText('I accept the terms'));
}

test('the README shows this example, word for word', () => {
  const asPublished = source.replace("from '../../src';", "from '@tessera/react';");
  expect(readme).toContain('```tsx\n' + asPublished + '```');
});

test('an empty submit shows every message, the Select’s too, and focuses the first field', async () => {
  const sent = stubServer(() => Response.json({}));
  render(<SignUpForm />);
  await submit();
  for (const message of [
    'Enter your work email.',
    'Enter a phone number we can call.',
    'Pick your role.',
    'Pick a plan.',
    'Accept the terms to continue.',
  ]) {
    await expect.element(page.getByText(message)).toBeVisible();
  }
  await expect.element(role()).toHaveAttribute('aria-invalid', 'true');
  await expect.element(role()).toHaveAccessibleDescription('Pick your role.');
  await expect.element(email()).toHaveFocus();
  expect(sent).toEqual([]);
});

test('a submit with the Select as the first error focuses the Select, not a later field', async () => {
  stubServer(() => Response.json({}));
  render(<SignUpForm />);
  await userEvent.type(email(), 'ada@example.com');
  await userEvent.type(phone(), '07400 123456');
  await submit();
  await expect.element(page.getByText('Pick your role.')).toBeVisible();
  await expect.element(role()).toHaveFocus();

  await userEvent.click(role());
  await userEvent.click(page.getByRole('option', { name: 'Designer' }));
  await submit();
  await expect.element(page.getByText('Pick your role.')).not.toBeInTheDocument();
  await expect.element(page.getByRole('radio', { name: 'Starter' })).toHaveFocus();
});

test('a valid form posts the phone in E.164; the server’s errors show and take focus', async () => {
  const sent = stubServer(() =>
    Response.json({ errors: { email: 'Already registered.' } }, { status: 422 }),
  );
  render(<SignUpForm />);
  await fillValidForm();
  await submit();
  await expect.element(page.getByText('Already registered.')).toBeVisible();
  expect(sent).toEqual([
    { email: 'ada@example.com', phone: '+447400123456', role: 'dev', plan: 'team', terms: true },
  ]);
  await expect.element(email()).toHaveAttribute('aria-invalid', 'true');
  await expect.element(email()).toHaveFocus();
});
