import { describe, expect, test } from 'vitest';
import { filterByQuery, foldText, matchesQuery } from './textSearch';

describe('matchesQuery', () => {
  test('ignores case and accents', () => {
    expect(foldText('Côte d’Ivoire')).toBe('cote d’ivoire');
    expect(matchesQuery('Côte d’Ivoire (+225)', 'cote')).toBe(true);
    expect(matchesQuery('Réunion (+262)', 'REU')).toBe(true);
  });

  test('matches at the start of a word', () => {
    expect(matchesQuery('United Kingdom (+44)', 'king')).toBe(true);
    expect(matchesQuery('United Kingdom (+44)', 'ingdom')).toBe(false);
    expect(matchesQuery('Saint Lucia (+1)', 'luc')).toBe(true);
  });

  test('matches a code anywhere', () => {
    expect(matchesQuery('United Kingdom (+44)', '+44')).toBe(true);
    expect(matchesQuery('United Kingdom (+44)', '44')).toBe(true);
    expect(matchesQuery('Germany (+49)', '+44')).toBe(false);
  });

  test('an empty or blank query matches everything', () => {
    expect(matchesQuery('Anything', '')).toBe(true);
    expect(matchesQuery('Anything', '   ')).toBe(true);
  });
});

test('filterByQuery keeps the order of the matching items', () => {
  const items = [{ name: 'Niger' }, { name: 'Nigeria' }, { name: 'Norway' }];
  expect(filterByQuery(items, 'nig', (item) => item.name)).toEqual([
    { name: 'Niger' },
    { name: 'Nigeria' },
  ]);
});
