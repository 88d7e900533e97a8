/**
 * Field and Form in another language, in Chromium: every text they write on their own (the
 * check messages, the password hint, the country picker's names and announcements, a form's
 * "required") comes from `messages`, and what is not given stays English.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Field } from '../../src/components/Field';
import { loadPhoneSupport } from '../../src/components/Field/phoneSupport';
import { Form } from '../../src/components/Form';
import type { FieldMessages } from '../../src/lib/fieldMessages';
import { actEnvironment, render } from '../components/render';

actEnvironment(false);

beforeAll(async () => {
  await loadPhoneSupport();
});

const german: Partial<FieldMessages> = {
  email: 'Hoppla! Diese E-Mail-Adresse ist ungültig.',
  phone: 'Hoppla! Diese Telefonnummer ist ungültig.',
  minLength: (count) => `Hoppla! Mindestens ${count} Zeichen.`,
  required: (name) => `${name} ist erforderlich`,
  passwordWeak: 'Schwaches Passwort.',
  pickCountry: 'Land wählen',
  searchCountries: 'Länder durchsuchen',
  countries: 'Länder',
  noCountryMatches: 'Kein Land passt',
  countryMatches: (count) => `${count} ${count === 1 ? 'Land' : 'Länder'}`,
};

describe('Field with messages', () => {
  test('says a failed check and the password hint in them', async () => {
    render(
      <>
        <Field label="E-Mail" type="email" messages={german} />
        <Field label="Passwort" type="password" minLength={12} strengthHint messages={german} />
      </>,
    );
    await userEvent.type(page.getByRole('textbox', { name: 'E-Mail' }), 'ada@');
    const password = page.getByLabelText('Passwort');
    await userEvent.click(password);
    await expect
      .element(page.getByRole('textbox', { name: 'E-Mail' }))
      .toHaveAccessibleDescription(german.email!);
    await userEvent.type(password, 'kurz');
    await expect.element(password).toHaveAccessibleDescription('Schwaches Passwort.');
    await userEvent.tab();
    await expect.element(password).toHaveAccessibleDescription('Hoppla! Mindestens 12 Zeichen.');
  });

  test('names the country picker, its search and its list in them, and says the matches', async () => {
    render(<Field label="Telefon" type="tel" messages={german} locale="de" />);
    const picker = page.getByRole('button', { name: 'Land wählen' });
    await expect.element(picker).toHaveTextContent('Land wählen');
    await userEvent.click(picker);
    const search = page.getByRole('combobox', { name: 'Länder durchsuchen' });
    await expect.element(search).toHaveAttribute('placeholder', 'Länder durchsuchen');
    await expect.element(page.getByRole('listbox', { name: 'Länder' })).toBeVisible();
    await userEvent.type(search, 'xyz');
    // Shown in the list, and said through the status.
    await expect
      .poll(() => document.querySelector('[data-part="empty"]')?.textContent)
      .toBe('Kein Land passt');
    await expect
      .poll(() => document.querySelector('[role="status"]')?.textContent)
      .toBe('Kein Land passt');
    await userEvent.clear(search);
    await userEvent.type(search, 'Deutschl');
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Land' }))
      .toHaveTextContent('1 Land');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('button', { name: /^Land wählen, \+49 Deutschland$/ }))
      .toBeVisible();
    await userEvent.type(page.getByRole('textbox', { name: 'Telefon' }), '030 1');
    await userEvent.tab();
    await expect
      .element(page.getByRole('textbox', { name: 'Telefon' }))
      .toHaveAccessibleDescription(german.phone!);
  });

  test('keeps English where a text is not given', async () => {
    render(<Field label="Website" type="url" messages={{ email: german.email }} />);
    await userEvent.type(page.getByRole('textbox', { name: 'Website' }), 'example');
    await userEvent.tab();
    await expect
      .element(page.getByRole('textbox', { name: 'Website' }))
      .toHaveAccessibleDescription('Whoops! That’s an invalid URL.');
  });
});

describe('Form with messages', () => {
  test('shows selectPlaceholder on a select field whose definition gives none', async () => {
    render(
      <Form
        schema={{
          Rolle: { type: 'select', options: [{ label: 'Design', value: 'design' }] },
          Team: { type: 'select', placeholder: 'Team wählen', options: [{ label: 'A' }] },
        }}
        messages={{ selectPlaceholder: 'Bitte wählen' }}
      />,
    );
    await expect
      .element(page.getByRole('combobox', { name: 'Rolle' }))
      .toHaveTextContent('Bitte wählen');
    await expect
      .element(page.getByRole('combobox', { name: 'Team' }))
      .toHaveTextContent('Team wählen');
  });

  test('names missing fields on submit and checks formats on blur in them', async () => {
    render(
      <Form
        schema={{
          Name: { type: 'text', required: true },
          'E-Mail': { type: 'email', required: true },
        }}
        messages={german}
        submitLabel="Senden"
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Senden' }));
    await expect
      .element(page.getByRole('textbox', { name: 'Name' }))
      .toHaveAccessibleDescription('Name ist erforderlich');
    const email = page.getByRole('textbox', { name: 'E-Mail' });
    await userEvent.type(email, 'ada@');
    await userEvent.tab();
    await expect.element(email).toHaveAccessibleDescription(german.email!);
    await userEvent.click(page.getByRole('button', { name: 'Senden' }));
    await expect.element(email).toHaveAccessibleDescription(german.email!);
  });
});
