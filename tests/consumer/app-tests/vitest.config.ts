// The app's own test setup, as `npm create vite` and Testing Library's docs write it, in both DOM
// environments apps use: jsdom and happy-dom, which have no layout or animation events (jsdom
// has no matchMedia, ResizeObserver or CSS.supports either).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['jsdom', 'happy-dom'].map((environment) => ({
      test: { name: environment, environment, include: ['app-tests/**/*.test.tsx'] },
    })),
  },
});
