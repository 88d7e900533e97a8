/**
 * Tessera's public API. Every export is listed by name so that the package's surface is a
 * deliberate choice; `src/exports.test.ts` snapshots this list.
 */

// Tokens
export {
  colors,
  brandColorNames,
  breakpoints,
  layoutBreakpoints,
  scrollbarSize,
  fontFamily,
  textStyles,
  space,
  radii,
  sizes,
  durations,
  easing,
  defaultTransition,
  zIndex,
} from './tokens';
export type {
  ColorToken,
  ColorName,
  Breakpoint,
  LayoutBreakpoint,
  TextStyle,
  TextStyleName,
  SpaceStep,
  Radius,
  ZLayer,
} from './tokens';

// Theme
export { ThemeProvider, GlobalStyles, createTheme, cssVariableName, tones } from './theme';
export type {
  ThemeProviderProps,
  TesseraTheme,
  ColorScheme,
  Tone,
  ToneColors,
  SemanticColorName,
} from './theme';

// Foundation components
export { Button } from './components/Button';
export type { ButtonProps, ButtonVariant } from './components/Button';
export { Typography } from './components/Typography';
export type { TypographyProps } from './components/Typography';
export {
  ArrowLeftIcon,
  ArrowRightIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  CloseIcon,
  ExternalLinkIcon,
  icons,
} from './components/Iconography';
export type { IconName, IconProps } from './components/Iconography';
