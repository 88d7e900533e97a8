import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import config from '../main';
import { docsDirectories, DocgenReader } from './siteContent';
import { heroPromise } from './siteBlocks';
import { evaluateExpression, readPage, type ContentContext, type PropsBlock } from './mdxContent';
import { isLockedPage, pageLocation, relativePath } from './pagePaths';

const root = path.resolve(__dirname, '../..');

const buttonProps: PropsBlock = {
  component: 'Widget',
  entries: [
    { name: 'items', type: 'Item[]', required: true, comment: 'The entries, in order.' },
    { name: 'tone', type: "'info' | 'danger'", defaultValue: "'info'", comment: 'Colour.' },
  ],
};

const context: ContentContext = {
  title: 'Widget',
  props: (of) => (of === undefined ? buttonProps : { component: of, entries: [] }),
  storyName: (reference) => (reference === 'WidgetStories.Keyboard' ? 'Keyboard' : undefined),
  storyCode: (reference) =>
    reference === 'WidgetStories.Keyboard' ? '<Widget items={items} />' : undefined,
  scope: { productName: 'Tessera', count: 41 },
  rewriteLink: (url) => url.replace('?path=/docs/get-started-guides--docs', '../guides.md'),
};

const page = `import { Meta, Title, Canvas } from '@storybook/addon-docs/blocks';
import * as WidgetStories from './Widget.stories';

<Meta of={WidgetStories} />

<Title />

A widget shows {productName} data in {count} ways. Read the [guides](?path=/docs/get-started-guides--docs).

## Usage

Use \`onValueChange\` to follow the value.

\`\`\`tsx
<Widget items={[]} />
\`\`\`

<Canvas of={WidgetStories.Keyboard} />

### Usage

{unknownValue} Nested section.

## The \`tone\` prop & more

<div>
  Text inside a layout element stays.
</div>

## Props

<PropsTable />
`;

describe('reading an MDX page', () => {
  const content = readPage(page, context);

  test('gives each heading the id the live page gives it (GitHub slugs, in order)', () => {
    expect(content.sections.map((section) => [section.anchor, section.heading])).toEqual([
      ['', ''],
      ['usage', 'Usage'],
      ['usage-1', 'Usage'],
      ['the-tone-prop--more', 'The tone prop & more'],
      ['props', 'Props'],
    ]);
  });

  test('keeps text, inline code, code blocks with their language and evaluated expressions', () => {
    const [intro, usage, nested, tone] = content.sections;
    expect(intro?.text).toBe('A widget shows Tessera data in 41 ways. Read the guides.');
    expect(usage?.text).toContain('Use onValueChange to follow the value.');
    expect(usage?.text).toContain('Example: Keyboard');
    // The page's own code block, then the example's code.
    expect(usage?.code).toEqual([
      { language: 'tsx', value: '<Widget items={[]} />' },
      { language: 'tsx', value: '<Widget items={items} />' },
    ]);
    expect(nested?.text).toBe('Nested section.');
    expect(tone?.text).toBe('Text inside a layout element stays.');
    expect(content.summary).toBe('A widget shows Tessera data in 41 ways.');
  });

  test('turns <PropsTable /> into the component props, for search and as a Markdown table', () => {
    expect(content.sections.at(-1)?.props).toEqual([buttonProps]);
    expect(content.markdown).toContain('| Prop | Type | Default | Description |');
    expect(content.markdown).toContain("| `tone` | `'info' \\| 'danger'` | `'info'` | Colour. |");
    expect(content.markdown).toContain(
      '| `items` (required) | `Item[]` |  | The entries, in order. |',
    );
  });

  test('writes plain Markdown: title, fenced code with its language, links for the twin', () => {
    expect(content.markdown.startsWith('# Widget\n')).toBe(true);
    expect(content.markdown).toContain('```tsx\n<Widget items={[]} />\n```');
    expect(content.markdown).toContain('[guides](../guides.md)');
    expect(content.markdown).toContain(
      '_Example: Keyboard_\n\n```tsx\n<Widget items={items} />\n```',
    );
    expect(content.markdown).not.toMatch(/import|<Meta|<Canvas|<PropsTable|unknownValue/);
  });

  test('an h1 written in the page takes its slug before later headings', () => {
    const withTitle = readPage('# Props\n\nIntro.\n\n## Props\n\nText.', context);
    expect(withTitle.sections.map((section) => section.anchor)).toEqual(['', 'props-1']);
  });
});

describe('page expressions', () => {
  test('evaluate against the given scope only', () => {
    expect(
      evaluateExpression('licenseMessage(2)', { licenseMessage: (n: number) => `${n}!` }),
    ).toBe('2!');
    expect(evaluateExpression('process.exit(1)', {})).toBeUndefined();
    expect(evaluateExpression('/* a comment */', {})).toBeUndefined();
  });
});

describe('page locations', () => {
  test('routes and Markdown twins follow the navigation, nested pages below their entry', () => {
    expect(pageLocation('get-started-introduction--docs')).toMatchObject({
      route: '/',
      markdownPath: '/index.md',
    });
    expect(pageLocation('components-accordion--docs').markdownPath).toBe(
      '/components/accordion.md',
    );
    expect(pageLocation('components-checkbox-switch--docs').markdownPath).toBe(
      '/components/checkbox/switch.md',
    );
    expect(pageLocation('components-field-form-renderer--docs').route).toBe(
      '/components/field/form-renderer',
    );
    // The longest entry wins: MobileNavigation is not nested under Navigation.
    expect(pageLocation('components-mobilenavigation--docs').route).toBe(
      '/components/mobilenavigation',
    );
    expect(pageLocation('containers-group--docs').route).toBe('/layout/group');
  });

  test('locked pages are the disabled entries and the pages below them, unless licensed', () => {
    expect(isLockedPage('components-accordion--docs', false)).toBe(false);
    expect(isLockedPage('components-checkbox-switch--docs', false)).toBe(true);
    expect(isLockedPage('components-checkbox-switch--docs', true)).toBe(false);
  });

  test('links between site files are relative', () => {
    expect(relativePath('/components/accordion.md', '/guides.md')).toBe('../guides.md');
    expect(relativePath('/index.md', '/components/accordion.md')).toBe('components/accordion.md');
    expect(relativePath('/components/checkbox/switch.md', '/components/card.md')).toBe(
      '../card.md',
    );
  });
});

describe('the site sources', () => {
  test('every MDX folder of .storybook/main.ts is read for docs content', () => {
    const folders = (config.stories as string[])
      .filter((pattern) => pattern.endsWith('.mdx'))
      .map((pattern) => pattern.replace(/^\.\.\//, '').split('/')[0]);
    expect(new Set(folders)).toEqual(new Set(docsDirectories));
  });

  test('the landing page promise is the one the Hero block shows', () => {
    const block = readFileSync(path.join(root, '.storybook/docs/SiteBlocks.tsx'), 'utf8');
    expect(block.replace(/\s+/g, ' ')).toContain(heroPromise);
  });

  test('docgen is read as Storybook reads it: the props and JSDoc of the component', () => {
    const docgen = new DocgenReader().component(
      path.join(root, 'src/components/Accordion/Accordion.tsx'),
      'Accordion',
    );
    expect(docgen?.displayName).toBe('Accordion');
    expect(Object.keys(docgen?.props ?? {})).toContain('headingLevel');
  });
});
