import { describe, expect, test } from 'vitest';
import { costRatio } from '../../tests/costRatio';
import {
  countryOfNumber,
  MAX_PHONE_INPUT_LENGTH,
  normalizePhoneNumber,
  readPhoneInput,
  validatePhoneValue,
} from './phone';

const invalid = 'Whoops! That’s an invalid phone number.';

describe('normalizePhoneNumber', () => {
  test.each([
    ['07400 123456', 'GB', '+447400123456'],
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['090-1234-5678', 'JP', '+819012345678'],
    ['030 12345678', 'DE', '+493012345678'],
    ['+1 (202) 555-0147', 'GB', '+12025550147'],
    ['0044 7400 123456', undefined, '+447400123456'],
    ['00 44 (0) 20 7946 0958', undefined, '+442079460958'],
    ['  +44 20 7946 0958 ', undefined, '+442079460958'],
    ['(555) 123-4567', undefined, '(555) 123-4567'],
    ['(٥٥٥) ١٢٣-٤٥٦٧', undefined, '(555) 123-4567'],
    ['', 'GB', ''],
  ])('%j with %s gives %s', (input, country, expected) => {
    expect(normalizePhoneNumber(input, country)).toBe(expected);
  });
});

describe('countryOfNumber', () => {
  test.each([
    ['+1 876 555 1234', 'JM'],
    ['+1 416 555 0147', 'CA'],
    ['+1 202 555 0147', 'US'],
    ['+1 999', 'US'],
    ['+44 1534 123456', 'JE'],
    ['+44 20 7946 0958', 'GB'],
    ['+44', 'GB'],
    ['0049 30 1234567', 'DE'],
    ['+7 701 123 4567', 'KZ'],
    ['+7', 'RU'],
    ['+247 6123', 'AC'],
    ['07400 123456', undefined],
    ['+999 1234', undefined],
  ])('%j belongs to %s', (input, country) => {
    expect(countryOfNumber(input)).toBe(country);
  });
});

describe('validatePhoneValue', () => {
  test('checks a number against its country', () => {
    expect(validatePhoneValue('+442079460958')).toBeUndefined();
    expect(validatePhoneValue('+4420794609')).toBe(invalid);
    expect(validatePhoneValue('06 12 34 56 78', 'FR')).toBeUndefined();
    expect(validatePhoneValue('32 12 34 56', 'DK')).toBeUndefined();
    expect(validatePhoneValue('8123 4567', 'SG')).toBeUndefined();
    expect(validatePhoneValue('612 345 678', 'ES')).toBeUndefined();
    expect(validatePhoneValue('12', 'ES')).toBe(invalid);
  });

  test('falls back to the SPEC rule with no known country', () => {
    expect(validatePhoneValue('(555) 123-4567')).toBeUndefined();
    expect(validatePhoneValue('(٥٥٥) ١٢٣-٤٥٦٧')).toBeUndefined();
    expect(validatePhoneValue('555.123.456789')).toBeUndefined();
    expect(validatePhoneValue('12 34')).toBe(invalid);
  });

  test('gives the blur verdict and the submit verdict alike', () => {
    const typed = '+1 202 555 0147';
    const value = normalizePhoneNumber(typed, undefined);
    expect(validatePhoneValue(typed)).toBe(validatePhoneValue(value));
  });

  test('answers 100,000 characters as fast as a short value', () => {
    const cut = MAX_PHONE_INPUT_LENGTH + 1;
    const long = ['+44'.padEnd(100_000, '1'), '0'.repeat(100_000)] as const;
    const short = long.map((value) => value.slice(0, cut));
    const validate = (values: readonly string[]) => () => {
      expect(validatePhoneValue(values[0] ?? '')).toBe(invalid);
      expect(validatePhoneValue(values[1] ?? '', 'GB')).toBe(invalid);
    };
    // Reading the whole value costs over ten times more.
    expect(costRatio(validate(long), validate(short))).toBeLessThan(3);
  });
});

describe('readPhoneInput', () => {
  test('formats as the user types for the picked country', () => {
    expect(readPhoneInput('07400123456', 'GB')).toEqual({
      display: '07400 123456',
      country: 'GB',
      value: '+447400123456',
    });
    expect(readPhoneInput('03012345678', 'DE').display).toBe('030 12345678');
  });

  test('an international number picks its own country and is never doubled', () => {
    expect(readPhoneInput('+12025550147', 'GB')).toEqual({
      display: '+1 202 555 0147',
      country: 'US',
      value: '+12025550147',
    });
    expect(readPhoneInput('0044 7400 123456', 'US').country).toBe('GB');
  });

  test('keeps the raw text while the user deletes', () => {
    expect(readPhoneInput('07400 12345', 'GB', { format: false }).display).toBe('07400 12345');
  });
});
