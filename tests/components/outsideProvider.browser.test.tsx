/**
 * A component rendered without a ThemeProvider (alone in an app's test, or with the provider left
 * out by mistake) fails with an error that names the missing provider and the fix, not with
 * "Cannot read properties of undefined" on its first token; so does one under an app's own
 * Emotion theme without Tessera's. Inside a provider nested in an app's theme it renders, and an
 * app's Emotion theme nested inside Tessera's provider does not change how the components look.
 * The app's own code reads its own theme's values from Emotion's context wherever either
 * provider sits, with Tessera's tokens under them.
 */
import {
  ThemeProvider as EmotionThemeProvider,
  useTheme as useEmotionTheme,
  type Theme,
} from '@emotion/react';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { Button } from '../../src/components/Button';
import { Field } from '../../src/components/Field';
import { Select } from '../../src/components/Select';
import { ThemeProvider, createTheme } from '../../src/theme';
import { missingProviderMessage } from '../../src/theme/useTheme';

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
});
afterEach(() => host.remove());

/** Renders `node`; resolves with the messages of the errors its render threw, each once. */
async function renderErrors(node: ReactNode): Promise<string[]> {
  const errors: string[] = [];
  const record = (error: unknown) =>
    errors.push(error instanceof Error ? error.message : String(error));
  const root = createRoot(host, { onUncaughtError: record, onCaughtError: record });
  try {
    await act(async () => root.render(node));
  } catch (error) {
    // act() throws what the render threw, after React has reported it.
    record(error);
  }
  await act(async () => root.unmount());
  return [...new Set(errors)];
}

// Typed by the app against its own Theme, which this package's Theme type does not know.
const appTheme = {
  colors: { brand: '#0a0' },
  space: [0, 4, 8],
  fontFamily: 'serif',
} as unknown as Partial<Theme>;

test.each([
  ['Button', <Button key="b">Save</Button>],
  ['Field', <Field key="f" label="Email" type="email" />],
  ['Select', <Select key="s" aria-label="Fruit" options={[{ label: 'Apple' }]} />],
])('%s outside a ThemeProvider fails with the missing provider named', async (_name, node) => {
  expect(await renderErrors(node)).toEqual([missingProviderMessage]);
});

test("an app's own Emotion theme is not taken for Tessera's", async () => {
  expect(
    await renderErrors(
      <EmotionThemeProvider theme={appTheme}>
        <Button>Save</Button>
      </EmotionThemeProvider>,
    ),
  ).toEqual([missingProviderMessage]);
});

test("a ThemeProvider inside an app's own Emotion theme renders its components", async () => {
  const errors = await renderErrors(
    <EmotionThemeProvider theme={appTheme}>
      <ThemeProvider colorScheme="dark">
        <Button>Save</Button>
      </ThemeProvider>
    </EmotionThemeProvider>,
  );
  expect(errors).toEqual([]);
});

test('the message names the provider and the fix', () => {
  expect(missingProviderMessage).toBe(
    "Tessera: a component rendered outside <ThemeProvider>. Wrap the app (and the render of a component test) in <ThemeProvider> from '@tessera/react'.",
  );
});

/** How a rendered Button looks: the computed colours and font of its element. */
async function buttonLook(node: ReactNode): Promise<string> {
  const errors: string[] = [];
  const record = (error: unknown) =>
    errors.push(error instanceof Error ? error.message : String(error));
  const root = createRoot(host, { onUncaughtError: record, onCaughtError: record });
  await act(async () => root.render(node));
  const button = host.querySelector('button');
  const look = button
    ? (['backgroundColor', 'color', 'fontFamily', 'borderRadius', 'paddingInlineStart'] as const)
        .map((property) => getComputedStyle(button)[property])
        .join(' | ')
    : `no button (${errors.join('; ')})`;
  await act(async () => root.unmount());
  expect(errors).toEqual([]);
  return look;
}

test("an app's Emotion theme inside a ThemeProvider leaves the components' look alone", async () => {
  const alone = await buttonLook(
    <ThemeProvider>
      <Button>Save</Button>
    </ThemeProvider>,
  );
  const underAppTheme = await buttonLook(
    <ThemeProvider>
      <EmotionThemeProvider theme={appTheme}>
        <Button>Save</Button>
      </EmotionThemeProvider>
    </ThemeProvider>,
  );
  expect(underAppTheme).toBe(alone);
  expect(alone).not.toContain('rgba(0, 0, 0, 0)');
});

test("a Tessera theme given through Emotion's provider alone is used", async () => {
  const look = await buttonLook(
    <EmotionThemeProvider theme={createTheme('light')}>
      <Button>Save</Button>
    </EmotionThemeProvider>,
  );
  expect(look).not.toContain('no button');
});

/**
 * What an app's own code reads from Emotion's theme: its brand colour (the app theme's `colors`),
 * its font (the app's `fontFamily`, a key Tessera's theme has too), and Tessera's text styles and
 * scheme.
 */
function AppReading() {
  const theme = useEmotionTheme() as unknown as Record<string, Record<string, unknown>>;
  return (
    <output>
      {JSON.stringify({
        brand: theme.colors?.brand ?? null,
        // The app's font is a string; Tessera's `fontFamily` an object of stacks.
        fontFamily: typeof theme.fontFamily === 'string' ? theme.fontFamily : 'Tessera’s stacks',
        textStyles: 'h1' in (theme.textStyles ?? {}),
        scheme: theme.colorScheme ?? null,
      })}
    </output>
  );
}

async function appReading(node: ReactNode) {
  const root = createRoot(host);
  await act(async () => root.render(node));
  const reading = JSON.parse(host.querySelector('output')?.textContent ?? 'null') as unknown;
  await act(async () => root.unmount());
  return reading;
}

test.each([
  [
    "outside Tessera's provider",
    (children: ReactNode) => (
      <EmotionThemeProvider theme={appTheme}>
        <ThemeProvider colorScheme="dark">{children}</ThemeProvider>
      </EmotionThemeProvider>
    ),
  ],
  [
    "inside Tessera's provider",
    (children: ReactNode) => (
      <ThemeProvider colorScheme="dark">
        <EmotionThemeProvider theme={appTheme}>{children}</EmotionThemeProvider>
      </ThemeProvider>
    ),
  ],
  [
    'outside two nested Tessera providers, the inner one dark',
    (children: ReactNode) => (
      <EmotionThemeProvider theme={appTheme}>
        <ThemeProvider>
          <ThemeProvider colorScheme="dark">{children}</ThemeProvider>
        </ThemeProvider>
      </EmotionThemeProvider>
    ),
  ],
])(
  "an app's own Emotion theme %s keeps its values for the app's code, Tessera's fill the rest",
  async (_where, wrap) => {
    expect(await appReading(wrap(<AppReading />))).toEqual({
      brand: '#0a0',
      fontFamily: 'serif',
      textStyles: true,
      scheme: 'dark',
    });
  },
);

test("Emotion's theme below nested providers is the inner one's, with no app theme", async () => {
  const reading = await appReading(
    <EmotionThemeProvider theme={createTheme('light')}>
      <ThemeProvider colorScheme="dark">
        <AppReading />
      </ThemeProvider>
    </EmotionThemeProvider>,
  );
  expect(reading).toEqual({
    brand: null,
    fontFamily: 'Tessera’s stacks',
    textStyles: true,
    scheme: 'dark',
  });
});
