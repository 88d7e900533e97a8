import { describe, expect, test } from 'vitest';
import type { PageContent } from '../../content/mdxContent';
import { buildSearchData, SectionKind } from '../../content/searchData';
import type { SitePage } from '../../content/siteContent';
import { llmsFullText, llmsText, pageMarkdown } from '../../content/siteFiles';
import { createSearchEngine, type TextPart } from './engine';

function sitePage(
  docsId: string,
  label: string,
  locked: boolean,
  content: Omit<PageContent, 'title'>,
): SitePage {
  const group = docsId.startsWith('get-started') ? 'Get Started' : 'Components';
  const route = `/${docsId.split('--')[0]!.replace(/^components-/, 'components/')}`;
  return {
    docsId,
    title: `${group}/${label}`,
    label,
    group,
    route,
    markdownPath: `${route}.md`,
    locked,
    description: `${label} in one line.`,
    content: { title: label, ...content },
    source: `${label}.mdx`,
  };
}

const section = (anchor: string, heading: string, text: string, level = 2) => ({
  anchor,
  heading,
  level,
  text,
  code: [] as { language: string; value: string }[],
  props: [] as SitePage['content']['sections'][number]['props'],
});

const pages: SitePage[] = [
  sitePage('components-accordion--docs', 'Accordion', false, {
    summary: 'An accordion stacks sections.',
    markdown: '# Accordion\n\nAn accordion stacks sections.\n',
    sections: [
      section('', '', 'An accordion stacks sections under headings.', 1),
      {
        ...section('when-to-use', 'When to use', 'For FAQs and optional steps.'),
        code: [{ language: 'tsx', value: '<Accordion headingLevel={2} />' }],
      },
      section('motion', 'Motion', 'With reduced motion requested, sections open at once.'),
      {
        ...section('props', 'Props', ''),
        props: [
          {
            component: 'Accordion',
            entries: [{ name: 'headingLevel', type: '2 | 3', comment: 'Heading level.' }],
          },
        ],
      },
    ],
  }),
  sitePage('components-alert--docs', 'Alert', false, {
    summary: 'Alerts tell.',
    markdown: '# Alert\n',
    sections: [
      section('', '', 'Alerts tell the reader something; an accordion hides it.', 1),
      section('tones', 'Accordion tones', 'Tones pick the colour.'),
    ],
  }),
  sitePage('components-select--docs', 'Select', true, {
    summary: 'A secret summary.',
    markdown: '# Select\n\nSECRET CONTENT\n',
    sections: [
      section('', '', 'SECRET CONTENT with aria-activedescendant.', 1),
      {
        ...section('props', 'Props', ''),
        props: [{ component: 'Select', entries: [{ name: 'onValueChange', comment: 'SECRET' }] }],
      },
    ],
  }),
];

const text = (parts: readonly TextPart[]) =>
  parts.map((part) => (part.match ? `[${part.text}]` : part.text)).join('');

describe('search data', () => {
  const data = buildSearchData(pages);

  test('one record per section and per prop, with the anchors of the live page', () => {
    expect(
      data.records.filter(([page]) => page === 0).map(([, kind, anchor]) => [kind, anchor]),
    ).toEqual([
      [SectionKind.Page, ''],
      [SectionKind.Section, 'when-to-use'],
      [SectionKind.Section, 'motion'],
      [SectionKind.Section, 'props'],
      [SectionKind.Prop, 'prop-headingLevel'],
    ]);
    expect(data.records[1]?.[4]).toContain('<Accordion headingLevel={2} />');
  });

  test('locked pages keep their title, headings and prop names, not their content', () => {
    const locked = JSON.stringify(data.records.filter(([page]) => page === 2));
    expect(locked).toContain('onValueChange');
    expect(locked).not.toContain('SECRET');
    expect(data.pages[2]).toMatchObject({ title: 'Select', locked: true });
  });
});

describe('searching', () => {
  const engine = createSearchEngine(buildSearchData(pages));

  test('ranks a title match above a heading match above a text match', () => {
    expect(engine.search('accordion').map((hit) => hit.page.title)).toEqual(['Accordion', 'Alert']);
    const [, alert] = engine.search('accordion');
    expect(alert?.sections.map((hit) => hit.anchor)).toEqual(['tones']);
  });

  test('finds a phrase that is only in a section body, with its section and a highlighted snippet', () => {
    const [hit, ...others] = engine.search('reduced motion');
    expect(others).toEqual([]);
    expect(hit?.page.title).toBe('Accordion');
    expect(hit?.sections[0]?.anchor).toBe('motion');
    expect(text(hit!.sections[0]!.snippet)).toBe(
      'With [reduced] [motion] requested, sections open at once.',
    );
  });

  test('forgives a typo and completes the word being typed', () => {
    expect(engine.search('acordion')[0]?.page.title).toBe('Accordion');
    expect(engine.search('optional ste')[0]?.sections[0]?.anchor).toBe('when-to-use');
    // Only the last word is a prefix: "optiona" alone is typed, "optiona steps" is not a word.
    expect(engine.search('optio steps')).toEqual([]);
  });

  test('every word must match', () => {
    expect(engine.search('accordion colour').map((hit) => hit.page.title)).toEqual(['Alert']);
  });

  test('finds props by name and code by its words', () => {
    const [hit] = engine.search('headingLevel');
    expect(hit?.sections.map((found) => found.anchor)).toContain('prop-headingLevel');
    expect(hit?.sections.map((found) => found.anchor)).toContain('when-to-use');
  });

  test('finds a locked page by a prop name but shows none of its text', () => {
    const [hit] = engine.search('onValueChange');
    expect(hit?.page).toMatchObject({ title: 'Select', locked: true });
    expect(JSON.stringify(hit)).not.toContain('SECRET');
    expect(engine.search('activedescendant')).toEqual([]);
  });

  test('ignores a query without words', () => {
    expect(engine.search('  ')).toEqual([]);
    expect(engine.search('{}')).toEqual([]);
  });
});

describe('llms.txt and the Markdown twins', () => {
  test('llms.txt lists every page with a description; locked ones with the license note only', () => {
    const llms = llmsText(pages);
    expect(llms).toMatch(/^# Tessera Docs\n\n> /);
    expect(llms).toContain('- [Accordion](components/accordion.md): Accordion in one line.');
    expect(llms).toMatch(/- \[Select\]\(components\/select\.md\): licensed\. All \d+ components/);
    expect(llms).not.toContain('SECRET');
  });

  test('llms-full.txt holds every open page and nothing of a locked one', () => {
    const full = llmsFullText(pages);
    expect(full).toContain('# Accordion');
    expect(full).toContain('<!-- components/alert.md -->');
    expect(full).not.toContain('SECRET');
    expect(full).not.toContain('# Select');
  });

  test('a locked page twin names the page and the license, not its content', () => {
    const twin = pageMarkdown(pages[2]!);
    expect(twin).toMatch(/^# Select\n\nAll \d+ components available through the Tessera license/);
    expect(twin).toContain('[Licensing](../licensing.md)');
    expect(twin).not.toContain('SECRET');
  });
});
