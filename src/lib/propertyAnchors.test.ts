import { expect, test } from 'vitest';
import { anchorUrl, idFromHash, propertyAnchorId } from './propertyAnchors';

test('anchor ids are prop-<name>, nested names joined by dashes', () => {
  expect(propertyAnchorId(['tone'])).toBe('prop-tone');
  expect(propertyAnchorId(['options', 'label'])).toBe('prop-options-label');
  expect(propertyAnchorId(['aria label'])).toBe('prop-aria-label');
});

test('anchorUrl replaces any existing hash', () => {
  expect(anchorUrl('https://tessera.dev/components/button', 'prop-tone')).toBe(
    'https://tessera.dev/components/button#prop-tone',
  );
  expect(anchorUrl('https://tessera.dev/components/button?x=1#usage', 'prop-tone')).toBe(
    'https://tessera.dev/components/button?x=1#prop-tone',
  );
});

test('idFromHash decodes the hash and ignores an empty one', () => {
  expect(idFromHash('#prop-tone')).toBe('prop-tone');
  expect(idFromHash('#caf%C3%A9')).toBe('café');
  expect(idFromHash('#%E0%A4%A')).toBe('%E0%A4%A');
  expect(idFromHash('')).toBeNull();
  expect(idFromHash('#')).toBeNull();
});
