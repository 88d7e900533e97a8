/**
 * Format checks for the text-like fields (SPEC §5): email, phone number and URL.
 *
 * Each check is a small hand-written scanner that reads its input once, left to right, so it
 * runs in time linear in the input's length. Regular expressions with nested or adjacent
 * quantifiers (the usual one-liners for emails and URLs) can backtrack exponentially on a long
 * hostile input and freeze the page; these scanners cannot.
 */

import { fieldCheckMessages, type FieldCheckMessages } from './fieldMessages';

/** The messages shown when a value does not pass its check (SPEC §8; all in `fieldMessages`). */
export const validationMessages = {
  email: fieldCheckMessages.email,
  phone: fieldCheckMessages.phone,
  url: fieldCheckMessages.url,
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

/** Bytes of a string in UTF-8, without allocating (a lone surrogate counts as U+FFFD, 3 bytes). */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < value.length) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        index += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

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

const isHexCode = (code: number) =>
  isDigitCode(code) || (code >= 97 && code <= 102) || (code >= 65 && code <= 70);

/**
 * An IPv6 address as written inside URL brackets (RFC 4291 §2.2): eight groups of 1–4 hex digits,
 * one `::` standing for one or more zero groups, and optionally a dotted IPv4 tail
 * (`2001:db8::1`, `::1`, `::ffff:192.0.2.1`). Zone identifiers are not allowed in URLs.
 */
