import { describe, expect, test } from 'vitest';
import { currentSection, nestHeadings, slugify, tocIds, uniqueSlug } from './tableOfContents';

describe('slugs', () => {
  test('slugify keeps letters and digits and joins words with dashes', () => {
    expect(slugify('Props & events')).toBe('props-events');
    expect(slugify('  Über Größe 2 ')).toBe('uber-groe-2');
    expect(slugify('???')).toBe('');
  });

  test('uniqueSlug adds a counter for repeats and falls back for empty text', () => {
    const taken = new Set<string>(['usage']);
    expect(uniqueSlug('Usage', taken)).toBe('usage-2');
    expect(uniqueSlug('Usage', taken)).toBe('usage-3');
    expect(uniqueSlug('!!', taken)).toBe('section');
  });
});

describe('nestHeadings', () => {
  test('h3 headings go under the h2 before them', () => {
    expect(
      nestHeadings([
        { level: 2, id: 'install', label: 'Install' },
        { level: 3, id: 'npm', label: 'npm' },
        { level: 3, id: 'yarn', label: 'yarn' },
        { level: 2, id: 'usage', label: 'Usage' },
      ]),
    ).toEqual([
      {
        label: 'Install',
        href: '#install',
        items: [
          { label: 'npm', href: '#npm' },
          { label: 'yarn', href: '#yarn' },
        ],
      },
      { label: 'Usage', href: '#usage' },
    ]);
  });

  test('a deeper heading before any parent stays at the top level', () => {
    expect(
      nestHeadings([
        { level: 3, id: 'intro', label: 'Intro' },
        { level: 2, id: 'api', label: 'API' },
      ]),
    ).toEqual([
      { label: 'Intro', href: '#intro' },
      { label: 'API', href: '#api' },
    ]);
    expect(nestHeadings([])).toEqual([]);
  });
});

test('tocIds lists ids in reading order, decoded', () => {
  expect(
    tocIds([
      { label: 'A', href: '#a', items: [{ label: 'B', href: '#b%20c' }] },
      { label: 'D', href: '#d' },
    ]),
  ).toEqual(['a', 'b c', 'd']);
});

describe('currentSection', () => {
  const positions = [
    { id: 'a', top: 300 },
    { id: 'b', top: 900 },
    { id: 'c', top: 1500 },
  ];

  test('before any heading reaches the offset line, the first section is current', () => {
    expect(currentSection(positions, 128)).toBe('a');
  });

  test('the last heading at or above the offset line is current', () => {
    const scrolled = positions.map((position) => ({ ...position, top: position.top - 772 }));
    expect(currentSection(scrolled, 128)).toBe('b');
    const justAbove = positions.map((position) => ({ ...position, top: position.top - 771.5 }));
    expect(currentSection(justAbove, 128)).toBe('b');
    const justBelow = positions.map((position) => ({ ...position, top: position.top - 770 }));
    expect(currentSection(justBelow, 128)).toBe('a');
  });

  test('at the bottom of the page the last section is current', () => {
    expect(currentSection(positions, 128, true)).toBe('c');
    expect(currentSection([], 128)).toBeNull();
  });
});
