import { describe, expect, test } from 'vitest';
import { directionOf, inlineKey, inlinePlacement } from './direction';

describe('inlineKey', () => {
  test('left to right keeps every key', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'a']) {
      expect(inlineKey(key, 'ltr')).toBe(key);
    }
  });

  test('right to left swaps Left and Right Arrow only', () => {
    expect(inlineKey('ArrowLeft', 'rtl')).toBe('ArrowRight');
    expect(inlineKey('ArrowRight', 'rtl')).toBe('ArrowLeft');
    for (const key of ['ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', ' ', 'a']) {
      expect(inlineKey(key, 'rtl')).toBe(key);
    }
  });
});

describe('inlinePlacement', () => {
  test('left to right keeps the placement', () => {
    expect(inlinePlacement('right-start', 'ltr')).toBe('right-start');
    expect(inlinePlacement('left', 'ltr')).toBe('left');
  });

  test('right to left moves a side placement to the other side, alignment kept', () => {
    expect(inlinePlacement('right-start', 'rtl')).toBe('left-start');
    expect(inlinePlacement('left-end', 'rtl')).toBe('right-end');
    expect(inlinePlacement('right', 'rtl')).toBe('left');
  });

  test('above and below stay: floating-ui turns their start and end itself', () => {
    for (const placement of ['bottom-start', 'bottom-end', 'top-start', 'top', 'bottom']) {
      expect(inlinePlacement(placement, 'rtl')).toBe(placement);
    }
  });
});

describe('directionOf', () => {
  test('is left to right for an element without a window (a detached document)', () => {
    const element = {
      ownerDocument: { defaultView: null },
    } as unknown as Element;
    expect(directionOf(element)).toBe('ltr');
  });

  test('reads the computed direction', () => {
    const window = {
      getComputedStyle: (element: { dir: string }) => ({ direction: element.dir }),
    };
    const element = (dir: string) => ({ dir, ownerDocument: { defaultView: window } }) as unknown;
    expect(directionOf(element('rtl') as Element)).toBe('rtl');
    expect(directionOf(element('ltr') as Element)).toBe('ltr');
    expect(directionOf(element('') as Element)).toBe('ltr');
  });
});
