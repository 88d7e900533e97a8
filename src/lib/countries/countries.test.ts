import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { describe, expect, test } from 'vitest';
import {
  countries,
  countriesFor,
  phonePrefixOptions,
  phonePrefixOptionsFor,
  toPhonePrefixOptions,
  utcOffsetOf,
} from './index';

/** The zone's offset from UTC at a moment, as `±HH:MM`. */
function offsetAt(timezone: string, date: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name === 'GMT' ? '+00:00' : (name ?? '').replace('GMT', '');
}

describe('the country list', () => {
  test('holds about 240 entries', () => {
    expect(countries.length).toBeGreaterThanOrEqual(240);
  });

  test('has unique two-letter upper-case codes', () => {
    const codes = countries.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  test('has unique, non-empty labels in alphabetical order', () => {
    const labels = countries.map((country) => country.label);
    expect(new Set(labels).size).toBe(labels.length);
    const sorted = [...labels].sort((a, b) => a.localeCompare(b, 'en'));
    expect(labels).toEqual(sorted);
  });

  test('gives each entry a dialling code of a plus sign and 1–3 digits', () => {
    for (const country of countries) {
      expect(country.mobileCode, country.label).toMatch(/^\+[1-9]\d{0,2}$/);
    }
  });

  test('names IANA time zones and computes their offset at the date asked for', () => {
    const january = new Date(Date.UTC(2026, 0, 15, 12));
    const july = new Date(Date.UTC(2026, 6, 15, 12));
    const winter = countriesFor('en', january);
    const summer = countriesFor('en', july);
    for (const [index, country] of winter.entries()) {
      expect(country.utcOffset, country.label).toBe(offsetAt(country.timezone, january));
      expect(summer[index]!.utcOffset, country.label).toBe(offsetAt(country.timezone, july));
    }
    // Daylight saving time is followed, not a fixed standard offset.
    expect(winter.find((country) => country.code === 'GB')?.utcOffset).toBe('+00:00');
    expect(summer.find((country) => country.code === 'GB')?.utcOffset).toBe('+01:00');
    expect(summer.find((country) => country.code === 'US')?.utcOffset).toBe('-04:00');
    expect(utcOffsetOf('Asia/Kolkata', july)).toBe('+05:30');
  });

  test('agrees with libphonenumber-js: every numbering plan is listed with its calling code', () => {
    const listed = new Map(countries.map((country) => [country.code, country.mobileCode]));
    for (const code of getCountries()) {
      expect(listed.get(code), code).toBe(`+${getCountryCallingCode(code)}`);
    }
    // Territories without a numbering plan of their own in the metadata (they use another's).
    const withoutPlan = countries
      .map((country) => country.code)
      .filter((code) => !(getCountries() as string[]).includes(code));
    expect(withoutPlan.sort()).toEqual(['AQ', 'GS', 'PN', 'TF']);
  });

  test('lists Ascension Island with +247', () => {
    expect(countries.find((country) => country.code === 'AC')).toMatchObject({
      label: 'Ascension Island',
      mobileCode: '+247',
      timezone: 'Atlantic/St_Helena',
    });
  });

  test('names countries in the user’s locale, sorted by its alphabet', () => {
    const german = countriesFor('de');
    expect(german.find((country) => country.code === 'DE')?.label).toBe('Deutschland');
    expect(german.find((country) => country.code === 'GB')?.label).toBe('Vereinigtes Königreich');
    const labels = german.map((country) => country.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('de').compare));
    expect(phonePrefixOptionsFor('fr').find((option) => option.id === 'DE')?.label).toBe(
      'Allemagne (+49)',
    );
    // An unknown locale falls back to the English names.
    expect(countriesFor('zz-invalid-locale-tag!').find((c) => c.code === 'DE')?.label).toBe(
      'Germany',
    );
  });

  test('carries well-known entries', () => {
    expect(countries.find((country) => country.code === 'GB')).toMatchObject({
      label: 'United Kingdom',
      code: 'GB',
      timezone: 'Europe/London',
      mobileCode: '+44',
    });
    expect(countries.find((country) => country.code === 'IN')?.utcOffset).toBe('+05:30');
    expect(countries.find((country) => country.code === 'DE')?.mobileCode).toBe('+49');
  });
});

describe('phone-prefix options', () => {
  test('take the dialling code as value and short label, and name the country', () => {
    expect(
      toPhonePrefixOptions([
        {
          label: 'Germany',
          code: 'DE',
          timezone: 'Europe/Berlin',
          utcOffset: '+01:00',
          mobileCode: '+49',
        },
      ]),
    ).toEqual([{ id: 'DE', value: '+49', label: 'Germany (+49)', shortLabel: '+49' }]);
  });

  test('keep one option per country, in the list order', () => {
    expect(phonePrefixOptions).toHaveLength(countries.length);
    expect(phonePrefixOptions.map((option) => option.id)).toEqual(
      countries.map((country) => country.code),
    );
  });

  test('keep countries that share a dialling code as distinct options', () => {
    const plusOne = phonePrefixOptions.filter((option) => option.value === '+1');
    expect(plusOne.length).toBeGreaterThan(2);
    expect(plusOne.map((option) => option.label)).toEqual(
      expect.arrayContaining(['Canada (+1)', 'United States (+1)', 'Jamaica (+1)']),
    );
    const plusSeven = phonePrefixOptions.filter((option) => option.value === '+7');
    expect(plusSeven.map((option) => option.label)).toEqual(['Kazakhstan (+7)', 'Russia (+7)']);
    const ids = phonePrefixOptions.map((option) => option.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('have a short label that is the dialling code only', () => {
    for (const option of phonePrefixOptions) {
      expect(option.shortLabel).toBe(option.value);
      expect(option.label.endsWith(`(${option.value})`)).toBe(true);
    }
  });
});
