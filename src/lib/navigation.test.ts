import { describe, expect, test } from 'vitest';
import {
  activeTrail,
  branchesToOpen,
  groupOfPath,
  isBranch,
  containsPath,
  countItems,
  findItem,
  isExternalHref,
  type NavigationGroup,
} from './navigation';

const groups: NavigationGroup[] = [
  { label: 'Get Started', tag: '1.0', items: [{ label: 'Introduction', href: '/' }] },
  {
    label: 'Components',
    items: [
      {
        label: 'Forms',
        href: '/components/forms',
        items: [
          { label: 'Field', href: '/components/forms/field' },
          { label: 'Select', href: '/components/forms/select', disabled: true },
        ],
      },
      { label: 'Button', href: '/components/button' },
    ],
  },
];

test('external links are the ones starting with http', () => {
  expect(isExternalHref('https://example.com')).toBe(true);
  expect(isExternalHref('http://example.com')).toBe(true);
  expect(isExternalHref('/guides')).toBe(false);
});

test('countItems counts nested entries', () => {
  expect(countItems(groups[1]!)).toBe(4);
});

describe('current path', () => {
  test('a branch contains the path of a descendant, ignoring hash, query and trailing slash', () => {
    const forms = groups[1]!.items[0]!;
    expect(containsPath(forms, '/components/forms/field/')).toBe(true);
    expect(containsPath(forms, '/components/forms/field#props')).toBe(true);
    expect(containsPath(forms, '/components/button')).toBe(false);
  });

  test('activeTrail lists the branch and the leaf', () => {
    expect(
      activeTrail(groups[1]!.items, '/components/forms/select').map((item) => item.label),
    ).toEqual(['Forms', 'Select']);
    expect(activeTrail(groups[1]!.items, '/nowhere')).toEqual([]);
  });

  test('findItem finds the group and item of a path', () => {
    expect(findItem(groups, '/')?.group.label).toBe('Get Started');
    expect(findItem(groups, '/components/forms/select')?.item.disabled).toBe(true);
    expect(findItem(groups, '/missing')).toBeUndefined();
  });
});

describe('branches', () => {
  test('isBranch is true only for items with nested items', () => {
    expect(isBranch(groups[1]!.items[0]!)).toBe(true);
    expect(isBranch(groups[1]!.items[1]!)).toBe(false);
    expect(isBranch({ label: 'Empty', href: '/empty', items: [] })).toBe(false);
  });

  test('branchesToOpen lists the branches on the way to the current page', () => {
    expect(branchesToOpen(groups[1]!.items, '/components/forms/field')).toEqual([
      '/components/forms',
    ]);
    expect(branchesToOpen(groups[1]!.items, '/components/button')).toEqual([]);
    expect(branchesToOpen(groups[1]!.items, '/nowhere')).toEqual([]);
  });

  test('groupOfPath finds the group of the current page', () => {
    expect(groupOfPath(groups, '/components/forms/field')?.label).toBe('Components');
    expect(groupOfPath(groups, '/nowhere')).toBeUndefined();
  });
});
