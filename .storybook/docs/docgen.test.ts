import { expect, test } from 'vitest';
import { docgenToEntries, splitDescription } from './docgen';

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
