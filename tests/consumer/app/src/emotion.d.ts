/**
 * The README's one declaration for an app that reads Tessera's tokens from Emotion's theme
 * (`useTheme()`, `css` callbacks, `styled`): Tessera's ThemeProvider gives its theme to Emotion's
 * context, and this types it.
 */
import type { TesseraTheme } from '@tessera/react';

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged, not empty
  export interface Theme extends TesseraTheme {}
}
