/**
 * Normalisation of colour values typed by people: "6187fe", "#6187FE", "61-87-FE" and
 * " #61.87.fe " all mean the same colour. Six hexadecimal characters left after stripping
 * punctuation and spaces become `#RRGGBB`; anything else is not a colour value.
 */

/** Characters removed before the hexadecimal check: everything but letters and digits. */
const punctuation = /[^0-9a-z]/gi;
const sixHexDigits = /^[0-9a-f]{6}$/i;

/** `#RRGGBB` for a six-digit hexadecimal colour written with any punctuation, else `null`. */
export function normalizeHex(value: string): string | null {
  const stripped = value.replace(punctuation, '');
  return sixHexDigits.test(stripped) ? `#${stripped.toUpperCase()}` : null;
}

/** Whether `value` reads as a six-digit hexadecimal colour. */
export function isHexColor(value: string): boolean {
  return normalizeHex(value) !== null;
}
