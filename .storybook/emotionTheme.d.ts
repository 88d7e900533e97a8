/**
 * The docs site reads the theme with Emotion's `useTheme()` and `css` callbacks, as an app does,
 * so it types Emotion's theme as Tessera's the way the README tells an app to. The library itself
 * leaves Emotion's `Theme` alone: an app with a theme of its own keeps its own type.
 */
import type { TesseraTheme } from '../src';

declare module '@emotion/react' {
  // Emotion's Theme is an empty interface meant to be merged with the app's theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends TesseraTheme {}
}
