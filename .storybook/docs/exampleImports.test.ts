import { describe, expect, it } from 'vitest';
import { elementNames, importLines, type ReaderImport, withImportLines } from './exampleImports';

const imports: ReaderImport[] = [
  { name: 'Accordion', local: 'Accordion', from: '@tessera/react', typeOnly: false },
  { name: 'Alert', local: 'Notice', from: '@tessera/react', typeOnly: false },
  { name: 'StatusTone', local: 'StatusTone', from: '@tessera/react', typeOnly: true },
  { name: 'useState', local: 'useState', from: 'react', typeOnly: false },
];

describe('elementNames', () => {
  it('reads the names of elements, and the object of a member element', () => {
    expect(elementNames('<Accordion.Item title="Tag">\n  <Notice />\n</Accordion.Item>')).toEqual(
      new Set(['Accordion', 'Notice']),
    );
  });

  it('does not read a <Name written inside a string', () => {
    const code = [
      '<Notice title="Use <Accordion> for FAQs" hint=\'<Tag />\'>',
      "  {'Wrap <Badge> in it'}",
      '  {"a \\"<Chip>\\" quoted"}',
      '  {`<Card>`}',
      '  <Accordion label={<Tag />} />',
      '</Notice>',
    ].join('\n');
    expect(elementNames(code)).toEqual(new Set(['Notice', 'Accordion', 'Tag']));
  });

  it('keeps reading after an apostrophe in text', () => {
    expect(elementNames("<p>Don't miss it</p>\n<Notice title='Mind <Gap>' />\n<Tag />")).toEqual(
      new Set(['p', 'Notice', 'Tag']),
    );
  });

  it('does not read words of text or attribute values', () => {
    expect(elementNames('<p title="Accordion">Notice Accordion</p>')).toEqual(new Set(['p']));
  });
});

describe('importLines', () => {
  it('writes one line per package, React first, renamed and type imports as the file has them', () => {
    expect(
      importLines(new Set(['Notice', 'useState', 'StatusTone', 'Accordion']), imports),
    ).toEqual([
      "import { useState } from 'react';",
      "import { Accordion, Alert as Notice, type StatusTone } from '@tessera/react';",
    ]);
  });

  it('writes nothing for code that uses none of the names', () => {
    expect(importLines(new Set(['div']), imports)).toEqual([]);
  });
});

describe('withImportLines', () => {
  it('puts the lines above the code, with a blank line between', () => {
    const code = '<Accordion items={[]} />';
    expect(withImportLines(code, elementNames(code), imports)).toBe(
      `import { Accordion } from '@tessera/react';\n\n${code}`,
    );
  });

  it('leaves code that already starts with its imports, or needs none, as it is', () => {
    const own = "import { Accordion } from '@tessera/react';\n\n<Accordion />";
    expect(withImportLines(own, elementNames(own), imports)).toBe(own);
    expect(withImportLines('<div />', elementNames('<div />'), imports)).toBe('<div />');
  });
});
