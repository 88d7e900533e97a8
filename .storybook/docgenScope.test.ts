import type { Plugin } from 'vite';
import { expect, test } from 'vitest';
import { docgenPluginName, needsDocgen, scopeDocgen } from './docgenScope';

const componentFiles = [
  'src/components/Button/Button.tsx',
  'src/components/Avatar/AvatarGroup.tsx',
  'src/components/Iconography/icons.tsx',
  'src/theme/ThemeProvider.tsx',
];
const otherFiles = [
  'src/components/Button/Button.stories.tsx',
  'src/components/Button/Button.test.tsx',
  'src/components/Button/Button.styles.ts',
  'src/components/MediaUpload/storyFixtures.tsx',
  'src/lib/toastQueue.ts',
  'src/lib/formRenderer.tsx',
  'src/hooks/useToasts.ts',
  '.storybook/docs/PropsTable.tsx',
  'stories/Theme.stories.tsx',
  'docs-mdx/Introduction.mdx',
];

test('docgen runs on component source files only', () => {
  for (const file of componentFiles) expect(needsDocgen(file), file).toBe(true);
  for (const file of otherFiles) expect(needsDocgen(file), file).toBe(false);
});

test('the docgen plugin gets a hook filter with the same scope; other plugins stay as they are', () => {
  const original: Plugin = { name: docgenPluginName, enforce: 'pre', transform: () => undefined };
  const other: Plugin = { name: 'other', transform: () => undefined };
  const [scoped, untouched] = scopeDocgen([original, other], '/repo') as Plugin[];
  expect(untouched).toBe(other);
  expect(scoped?.enforce).toBe('pre');
  const { filter } = scoped?.transform as { filter: { id: { include: RegExp; exclude: RegExp } } };
  const passes = (file: string) =>
    filter.id.include.test(`/repo/${file}`) && !filter.id.exclude.test(`/repo/${file}`);
  for (const file of componentFiles) expect(passes(file), file).toBe(true);
  for (const file of otherFiles) expect(passes(file), file).toBe(false);
  expect(passes('src/components/Button/Button.tsx?t=1')).toBe(true);
});
