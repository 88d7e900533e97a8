/**
 * A component rendered without a ThemeProvider (alone in an app's test, or with the provider left
 * out by mistake) renders with the light theme's sizes and type instead of failing on a missing
 * token, and a development build says once, by name, what is missing and how to fix it.
 */
import { ThemeProvider as EmotionThemeProvider, type Theme } from '@emotion/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { Button } from '../../src/components/Button';
import { Field } from '../../src/components/Field';
import { OnThisPage } from '../../src/components/OnThisPage';
import { Select } from '../../src/components/Select';
import { Tabs } from '../../src/components/Tabs';
import { ThemeProvider } from '../../src/theme';

const metrics = (element: Element) => {
  const style = getComputedStyle(element);
  const { height } = element.getBoundingClientRect();
  return {
    fontFamily: style.fontFamily,
    fontSize: style.fontSize,
    height,
    borderRadius: style.borderRadius,
    paddingLeft: style.paddingLeft,
  };
};

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
});
afterEach(() => host.remove());

test('components render with the light theme and one warning names the fix', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const error = vi.spyOn(console, 'error');
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <>
        <Button>Save</Button>
        <Field label="Email" type="email" />
        <Select aria-label="Fruit" options={[{ label: 'Apple' }, { label: 'Pear' }]} />
        <Tabs
          items={[
            { value: 'one', label: 'One', component: <p>First</p> },
            { value: 'two', label: 'Two', component: <p>Second</p> },
          ]}
        />
        <OnThisPage items={[{ label: 'Usage', href: '#usage' }]} />
      </>,
    ),
  );
  const button = host.querySelector('button')!;
  expect(button.textContent).toBe('Save');
  // The theme's type and sizes, as inside a provider.
  const outside = metrics(button);
  expect(outside.fontFamily).toMatch(/^["']Inter Variable["'], Inter, system-ui/);
  expect(host.querySelector('[role="tablist"]')).not.toBeNull();
  expect(error).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]![0])).toMatch(
    /^ThemeProvider: a Tessera component rendered outside <ThemeProvider>.*Wrap the app \(and the render of a component test\) in <ThemeProvider> from '@tessera\/react'\.$/,
  );
  // A later render does not repeat it.
  await act(async () => root.render(<Button>Again</Button>));
  expect(warn).toHaveBeenCalledTimes(1);
  const inside = document.createElement('div');
  document.body.append(inside);
  const themed = createRoot(inside);
  await act(async () =>
    themed.render(
      <ThemeProvider>
        <Button>Save</Button>
      </ThemeProvider>,
    ),
  );
  expect(outside).toEqual(metrics(inside.querySelector('button')!));
  await act(async () => {
    root.unmount();
    themed.unmount();
  });
  inside.remove();
  warn.mockRestore();
  error.mockRestore();
});

// Typed by the app against its own Theme, which this package's Theme type does not know.
const appTheme = {
  colors: { brand: '#0a0' },
  space: [0, 4, 8],
  fontFamily: 'serif',
} as unknown as Partial<Theme>;

test("an app's own Emotion theme above the components is not taken for Tessera's", async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <EmotionThemeProvider theme={appTheme}>
        <Button>Save</Button>
      </EmotionThemeProvider>,
    ),
  );
  expect(getComputedStyle(host.querySelector('button')!).fontFamily).toMatch(/^["']Inter Variable/);
  await act(async () => root.unmount());
  warn.mockRestore();
});
