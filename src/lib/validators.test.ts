import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  cleanFieldValue,
  isEmail,
  isPhoneNumber,
  isUrl,
  validateEmail,
  validatePhoneNumber,
  validateUrl,
  validationMessages,
  validatorForType,
} from './validators';

describe('isEmail', () => {
  test.each([
    'ada@example.com',
    'ada.lovelace@example.co.uk',
    'first.last+tag@sub.example.org',
    "o'brien@example.ie",
    'user_name-1@my-domain.io',
    'x@ex.am',
    '1234@example.com',
    'josé@exämple.de',
    'müller@münchen.de',
    '用户@例子.广告',
    'почта@пример.рф',
    'θέμα@παράδειγμα.ελ',
    'user@xn--mnchen-3ya.de',
  ])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  test.each([
    '',
    'plainaddress',
    '@example.com',
    'ada@',
    'ada@example',
    'ada@@example.com',
    'ada@exa@mple.com',
    '.ada@example.com',
    'ada.@example.com',
    'ada..lovelace@example.com',
    'ada lovelace@example.com',
    'ada@exam ple.com',
    'ada@-example.com',
    'ada@example-.com',
    'ada@example..com',
    'ada@.example.com',
    'ada@example.com.',
    'ada@example.c',
    'ada@example.123',
    'ada@192.168.0.1',
    '"ada"@example.com',
    'ada@[192.168.0.1]',
    'ada(comment)@example.com',
    `${'a'.repeat(65)}@example.com`,
    `ada@${'a'.repeat(64)}.com`,
  ])('refuses %j', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('isPhoneNumber', () => {
  test.each([
    '5551234567',
    '555-123-4567',
    '555.123.4567',
    '555 123 4567',
    '(555) 123-4567',
    '(555)123-4567',
    '(555)1234567',
    '+5551234567',
    '+(555) 123-4567',
    '+555 123 4567',
    '555-123-45678',
    '555-123-456789',
    '555123-4567',
    '555-1234567',
  ])('accepts %s', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  test.each([
    '',
    '555-123-456',
    '555-123-4567890',
    '55-123-4567',
    '5555-123-4567',
    '555-12-34567',
    '(555 123-4567',
    '555) 123-4567',
    '((555)) 123-4567',
    '++555 123 4567',
    '555--123-4567',
    '555 - 123 - 4567',
    '555_123_4567',
    '555-123-4567 ',
    ' 555-123-4567',
    'phone 555-123-4567',
    '555-abc-4567',
    '555/123/4567',
    '+',
  ])('refuses %j', (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });
});

describe('isUrl', () => {
  test.each([
    'example.com',
    'www.example.com',
    'http://example.com',
    'https://example.com',
    'HTTPS://Example.COM',
    'https://sub.domain.example.co.uk/path/to/page',
    'https://example.com/',
    'https://example.com/search?q=design+system&page=2',
    'https://example.com/docs#installation',
    'https://example.com:8443/admin?tab=users#top',
    'example.com:3000',
    '192.168.0.1',
    'http://192.168.0.1',
    'http://192.168.0.1:8080',
    'https://10.0.0.255:65535/status',
    '127.0.0.1:1/health?verbose',
    'https://münchen.de/stadtplan',
    'https://example.com?ref=nav',
  ])('accepts %s', (value) => {
    expect(isUrl(value)).toBe(true);
  });

  test.each([
    '',
    'example',
    'http://',
    'https://',
    'ftp://example.com',
    'mailto:ada@example.com',
    'http:/example.com',
    'https//example.com',
    'https://exa mple.com',
    'https://example.com/with space',
    'https://-example.com',
    'https://example..com',
    'https://example.com:',
    'https://example.com:0',
    'https://example.com:65536',
    'https://example.com:80a',
    'http://256.1.1.1',
    'http://192.168.0',
    'http://192.168.01.1',
    'http://1.2.3.4.5',
    'https://example.c',
    'https://user@example.com',
    'javascript:alert(1)',
  ])('refuses %j', (value) => {
    expect(isUrl(value)).toBe(false);
  });
});

describe('validators with messages', () => {
  test('return the catalogue messages with the typographic apostrophe', () => {
    expect(validateEmail('nope')).toBe('Whoops! That’s an invalid email.');
    expect(validatePhoneNumber('nope')).toBe('Whoops! That’s an invalid phone number.');
    expect(validateUrl('nope')).toBe('Whoops! That’s an invalid URL.');
  });

  test('pass valid values and ignore surrounding spaces', () => {
    expect(validateEmail('  ada@example.com ')).toBeUndefined();
    expect(validatePhoneNumber(' (555) 123-4567 ')).toBeUndefined();
    expect(validateUrl(' https://example.com ')).toBeUndefined();
  });

  test('are found by input type', () => {
    for (const [type, check] of [
      ['email', validateEmail],
      ['tel', validatePhoneNumber],
      ['url', validateUrl],
    ] as const) {
      for (const value of ['', 'ada@example.com', '+44 20 7946 0958', 'https://example.com']) {
        expect(validatorForType(type)!(value), `${type}: ${value}`).toBe(check(value));
      }
    }
    expect(validatorForType('text')).toBeUndefined();
    expect(validatorForType('password')).toBeUndefined();
  });

  test('messages are the spec texts', () => {
    expect(Object.values(validationMessages)).toEqual([
      'Whoops! That’s an invalid email.',
      'Whoops! That’s an invalid phone number.',
      'Whoops! That’s an invalid URL.',
    ]);
  });
});

describe('properties', () => {
  const lowerAlnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split(''));
  const label = fc
    .array(lowerAlnum, { minLength: 1, maxLength: 20 })
    .map((chars) => chars.join(''));
  const tld = fc
    .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')), {
      minLength: 2,
      maxLength: 6,
    })
    .map((chars) => chars.join(''));
  const domain = fc
    .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld)
    .map(([labels, top]) => [...labels, top].join('.'));
  const digits = (count: number) =>
    fc
      .array(fc.constantFrom(...'0123456789'.split('')), { minLength: count, maxLength: count })
      .map((chars) => chars.join(''));
  const separator = fc.constantFrom('', '-', ' ', '.');

  /** Printable ASCII in full width, as an input method's full-width mode types it. */
  const fullWidth = (text: string) =>
    text.replace(/[!-~]/g, (character) =>
      String.fromCharCode(character.charCodeAt(0) - 0x21 + 0xff01),
    );

  test('an email or web address typed in full width is read as the ASCII one', () => {
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 3 }), domain, (parts, host) => {
        const email = `${parts.join('.')}@${host}`;
        expect(cleanFieldValue('email', ` ${fullWidth(email)}\u3000`)).toBe(email);
        expect(isEmail(cleanFieldValue('email', fullWidth(email)))).toBe(true);
        const address = `https://${host}/${parts.join('/')}?q=1`;
        expect(cleanFieldValue('url', fullWidth(address))).toBe(address);
        expect(isUrl(cleanFieldValue('url', fullWidth(address)))).toBe(true);
      }),
    );
    // Other types keep what was typed.
    expect(cleanFieldValue('text', 'ａｂｃ')).toBe('ａｂｃ');
  });

  test('a dotted local part at a generated domain is an email', () => {
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 3 }), domain, (parts, host) => {
        expect(isEmail(`${parts.join('.')}@${host}`)).toBe(true);
      }),
    );
  });

  test('an email loses validity when its @ is removed or doubled', () => {
    fc.assert(
      fc.property(label, domain, (local, host) => {
        expect(isEmail(`${local}${host}`)).toBe(false);
        expect(isEmail(`${local}@@${host}`)).toBe(false);
      }),
    );
  });

  test('3 + 3 + 4..6 digits with any separators is a phone number', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        digits(3),
        separator,
        digits(3),
        separator,
        fc.integer({ min: 4, max: 6 }).chain(digits),
        (plus, brackets, area, first, exchange, second, line) => {
          const areaPart = brackets ? `(${area})` : area;
          const value = `${plus ? '+' : ''}${areaPart}${first}${exchange}${second}${line}`;
          expect(isPhoneNumber(value)).toBe(true);
        },
      ),
    );
  });

  test('a last group of 1–3 or 7+ digits is never a phone number', () => {
    fc.assert(
      fc.property(
        digits(3),
        digits(3),
        fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 7, max: 20 })).chain(digits),
        (area, exchange, line) => {
          expect(isPhoneNumber(`${area}-${exchange}-${line}`)).toBe(false);
        },
      ),
    );
  });

  test('generated URLs from scheme, host, port and path are valid', () => {
    const octet = fc.integer({ min: 0, max: 255 }).map(String);
    const ipv4 = fc.tuple(octet, octet, octet, octet).map((parts) => parts.join('.'));
    fc.assert(
      fc.property(
        fc.constantFrom('', 'http://', 'https://'),
        fc.oneof(domain, ipv4),
        fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
        fc.array(label, { maxLength: 4 }),
        (scheme, host, port, segments) => {
          const path = segments.length ? `/${segments.join('/')}` : '';
          const value = `${scheme}${host}${port === undefined ? '' : `:${port}`}${path}`;
          expect(isUrl(value)).toBe(true);
        },
      ),
    );
  });

  test('a space anywhere makes a URL invalid', () => {
    fc.assert(
      fc.property(domain, fc.nat(), (host, at) => {
        const value = `https://${host}/page`;
        const index = at % (value.length + 1);
        expect(isUrl(`${value.slice(0, index)} ${value.slice(index)}`)).toBe(false);
      }),
    );
  });

  test('validators never throw on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (value) => {
        expect(typeof isEmail(value)).toBe('boolean');
        expect(typeof isPhoneNumber(value)).toBe('boolean');
        expect(typeof isUrl(value)).toBe('boolean');
      }),
    );
  });
});

