/**
 * The CSS custom properties behind the theme's `var(--tessera-…)` references: token colours
 * in sRGB with their P3 upgrade, and the semantic and tone colours of each colour scheme.
 */
import { colors, type ColorName } from '../tokens';
import {
  cssVariableName,
  type ColorScheme,
  type SemanticColorName,
  type ColouredTone,
} from './theme';

/** CSS custom properties by name (`--tessera-…`), with `colorScheme` where a scheme sets it. */
export type CssDeclarations = Record<string, string>;
type Declarations = CssDeclarations;

const ref = (name: ColorName) => `var(${cssVariableName(name)})`;
const tint = (name: ColorName, percent: number) =>
  `color-mix(in srgb, ${ref(name)} ${percent}%, transparent)`;

const semantic: Record<ColorScheme, Record<SemanticColorName, string>> = {
  light: {
    text: ref('black'),
    textMuted: ref('grayDark'),
    surface: ref('white'),
    surfaceRaised: ref('white'),
    surfaceSunken: ref('grayFaint'),
    border: ref('grayLight'),
    borderStrong: ref('grayMid'),
    focusRing: ref('primaryStrong'),
    accentText: ref('primaryInk'),
    overlay: 'rgba(22, 23, 28, 0.48)',
  },
  dark: {
    text: '#F1F2F6',
    textMuted: '#A9AEBB',
    surface: '#0F1117',
    surfaceRaised: '#1A1D26',
    surfaceSunken: '#08090D',
    border: '#2C303C',
    borderStrong: '#7D8393',
    focusRing: '#8FA9FF',
    accentText: '#8FA9FF',
    overlay: 'rgba(0, 0, 0, 0.64)',
  },
};

interface ToneValues {
  solid: string;
  onSolid: string;
  text: Record<ColorScheme, string>;
  soft: string;
}

const toneValues: Record<ColouredTone, ToneValues> = {
  primary: {
    solid: ref('primaryStrong'),
    onSolid: ref('white'),
    text: { light: ref('primaryInk'), dark: '#8FA9FF' },
    soft: tint('primary', 14),
  },
  secondary: {
    solid: ref('grayDark'),
    onSolid: ref('white'),
    text: { light: ref('grayInk'), dark: '#C3C7D1' },
    soft: tint('grayMid', 14),
  },
  success: {
    solid: ref('greenStrong'),
    onSolid: ref('white'),
    text: { light: ref('greenInk'), dark: ref('green') },
    soft: tint('green', 14),
  },
  warning: {
    solid: ref('orange'),
    onSolid: ref('black'),
    text: { light: ref('orangeInk'), dark: ref('orange') },
    soft: tint('orange', 24),
  },
  danger: {
    solid: ref('redStrong'),
    onSolid: ref('white'),
    text: { light: ref('redInk'), dark: ref('red') },
    soft: tint('red', 14),
  },
};

/**
 * The token colours as custom properties (`--tessera-primary: #…`), in sRGB or in Display P3,
 * for styling outside React (a server page, a CMS template, a non-React chrome).
 */
export function tokenColorDeclarations(gamut: 'srgb' | 'p3'): Declarations {
  return Object.fromEntries(
    Object.entries(colors).map(([name, token]) => [cssVariableName(name), token[gamut]]),
  );
}

/**
 * The semantic and tone colours of one scheme as custom properties that refer to the token
 * properties (`--tessera-surface: var(--tessera-white)`), plus its `colorScheme`. Pair with
 * `tokenColorDeclarations` where `GlobalStyles` does not run.
 */
export function schemeDeclarations(scheme: ColorScheme): Declarations {
  const declarations: Declarations = { colorScheme: scheme };
  for (const [name, value] of Object.entries(semantic[scheme])) {
    declarations[cssVariableName(name)] = value;
  }
  for (const [tone, values] of Object.entries(toneValues)) {
    declarations[cssVariableName(`${tone}ToneSolid`)] = values.solid;
    declarations[cssVariableName(`${tone}ToneOnSolid`)] = values.onSolid;
    declarations[cssVariableName(`${tone}ToneText`)] = values.text[scheme];
    declarations[cssVariableName(`${tone}ToneSoft`)] = values.soft;
  }
  return declarations;
}
