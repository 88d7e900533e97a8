import { expect, test } from 'vitest';
import { derivedTypes, descriptionRuns, docgenToEntries, splitDescription } from './docgen';

test('splitDescription drops JSDoc tags and keeps the @default value', () => {
  expect(splitDescription("Visual weight.\n@default 'primary'")).toEqual({
    comment: 'Visual weight.',
    defaultTag: "'primary'",
  });
  expect(splitDescription('Plain text.')).toEqual({ comment: 'Plain text.' });
  expect(splitDescription(undefined)).toEqual({ comment: '' });
});

test('docgenToEntries maps react-docgen props onto property entries in order', () => {
  const entries = docgenToEntries({
    props: {
      variant: {
        required: false,
        description: "Visual weight.\n@default 'primary'",
        tsType: { name: 'union', raw: "'primary' | 'secondary'" },
        defaultValue: { value: "'primary'", computed: false },
      },
      children: { required: true, description: 'The label.', tsType: { name: 'ReactNode' } },
      onClick: {
        description: '',
        tsType: { name: 'signature', raw: '(event: MouseEvent<HTMLElement>) =>\n  void' },
      },
      waiting: { description: 'Shows a spinner.\n@default false', tsType: { name: 'boolean' } },
    },
  });
  expect(entries).toEqual([
    {
      name: 'variant',
      type: "'primary' | 'secondary'",
      defaultValue: "'primary'",
      comment: 'Visual weight.',
    },
    { name: 'children', type: 'ReactNode', required: true, comment: 'The label.' },
    { name: 'onClick', type: '(event: MouseEvent<HTMLElement>) => void' },
    { name: 'waiting', type: 'boolean', defaultValue: 'false', comment: 'Shows a spinner.' },
  ]);
  expect(docgenToEntries(undefined)).toEqual([]);
});

test('derived types spell out exactly the values of their lists', async () => {
  const { statusTones } = await import('../../src/theme/theme');
  const { buttonVariants } = await import('../../src/components/Button/Button');
  const { codeLanguages } = await import('../../src/components/CodeBlock/highlighter');
  const { iconButtonSizes } = await import('../../src/components/IconButton/IconButton.styles');
  const { space } = await import('../../src/tokens/space');
  const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(' | ');
  expect(derivedTypes).toEqual({
    '(typeof statusTones)[number]': quoted(statusTones),
    '(typeof buttonVariants)[number]': quoted(buttonVariants),
    '(typeof codeLanguages)[number]': quoted(codeLanguages),
    'keyof typeof iconButtonSizes': quoted(Object.keys(iconButtonSizes)),
    'keyof typeof space': Object.keys(space).join(' | '),
  });
  const [entry] = docgenToEntries({
    props: { tone: { tsType: { name: '(typeof statusTones)[number]' } } },
  });
  expect(entry?.type).toBe(derivedTypes['(typeof statusTones)[number]']);
});

test('descriptionRuns reads code spans as Markdown does', () => {
  expect(descriptionRuns('Element to render into instead of `document.body`.')).toEqual([
    { text: 'Element to render into instead of ', code: false },
    { text: 'document.body', code: true },
    { text: '.', code: false },
  ]);
  expect(descriptionRuns('Plain text.')).toEqual([{ text: 'Plain text.', code: false }]);
  expect(descriptionRuns('')).toEqual([]);
  // Two spans, and a span that holds a backtick inside a double fence.
  expect(descriptionRuns('`a` or ``b`c``')).toEqual([
    { text: 'a', code: true },
    { text: ' or ', code: false },
    { text: 'b`c', code: true },
  ]);
  // One space inside both ends is dropped; a span of spaces keeps them.
  expect(descriptionRuns('`` `x` `` and `  `')).toEqual([
    { text: '`x`', code: true },
    { text: ' and ', code: false },
    { text: '  ', code: true },
  ]);
  // A backtick without its match, and a fence of another length, stay text.
  expect(descriptionRuns("It's a `tick and ``not closed")).toEqual([
    { text: "It's a `tick and ``not closed", code: false },
  ]);
  // A line break inside a span reads as a space.
  expect(descriptionRuns('`one\ntwo`')).toEqual([{ text: 'one two', code: true }]);
});
