/**
 * Property tests of phone normalisation over libphonenumber's own example numbers: for every
 * country with a numbering plan, a valid number typed the ways people type it (nationally,
 * internationally, with `00`, with spaces, dots, dashes or brackets, in the digits of any script)
 * validates and normalises to the same E.164 string.
 */
import fc from 'fast-check';
import examples from 'libphonenumber-js/examples.mobile.json';
import { getCountries, getExampleNumber, type CountryCode } from 'libphonenumber-js/min';
import { describe, expect, test } from 'vitest';
import {
  asciiDigits,
  countryOfNumber,
  leadingCallingCode,
  normalizePhoneNumber,
  readPhoneInput,
  validatePhoneValue,
} from './phone';

const samples = getCountries().flatMap((country) => {
  const number = getExampleNumber(country, examples);
  return number ? [{ country, number }] : [];
});

/** How a person writes the groups: the separator between them, brackets around the first. */
const writing = fc.record({
  separator: fc.constantFrom(' ', '.', '-', '', ' - ', '  '),
  bracketFirstGroup: fc.boolean(),
});

interface Writing {
  separator: string;
  bracketFirstGroup: boolean;
}

function rewrite(text: string, { separator, bracketFirstGroup }: Writing) {
  const groups = text.split(/[\s\-.()]+/).filter(Boolean);
  if (bracketFirstGroup && groups.length > 2) {
    const index = groups[0]!.startsWith('+') ? 1 : 0;
    groups[index] = `(${groups[index]})`;
  }
  return groups.join(separator);
}

describe('every supported country’s example number', () => {
  test('libphonenumber has an example for (nearly) every country it supports', () => {
    expect(samples.length).toBeGreaterThan(240);
  });

  test('typed nationally with its country picked, it validates and normalises to E.164', () => {
    fc.assert(
      fc.property(fc.constantFrom(...samples), writing, ({ country, number }, how) => {
        const typed = rewrite(number.formatNational(), how);
        expect(validatePhoneValue(typed, country), `${country} ${typed}`).toBeUndefined();
        expect(normalizePhoneNumber(typed, country), `${country} ${typed}`).toBe(number.number);
      }),
      { numRuns: 600 },
    );
  });

  test('typed internationally, with + or 00, it validates with any or no country picked', () => {
    const anyCountry = fc.option(fc.constantFrom(...(getCountries() as CountryCode[])), {
      nil: undefined,
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        writing,
        fc.constantFrom('+', '00', '00 '),
        anyCountry,
        ({ number }, how, plus, picked) => {
          const international = rewrite(number.formatInternational(), how);
          const typed = plus === '+' ? international : `${plus}${international.replace(/^\+/, '')}`;
          expect(validatePhoneValue(typed, picked), typed).toBeUndefined();
          expect(normalizePhoneNumber(typed, picked), typed).toBe(number.number);
          // The field picks the number's own country from its code.
          expect(readPhoneInput(typed, picked).value, typed).toBe(number.number);
        },
      ),
      { numRuns: 600 },
    );
  });

  test('the E.164 value itself validates and stays the same (blur and submit agree)', () => {
    for (const { country, number } of samples) {
      expect(validatePhoneValue(number.number), country).toBeUndefined();
      expect(normalizePhoneNumber(number.number), country).toBe(number.number);
    }
  });
});

/**
 * The scripts whose digits ICU (through `Intl`) writes one character each: Arabic-Indic,
 * Persian, Devanagari, Bengali, Thai, full-width and dozens more, each as the ten digits 0 to 9.
 */
const scripts = Intl.supportedValuesOf('numberingSystem').flatMap((system) => {
  const digits = [
    ...new Intl.NumberFormat(`en-u-nu-${system}`, { useGrouping: false }).format(1234567890),
  ];
  const simple = digits.length === 10 && digits.every((digit) => /\p{Nd}/u.test(digit));
  return simple && system !== 'latn'
    ? [{ system, digits: [digits[9]!, ...digits.slice(0, 9)] }]
    : [];
});
const inScript = (text: string, digits: string[]) =>
  text.replace(/[0-9]/g, (digit) => digits[Number(digit)]!);

describe('digits of other scripts', () => {
  test('every script ICU writes in decimal digits reads as ASCII digits', () => {
    expect(scripts.length).toBeGreaterThan(40);
    expect(scripts.map(({ system }) => system)).toEqual(
      expect.arrayContaining(['arab', 'arabext', 'deva', 'beng', 'thai', 'fullwide']),
    );
    for (const { system, digits } of scripts) {
      expect(asciiDigits(digits.join('')), system).toBe('0123456789');
    }
    expect(asciiDigits('＋44 (0) 20')).toBe('+44 (0) 20');
    expect(asciiDigits('ext. 12')).toBe('ext. 12');
  });

  test('a number typed in them reads as in ASCII, nationally or with ＋ or 00', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        fc.constantFrom(...scripts),
        writing,
        fc.constantFrom('national', '+', '＋', '00'),
        ({ country, number }, { system, digits }, how, form) => {
          const written =
            form === 'national'
              ? rewrite(number.formatNational(), how)
              : rewrite(number.formatInternational(), how).replace(/^\+/, form);
          const typed = inScript(written, digits);
          const picked = form === 'national' ? country : undefined;
          const label = `${system} ${country} ${typed}`;
          expect(validatePhoneValue(typed, picked), label).toBeUndefined();
          expect(normalizePhoneNumber(typed, picked), label).toBe(number.number);
          // The field shows the number grouped and picks its country as for ASCII digits.
          expect(readPhoneInput(typed, picked), label).toEqual(readPhoneInput(written, picked));
        },
      ),
      { numRuns: 600 },
    );
  });
});

/** Direction marks, embeddings and isolates, the Arabic letter mark, a byte order mark. */
const formatCharacter = fc.constantFrom(
  ...'\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\ufeff',
);

describe('invisible format characters around a number', () => {
  test('a number copied with them from a right-to-left page reads as without them', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        fc.boolean(),
        fc.array(formatCharacter, { minLength: 1, maxLength: 2 }),
        fc.array(formatCharacter, { maxLength: 2 }),
        ({ country, number }, national, before, after) => {
          const written = national ? number.formatNational() : number.formatInternational();
          const typed = `${before.join('')}${written}${after.join('')}`;
          const picked = national ? country : undefined;
          const label = `${country} ${JSON.stringify(typed)}`;
          expect(validatePhoneValue(typed, picked), label).toBeUndefined();
          expect(normalizePhoneNumber(typed, picked), label).toBe(number.number);
          expect(readPhoneInput(typed, picked), label).toEqual(readPhoneInput(written, picked));
        },
      ),
      { numRuns: 600 },
    );
  });
});

describe('the calling code a number starts with', () => {
  test('gives it a country exactly when the as-you-type reading does', () => {
    // validatePhoneValue reads the calling code without libphonenumber's formatter, so the form
    // renderer does not load it; countryOfNumber uses the formatter for the live field.
    fc.assert(
      fc.property(fc.stringMatching(/^\+[0-9]{0,15}$/), (number) => {
        expect(leadingCallingCode(number) !== undefined).toBe(
          countryOfNumber(number) !== undefined,
        );
      }),
      { numRuns: 2000 },
    );
    for (const [number, code] of [
      ['+44 20 7946 0958', '44'],
      ['+1', '1'],
      ['+358 40 1234567', '358'],
      ['+2', undefined],
      ['+', undefined],
    ] as const) {
      expect(leadingCallingCode(number.replace(/ /g, ''))).toBe(code);
    }
  });
});
