/**
 * An app that types Emotion's theme as its own (a brand palette named `colors`, as many apps
 * have) and uses Tessera's components beside it. Its own `Theme` stays its own: the package adds
 * nothing to Emotion's types, so the two `colors` do not clash and Tessera's tokens are not
 * offered where the app's theme is read.
 */
import { ThemeProvider as EmotionThemeProvider, useTheme } from '@emotion/react';
import { Button, ThemeProvider } from '@tessera/react';

declare module '@emotion/react' {
  export interface Theme {
    colors: { brand: string; ink: string };
    radius: number;
  }
}

const appTheme = { colors: { brand: '#6d28d9', ink: '#111827' }, radius: 6 };

function Banner() {
  const theme = useTheme();
  const brand: string = theme.colors.brand;
  // @ts-expect-error Tessera's tokens are not part of the app's Emotion theme.
  const tesseraPrimary: string = theme.colors.primary;
  return (
    <p style={{ color: brand, borderRadius: theme.radius }} title={tesseraPrimary}>
      Sale
    </p>
  );
}

export function App() {
  return (
    <EmotionThemeProvider theme={appTheme}>
      <Banner />
      <ThemeProvider>
        <Button>Buy</Button>
      </ThemeProvider>
    </EmotionThemeProvider>
  );
}
