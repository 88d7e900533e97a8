#!/usr/bin/env node
/**
 * Writes the sidebar order (`parameters.options.storySort`) into .storybook/preview.tsx from
 * the site navigation. Storybook reads that parameter statically, so it has to be a literal;
 * `.storybook/site/site.test.ts` fails when the literal and the navigation disagree.
 */
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDirectory = mkdtempSync(path.join(tmpdir(), 'tessera-order-'));
const outFile = path.join(outDirectory, 'routes.mjs');
await build({
  entryPoints: [path.join(root, '.storybook/site/routes.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: outFile,
  logLevel: 'warning',
});
const { storySortOrder } = await import(pathToFileURL(outFile).href);
rmSync(outDirectory, { recursive: true, force: true });

const order = storySortOrder();
const literal = JSON.stringify(order, null, 2)
  .replace(/"/g, "'")
  .split('\n')
  .map((line, index) => (index === 0 ? line : `        ${line}`))
  .join('\n');

const previewPath = path.join(root, '.storybook/preview.tsx');
const preview = readFileSync(previewPath, 'utf8');
const pattern = /storySort: [\s\S]*?(?=\n\s*\/\/ end of generated sidebar order)/;
if (!pattern.test(preview)) throw new Error('No generated storySort block found in preview.tsx');
writeFileSync(previewPath, preview.replace(pattern, `storySort: { order: ${literal} },`));
spawnSync('npx', ['prettier', '--write', previewPath], { stdio: 'ignore' });
console.log(`storySort written: ${order.length / 2} groups`);
