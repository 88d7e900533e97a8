import { Global, ThemeProvider as EmotionThemeProvider, css } from '@emotion/react';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { mediaQueryMatches, subscribeToMediaQuery } from '../lib/media';
import { schemeDeclarations, tokenColorDeclarations } from './cssVariables';
import { emotionThemeBelow } from './emotionTheme';
import { GlobalStyles } from './GlobalStyles';
import { createTheme, type ColorScheme, type ColorSchemePreference } from './theme';
import { TesseraThemeContext } from './useTheme';

export interface ThemeProviderProps {
  children?: ReactNode;
  /**
   * Colour scheme of everything inside. Portalled layers (toasts, dialogs, tooltips) follow it.
   * `'system'` follows the reader's `prefers-color-scheme` and changes with it; the server and
   * the hydrating render use `'light'`, then the page switches if the reader prefers dark.
   * @default 'light'
   */
  colorScheme?: ColorSchemePreference;
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
  // A word longer than its line (a web address, a file name, a German compound) breaks anywhere
  // rather than run out of its box, the component's and the page's (which would scroll
  // sideways), with or without the global styles.
  '[data-tessera-scheme]': { overflowWrap: 'anywhere' },
  // `color-scheme` lets native controls and scrollbars inside a scheme match it.
  '[data-tessera-scheme="light"]': { ...schemeDeclarations('light'), colorScheme: 'light' },
  '[data-tessera-scheme="dark"]': { ...schemeDeclarations('dark'), colorScheme: 'dark' },
  // Paper is white and browsers leave backgrounds out when printing: a dark scheme would print
  // its pale text on white. Printed, every scheme takes the light colours.
  '@media print': {
    '[data-tessera-scheme="dark"]': { ...schemeDeclarations('light'), colorScheme: 'light' },
  },
});

const prefersDark = '(prefers-color-scheme: dark)';
const subscribeToSystemScheme = (onChange: () => void) =>
  subscribeToMediaQuery(prefersDark, onChange);
const subscribeToNothing = () => () => {};
const systemScheme = (): ColorScheme => (mediaQueryMatches(prefersDark) ? 'dark' : 'light');
const lightScheme = (): ColorScheme => 'light';

/** The scheme to render: the given one, or the reader's preference, kept current, for `'system'`. */
function useResolvedColorScheme(preference: ColorSchemePreference): ColorScheme {
  const followsSystem = preference === 'system';
  const system = useSyncExternalStore(
    followsSystem ? subscribeToSystemScheme : subscribeToNothing,
    followsSystem ? systemScheme : lightScheme,
    lightScheme,
  );
  return followsSystem ? system : preference;
}

const schemeScope = css({ display: 'contents' });

/**
 * What the providers above have already added to the document. The CSS variables and the global
 * styles are document-wide, so a nested provider (a code sample inside a docs page, a themed
 * island inside a themed app) adds neither again; each would be another style sheet for the
 * browser to match against every element.
 */
const DocumentStylesContext = createContext({ variables: false, globalStyles: false });

/**
 * Gives every Tessera component below it the theme, the CSS variables and, by default, the global
 * styles. A provider: it takes no `ref` or native props (its wrapper only scopes the colour scheme).
 */
export function ThemeProvider({
  children,
  colorScheme: preference = 'light',
  globalStyles = true,
}: ThemeProviderProps) {
  const colorScheme = useResolvedColorScheme(preference);
  const theme = useMemo(() => createTheme(colorScheme), [colorScheme]);
  // Emotion's context gets the theme too, for an app's own css and styled code, under an app
  // theme of its own wherever that one is provided (see emotionThemeBelow). One function per
  // theme: Emotion keeps the merged theme for each function and outer theme.
  const outerTessera = useContext(TesseraThemeContext);
  const emotionTheme = useCallback(
    (outer: object) => emotionThemeBelow(theme, outer, outerTessera),
    [theme, outerTessera],
  );
  const above = useContext(DocumentStylesContext);
  const addGlobalStyles = globalStyles && !above.globalStyles;
  const documentStyles = useMemo(
    () => ({ variables: true, globalStyles: above.globalStyles || globalStyles }),
    [above.globalStyles, globalStyles],
  );
  return (
    <EmotionThemeProvider theme={emotionTheme}>
      <TesseraThemeContext.Provider value={theme}>
        <DocumentStylesContext.Provider value={documentStyles}>
          {!above.variables && <Global styles={rootVariables} />}
          {addGlobalStyles && <GlobalStyles />}
          <div data-tessera-scheme={colorScheme} css={schemeScope}>
            {children}
          </div>
        </DocumentStylesContext.Provider>
      </TesseraThemeContext.Provider>
    </EmotionThemeProvider>
  );
}
