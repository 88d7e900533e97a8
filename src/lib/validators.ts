/**
 * Format checks for the text-like fields (SPEC §5): email, phone number and URL.
 *
 * Each check is a small hand-written scanner that reads its input once, left to right, so it
 * runs in time linear in the input's length. Regular expressions with nested or adjacent
 * quantifiers (the usual one-liners for emails and URLs) can backtrack exponentially on a long
 * hostile input and freeze the page; these scanners cannot.
 */

/** The messages shown when a value does not pass its check (SPEC §8). */
export const validationMessages = {
  email: 'Whoops! That’s an invalid email.',
  phone: 'Whoops! That’s an invalid phone number.',
  url: 'Whoops! That’s an invalid URL.',
} as const;

/** Returns the message to show for a value, or `undefined` when the value is fine. */
export type Validator = (value: string) => string | undefined;

const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;
const MAX_DOMAIN_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;

const isAsciiDigit = (char: string) => char >= '0' && char <= '9';
const isAsciiLetter = (char: string) =>
  (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z');

// One character at a time, so the test cannot backtrack; letters and digits of every script
// are welcome (internationalised addresses and domain names).
const letterOrDigit = /^[\p{L}\p{M}\p{N}]$/u;
const isNonAsciiWordCharacter = (char: string) => char > '\u007f' && letterOrDigit.test(char);
const isWordCharacter = (char: string) =>
  isAsciiLetter(char) || isAsciiDigit(char) || isNonAsciiWordCharacter(char);

const LOCAL_PART_SYMBOLS = new Set("!#$%&'*+/=?^_`{|}~-");

/**
 * A domain name of at least two labels: each label 1–63 letters, digits or inner hyphens,
 * and a top-level label of at least two characters that is not all digits.
 */
function isDomainName(domain: string): boolean {
  if (domain.length === 0 || domain.length > MAX_DOMAIN_LENGTH) return false;
  let labelCount = 0;
  let labelLength = 0;
  let labelHasNonDigit = false;
  let previous = '';
  for (const char of domain) {
    if (char === '.') {
      if (labelLength === 0 || previous === '-') return false;
      labelCount += 1;
      labelLength = 0;
      labelHasNonDigit = false;
    } else if (char === '-') {
      if (labelLength === 0) return false;
      labelLength += 1;
      labelHasNonDigit = true;
    } else if (isWordCharacter(char)) {
      labelLength += 1;
      if (!isAsciiDigit(char)) labelHasNonDigit = true;
    } else {
      return false;
    }
    if (labelLength > MAX_LABEL_LENGTH) return false;
    previous = char;
  }
  if (labelLength === 0 || previous === '-') return false;
  labelCount += 1;
  return labelCount >= 2 && labelLength >= 2 && labelHasNonDigit;
}

/** Four decimal numbers 0–255 separated by dots, without leading zeros. */
function isIpv4Address(host: string): boolean {
  if (host.length > 15) return false;
  const parts = host.split('.');
  if (parts.length !== 4) return false;
  return parts.every((part) => {
    if (part.length === 0 || part.length > 3) return false;
    for (const char of part) if (!isAsciiDigit(char)) return false;
    if (part.length > 1 && part.startsWith('0')) return false;
    return Number(part) <= 255;
  });
}

/**
 * A normal-looking address: `local@domain`. The local part is 1–64 letters, digits, dots and
 * the symbols RFC 5322 allows unquoted, without a leading, trailing or doubled dot; the domain
 * is a name with a top-level label (`example.com`, `exämple.de`, `例子.广告`). Quoted local
 * parts and IP-literal domains are valid by the RFC but not "normal", so they are refused.
 */
export function isEmail(value: string): boolean {
  if (value.length === 0 || value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  if (local.length > MAX_LOCAL_PART_LENGTH) return false;
  let previous = '';
  for (const char of local) {
    if (char === '.') {
      if (previous === '' || previous === '.') return false;
    } else if (!isWordCharacter(char) && !LOCAL_PART_SYMBOLS.has(char)) {
      return false;
    }
    previous = char;
  }
  if (previous === '.') return false;
  return isDomainName(value.slice(at + 1));
}

const CODE_ZERO = 48;
const CODE_NINE = 57;
const isDigitCode = (code: number) => code >= CODE_ZERO && code <= CODE_NINE;
// Dash, space and dot.
const isPhoneSeparatorCode = (code: number) => code === 45 || code === 32 || code === 46;

/**
 * A phone number: an optional plus sign, 3 digits (optionally in brackets), 3 digits, then
 * 4 to 6 digits, with an optional dash, space or dot between the groups
 * (`+(555) 123-4567`, `555.123.456789`, `5551234567`).
 */
export function isPhoneNumber(value: string): boolean {
  // The longest valid number: "+(555) 123-456789".
  if (value.length > 17) return false;
  let index = 0;
  const code = () => value.charCodeAt(index);
  const readDigits = (count: number) => {
    for (let read = 0; read < count; read += 1, index += 1) {
      if (!isDigitCode(code())) return false;
    }
    return true;
  };
  const skipSeparator = () => {
    if (isPhoneSeparatorCode(code())) index += 1;
  };

  if (value[0] === '+') index += 1;
  const bracketed = value[index] === '(';
  if (bracketed) index += 1;
  if (!readDigits(3)) return false;
  if (bracketed) {
    if (value[index] !== ')') return false;
    index += 1;
  }
  skipSeparator();
  if (!readDigits(3)) return false;
  skipSeparator();
  const lastGroupStart = index;
  while (isDigitCode(code())) index += 1;
  const lastGroupLength = index - lastGroupStart;
  return index === value.length && lastGroupLength >= 4 && lastGroupLength <= 6;
}

// Printable characters: no spaces or control characters in a path, query or fragment.
const isUrlTailCode = (code: number) => code > 32 && code !== 127;

/**
 * A web address: an optional `http://` or `https://` scheme, a domain name or an IPv4
 * address, an optional port (1–65535), then an optional path, query and fragment without
 * spaces (`example.com`, `https://192.168.0.1:8080/admin?tab=users#top`).
 */
export function isUrl(value: string): boolean {
  let rest = value;
  const lower = value.slice(0, 8).toLowerCase();
  if (lower.startsWith('https://')) rest = value.slice(8);
  else if (lower.startsWith('http://')) rest = value.slice(7);

  let hostEnd = rest.length;
  for (let index = 0; index < rest.length; index += 1) {
    const code = rest.charCodeAt(index);
    // ':', '/', '?' and '#' end the host.
    if (code === 58 || code === 47 || code === 63 || code === 35) {
      hostEnd = index;
      break;
    }
    if (index > MAX_DOMAIN_LENGTH) return false;
  }
  const host = rest.slice(0, hostEnd);
  if (!isIpv4Address(host) && !isDomainName(host)) return false;

  let index = hostEnd;
  if (rest[index] === ':') {
    index += 1;
    const portStart = index;
    while (index < rest.length && index - portStart <= 5 && isDigitCode(rest.charCodeAt(index))) {
      index += 1;
    }
    const port = rest.slice(portStart, index);
    if (port.length === 0 || port.length > 5 || Number(port) < 1 || Number(port) > 65535) {
      return false;
    }
  }
  if (index === rest.length) return true;
  const next = rest[index];
  if (next !== '/' && next !== '?' && next !== '#') return false;
  for (; index < rest.length; index += 1) {
    if (!isUrlTailCode(rest.charCodeAt(index))) return false;
  }
  return true;
}

/** Email check with its message. Surrounding spaces are ignored. */
export const validateEmail: Validator = (value) =>
  isEmail(value.trim()) ? undefined : validationMessages.email;

/** Phone number check with its message. Surrounding spaces are ignored. */
export const validatePhoneNumber: Validator = (value) =>
  isPhoneNumber(value.trim()) ? undefined : validationMessages.phone;

/** URL check with its message. Surrounding spaces are ignored. */
export const validateUrl: Validator = (value) =>
  isUrl(value.trim()) ? undefined : validationMessages.url;

/** The format check that belongs to an input type, if it has one. */
export function validatorForType(type: string): Validator | undefined {
  switch (type) {
    case 'email':
      return validateEmail;
    case 'tel':
      return validatePhoneNumber;
    case 'url':
      return validateUrl;
    default:
      return undefined;
  }
}
