/**
 * Colour tokens. Every colour is a pair: the sRGB value every screen understands and a
 * display-p3 value that wide-gamut screens show instead (the theme swaps them inside
 * `@supports (color: color(display-p3 1 1 1))` and `@media (color-gamut: p3)`).
 *
 * The brand colours are the spec's. Their `Strong` companions are darker shades that keep
 * white text on a filled surface at WCAG AA contrast (4.5:1), and the `Ink` companions keep
 * coloured text readable on the tone's tinted surfaces, even pressed; the brand value itself
 * stays the colour of strokes, icons, swatches and large surfaces.
 */
export interface ColorToken {
  /** Hex value in sRGB, always six upper-case digits. */
  srgb: string;
  /** The same hue for wide-gamut screens, as a CSS `color(display-p3 …)` value. */
  p3: string;
}

export const colors = {
  black: { srgb: '#16171C', p3: 'color(display-p3 0.087 0.09 0.108)' },
  grayDark: { srgb: '#5A5F6E', p3: 'color(display-p3 0.357 0.372 0.426)' },
  grayLight: { srgb: '#E6E8EE', p3: 'color(display-p3 0.903 0.91 0.931)' },
  white: { srgb: '#FFFFFF', p3: 'color(display-p3 1 1 1)' },
  primary: { srgb: '#6187FE', p3: 'color(display-p3 0.38 0.52 1)' },
  purple: { srgb: '#8B5CF6', p3: 'color(display-p3 0.53 0.35 0.98)' },
  red: { srgb: '#FF4E4E', p3: 'color(display-p3 1 0.31 0.3)' },
  green: { srgb: '#00C454', p3: 'color(display-p3 0.2 0.78 0.33)' },
  orange: { srgb: '#FFE53D', p3: 'color(display-p3 1 0.9 0.24)' },
  primaryStrong: { srgb: '#3F63E8', p3: 'color(display-p3 0.28 0.39 0.92)' },
  purpleStrong: { srgb: '#7C3AED', p3: 'color(display-p3 0.47 0.24 0.92)' },
  redStrong: { srgb: '#D62C2C', p3: 'color(display-p3 0.8 0.2 0.19)' },
  greenStrong: { srgb: '#007A34', p3: 'color(display-p3 0.1 0.47 0.22)' },
  primaryInk: { srgb: '#2F4FC4', p3: 'color(display-p3 0.21 0.31 0.75)' },
  greenInk: { srgb: '#006B2D', p3: 'color(display-p3 0.09 0.41 0.19)' },
  redInk: { srgb: '#A11F1F', p3: 'color(display-p3 0.6 0.15 0.14)' },
  orangeInk: { srgb: '#6B5A00', p3: 'color(display-p3 0.41 0.35 0.05)' },
  grayInk: { srgb: '#474B57', p3: 'color(display-p3 0.28 0.294 0.337)' },
  grayMid: { srgb: '#6B7080', p3: 'color(display-p3 0.42 0.438 0.497)' },
  grayFaint: { srgb: '#F4F5F8', p3: 'color(display-p3 0.957 0.961 0.971)' },
} as const satisfies Record<string, ColorToken>;

export type ColorName = keyof typeof colors;

/** The colours the spec names, in the spec's order; the rest are companions. */
export const brandColorNames = [
  'black',
  'grayDark',
  'grayLight',
  'primary',
  'purple',
  'red',
  'green',
  'orange',
] as const satisfies readonly ColorName[];
