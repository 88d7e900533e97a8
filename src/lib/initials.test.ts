import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialsOf, pickIndex } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['grace brewer hopper', 'GH'],
    ['Linus', 'L'],
    ['  Émile   Zola ', 'ÉZ'],
    ['Jean-Luc Picard', 'JP'],
    ['O’Brien', 'O'],
    ['', ''],
    ['   ', ''],
    ['— ·', ''],
  ])('%j → %j', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });

  it('never returns more than two characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        expect(Array.from(initialsOf(name)).length).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('pickIndex', () => {
  it('is stable and in range', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 12 }), (name, count) => {
        const index = pickIndex(name, count);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(count);
        expect(pickIndex(name, count)).toBe(index);
      }),
    );
  });
});
