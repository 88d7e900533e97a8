import { readFileSync } from 'node:fs';
import { getStorySortParameter } from 'storybook/internal/csf-tools';
import { describe, expect, test } from 'vitest';
import { licenseMessage, licenseNotice } from './license';
import { componentCount, navigation } from './navigation';
import { entryPageTitle, formatPageTitle } from './pageTitle';
import {
  isBlockedTitle,
  readablePath,
  routeForTitle,
  sanitize,
  siteRoutes,
  storybookPathFor,
  storySortOrder,
} from './routes';

describe('navigation', () => {
  test('has the spec groups in order, with the version tag on Get Started', () => {
    expect(navigation.map((group) => group.label)).toEqual([
      'Get Started',
      'Components',
      'Containers',
    ]);
    expect(navigation[0]?.tag).toBe('0.4.1');
  });

  test('Components has 4 open entries then 37 licensed ones', () => {
    const items = navigation[1]!.items;
    expect(componentCount).toBe(41);
    expect(items.slice(0, 4).map((item) => [item.label, item.disabled ?? false])).toEqual([
      ['Accordion', false],
      ['Alert', false],
      ['Avatar', false],
      ['Blockquote', false],
    ]);
    expect(items.slice(4).every((item) => item.disabled)).toBe(true);
    expect(items.map((item) => item.href.split('/').at(-1))).toContain('visuallyhidden');
  });
});

test('the license notice reads as the spec says', () => {
  expect(licenseMessage(41, 'Tessera')).toBe(
    'All 41 components available through the Tessera license',
  );
  expect(licenseNotice).toBe(licenseMessage(componentCount, 'Tessera'));
});

describe('routes', () => {
  const routes = siteRoutes();

  test('map the spec routes to Storybook docs pages', () => {
    const byPath = Object.fromEntries(routes.map((route) => [route.path, route.docsId]));
    expect(byPath['/']).toBe('get-started-introduction--docs');
    expect(byPath['/guides']).toBe('get-started-guides--docs');
    expect(byPath['/components/accordion']).toBe('components-accordion--docs');
    expect(byPath['/components/codeblock']).toBe('components-codeblock--docs');
    expect(byPath['/layout/group']).toBe('containers-group--docs');
  });

  test('sanitize matches Storybook ids', () => {
    expect(sanitize('Components/Checkbox/Switch')).toBe('components-checkbox-switch');
    expect(sanitize('Get Started')).toBe('get-started');
  });

  test('blocked titles cover the entry and the entries nested in it, unless licensed', () => {
    expect(isBlockedTitle('Components/Button', routes, false)).toBe(true);
    expect(isBlockedTitle('Components/Checkbox/Switch', routes, false)).toBe(true);
    expect(isBlockedTitle('Components/Button', routes, true)).toBe(false);
    expect(isBlockedTitle('Components/Accordion', routes, false)).toBe(false);
    expect(isBlockedTitle('Components/ButtonGroup', routes, false)).toBe(false);
    expect(routeForTitle('Components/Checkbox/Switch', routes)?.path).toBe('/components/checkbox');
  });
});

describe('page title', () => {
  test('follows "{title} – Tessera Docs"', () => {
    expect(formatPageTitle('Accordion')).toBe('Accordion – Tessera Docs');
    expect(formatPageTitle()).toBe('Tessera Docs');
    expect(formatPageTitle('  ')).toBe('Tessera Docs');
  });

  test('names docs pages by their entry and stories by entry and story', () => {
    expect(entryPageTitle({ title: 'Components/Accordion', name: 'Docs', type: 'docs' })).toBe(
      'Accordion',
    );
    expect(entryPageTitle({ title: 'Components/Button', name: 'Primary', type: 'story' })).toBe(
      'Button: Primary',
    );
  });
});

test('the storySort literal in preview.tsx is the navigation order', () => {
  const previewCode = readFileSync(new URL('../preview.tsx', import.meta.url), 'utf8');
  expect(getStorySortParameter(previewCode)).toEqual({ order: storySortOrder() });
});

describe('readable addresses', () => {
  const docsIds = new Set([
    'components-checkbox-switch--docs',
    'components-field-form-renderer--docs',
  ]);
  test.each([
    ['/docs/get-started-introduction--docs', '/'],
    ['/docs/get-started-guides--docs', '/guides'],
    ['/docs/components-accordion--docs', '/components/accordion'],
    ['/story/components-accordion--default', '/components/accordion/default'],
    ['/story/components-checkbox-switch--checked', '/components/checkbox/switch/checked'],
    ['/docs/components-checkbox-switch--docs', '/components/checkbox/switch'],
    ['/story/components-field-form-renderer--sign-up', '/components/field/form-renderer/sign-up'],
    ['/docs/components-field-form-renderer--docs', '/components/field/form-renderer'],
    ['/docs/containers-group--docs', '/layout/group'],
  ])('%s reads %s and opens it again', (storybookPath, readable) => {
    expect(readablePath(storybookPath)).toBe(readable);
    expect(storybookPathFor(readable, undefined, docsIds)).toBe(storybookPath);
  });

  test('a docs page below a route is told from a story by the index', () => {
    // Without the index the last segment names a story; an address ending in /docs still opens
    // the docs page (links written before these pages had their own address).
    expect(storybookPathFor('/components/checkbox/switch')).toBe(
      '/story/components-checkbox--switch',
    );
    expect(storybookPathFor('/components/checkbox/switch/docs')).toBe(
      '/docs/components-checkbox-switch--docs',
    );
    expect(storybookPathFor('/components/checkbox/checked', undefined, docsIds)).toBe(
      '/story/components-checkbox--checked',
    );
  });

  test('addresses outside the navigation keep Storybook’s', () => {
    expect(readablePath('/docs/foundations-colours--docs')).toBeUndefined();
    expect(readablePath('/settings/about')).toBeUndefined();
    expect(storybookPathFor('/nowhere')).toBeUndefined();
    expect(storybookPathFor('/components/accordion/')).toBe('/docs/components-accordion--docs');
  });
});
