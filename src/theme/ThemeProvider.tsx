import { Global, ThemeProvider as EmotionThemeProvider, css } from '@emotion/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { schemeDeclarations, tokenColorDeclarations } from './cssVariables';
import { GlobalStyles } from './GlobalStyles';
import { createTheme, type ColorScheme } from './theme';

export interface ThemeProviderProps {
  children?: ReactNode;
  /**
   * Colour scheme of everything inside. Portalled layers (toasts, dialogs, tooltips) follow it.
   * @default 'light'
   */
  colorScheme?: ColorScheme;
  /**
   * Adds the document-wide styles: product font, body colours, scrollbars, focus rings and
   * reduced motion. Turn off when Tessera lives inside a page that styles its own body.
   * @default true
   */
  globalStyles?: boolean;
}

const rootVariables = css({
  ':root': { ...tokenColorDeclarations('srgb'), ...schemeDeclarations('light') },
  '@supports (color: color(display-p3 1 1 1))': {
    '@media (color-gamut: p3)': { ':root': tokenColorDeclarations('p3') },
  },
  '[data-tessera-scheme="light"]': schemeDeclarations('light'),
  '[data-tessera-scheme="dark"]': schemeDeclarations('dark'),
});

const schemeScope = css({ display: 'contents' });

/**
 * What the providers above have already added to the document. The CSS variables and the global
 * styles are document-wide, so a nested provider (a code sample inside a docs page, a themed
 * island inside a themed app) adds neither again; each would be another style sheet for the
 * browser to match against every element.
 */
const DocumentStylesContext = createContext({ variables: false, globalStyles: false });

/** Gives every Tessera component below it the theme, the CSS variables and, by default, the global styles. */
export function ThemeProvider({
  children,
  colorScheme = 'light',
  globalStyles = true,
}: ThemeProviderProps) {
  const theme = useMemo(() => createTheme(colorScheme), [colorScheme]);
  const above = useContext(DocumentStylesContext);
  const addGlobalStyles = globalStyles && !above.globalStyles;
  const documentStyles = useMemo(
    () => ({ variables: true, globalStyles: above.globalStyles || globalStyles }),
    [above.globalStyles, globalStyles],
  );
  return (
    <EmotionThemeProvider theme={theme}>
      <DocumentStylesContext.Provider value={documentStyles}>
        {!above.variables && <Global styles={rootVariables} />}
        {addGlobalStyles && <GlobalStyles />}
        <div data-tessera-scheme={colorScheme} css={schemeScope}>
          {children}
        </div>
      </DocumentStylesContext.Provider>
    </EmotionThemeProvider>
  );
}
