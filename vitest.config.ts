import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { CHROMIUM_ARGS, HOW_TO_GET_A_BROWSER, findChromium } from './scripts/browser.mjs';
import { uploadServerCommands } from './tests/upload/commands.js';
import { storySnapshotCommands, testerPageSize } from './tests/storySnapshotCommands.js';
import { visualTolerance } from './tests/visualTolerance.js';
import viteConfig from './vite.config.js';

interface ScreenshotPathData {
  arg: string;
  ext: string;
}

const root = path.dirname(fileURLToPath(import.meta.url));

/** Where the committed visual baselines live: one PNG per story, named by story id. */
export const visualBaselineDirectory = path.join(root, 'visual-baselines');

export default defineConfig(async () => {
  // Only the unit project runs without Chromium (`--project=unit` or `--project unit`).
  const projects = process.argv.flatMap((arg, index, args) =>
    arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : arg === '--project' && args[index + 1]
        ? [args[index + 1]]
        : [],
  );
  const needsBrowser = projects.length === 0 || projects.some((name) => name !== 'unit');
  const executablePath = needsBrowser ? await findChromium() : undefined;
  if (needsBrowser && !executablePath) throw new Error(HOW_TO_GET_A_BROWSER);

  // A fresh object per project: Vitest names each project's browser instances in place. The page
  // around the test frame has a fixed size; Vitest scales a larger frame down to fit it.
  const chromium = () => ({
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath, args: CHROMIUM_ARGS },
      contextOptions: { viewport: testerPageSize },
    }),
    instances: [{ browser: 'chromium' as const }],
    screenshotFailures: false,
  });

  return mergeConfig(viteConfig, {
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: [
              'src/**/*.test.ts',
              'scripts/**/*.test.ts',
              '.storybook/**/*.test.ts',
              'tests/upload/**/*.node.test.ts',
            ],
            environment: 'node',
            // Some read the whole source tree or run docgen on it: under a second alone, over 5 s on a
            // 2-core machine while the browser lanes run beside them.
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'site',
            include: ['tests/site/**/*.test.ts'],
            environment: 'node',
            // Generous: beside other work a 2-core machine has run the built site five times
            // slower than alone. Each step waits for the page with its own bound (pageWait).
            testTimeout: 300_000,
            hookTimeout: 180_000,
            expect: { poll: { timeout: 30_000 } },
            fileParallelism: false,
          },
        },
        {
          // `npm start` on a cold cache, driven in Chromium (tests/workshop/devServer.test.ts).
          extends: true,
          test: {
            name: 'workshop',
            include: ['tests/workshop/**/*.test.ts'],
            environment: 'node',
            testTimeout: 480_000,
            hookTimeout: 150_000,
          },
        },
        {
          // The upload engine and widgets in Chromium against the reference server, which
          // runs in the Node process and is driven through browser commands.
          extends: true,
          optimizeDeps: {
            include: ['@emotion/react', 'react-dom', 'react-dom/client', 'filepond'],
          },
          test: {
            name: 'upload',
            include: ['tests/upload/**/*.browser.test.{ts,tsx}'],
            // 12 MB through the browser and the server beside it: seconds alone, several times
            // that on a 2-core machine busy with other work.
            testTimeout: 120_000,
            browser: { ...chromium(), commands: uploadServerCommands },
          },
        },
        {
          // Forms in real apps: Field, the form renderer and react-hook-form in Chromium,
          // server rendering and hydration of the tel field included.
          extends: true,
          optimizeDeps: {
            include: [
              '@emotion/react',
              'react-dom',
              'react-dom/client',
              'react-dom/server',
              'react-hook-form',
              '@hookform/resolvers/zod',
              'zod',
              'libphonenumber-js/min',
              'libphonenumber-js/min/metadata',
            ],
          },
          test: {
            name: 'forms',
            include: ['tests/forms/**/*.browser.test.{ts,tsx}'],
            testTimeout: 30_000,
            browser: chromium(),
          },
        },
        {
          // Behaviour checks over composed stories and components in Chromium: the component
          // contract, keyboard patterns against the WAI-ARIA APG, timing windows, misuse warnings.
          extends: true,
          optimizeDeps: {
            include: [
              '@emotion/react',
              '@floating-ui/react',
              'react-dom',
              'react-dom/client',
              'react-dom/server',
            ],
          },
          test: {
            name: 'components',
            include: ['tests/components/**/*.browser.test.{ts,tsx}'],
            testTimeout: 30_000,
            browser: chromium(),
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
          // Imported by .storybook/preview.tsx; found only once the first story loads, which would
          // make Vite re-bundle its dependencies and reload the test page mid-run.
          optimizeDeps: {
            include: [
              '@storybook/addon-docs/preview',
              '@storybook/react/entry-preview-argtypes',
              // The dark-scheme axe pass of vitest.setup.ts.
              'axe-core',
              // The "With react-hook-form" story of the form renderer.
              'react-hook-form',
              '@hookform/resolvers/zod',
              'zod',
            ],
          },
          test: {
            name: 'storybook',
            setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
            testTimeout: 30_000,
            // One retry on CI absorbs a browser hiccup on a loaded machine; a real failure fails twice.
            retry: process.env.CI ? 1 : 0,
            browser: {
              ...chromium(),
              // Grows the page around the frame for a story taller than its window.
              commands: storySnapshotCommands,
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  // A handful of antialiased pixels is the only slack (tests/visualTolerance.ts):
                  // 0.05 % of the image and never more than 20 pixels (Vitest takes the smaller).
                  comparatorOptions: {
                    threshold: visualTolerance.threshold,
                    allowedMismatchedPixelRatio: 0.0005,
                    allowedMismatchedPixels: visualTolerance.maxPixels,
                  },
                  resolveScreenshotPath: ({ arg, ext }: ScreenshotPathData) =>
                    path.join(visualBaselineDirectory, `${arg}${ext}`),
                  resolveDiffPath: ({ arg, ext }: ScreenshotPathData) =>
                    path.join(root, '.visual-diffs', `${arg}${ext}`),
                },
              },
            },
          },
        },
      ],
    },
  });
});
