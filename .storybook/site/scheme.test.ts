import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fontFamily } from '../../src/tokens/typography';
import { chromeColors } from '../theme';
import { parseSchemeChoice, readSchemeChoice, resolveScheme, schemeStorageKey } from './scheme';

describe('scheme choice', () => {
  test('defaults to System, which follows the system preference', () => {
    expect(parseSchemeChoice(null)).toBe('system');
    expect(parseSchemeChoice('sepia')).toBe('system');
    expect(resolveScheme('system', true)).toBe('dark');
    expect(resolveScheme('system', false)).toBe('light');
    expect(resolveScheme('light', true)).toBe('light');
    expect(resolveScheme('dark', false)).toBe('dark');
  });

  test('reads the stored choice and survives a storage that throws', () => {
    expect(readSchemeChoice({ getItem: (key) => (key === schemeStorageKey ? 'dark' : null) })).toBe(
      'dark',
    );
    expect(
      readSchemeChoice({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('system');
  });
});

describe('first-paint colours in the document heads', () => {
  const head = (name: string) =>
    // Hex colours compare without case: `#0F1117` in the tokens is `#0f1117` in the head.
    readFileSync(new URL(`../${name}`, import.meta.url), 'utf8')
      .replace(/\s+/g, ' ')
      .toLowerCase();

  test('use the storage key of the switch', () => {
    expect(head('preview-head.html')).toContain(`'${schemeStorageKey.toLowerCase()}'`);
    expect(head('manager-head.html')).toContain(`'${schemeStorageKey.toLowerCase()}'`);
  });

  test.each(['light', 'dark'] as const)('are the chrome colours of the %s scheme', (scheme) => {
    const colors = chromeColors(scheme);
    const lower = (color: string) => color.toLowerCase();
    expect(head('preview-head.html')).toContain(
      `html[data-site-scheme='${scheme}'] { color-scheme: ${scheme}; background: ${lower(colors.contentBg)}; color: ${lower(colors.text)}; }`,
    );
    expect(head('manager-head.html')).toContain(
      `html[data-site-scheme='${scheme}'] { color-scheme: ${scheme}; background: ${lower(colors.appBg)}; }`,
    );
  });
});

test("Storybook's placeholders in the preview use the site's face", () => {
  const head = readFileSync(new URL('../preview-head.html', import.meta.url), 'utf8');
  expect(head.replace(/\s+/g, ' ')).toContain(
    `html .sb-wrapper { font-family: ${fontFamily.sans}; }`,
  );
});
