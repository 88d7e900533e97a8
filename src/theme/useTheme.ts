/**
 * The theme every component reads. Inside a `ThemeProvider` it is that provider's theme. Outside
 * one (a component rendered alone in an app's test, a provider left out by mistake) it is the
 * light theme, so the component renders instead of failing on a missing token, and development
 * builds say once what is missing: without the provider the page has none of its CSS custom
 * properties (the colours) or document-wide styles.
 */
import { useTheme as useEmotionTheme, type Theme } from '@emotion/react';
import { isDevelopment } from '../lib/devWarning';
import { createTheme } from './theme';

let fallbackTheme: Theme | undefined;
let hasWarned = false;

/**
 * Whether `theme` is a Tessera theme, alone or merged with an app's by nested Emotion providers:
 * Emotion's default theme is an empty object, and an app's own theme may well have `colors` or
 * `space`, but not these.
 */
export const isTesseraTheme = (theme: object): theme is Theme =>
  'tones' in theme && 'syntax' in theme && 'layoutBreakpoints' in theme;

/** The light theme, made on first use; in development, says once that the provider is missing. */
function themeOutsideProvider(): Theme {
  if (!hasWarned && isDevelopment()) {
    hasWarned = true;
    console.warn(
      'ThemeProvider: a Tessera component rendered outside <ThemeProvider>; it uses the light ' +
        'theme without the colours and global styles the provider adds. Wrap the app (and the ' +
        "render of a component test) in <ThemeProvider> from '@tessera/react'.",
    );
  }
  fallbackTheme ??= createTheme('light');
  return fallbackTheme;
}

export function useTheme(): Theme {
  const theme = useEmotionTheme();
  return isTesseraTheme(theme) ? theme : themeOutsideProvider();
}
