/**
 * `@tessera/react/tokens`: the design tokens and the CSS custom properties of each colour scheme,
 * with no React or Emotion in its module graph: for build tools, stylesheets and chrome that is
 * not rendered by React (the docs site's manager reads its colours from here).
 */
export * from './tokens';
export { cssVariableName } from './theme/theme';
export { schemeDeclarations, tokenColorDeclarations } from './theme/cssVariables';
export type { CssDeclarations } from './theme/cssVariables';
