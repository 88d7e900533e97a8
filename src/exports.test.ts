import { expect, test } from 'vitest';
import * as tessera from './index';
import * as testing from './testing';

// An accidental export shows up here in review: update the snapshot only on purpose.
test('the public entry exports exactly these names', () => {
  expect(Object.keys(tessera).sort()).toMatchSnapshot();
});

// Test doubles live in `@tessera/react/testing`, never in the main entry.
test('the testing entry exports exactly these names', () => {
  expect(Object.keys(testing).sort()).toMatchSnapshot();
  expect(Object.keys(tessera)).not.toContain('createScriptedTransport');
});
