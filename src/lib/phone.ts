/**
 * Phone numbers for the whole world, on libphonenumber-js (the maintained port of Google's
 * libphonenumber) with its small "min" metadata: which country a number belongs to, whether it
 * is valid there, its E.164 form and its display as the user types.
 *
 * One rule decides every verdict, on blur and on submit alike ({@link validatePhoneValue}):
 * a number whose country is known (picked, or given by its `+code` / `00code`) is checked against
 * that country's numbering plan; a number with no known country falls back to the SPEC's rule
 * (`isPhoneNumber`). The value a form receives is one E.164 string (`+442079460958`) whenever a
 * country is known, else the trimmed text as typed with its digits in ASCII. Digits of any
 * script count ({@link asciiDigits}).
 *
 * Only the tel field's lazily loaded part and the form renderer import this module, so a page
 * with an email field alone never downloads the metadata.
 */
import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';
import { fieldCheckMessages } from './fieldMessages';
import { isPhoneNumber } from './validators';

/**
 * Longer input is cut to this many characters before it is read. The longest E.164 number has 15
 * digits; this leaves room for separators and a typed extension while keeping a 100,000-character
 * paste from costing anything.
 */
export const MAX_PHONE_INPUT_LENGTH = 64;

/** Characters people put between digits: spaces of every kind, dots, dashes, brackets, slashes. */
const separators = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000().\-‐‑‒–—/]/g;

/** ISO codes libphonenumber-js knows, upper case (`GB`, `US`, `AC`, …). */
export const supportedPhoneCountries: readonly string[] = getCountries();

/** True when libphonenumber-js has a numbering plan for this ISO code. */
export function isPhoneCountry(code: string | undefined): code is CountryCode {
  return code !== undefined && isSupportedCountry(code);
}

/** The calling code of a country with its plus sign (`GB` → `+44`), or `undefined`. */
export function callingCodeOf(code: string | undefined): string | undefined {
  return isPhoneCountry(code) ? `+${getCountryCallingCode(code)}` : undefined;
}

const decimalDigit = /\p{Nd}/u;

/**
 * Digits of every script as ASCII digits, and the full-width plus as `+`: a number typed on an
 * Arabic, Persian, Hindi or Thai keyboard, or with a Japanese or Chinese input method in
 * full-width mode, is the same number (`٠٧٤٠٠` → `07400`, `＋４４` → `+44`). Unicode encodes each
 * script's digits as one run from 0 to 9 (some runs follow one another, as the mathematical
 * digits do), so a digit's value is its distance from the start of its run, modulo 10.
 */
export function asciiDigits(input: string): string {
  return input.replace(/[\p{Nd}\uFF0B]/gu, (character) => {
    if (character === '\uFF0B') return '+';
    const code = character.codePointAt(0)!;
    if (code <= 0x39) return character;
    let start = code;
    while (decimalDigit.test(String.fromCodePoint(start - 1))) start -= 1;
    return String((code - start) % 10);
  });
}

/**
 * Invisible format characters (Unicode's Cf): the direction marks and isolates that a number
 * copied from a right-to-left page or a contacts app carries around it (`\u2066+44 20…\u2069`),
 * a byte order mark, a soft hyphen.
 */
const formatCharacters = /\p{Cf}/gu;

/** The input cut to a safe length, without format characters or surrounding space, in ASCII digits. */
function plain(input: string): string {
  return asciiDigits(input.slice(0, MAX_PHONE_INPUT_LENGTH).replace(formatCharacters, '').trim());
}

/**
 * The input made {@link plain}, with `00` turned into `+` and separators removed:
 * `0044 (0)20 7946-0958` → `+44020794600958`… and `07400 123456` → `07400123456`.
 */
function compact(input: string): string {
  const text = plain(input).replace(separators, '');
  return text.startsWith('00') ? `+${text.slice(2)}` : text;
}

/** True when the text declares its own country code (`+44…` or `0044…`). */
export function isInternational(input: string): boolean {
  const text = compact(input);
  return text.startsWith('+');
}

/**
 * The country an international number belongs to: for a code shared by several countries (`+1`,
 * `+44`, `+7`), the one its area code belongs to, else the code's main country (libphonenumber's
 * first, the most populous: US for +1, GB for +44, RU for +7). `undefined` for a national
 * number or an unknown code.
 */
export function countryOfNumber(input: string): string | undefined {
  const text = compact(input);
  if (!text.startsWith('+')) return undefined;
  const parsed = parsePhoneNumberFromString(text);
  if (parsed?.country) return parsed.country;
  const typing = new AsYouType();
  typing.input(text);
  const callingCode = typing.getCallingCode();
  if (!callingCode) return undefined;
  return typing.getCountry() ?? mainCountryOf(callingCode);
}

