export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { GlobalStyles } from './GlobalStyles';
export { createTheme, cssVariableName, tones, semanticColorNames } from './theme';
export type {
  TesseraTheme,
  ColorScheme,
  ColorSchemePreference,
  Tone,
  ToneColors,
  SemanticColorName,
} from './theme';
export { visuallyHidden, focusRing, textStyle } from './styles';
