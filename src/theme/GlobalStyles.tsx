import { Global, type CSSObject } from '@emotion/react';
import type { TesseraTheme } from './theme';
import { useTheme } from './useTheme';
import { schemeDeclarations } from './cssVariables';

const globalStyles = (theme: TesseraTheme): CSSObject => ({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  // The root's `color-scheme` themes the page's scrollbars and every native control.
  ':root': { colorScheme: theme.colorScheme },
  // The body takes the scheme too, so the page and everything portalled into it match.
  body: {
    ...schemeDeclarations(theme.colorScheme),
    margin: 0,
    fontFamily: theme.fontFamily.sans,
    fontSize: theme.textStyles.p.fontSize,
    lineHeight: theme.textStyles.p.lineHeight,
    color: theme.colors.text,
    background: theme.colors.surface,
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    textRendering: 'optimizeLegibility',
  },
  '[data-tessera-scheme]': { color: theme.colors.text },
  // Printed, the page takes the light colours (see the CSS variables in ThemeProvider).
  '@media print': {
    ':root': { colorScheme: 'light' },
    body: schemeDeclarations('light'),
  },
  // Arrows and chevrons that point along the line point the other way in right-to-left text.
  // `scale`, not `transform`: a component may still move the icon with a transform.
  '[data-directional]:dir(rtl)': { scale: '-1 1' },
  ':focus-visible': {
    outline: `2px solid ${theme.colors.focusRing}`,
    outlineOffset: 2,
  },
  '*': {
    scrollbarWidth: 'thin',
    scrollbarColor: `${theme.colors.borderStrong} transparent`,
  },
  '::-webkit-scrollbar': { width: theme.scrollbarSize, height: theme.scrollbarSize },
  '::-webkit-scrollbar-thumb': {
    background: theme.colors.borderStrong,
    borderRadius: theme.scrollbarSize,
  },
  [theme.media.reducedMotion]: {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});

/**
 * Document-wide styles: product font, colours, scrollbars, focus-visible ring and reduced motion.
 * It renders no element, so it takes no `ref` or native props.
 */
export function GlobalStyles() {
  const theme = useTheme();
  return <Global styles={globalStyles(theme)} />;
}