/**
 * The calling code an international number starts with, without its plus (`+44 20…` → `44`), or
 * `undefined` when its first digits are no calling code. Calling codes are prefix-free, so the
 * first of one, two or three digits that is one is the code, as libphonenumber reads it. Without
 * the as-you-type formatter, so checking a number (the form renderer's submit) does not load it.
 */
export function leadingCallingCode(text: string): string | undefined {
  const digits = text.slice(1);
  for (let length = 1; length <= 3 && length <= digits.length; length += 1) {
    const code = digits.slice(0, length);
    if (Object.hasOwn(metadata.country_calling_codes, code)) return code;
  }
  return undefined;
}

/** The main country of a calling code without its plus (`44` → `GB`). */
function mainCountryOf(callingCode: string): string | undefined {
  // The metadata lists a shared code's main country first.
  return metadata.country_calling_codes[callingCode]?.[0];
}

/**
 * The value a form receives for a typed number: its E.164 form when a country is known (picked,
 * or given by the number's `+code`/`00code`), else the trimmed text with its digits in ASCII and
 * without invisible format characters (see {@link plain}). Empty input gives `''`.
 *
 * `('07400 123456', 'GB')` → `+447400123456`; `('0044 7400 123456')` → `+447400123456`;
 * `('+1 (202) 555-0147', 'GB')` → `+12025550147` (the number's own code wins over the picker).
 */
export function normalizePhoneNumber(input: string, country?: string): string {
  const trimmed = plain(input);
  if (trimmed === '') return '';
  const text = compact(trimmed);
  if (text.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(text);
    if (parsed) return parsed.number;
    const digits = text.slice(1).replace(/\D/g, '');
    return digits ? `+${digits}` : trimmed;
  }
  if (!isPhoneCountry(country)) return trimmed;
  const parsed = parsePhoneNumberFromString(text, country);
  return parsed ? parsed.number : trimmed;
}

/**
 * The one phone verdict, for a value as {@link normalizePhoneNumber} gives it (or any typed
 * text): with a known country code, valid by that country's numbering plan; otherwise the SPEC's
 * rule. Returns the SPEC's message, or `undefined` when the number is fine.
 */
export function validatePhoneValue(
  value: string,
  country?: string,
  message: string = fieldCheckMessages.phone,
): string | undefined {
  const trimmed = value.slice(0, MAX_PHONE_INPUT_LENGTH + 1).trim();
  if (trimmed.length > MAX_PHONE_INPUT_LENGTH) return message;
  const normalized = normalizePhoneNumber(trimmed, country);
  // A known calling code is what gives the number a country (see countryOfNumber).
  if (normalized.startsWith('+') && leadingCallingCode(compact(normalized)) !== undefined) {
    const parsed = parsePhoneNumberFromString(normalized);
    return parsed?.isValid() ? undefined : message;
  }
  return isPhoneNumber(plain(trimmed)) ? undefined : message;
}

/** What the tel field shows and reports after each keystroke. */
export interface PhoneInputState {
  /** The text to display: the user's digits, grouped as the country writes them. */
  display: string;
  /** The country the number belongs to: its own `+code`'s, else the picked one. */
  country: string | undefined;
  /** The value for callbacks and forms (see {@link normalizePhoneNumber}). */
  value: string;
}

/**
 * Reads what the user typed or pasted. An international number (`+…` or `00…`) picks its own
 * country; a national one keeps the picked country. The display is formatted as the user types
 * (libphonenumber's `AsYouType`), except while the user deletes, where the raw text stays so that
 * Backspace over a space or bracket is never undone by the formatter.
 */
export function readPhoneInput(
  input: string,
  pickedCountry: string | undefined,
  { format = true }: { format?: boolean } = {},
): PhoneInputState {
  const text = input.slice(0, MAX_PHONE_INPUT_LENGTH);
  const international = isInternational(text);
  const country = international ? (countryOfNumber(text) ?? pickedCountry) : pickedCountry;
  const value = normalizePhoneNumber(text, country);
  if (!format || text.trim() === '') return { display: text, country, value };
  const typed = compact(text);
  // A number without a known country is left as typed: the SPEC's rule reads it as written.
  if (!international && !isPhoneCountry(country)) return { display: text, country, value };
  const formatter = international ? new AsYouType() : new AsYouType(country as CountryCode);
  const display = formatter.input(typed);
  return { display: display || text, country, value };
}

/**
 * How a value given by the owner (an E.164 string, or text) is shown in the field: grouped in the
 * international format when it carries its `+code`, else formatted for the picked country.
 */
export function displayPhoneValue(value: string, country: string | undefined): PhoneInputState {
  return readPhoneInput(value, country);
}
