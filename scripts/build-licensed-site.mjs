#!/usr/bin/env node
/** Builds the docs site with every entry open (TESSERA_LICENSED=true) into storybook-static-licensed/. */
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  'npx',
  ['storybook', 'build', '-o', 'storybook-static-licensed', '--quiet'],
  {
    stdio: 'inherit',
    env: { ...process.env, TESSERA_LICENSED: 'true' },
  },
);
process.exit(result.status ?? 1);
