/**
 * The Tessera theme: the tokens of `src/tokens` shaped for Emotion. Colours are CSS custom
 * property references (`var(--tessera-…)`) so that the P3 upgrade and the colour scheme are
 * decided by CSS at paint time, not by JavaScript at render time.
 */
import {
  breakpoints,
  colors,
  durations,
  easing,
  fontFamily,
  layoutBreakpoints,
  radii,
  scrollbarSize,
  shadows,
  sizes,
  space,
  syntaxColors,
  textStyles,
  zIndex,
  type ColorName,
  type LayoutBreakpoint,
  type SyntaxRole,
} from '../tokens';

export type ColorScheme = 'light' | 'dark';

/** What a `ThemeProvider` is asked for: a scheme, or `'system'` to follow the reader's preference. */
export type ColorSchemePreference = ColorScheme | 'system';

/** Colours that change meaning with the colour scheme. */
export const semanticColorNames = [
  'text',
  'textMuted',
  'surface',
  'surfaceRaised',
  'surfaceSunken',
  'border',
  'borderStrong',
  'focusRing',
  'accentText',
  'overlay',
] as const;
export type SemanticColorName = (typeof semanticColorNames)[number];

/**
 * The one tone vocabulary of the library: the intent of a control (Button) or of a message
 * (Alert, Toast, Tag, StatusTag). `info` is coloured like `primary`; messages default to `info`,
 * controls to `primary`.
 */
export const statusTones = [
  'primary',
  'secondary',
  'info',
  'success',
  'warning',
  'danger',
] as const;
export type StatusTone = (typeof statusTones)[number];

/** Tones with colours of their own; the others borrow one of them. */
export const colouredTones = ['primary', 'secondary', 'success', 'warning', 'danger'] as const;
export type ColouredTone = (typeof colouredTones)[number];
/**
 * Earlier names of `statusTones` and `StatusTone`, kept inside the library (not exported from the
 * package) while every component moves to the new name.
 */
export const tones = statusTones;
export type Tone = StatusTone;

const toneColourSource: Record<StatusTone, ColouredTone> = {
  primary: 'primary',
  secondary: 'secondary',
  info: 'primary',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
};

export interface ToneColors {
  /** Filled background. */
  solid: string;
  /** Text and icons on `solid`. */
  onSolid: string;
  /** Text and strokes on the page surface. */
  text: string;
  /** Tinted background for quiet surfaces. */
  soft: string;
}

export interface TesseraTheme {
  colorScheme: ColorScheme;
  colors: Record<ColorName | SemanticColorName, string>;
  tones: Record<StatusTone, ToneColors>;
  /** Elevation of raised and floating surfaces (see `shadows` in the tokens). */
  shadows: typeof shadows;
  /** Syntax colours of code in this colour scheme. */
  syntax: Record<SyntaxRole, string>;
  fontFamily: typeof fontFamily;
  textStyles: typeof textStyles;
  space: typeof space;
  radii: typeof radii;
  sizes: typeof sizes;
  durations: typeof durations;
  easing: typeof easing;
  zIndex: typeof zIndex;
  breakpoints: typeof breakpoints;
  layoutBreakpoints: typeof layoutBreakpoints;
  scrollbarSize: number;
  media: {
    /** Viewport narrower than the layout breakpoint. */
    below: (breakpoint: LayoutBreakpoint) => string;
    /** Viewport at least as wide as the layout breakpoint. */
    atLeast: (breakpoint: LayoutBreakpoint) => string;
    /** A fine pointer on a layout at least the mobile breakpoint wide: hover effects apply. */
    hover: string;
    /**
     * Forced colours (Windows contrast themes): backgrounds and shadows are dropped, so a state
     * or an edge drawn with them needs a border, an outline or a system colour here.
     */
    forcedColors: string;
    reducedMotion: string;
  };
}

/** `primaryStrong` → `--tessera-primary-strong` */
export function cssVariableName(name: string): string {
  return `--tessera-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

const variable = (name: string) => `var(${cssVariableName(name)})`;

/** The code colours of a scheme, as the theme's `syntax` holds them (token colours as variables). */
export function syntaxPalette(colorScheme: ColorScheme): Record<SyntaxRole, string> {
  return Object.fromEntries(
    Object.entries(syntaxColors[colorScheme]).map(([role, color]) => [
      role,
      color in colors ? variable(color) : color,
    ]),
  ) as Record<SyntaxRole, string>;
}

export function createTheme(colorScheme: ColorScheme = 'light'): TesseraTheme {
  const colorRefs = Object.fromEntries(
    [...Object.keys(colors), ...semanticColorNames].map((name) => [name, variable(name)]),
  ) as TesseraTheme['colors'];
  const toneRefs = Object.fromEntries(
    statusTones.map((tone) => {
      const source = toneColourSource[tone];
      return [
        tone,
        {
          solid: variable(`${source}ToneSolid`),
          onSolid: variable(`${source}ToneOnSolid`),
          text: variable(`${source}ToneText`),
          soft: variable(`${source}ToneSoft`),
        },
      ];
    }),
  ) as Record<StatusTone, ToneColors>;
  const syntax = syntaxPalette(colorScheme);
  return {
    colorScheme,
    colors: colorRefs,
    tones: toneRefs,
    shadows,
    syntax,
    fontFamily,
    textStyles,
    space,
    radii,
    sizes,
    durations,
    easing,
    zIndex,
    breakpoints,
    layoutBreakpoints,
    scrollbarSize,
    media: {
      below: (breakpoint) => `@media (max-width: ${layoutBreakpoints[breakpoint] - 0.02}px)`,
      atLeast: (breakpoint) => `@media (min-width: ${layoutBreakpoints[breakpoint]}px)`,
      hover: `@media (hover: hover) and (min-width: ${layoutBreakpoints.mobile}px)`,
      reducedMotion: '@media (prefers-reduced-motion: reduce)',
      forcedColors: '@media (forced-colors: active)',
    },
  };
}
