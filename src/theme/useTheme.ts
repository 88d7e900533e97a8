/**
 * The theme every component reads: that of the nearest `ThemeProvider`. Without one (a component
 * rendered alone in an app's test, a provider left out by mistake) there are no tokens to draw
 * with, and a component fails with an error that names the missing provider and the fix, not on
 * the first missing token. (A fallback theme would add every token to each component's bundle.)
 */
import { useTheme as useEmotionTheme } from '@emotion/react';
import type { TesseraTheme } from './theme';
import { createContext, useContext } from 'react';

/**
 * Whether `theme` is a Tessera theme, alone or merged with an app's by nested Emotion providers:
 * Emotion's default theme is an empty object, and an app's own theme may well have `colors` or
 * `space`, but not these.
 */
export const isTesseraTheme = (theme: object): theme is TesseraTheme =>
  'tones' in theme && 'syntax' in theme && 'layoutBreakpoints' in theme;

export const missingProviderMessage =
  "Tessera: a component rendered outside <ThemeProvider>. Wrap the app (and the render of a component test) in <ThemeProvider> from '@tessera/react'.";

/**
 * The theme of the nearest `ThemeProvider`, apart from Emotion's theme context. `ThemeProvider`
 * gives its theme to both: Emotion's for an app's own `css` and `styled` code, this one for the
 * components. An app's Emotion `ThemeProvider` between a Tessera provider and a component merges
 * its own theme into Emotion's (an app theme with `colors` would replace Tessera's colours), but
 * never reaches this one.
 */
export const TesseraThemeContext = createContext<TesseraTheme | null>(null);

export function useTheme(): TesseraTheme {
  const own = useContext(TesseraThemeContext);
  const emotion = useEmotionTheme();
  if (own) return own;
  // A Tessera theme given through Emotion's provider alone (`createTheme()` handed to it).
  if (isTesseraTheme(emotion)) return emotion;
  throw new Error(missingProviderMessage);
}
