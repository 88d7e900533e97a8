/**
 * What Emotion's theme context holds below a `ThemeProvider`: Tessera's theme, with an app's own
 * Emotion theme kept on top of it whichever provider is outside the other.
 *
 * Emotion merges a nested provider's object theme over the outer one, so handing it Tessera's
 * theme as an object replaced an app theme's `colors` or `space` for everything below Tessera's
 * provider when the app's provider was outside it (and not when it was inside). Here the app's
 * values always win in Emotion's context; Tessera's components never read that context (they
 * read Tessera's own, see `useTheme`), so nothing of theirs changes.
 */
import type { TesseraTheme } from './theme';
import { isTesseraTheme } from './useTheme';

/**
 * Emotion's theme below a Tessera provider whose theme is `theme`. `outer` is Emotion's theme
 * above it; `outerTessera` the theme of the Tessera provider above, if any. A value of `outer`
 * that came from Tessera (the same value as the provider above has, or any Tessera key of a
 * Tessera theme given to Emotion's provider alone) gives way to this provider's, so a nested
 * scheme shows; any other value is the app's and is kept.
 */
export function emotionThemeBelow(
  theme: TesseraTheme,
  outer: object,
  outerTessera: TesseraTheme | null,
): TesseraTheme {
  const merged: Record<string, unknown> = { ...theme };
  const outerIsTessera = !outerTessera && isTesseraTheme(outer);
  for (const [key, value] of Object.entries(outer)) {
    const tesseraKey = key in theme;
    const fromTessera =
      tesseraKey &&
      (outerTessera ? outerTessera[key as keyof TesseraTheme] === value : outerIsTessera);
    if (!fromTessera) merged[key] = value;
  }
  return merged as unknown as TesseraTheme;
}