export function isIpv6Address(host: string): boolean {
  if (host.length < 2 || host.length > 45) return false;
  const halves = host.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  const all = [...head, ...tail];
  let groupCount = 0;
  for (let index = 0; index < all.length; index += 1) {
    const group = all[index]!;
    const isLast = index === all.length - 1;
    if (isLast && group.includes('.')) {
      if (!isIpv4Address(group)) return false;
      groupCount += 2;
      continue;
    }
    if (group.length === 0 || group.length > 4) return false;
    for (let char = 0; char < group.length; char += 1) {
      if (!isHexCode(group.charCodeAt(char))) return false;
    }
    groupCount += 1;
  }
  return halves.length === 2 ? groupCount <= 7 : groupCount === 8;
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
  // RFC 5321 counts octets: 64 bytes of UTF-8, so `ü` counts twice and `用` three times.
  if (local.length > MAX_LOCAL_PART_LENGTH || utf8Length(local) > MAX_LOCAL_PART_LENGTH) {
    return false;
  }
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

/**
 * Printable characters: no spaces or control characters in a path, query or fragment, and no
 * Unicode space or line separator either (no-break, ideographic, em and thin spaces, U+2028 and
 * U+2029, the byte-order mark), which a browser would not send as typed.
 */
const isUrlTailCode = (code: number) =>
  code > 32 &&
  code !== 127 &&
  !(code >= 0x80 && code <= 0xa0) &&
  code !== 0x1680 &&
  !(code >= 0x2000 && code <= 0x200b) &&
  code !== 0x2028 &&
  code !== 0x2029 &&
  code !== 0x202f &&
  code !== 0x205f &&
  code !== 0x3000 &&
  code !== 0xfeff;

/**
 * A web address: an optional `http://` or `https://` scheme, a domain name, an IPv4 address or
 * an IPv6 address in brackets, an optional port (1–65535), then an optional path, query and
 * fragment without spaces of any kind (`example.com`, `https://192.168.0.1:8080/admin?tab=users#top`,
 * `http://[2001:db8::1]:8080/`).
 */
export function isUrl(value: string): boolean {
  let rest = value;
  const lower = value.slice(0, 8).toLowerCase();
  if (lower.startsWith('https://')) rest = value.slice(8);
  else if (lower.startsWith('http://')) rest = value.slice(7);

  if (rest.startsWith('[')) {
    const close = rest.indexOf(']');
    if (close < 0 || !isIpv6Address(rest.slice(1, close))) return false;
    return isUrlAfterHost(rest, close + 1);
  }

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
  return isUrlAfterHost(rest, hostEnd);
}

/** The part of a URL after its host: an optional port, then an optional path, query, fragment. */
function isUrlAfterHost(rest: string, hostEnd: number): boolean {
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

/** A format check that trims the value and answers with `message` when it fails. */
const formatCheck =
  (isValid: (value: string) => boolean, message: string): Validator =>
  (value) =>
    isValid(value.trim()) ? undefined : message;

/** Email check with its message. Surrounding spaces are ignored. */
export const validateEmail: Validator = formatCheck(isEmail, validationMessages.email);

/**
 * Phone number check by the SPEC's rule alone, with its message. Surrounding spaces are ignored.
 * The tel field checks numbers per country (`validatePhoneValue` in `phone.ts`) and falls back to
 * this rule when no country is known.
 */
export const validatePhoneNumber: Validator = formatCheck(isPhoneNumber, validationMessages.phone);

/** URL check with its message. Surrounding spaces are ignored. */
export const validateUrl: Validator = formatCheck(isUrl, validationMessages.url);

/** The format check that belongs to an input type, if it has one, with `messages`' text. */
export function validatorForType(
  type: string,
  messages: FieldCheckMessages = fieldCheckMessages,
): Validator | undefined {
  switch (type) {
    case 'email':
      return formatCheck(isEmail, messages.email);
    case 'tel':
      return formatCheck(isPhoneNumber, messages.phone);
    case 'url':
      return formatCheck(isUrl, messages.url);
    default:
      return undefined;
  }
}

/** True when a field holds something: non-blank text, or on for a toggle. */
export function hasValue(value: string | boolean | undefined): boolean {
  if (typeof value === 'boolean') return value;
  return value !== undefined && value.trim().length > 0;
}

/** Types whose value is trimmed before it is checked and before callbacks receive it. */
const trimmedTypes = new Set(['email', 'url', 'tel']);

/** Types whose full-width letters, digits and signs are read as their ASCII forms. */
const widthFoldedTypes = new Set(['email', 'url']);

/**
 * The value a field of this type hands to callbacks: email, URL and phone text are trimmed, and
 * an address typed in full width (a Japanese or Chinese input method's full-width mode:
 * `ａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ`) is read in ASCII (Unicode's compatibility normalization, NFKC).
 */
export function cleanFieldValue(type: string, value: string): string {
  const folded = widthFoldedTypes.has(type) ? value.normalize('NFKC') : value;
  return trimmedTypes.has(type) ? folded.trim() : folded;
}

/** The limits a field declares, as the native attributes of the same names. */
export interface FieldRules {
  /** Input type; `email`, `url`, `tel`, `number` and `date` bring their own format check. */
  type: string;
  /** Smallest number, or earliest date as `YYYY-MM-DD`. */
  min?: number | string | undefined;
  /** Largest number, or latest date as `YYYY-MM-DD`. */
  max?: number | string | undefined;
  /** Numbers must be `min` (or 0) plus a multiple of it; `any` allows every number. */
  step?: number | string | undefined;
  /** Fewest characters. */
  minLength?: number | undefined;
  /** Most characters. */
  maxLength?: number | undefined;
  /** A regular expression the whole value must match (the HTML `pattern` attribute's syntax). */
  pattern?: string | undefined;
}

const NUMBER_CHARACTERS = new Set('0123456789.eE+-');

/** A decimal number as a number input accepts it (`-1.5`, `2e3`), or `undefined`. */
export function parseNumber(value: string): number | undefined {
  const text = value.trim();
  if (text === '' || text.length > 400) return undefined;
  for (const char of text) if (!NUMBER_CHARACTERS.has(char)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/** A calendar date written `YYYY-MM-DD` that exists (no 31 April, 29 February only in leap years). */
export function isDate(value: string): boolean {
  if (value.length !== 10 || value[4] !== '-' || value[7] !== '-') return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (![year, month, day].every(Number.isInteger) || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return false;
  }
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 ? (isLeap ? 29 : 28) : daysInMonth);
}

/** Characters as a person counts them (code points: an emoji is one). */
const characterCount = (value: string) => {
  let count = 0;
  for (const _char of value) count += 1;
  return count;
};

const compiledPatterns = new Map<string, RegExp | null>();

/** The HTML `pattern` semantics: the whole value must match, with the `v` (else `u`) flag. */
function compilePattern(pattern: string): RegExp | null {
  if (compiledPatterns.has(pattern)) return compiledPatterns.get(pattern)!;
  let compiled: RegExp | null = null;
  for (const flags of ['v', 'u']) {
    try {
      compiled = new RegExp(`^(?:${pattern})$`, flags);
      break;
    } catch {
      compiled = null;
    }
  }
  compiledPatterns.set(pattern, compiled);
  return compiled;
}

/** Step check with a tolerance for binary fractions (0.1 + 0.2). */
function isOnStep(number: number, step: number, base: number): boolean {
  const steps = (number - base) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-7;
}

/**
 * Checks a filled value against its type and the limits the field declares, in the order a
 * person fixes them: format first, then range and step, then length, then pattern. Returns the
 * message to show, from `messages`, or `undefined`. Email, URL and phone text are trimmed first.
 */
export function validateFieldValue(
  rawValue: string,
  rules: FieldRules,
  messages: FieldCheckMessages = fieldCheckMessages,
): string | undefined {
  const { type } = rules;
  const value = cleanFieldValue(type, rawValue);
  const formatMessage = validatorForType(type, messages)?.(value);
  if (formatMessage) return formatMessage;

  if (type === 'number') {
    const number = parseNumber(value);
    if (number === undefined) return messages.number;
    const min = rules.min === undefined || rules.min === '' ? undefined : Number(rules.min);
    const max = rules.max === undefined || rules.max === '' ? undefined : Number(rules.max);
    if (min !== undefined && Number.isFinite(min) && number < min) {
      return messages.min(String(rules.min));
    }
    if (max !== undefined && Number.isFinite(max) && number > max) {
      return messages.max(String(rules.max));
    }
    const step = rules.step === undefined || rules.step === 'any' ? undefined : Number(rules.step);
    if (step !== undefined && Number.isFinite(step) && step > 0) {
      const base = min !== undefined && Number.isFinite(min) ? min : 0;
      if (!isOnStep(number, step, base)) return messages.step(String(rules.step), String(base));
    }
  }

  if (type === 'date') {
    if (!isDate(value)) return messages.date;
    if (typeof rules.min === 'string' && isDate(rules.min) && value < rules.min) {
      return messages.minDate(rules.min);
    }
    if (typeof rules.max === 'string' && isDate(rules.max) && value > rules.max) {
      return messages.maxDate(rules.max);
    }
  }

  if (rules.minLength !== undefined || rules.maxLength !== undefined) {
    const count = characterCount(value);
    if (rules.minLength !== undefined && rules.minLength > 0 && count < rules.minLength) {
      return messages.minLength(rules.minLength);
    }
    if (rules.maxLength !== undefined && rules.maxLength >= 0 && count > rules.maxLength) {
      return messages.maxLength(rules.maxLength);
    }
  }

  if (rules.pattern) {
    const pattern = compilePattern(rules.pattern);
    if (pattern && !pattern.test(value)) return messages.pattern;
  }
  return undefined;
}

/** How strong a password looks, for the optional hint under a password field. */
export type PasswordStrength = 'weak' | 'fair' | 'strong';

/**
 * A rough strength of a password from its length and the kinds of characters it mixes
 * (lower case, upper case, digits, others). Long passphrases count as strong on length alone.
 */
export function passwordStrength(value: string): PasswordStrength {
  const length = characterCount(value);
  if (length >= 20) return 'strong';
  let kinds = 0;
  if (/\p{Ll}/u.test(value)) kinds += 1;
  if (/\p{Lu}/u.test(value)) kinds += 1;
  if (/\p{N}/u.test(value)) kinds += 1;
  if (/[^\p{L}\p{N}]/u.test(value)) kinds += 1;
  if (length >= 12 && kinds >= 3) return 'strong';
  if (length >= 8 && kinds >= 2) return 'fair';
  return 'weak';
}

/** The hint shown under a password field for each strength, from `messages`. */
export const passwordStrengthHint = (
  strength: PasswordStrength,
  messages: FieldCheckMessages = fieldCheckMessages,
): string =>
  strength === 'weak'
    ? messages.passwordWeak
    : strength === 'fair'
      ? messages.passwordFair
      : messages.passwordStrong;
