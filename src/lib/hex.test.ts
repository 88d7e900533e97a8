import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHexColor, normalizeHex } from './hex';

const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF'.split(''));
const sixDigits = fc.array(hexDigit, { minLength: 6, maxLength: 6 }).map((d) => d.join(''));
const punctuationMark = fc.constantFrom('#', '-', '.', ' ', ':', '_', ',', '/', '(', ')', '\t');

/** Interleaves punctuation between (and around) the characters of `text`. */
const withPunctuation = (text: string) =>
  fc
    .array(fc.array(punctuationMark, { maxLength: 3 }), {
      minLength: text.length + 1,
      maxLength: text.length + 1,
    })
    .map((gaps) => gaps.map((gap, index) => gap.join('') + (text[index] ?? '')).join(''));

describe('normalizeHex', () => {
  it.each([
    ['6187fe', '#6187FE'],
    ['#6187FE', '#6187FE'],
    ['61-87-fe', '#6187FE'],
    [' #00.c4.54 ', '#00C454'],
    ['(ff, 4e, 4e)', '#FF4E4E'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizeHex(input)).toBe(expected);
  });

  it.each(['', '#fff', '6187fe0', 'rgb(97, 135, 254)', 'gggggg', 'primary', '#6187FE80'])(
    'does not read %j as a colour',
    (input) => {
      expect(normalizeHex(input)).toBeNull();
      expect(isHexColor(input)).toBe(false);
    },
  );

  it('turns six hex digits with any punctuation into #RRGGBB of the same digits', () => {
    fc.assert(
      fc.property(
        sixDigits.chain((digits) => withPunctuation(digits).map((text) => ({ digits, text }))),
        ({ digits, text }) => {
          expect(normalizeHex(text)).toBe(`#${digits.toUpperCase()}`);
        },
      ),
    );
  });

  it('is idempotent and always yields # and six upper-case digits or null', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const result = normalizeHex(text);
        if (result === null) return;
        expect(result).toMatch(/^#[0-9A-F]{6}$/);
        expect(normalizeHex(result)).toBe(result);
      }),
    );
  });

  it('rejects anything whose letters and digits are not exactly six hex digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const alphanumerics = text.replace(/[^0-9a-z]/gi, '');
        fc.pre(!/^[0-9a-f]{6}$/i.test(alphanumerics));
        expect(normalizeHex(text)).toBeNull();
      }),
    );
  });

  it('rejects lengths other than six even when every character is a hex digit', () => {
    fc.assert(
      fc.property(
        fc.array(hexDigit, { minLength: 0, maxLength: 12 }).filter((d) => d.length !== 6),
        (digits) => {
          expect(normalizeHex(digits.join(''))).toBeNull();
        },
      ),
    );
  });
});
