#!/usr/bin/env node
/**
 * Publishes the Storybook to Chromatic for visual review. Needs CHROMATIC_PROJECT_TOKEN and
 * network access to Chromatic; without a token it says so and exits cleanly, because local
 * visual tests (`npm test`) already compare every story with its committed baseline.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published. ' +
      'Set it to the project token from chromatic.com to publish this Storybook for review.',
  );
  process.exit(0);
}

const result = spawnSync(
  'npx',
  [
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    '--only-changed',
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
