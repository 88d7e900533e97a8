import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  formatError,
  hasValue,
  initialFormValues,
  requiredMessage,
  validateForm,
  type FormSchema,
} from './formSchema';

const signUp: FormSchema = {
  name: { type: 'text', label: 'Full name', required: true },
  email: { type: 'email', label: 'Email', required: true },
  phone: { type: 'tel', label: 'Phone' },
  website: { type: 'url', label: 'Website' },
  bio: { type: 'textarea', label: 'About you' },
  role: {
    type: 'select',
    label: 'Role',
    options: [
      { label: 'Designer', value: 'design' },
      { label: 'Developer', value: 'dev' },
    ],
    required: true,
  },
  plan: {
    type: 'radio',
    label: 'Plan',
    options: [{ label: 'Starter' }, { label: 'Team' }],
    selected: 'Starter',
    required: true,
  },
  newsletter: { type: 'switchbox', label: 'Newsletter', value: true },
  terms: { type: 'checkbox', label: 'I accept the terms', required: true },
};

describe('initialFormValues', () => {
  test('takes value, then selected, then empty; toggles start off unless on', () => {
    expect(initialFormValues(signUp)).toEqual({
      name: '',
      email: '',
      phone: '',
      website: '',
      bio: '',
      role: '',
      plan: 'Starter',
      newsletter: true,
      terms: false,
    });
  });
});

describe('validateForm', () => {
  test('an untouched form names each missing required field', () => {
    const result = validateForm(signUp);
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      name: 'name required',
      email: 'email required',
      role: 'role required',
      terms: 'terms required',
    });
  });

  test('a complete form is valid and hands back every value', () => {
    const values = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+442079460958',
      website: 'https://ada.example.org',
      bio: '',
      role: 'dev',
      plan: 'Team',
      newsletter: false,
      terms: true,
    };
    expect(validateForm(signUp, values)).toEqual({ valid: true, errors: {}, values });
  });

  test('a blank text value counts as missing', () => {
    const result = validateForm({ name: { type: 'text', required: true } }, { name: '   ' });
    expect(result).toEqual({
      valid: false,
      errors: { name: 'name required' },
      values: { name: '   ' },
    });
  });

  test('an unchecked required checkbox or switch is missing; an optional one is fine', () => {
    const schema: FormSchema = {
      terms: { type: 'checkbox', required: true },
      alerts: { type: 'switchbox', required: true },
      marketing: { type: 'checkbox' },
    };
    expect(validateForm(schema, { terms: false, alerts: true }).errors).toEqual({
      terms: 'terms required',
    });
  });

  test('filled fields must pass their format check; empty optional ones are skipped', () => {
    const result = validateForm(signUp, {
      name: 'Ada',
      email: 'ada@',
      phone: '12345',
      website: 'not a url',
      role: 'dev',
      terms: true,
    });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      email: 'Whoops! That’s an invalid email.',
      phone: 'Whoops! That’s an invalid phone number.',
      website: 'Whoops! That’s an invalid URL.',
    });
  });

  test('the message uses the field name', () => {
    expect(requiredMessage('Company')).toBe('Company required');
    expect(validateForm({ Company: { type: 'text', required: true } }).errors).toEqual({
      Company: 'Company required',
    });
  });

  test('property: valid exactly when no errors, values always cover the schema', () => {
    const schema: FormSchema = {
      a: { type: 'text', required: true },
      b: { type: 'checkbox', required: true },
      c: { type: 'email' },
    };
    fc.assert(
      fc.property(fc.string(), fc.boolean(), fc.string(), (a, b, c) => {
        const result = validateForm(schema, { a, b, c });
        expect(result.valid).toBe(Object.keys(result.errors).length === 0);
        expect(Object.keys(result.values)).toEqual(['a', 'b', 'c']);
        expect('a' in result.errors).toBe(a.trim() === '');
        expect(result.errors.b).toBe(b ? undefined : 'b required');
      }),
    );
  });
});

describe('helpers', () => {
  test('hasValue', () => {
    expect(hasValue('x')).toBe(true);
    expect(hasValue(' ')).toBe(false);
    expect(hasValue('')).toBe(false);
    expect(hasValue(undefined)).toBe(false);
    expect(hasValue(true)).toBe(true);
    expect(hasValue(false)).toBe(false);
  });

  test('a tel value is checked per country when it carries its code, else by the SPEC rule', () => {
    expect(formatError('tel', '+442079460958')).toBeUndefined();
    expect(formatError('tel', '+44 20 7946 0958')).toBeUndefined();
    expect(formatError('tel', '020 7946 0958', { prefix: 'GB' })).toBeUndefined();
    expect(formatError('tel', '(555) 123-4567')).toBeUndefined();
    expect(formatError('tel', '+44 12')).toBe('Whoops! That’s an invalid phone number.');
    expect(formatError('text', 'anything')).toBeUndefined();
  });

  test('limits of the definition are checked', () => {
    expect(formatError('number', '9', { max: 8 })).toBe('Whoops! That’s above the maximum of 8.');
    expect(formatError('text', 'ab', { minLength: 3 })).toBe(
      'Whoops! That’s too short: use at least 3 characters.',
    );
    expect(formatError('date', '2026-02-30')).toBe('Whoops! That’s an invalid date.');
  });
});

test('email, URL and phone values are trimmed in the result', () => {
  const result = validateForm(
    { email: { type: 'email' }, site: { type: 'url' }, note: { type: 'text' } },
    { email: 'ada@example.com ', site: ' example.com', note: ' keep ' },
  );
  expect(result.valid).toBe(true);
  expect(result.values).toEqual({ email: 'ada@example.com', site: 'example.com', note: ' keep ' });
});
