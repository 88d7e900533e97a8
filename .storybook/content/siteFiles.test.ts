import { describe, expect, test } from 'vitest';
import { linksFromRoot } from './siteFiles';

describe('linksFromRoot', () => {
  test("makes a page's relative links relative to the site's root", () => {
    const markdown = [
      'See [Switch](checkbox/switch.md) and [Navigation](../navigation.md#props).',
      '[Guides](../guides.md), [Accordion](accordion.md)',
    ].join('\n');
    expect(linksFromRoot(markdown, '/components/checkbox.md')).toBe(
      [
        'See [Switch](components/checkbox/switch.md) and [Navigation](navigation.md#props).',
        '[Guides](guides.md), [Accordion](components/accordion.md)',
      ].join('\n'),
    );
    expect(linksFromRoot('[Up](../navigation.md)', '/components/navigation/basiclayout.md')).toBe(
      '[Up](components/navigation.md)',
    );
  });

  test('leaves absolute links, anchors and code alone', () => {
    const markdown = [
      '[Site](https://example.com/a.md) [Mail](mailto:a@b.c) [Root](/guides) [Here](#props)',
      '```md',
      '[Switch](checkbox/switch.md)',
      '```',
      '[After](select.md)',
    ].join('\n');
    expect(linksFromRoot(markdown, '/components/menu.md')).toBe(
      markdown.replace('[After](select.md)', '[After](components/select.md)'),
    );
  });
});
