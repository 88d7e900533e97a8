/**
 * Every text the form components write on their own: the messages of their checks (SPEC §8),
 * the password hint and the phone field's country picker. `Field` and `Form` take `messages`, a
 * part of these, so an app in another language replaces what it needs and keeps the rest.
 *
 * The picker's English texts live in `phonePickerMessages.ts`, which loads with the picker: an
 * app with email and text fields only never downloads them.
 */
import { warn } from './devWarning';

/** The texts of the checks and the password hint, which every field may show. */
export interface FieldCheckMessages {
  /** A filled email field whose text is not an address. */
  email: string;
  /** A filled tel field whose number does not fit its country's plan, or the SPEC's rule. */
  phone: string;
  /** A filled url field whose text is not an http(s) address. */
  url: string;
  /** A number field whose text is not a number. */
  number: string;
  /** A date field whose text is not a date. */
  date: string;
  /** A number below the field's `min`, given as written. */
  min: (min: string) => string;
  /** A number above the field's `max`, given as written. */
  max: (max: string) => string;
  /** A date before the field's `min` (`YYYY-MM-DD`). */
  minDate: (min: string) => string;
  /** A date after the field's `max` (`YYYY-MM-DD`). */
  maxDate: (max: string) => string;
  /** A number off the field's steps, counted from `base` (its `min`, else 0). */
  step: (step: string, base: string) => string;
  /** Text shorter than `minLength` characters. */
  minLength: (count: number) => string;
  /** Text longer than `maxLength` characters. */
  maxLength: (count: number) => string;
  /** Text that does not match the field's `pattern`. */
  pattern: string;
  /**
   * A form's required field left empty, given the field's name (its key in the schema, as the
   * SPEC words it) and its label, for a language that names the field by what the reader sees.
   */
  required: (fieldName: string, label: string) => string;
  /** The text of a form's select field before a choice, when its definition gives none. */
  selectPlaceholder: string;
  /** The password hint for a weak password. */
  passwordWeak: string;
  /** The password hint for a fair password. */
  passwordFair: string;
  /** The password hint for a strong password. */
  passwordStrong: string;
}

/** The texts of the phone field's country picker. */
export interface PhonePickerMessages {
  /** The phone field's country button with no country picked, and the start of its name. */
  pickCountry: string;
  /** The name and placeholder of the country list's search box. */
  searchCountries: string;
  /** The name of the country list. */
  countries: string;
  /** Said when a search matches no country. */
  noCountryMatches: string;
  /** Said when a search matches `count` countries. */
  countryMatches: (count: number) => string;
}

/** Every text of the form components. */
export interface FieldMessages extends FieldCheckMessages, PhonePickerMessages {}

/** What `resolveFieldMessages` hands a field: every check text, and the picker texts given. */
export type ResolvedFieldMessages = FieldCheckMessages & Partial<PhonePickerMessages>;

const characters = (count: number) => `${count} character${count === 1 ? '' : 's'}`;

/** The English texts of the checks and the password hint. */
export const fieldCheckMessages: FieldCheckMessages = {
  email: 'Whoops! That’s an invalid email.',
  phone: 'Whoops! That’s an invalid phone number.',
  url: 'Whoops! That’s an invalid URL.',
  number: 'Whoops! That’s not a number.',
  date: 'Whoops! That’s an invalid date.',
  min: (min) => `Whoops! That’s below the minimum of ${min}.`,
  max: (max) => `Whoops! That’s above the maximum of ${max}.`,
  minDate: (min) => `Whoops! That’s before ${min}.`,
  maxDate: (max) => `Whoops! That’s after ${max}.`,
  step: (step, base) =>
    base === '0'
      ? `Whoops! That needs to be a multiple of ${step}.`
      : `Whoops! That needs to be ${base} plus a multiple of ${step}.`,
  minLength: (count) => `Whoops! That’s too short: use at least ${characters(count)}.`,
  maxLength: (count) => `Whoops! That’s too long: use at most ${characters(count)}.`,
  pattern: 'Whoops! That doesn’t match the expected format.',
  required: (fieldName) => `${fieldName} required`,
  selectPlaceholder: 'Select',
  passwordWeak: 'Weak password: use 12 or more characters and mix letters, numbers and symbols.',
  passwordFair: 'Fair password: a few more characters or a symbol would make it strong.',
  passwordStrong: 'Strong password.',
};

/** What kind each picker text is; their English is in `phonePickerMessages.ts`. */
const pickerMessageKinds: Record<keyof PhonePickerMessages, 'string' | 'function'> = {
  pickCountry: 'string',
  searchCountries: 'string',
  countries: 'string',
  noCountryMatches: 'string',
  countryMatches: 'function',
};

/**
 * The check texts with `overrides` in their place, and the picker texts given (the picker adds its
 * own English for the rest). A key that is not a message, or a message of the wrong kind (text
 * where a function is expected, or the other way round), is left out, and its default stays; in
 * development `component` says so in a warning.
 */
export function resolveFieldMessages(
  component: string,
  overrides?: Partial<FieldMessages>,
): ResolvedFieldMessages {
  if (!overrides) return fieldCheckMessages;
  const resolved: Record<string, unknown> = { ...fieldCheckMessages };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    // Own keys only: `toString` and the like are not messages.
    const kind = Object.hasOwn(fieldCheckMessages, key)
      ? typeof fieldCheckMessages[key as keyof FieldCheckMessages]
      : Object.hasOwn(pickerMessageKinds, key)
        ? pickerMessageKinds[key as keyof PhonePickerMessages]
        : undefined;
    if (typeof value === kind) {
      resolved[key] = value;
    } else if (process.env.NODE_ENV !== 'production') {
      // Written out (not `isDevelopment()`) so that a production bundle drops the texts too.
      warn(
        component,
        kind === undefined
          ? `prop "messages" has no message "${key}"; it is left out.`
          : `prop "messages" got ${typeof value} for "${key}"; expected a ${kind === 'function' ? 'function that returns the text' : 'string'}; using the default.`,
      );
    }
  }
  return resolved as unknown as ResolvedFieldMessages;
}
