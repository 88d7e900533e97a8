import { describe, expect, test } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  test('black on white is 21:1 and symmetric', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
  });

  test('a colour against itself is 1:1', () => {
    expect(contrastRatio('#6187FE', '#6187fe')).toBe(1);
  });

  test('matches published WCAG figures', () => {
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  test('rejects anything that is not six hex digits', () => {
    expect(() => relativeLuminance('#FFF')).toThrow('Expected a colour like #6187FE, got "#FFF".');
    expect(() => relativeLuminance('red')).toThrow();
  });
});
