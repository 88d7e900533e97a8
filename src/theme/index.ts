export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { GlobalStyles } from './GlobalStyles';
export { schemeDeclarations, tokenColorDeclarations } from './cssVariables';
export type { CssDeclarations } from './cssVariables';
export {
  createTheme,
  cssVariableName,
  statusTones,
  tones,
  colouredTones,
  semanticColorNames,
} from './theme';
export type {
  TesseraTheme,
  ColorScheme,
  ColorSchemePreference,
  StatusTone,
  Tone,
  ColouredTone,
  ToneColors,
  SemanticColorName,
} from './theme';
export {
  visuallyHidden,
  focusRing,
  focusOutline,
  textStyle,
  textStyleObject,
  pill,
  navigationTag,
  iconButton,
  ringShadow,
  shimmer,
  shimmerSurface,
  spin,
} from './styles';
