import { expect, test } from 'vitest';
import * as tessera from './index';

// An accidental export shows up here in review: update the snapshot only on purpose.
test('the public entry exports exactly these names', () => {
  expect(Object.keys(tessera).sort()).toMatchSnapshot();
});
