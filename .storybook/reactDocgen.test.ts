import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { viteFinal } from '@storybook/react-vite/preset';
import type { Plugin } from 'vite';
import { expect, test } from 'vitest';
import { docgenPluginName, needsDocgen } from './docgenScope';
import { createReactDocgen } from './reactDocgen';

const root = path.resolve(__dirname, '..');

function componentSources(): string[] {
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .filter(needsDocgen)
    .sort();
}

/** Storybook's react-docgen plugin, as `@storybook/react-vite` adds it for `reactDocgen: 'react-docgen'`. */
async function storybookDocgenPlugin(): Promise<Plugin> {
  const presets = {
    apply: async (name: string) => (name === 'typescript' ? { reactDocgen: 'react-docgen' } : {}),
  };
  const config = await viteFinal({}, { presets } as unknown as Parameters<typeof viteFinal>[1]);
  const plugin = config.plugins?.find(
    (candidate): candidate is Plugin =>
      typeof candidate === 'object' &&
      candidate !== null &&
      'name' in candidate &&
      candidate.name === docgenPluginName,
  );
  if (!plugin) throw new Error(`@storybook/react-vite added no ${docgenPluginName}.`);
  return plugin;
}

type Transform = (code: string, id: string) => Promise<{ code: string } | undefined>;

test("the shared-cache transform appends exactly Storybook's docgen to every component source, and that of components marked `// @component`", async () => {
  const files = componentSources();
  expect(files.length).toBeGreaterThan(50);
  const storybook = (await storybookDocgenPlugin()).transform as unknown as Transform;
  const ours = createReactDocgen();
  let documented = 0;
  let marked = 0;
  for (const file of files) {
    const id = path.join(root, file);
    const code = readFileSync(id, 'utf8');
    const expected = (await storybook.call({}, code, id))?.code;
    const names = [...code.matchAll(/^\/\/ @component\b.*\n(?:export )?function (\w+)/gm)].map(
      (match) => match[1]!,
    );
    const result = ours.transform(code, id);
    if (names.length === 0) expect(result, file).toBe(expected);
    else {
      // Storybook's output, then the docgen of the marked components.
      marked += names.length;
      expect(result?.startsWith(expected ?? code), file).toBe(true);
      for (const name of names) expect(result, file).toContain(`${name}.__docgenInfo=`);
    }
    if (expected?.includes('.__docgenInfo=')) documented += 1;
  }
  // Portal, Menu.Item and Menu.Submenu.
  expect(marked).toBe(3);
  // Most component files define at least one documented component.
  expect(documented).toBeGreaterThan(files.length * 0.8);
}, 120_000);

test('a changed file is parsed again; the others come from the cache', () => {
  const docgen = createReactDocgen();
  const listeners = new Map<string, (file: string) => void>();
  docgen.watch({
    watcher: {
      on: (event: string, listener: (file: string) => void) => listeners.set(event, listener),
    },
  } as unknown as Parameters<typeof docgen.watch>[0]);
  expect([...listeners.keys()].sort()).toEqual(['add', 'change', 'unlink']);

  const id = path.join(root, 'src/components/Button/Button.tsx');
  const code = readFileSync(id, 'utf8');
  const first = docgen.transform(code, id);
  expect(first).toContain('Button.__docgenInfo=');
  listeners.get('change')?.(id);
  expect(docgen.transform(code, id)).toBe(first);
});
