import { afterEach, describe, expect, test, vi } from 'vitest';
import { fieldMessages } from './englishFieldMessages';
import { fieldCheckMessages, resolveFieldMessages, type FieldMessages } from './fieldMessages';
import { validateForm, type FormSchema } from './formSchema';
import { validatePhoneValue } from './phone';
import { passwordStrengthHint, validateFieldValue, validatorForType } from './validators';

/** A French set, as an app would give it: texts and the functions that take the limits. */
const french: Partial<FieldMessages> = {
  email: 'Oups ! Cette adresse e-mail n’est pas valide.',
  phone: 'Oups ! Ce numéro n’est pas valide.',
  url: 'Oups ! Cette adresse web n’est pas valide.',
  number: 'Oups ! Ce n’est pas un nombre.',
  min: (min) => `Oups ! Le minimum est ${min}.`,
  step: (step, base) => `Oups ! Il faut ${base} plus un multiple de ${step}.`,
  minLength: (count) => `Oups ! Au moins ${count} caractères.`,
  pattern: 'Oups ! Le format attendu n’est pas respecté.',
  required: (name) => `${name} est obligatoire`,
  passwordStrong: 'Mot de passe solide.',
};
const messages = resolveFieldMessages('Field', french);

afterEach(() => vi.restoreAllMocks());

describe('fieldMessages', () => {
  test("holds every text, the picker's too, in English", () => {
    expect(fieldMessages.email).toBe('Whoops! That’s an invalid email.');
    expect(fieldMessages.pickCountry).toBe('Pick country');
    expect(fieldMessages.countryMatches(1)).toBe('1 country');
    expect(fieldMessages.countryMatches(4)).toBe('4 countries');
    expect(fieldMessages.required('email', 'Work email')).toBe('email required');
    expect(fieldMessages.selectPlaceholder).toBe('Select');
  });
});

describe('resolveFieldMessages', () => {
  test('replaces the given texts and keeps the English for the rest', () => {
    expect(messages.email).toBe(french.email);
    expect(messages.date).toBe(fieldMessages.date);
    expect(messages.maxLength(3)).toBe('Whoops! That’s too long: use at most 3 characters.');
    expect(resolveFieldMessages('Field')).toBe(fieldCheckMessages);
    // Picker texts pass through when given, and the picker fills in its English for the rest.
    expect(messages.pickCountry).toBeUndefined();
    expect(resolveFieldMessages('Field', { countries: 'Pays' }).countries).toBe('Pays');
    expect(resolveFieldMessages('Field', { email: undefined }).email).toBe(fieldMessages.email);
  });

  test('leaves out an unknown key or a message of the wrong kind, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const given = {
      emial: 'Typo',
      min: 'Trop petit',
      pattern: () => 'Pas une fonction',
      countryMatches: '3 pays',
      toString: () => 'not a message',
    };
    const resolved = resolveFieldMessages('Form', given as unknown as Partial<FieldMessages>);
    expect(resolved.min('2')).toBe('Whoops! That’s below the minimum of 2.');
    expect(resolved.pattern).toBe(fieldMessages.pattern);
    expect(resolved).not.toHaveProperty('emial');
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      'Form: prop "messages" has no message "emial"; it is left out.',
      'Form: prop "messages" got string for "min"; expected a function that returns the text; using the default.',
      'Form: prop "messages" got function for "pattern"; expected a string; using the default.',
      'Form: prop "messages" got string for "countryMatches"; expected a function that returns the text; using the default.',
      'Form: prop "messages" has no message "toString"; it is left out.',
    ]);
    expect(resolved).not.toHaveProperty('countryMatches');
  });
});

describe('the checks speak the given language', () => {
  test.each([
    [{ type: 'email' as const }, 'ada@', french.email],
    [{ type: 'url' as const }, 'ftp://example.com', french.url],
    [{ type: 'tel' as const }, '12', french.phone],
    [{ type: 'number' as const }, 'twelve', french.number],
    [{ type: 'number' as const, min: 2 }, '1', 'Oups ! Le minimum est 2.'],
    [{ type: 'number' as const, min: 1, step: 2 }, '2', 'Oups ! Il faut 1 plus un multiple de 2.'],
    [{ type: 'text' as const, minLength: 4 }, 'abc', 'Oups ! Au moins 4 caractères.'],
    [{ type: 'text' as const, pattern: '[A-Z]{3}' }, 'abc', french.pattern],
    // Not given: English.
    [{ type: 'date' as const }, '2026-02-30', fieldMessages.date],
  ])('validateFieldValue %o with %s', (rules, value, expected) => {
    expect(validateFieldValue(value, rules, messages)).toBe(expected);
  });

  test('the format check of a type, a phone number per country and the password hint', () => {
    expect(validatorForType('email', messages)!('ada@')).toBe(french.email);
    expect(validatorForType('email')!('ada@')).toBe(fieldMessages.email);
    expect(validatePhoneValue('+44 20 7946', undefined, messages.phone)).toBe(french.phone);
    expect(validatePhoneValue('+44 20 7946 0958', undefined, messages.phone)).toBeUndefined();
    expect(passwordStrengthHint('strong', messages)).toBe('Mot de passe solide.');
    expect(passwordStrengthHint('weak', messages)).toBe(fieldMessages.passwordWeak);
  });

  test('validateForm names missing fields and failed formats in it', () => {
    const schema: FormSchema = {
      nom: { type: 'text', required: true },
      email: { type: 'email', required: true },
    };
    expect(validateForm(schema, { email: 'ada@' }, messages).errors).toEqual({
      nom: 'nom est obligatoire',
      email: french.email,
    });
    expect(validateForm(schema, {}).errors.nom).toBe('nom required');
  });

  test('validateForm takes a part of the texts, and can name a field by its label', () => {
    const schema: FormSchema = {
      email: { type: 'email', label: 'E-Mail', required: true },
      website: { type: 'url', label: 'Website' },
    };
    const result = validateForm(
      schema,
      { website: 'example' },
      { required: (_name, label) => `${label} fehlt` },
    );
    expect(result.errors).toEqual({ email: 'E-Mail fehlt', website: fieldMessages.url });
  });
});
