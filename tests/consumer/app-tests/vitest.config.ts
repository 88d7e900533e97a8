// The app's own test setup, as `npm create vite` and Testing Library's docs write it, in both DOM
// environments apps use: jsdom and happy-dom, which have no layout or animation events (jsdom
// has no matchMedia, ResizeObserver or CSS.supports either). A test renders the whole page and
// takes up to 3 s alone in jsdom; a CI machine busy with other checks may take several times that.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    projects: ['jsdom', 'happy-dom'].map((environment) => ({
      extends: true,
      test: { name: environment, environment, include: ['app-tests/**/*.test.tsx'] },
    })),
  },
});
