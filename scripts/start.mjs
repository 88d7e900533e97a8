#!/usr/bin/env node
/**
 * `npm start`: the team's workshop, `storybook dev` with every entry open (TESSERA_LICENSED=true).
 * `npm run start:public` (`--public`): the same dev server showing the public site, with the
 * license gate, as `npm run build-storybook` publishes it. Other arguments go to `storybook dev`
 * (`npm start -- -p 6007`).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const storybookBin = path.join(
  path.dirname(require.resolve('storybook/package.json')),
  'dist/bin/dispatcher.js',
);
const isPublic = process.argv.includes('--public');
const extraArgs = process.argv.slice(2).filter((arg) => arg !== '--public');

const child = spawn(
  process.execPath,
  [storybookBin, 'dev', '-p', '6006', '--no-open', ...extraArgs],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      TESSERA_LICENSED: isPublic ? 'false' : 'true',
      STORYBOOK_DISABLE_TELEMETRY: '1',
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
