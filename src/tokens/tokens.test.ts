import { describe, expect, test } from 'vitest';
import { contrastRatio } from '../lib/contrast';
import { breakpoints, colors, layoutBreakpoints, scrollbarSize, sizes, textStyles } from './index';

describe('colour tokens', () => {
  // Ink colours sit on 14–24 % tints of their tone, darkened further when pressed; 6.5:1 on
  // white leaves room for that and still meets AA.
  test.each(['primaryInk', 'greenInk', 'redInk', 'orangeInk', 'grayInk'] as const)(
    '%s keeps 6.5:1 on white',
    (ink) => {
      expect(contrastRatio(colors[ink].srgb, colors.white.srgb)).toBeGreaterThanOrEqual(6.5);
    },
  );

  test('carry the spec values', () => {
    expect(colors.primary.srgb).toBe('#6187FE');
    expect(colors.green.srgb).toBe('#00C454');
    expect(colors.red.srgb).toBe('#FF4E4E');
    expect(colors.orange.srgb).toBe('#FFE53D');
  });

  test.each(Object.entries(colors))(
    '%s has an upper-case sRGB hex and a display-p3 value',
    (_, token) => {
      expect(token.srgb).toMatch(/^#[0-9A-F]{6}$/);
      expect(token.p3).toMatch(/^color\(display-p3 (0|1|0?\.\d+)( (0|1|0?\.\d+)){2}\)$/);
    },
  );

  // Text on the filled surfaces the theme defines must reach WCAG AA (4.5:1).
  test.each([
    ['primaryStrong', 'white'],
    ['greenStrong', 'white'],
    ['redStrong', 'white'],
    ['grayDark', 'white'],
    ['orange', 'black'],
    ['black', 'white'],
    ['grayDark', 'grayFaint'],
  ] as const)('%s with %s reaches AA contrast', (fill, text) => {
    expect(contrastRatio(colors[fill].srgb, colors[text].srgb)).toBeGreaterThanOrEqual(4.5);
  });
});

test('breakpoints and layout sizes are the spec values', () => {
  expect(breakpoints).toEqual({ xs: 575, sm: 767, md: 991, lg: 1199 });
  expect(Object.values(layoutBreakpoints)).toEqual([640, 820, 1110, 1220, 2200]);
  expect(scrollbarSize).toBe(6);
  expect(sizes).toMatchObject({
    controlHeight: 32,
    topBar: 58,
    sidePanel: 250,
    sidePanelCollapsed: 46,
    sideColumn: 300,
    contentMaxWidth: 1074,
    scrollOffset: 128,
    toastWidth: 334,
    tooltipWidth: 310,
    tooltipMargin: 12,
  });
});

test('the text styles are the spec list', () => {
  expect(Object.keys(textStyles).sort()).toEqual(
    ['big', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'small', 'subtitle', 'title'].sort(),
  );
});