describe('adversarial inputs of 100,000 characters', () => {
  const length = 100_000;
  // Inputs that make backtracking patterns explode: long runs that almost match, then fail.
  const inputs = [
    'a'.repeat(length),
    `${'a.'.repeat(length / 2)}@`,
    `${'a'.repeat(length)}@example.com`,
    `ada@${'a-'.repeat(length / 2)}`,
    `ada@${'a.'.repeat(length / 2)}!`,
    `${'1'.repeat(length)}x`,
    `+(${'5'.repeat(length)}`,
    `555-123-${'4'.repeat(length)}`,
    `${'5 '.repeat(length / 2)}x`,
    `https://${'a.'.repeat(length / 2)}`,
    `https://example.com/${'a/'.repeat(length / 2)} `,
    `http://${'1.'.repeat(length / 2)}`,
    `https://example.com:${'9'.repeat(length)}`,
    `${'http://'.repeat(length / 7)}`,
  ];

  test('each validator answers every input quickly', () => {
    const started = performance.now();
    for (const value of inputs) {
      isEmail(value);
      isPhoneNumber(value);
      isUrl(value);
      validateEmail(value);
      validatePhoneNumber(value);
      validateUrl(value);
    }
    // Linear scanners take tens of milliseconds here; a backtracking pattern takes minutes.
    // The bound leaves room for a CI machine busy with the browser tests at the same time.
    expect(performance.now() - started).toBeLessThan(1500);
  });

  test('and refuses them', () => {
    for (const value of inputs) {
      expect(isEmail(value)).toBe(false);
      expect(isPhoneNumber(value)).toBe(false);
      expect(isUrl(value)).toBe(false);
    }
  });

  test('a long valid URL is still accepted', () => {
    expect(isUrl(`https://example.com/${'a'.repeat(length)}`)).toBe(true);
  });
});
