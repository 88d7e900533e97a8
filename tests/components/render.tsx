/**
 * Renders a component into the page for a behaviour test, inside a ThemeProvider, and unmounts
 * it after each test: the one harness of the keyboard, focus and timing tests in this folder.
 *
 * Two ways to wait, chosen per file with `actEnvironment`:
 * - `true`: the test wraps its own steps in `act()`, and React flushes every update before the
 *   next line (for widgets whose updates all follow the test's own events);
 * - `false`: transitions, observers, positioning and timers update the component on their own
 *   schedule, as in an app, and the test polls for the result.
 */
import { act, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';
import { ThemeProvider } from '../../src/theme';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** Sets how this test file waits for React (see above); call it once at the top of the file. */
export function actEnvironment(enabled: boolean): void {
  globalThis.IS_REACT_ACT_ENVIRONMENT = enabled;
}

const run = (work: () => void) =>
  globalThis.IS_REACT_ACT_ENVIRONMENT ? act(work) : flushSync(work);

let root: Root | undefined;
let host: HTMLElement | undefined;

/**
 * Mounts `node` in a fresh element at the end of the body, under a `ThemeProvider` of the given
 * scheme (and `globalStyles`, for an app that styles its own page); returns that element.
 */
export function render(
  node: ReactNode,
  colorScheme: 'light' | 'dark' = 'light',
  { globalStyles = true }: { globalStyles?: boolean } = {},
): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  run(() =>
    root!.render(
      <ThemeProvider colorScheme={colorScheme} globalStyles={globalStyles}>
        {node}
      </ThemeProvider>,
    ),
  );
  return host;
}

afterEach(() => {
  const current = root;
  if (current) run(() => current.unmount());
  host?.remove();
  root = undefined;
  host = undefined;
});
