import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  createTypeaheadBuffer,
  findByTypeahead,
  initialFocus,
  isTypeaheadKey,
  moveBy,
  moveFocus,
  type FocusableEntry,
} from './listFocus';

const entries = (...labels: string[]): FocusableEntry[] =>
  labels.map((label) => ({ label: label.replace(/^-/, ''), disabled: label.startsWith('-') }));

describe('moveFocus', () => {
  const list = entries('Apple', '-Banana', 'Cherry', 'Date', '-Elder');

  test('moves to the next and previous enabled entry, skipping disabled ones', () => {
    expect(moveFocus(list, 0, 'next')).toBe(2);
    expect(moveFocus(list, 2, 'previous')).toBe(0);
    expect(moveFocus(list, 2, 'next')).toBe(3);
  });

  test('wraps at both ends', () => {
    expect(moveFocus(list, 3, 'next')).toBe(0);
    expect(moveFocus(list, 0, 'previous')).toBe(3);
  });

  test('stays put at the ends without wrap', () => {
    expect(moveFocus(list, 3, 'next', false)).toBe(3);
    expect(moveFocus(list, 0, 'previous', false)).toBe(0);
  });

  test('from nothing focused, next is the first and previous the last enabled entry', () => {
    expect(moveFocus(list, -1, 'next')).toBe(0);
    expect(moveFocus(list, -1, 'previous')).toBe(3);
  });

  test('first and last skip disabled entries', () => {
    expect(moveFocus(entries('-A', 'B', 'C', '-D'), 2, 'first')).toBe(1);
    expect(moveFocus(entries('-A', 'B', 'C', '-D'), 1, 'last')).toBe(2);
  });

  test('returns -1 when nothing is enabled or the list is empty', () => {
    expect(moveFocus(entries('-A', '-B'), 0, 'next')).toBe(-1);
    expect(moveFocus([], -1, 'first')).toBe(-1);
  });

  test('always lands on an enabled entry, and cycling next visits every enabled entry once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        (disabledFlags, seed) => {
          const list = disabledFlags.map((disabled, index) => ({ label: `${index}`, disabled }));
          const enabledCount = disabledFlags.filter((disabled) => !disabled).length;
          const start = seed % list.length;
          const visited: number[] = [];
          let index = moveFocus(list, start, 'next');
          if (enabledCount === 0) return index === -1;
          for (let step = 0; step < enabledCount; step += 1) {
            if (list[index]!.disabled) return false;
            visited.push(index);
            index = moveFocus(list, index, 'next');
          }
          return new Set(visited).size === enabledCount;
        },
      ),
    );
  });

  test('previous undoes next', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), (disabledFlags) => {
        const list = disabledFlags.map((disabled, index) => ({ label: `${index}`, disabled }));
        const first = moveFocus(list, -1, 'first');
        if (first === -1) return true;
        return moveFocus(list, moveFocus(list, first, 'next'), 'previous') === first;
      }),
    );
  });
});

describe('moveBy', () => {
  const list = entries(
    ...Array.from({ length: 25 }, (_, index) => (index === 5 ? '-X' : `O${index}`)),
  );

  test('jumps the given number of enabled entries, not counting disabled ones', () => {
    expect(moveBy(list, 0, 10)).toBe(11);
    expect(moveBy(list, 20, -10)).toBe(10);
    expect(moveBy(list, 11, -10)).toBe(0);
  });

  test('stops at the ends instead of wrapping', () => {
    expect(moveBy(list, 20, 10)).toBe(24);
    expect(moveBy(list, 3, -10)).toBe(0);
    expect(moveBy(list, 24, 10)).toBe(24);
  });

  test('starts from the first or last entry when nothing is active', () => {
    expect(moveBy(list, -1, 1)).toBe(0);
    expect(moveBy(entries(), -1, 10)).toBe(-1);
  });
});

describe('initialFocus', () => {
  test('prefers the given entry when enabled', () => {
    expect(initialFocus(entries('A', 'B', 'C'), 2)).toBe(2);
  });
  test('falls back to the first enabled entry', () => {
    expect(initialFocus(entries('-A', 'B', '-C'), 2)).toBe(1);
    expect(initialFocus(entries('-A', 'B'), -1)).toBe(1);
  });
});

describe('findByTypeahead', () => {
  const list = entries('Apple', 'Apricot', '-Avocado', 'Banana', 'blueberry', 'Cherry');

  test('matches the start of a label, case-insensitively', () => {
    expect(findByTypeahead(list, -1, 'b')).toBe(3);
    expect(findByTypeahead(list, -1, 'BL')).toBe(4);
    expect(findByTypeahead(list, 0, 'apr')).toBe(1);
  });

  test('a repeated letter cycles through the entries starting with it, skipping disabled ones', () => {
    expect(findByTypeahead(list, 0, 'a')).toBe(1);
    expect(findByTypeahead(list, 1, 'a')).toBe(0);
    expect(findByTypeahead(list, 0, 'aa')).toBe(1);
  });

  test('a longer query keeps the current entry while it still matches', () => {
    expect(findByTypeahead(list, 3, 'ba')).toBe(3);
  });

  test('returns -1 without a match', () => {
    expect(findByTypeahead(list, 0, 'z')).toBe(-1);
    expect(findByTypeahead(list, 0, 'av')).toBe(-1);
    expect(findByTypeahead(list, 0, '')).toBe(-1);
  });
});

describe('createTypeaheadBuffer', () => {
  test('joins characters typed within the timeout and restarts after it', () => {
    const buffer = createTypeaheadBuffer(500);
    expect(buffer.type('c', 1000)).toBe('c');
    expect(buffer.type('h', 1300)).toBe('ch');
    expect(buffer.isTyping(1700)).toBe(true);
    expect(buffer.isTyping(1801)).toBe(false);
    expect(buffer.type('b', 1801)).toBe('b');
    buffer.reset();
    expect(buffer.isTyping(1801)).toBe(false);
  });
});

test('typeahead keys are single printable characters without modifiers', () => {
  const key = (value: string, modifiers = {}) => ({
    key: value,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...modifiers,
  });
  expect(isTypeaheadKey(key('a'))).toBe(true);
  expect(isTypeaheadKey(key('ArrowDown'))).toBe(false);
  expect(isTypeaheadKey(key('a', { ctrlKey: true }))).toBe(false);
});
