import { describe, expect, test } from 'vitest';
import { phonePrefixOptions, phonePrefixOptionsFor, searchPhonePrefixOptions } from './index';
import { MAX_QUERY_LENGTH } from './search';
import { costRatio } from '../../../tests/costRatio';

const first = (query: string) => searchPhonePrefixOptions(phonePrefixOptions, query)[0]?.id;

describe('country search', () => {
  test.each([
    ['uk', 'GB'],
    ['UK', 'GB'],
    ['usa', 'US'],
    ['us', 'US'],
    ['england', 'GB'],
    ['great britain', 'GB'],
    ['holland', 'NL'],
    ['turkey', 'TR'],
    ['ivory coast', 'CI'],
    ['cape verde', 'CV'],
    ['czech republic', 'CZ'],
    ['burma', 'MM'],
    ['swaziland', 'SZ'],
    ['vatican', 'VA'],
    ['drc', 'CD'],
    ["cote d'ivoire", 'CI'],
    ['cote d ivoire', 'CI'],
    ['guinea bissau', 'GW'],
    ['timor leste', 'TL'],
    ['st lucia', 'LC'],
    ['st. kitts', 'KN'],
    ['germany', 'DE'],
    ['de', 'DE'],
    ['+44', 'GB'],
    ['0044', 'GB'],
    ['+1', 'US'],
    ['+1 876', 'JM'],
    ['+1 (416) 555-0147', 'CA'],
    ['+247', 'AC'],
    // Typed in full width, or with the digits of another script.
    ['＋４４', 'GB'],
    ['ｆｒａｎｃｅ', 'FR'],
    ['+٤٤', 'GB'],
    ['+۹۸', 'IR'],
  ])('%j finds %s first', (query, code) => {
    expect(first(query)).toBe(code);
  });

  test('ranks an exact match before names that start with or contain the query', () => {
    const results = searchPhonePrefixOptions(phonePrefixOptions, 'uk').map((option) => option.id);
    expect(results.slice(0, 2)).toEqual(['GB', 'UA']);
    const niger = searchPhonePrefixOptions(phonePrefixOptions, 'niger').map((option) => option.id);
    expect(niger.slice(0, 2)).toEqual(['NE', 'NG']);
  });

  test('keeps every country for an empty query and finds nothing for gibberish', () => {
    expect(searchPhonePrefixOptions(phonePrefixOptions, '  ')).toHaveLength(
      phonePrefixOptions.length,
    );
    expect(searchPhonePrefixOptions(phonePrefixOptions, 'zzz')).toEqual([]);
  });

  test('a dialling code lists every country that shares it', () => {
    const plusOne = searchPhonePrefixOptions(phonePrefixOptions, '+1').map((option) => option.id);
    expect(plusOne.length).toBeGreaterThan(20);
    expect(plusOne).toEqual(expect.arrayContaining(['CA', 'JM', 'PR']));
    const plus44 = searchPhonePrefixOptions(phonePrefixOptions, '0044').map((option) => option.id);
    expect(plus44.sort()).toEqual(['GB', 'GG', 'IM', 'JE']);
  });

  test('finds countries by their local name and by the English name in another locale', () => {
    const german = phonePrefixOptionsFor('de');
    expect(searchPhonePrefixOptions(german, 'deutsch')[0]?.id).toBe('DE');
    expect(searchPhonePrefixOptions(german, 'germany')[0]?.id).toBe('DE');
    expect(searchPhonePrefixOptions(german, 'uk')[0]?.id).toBe('GB');
  });

  test('100,000 typed or pasted characters cost what a short query costs', () => {
    const longQueries = ['a'.repeat(100_000), `+${'1'.repeat(100_000)}`, 'ü '.repeat(50_000)];
    const shortQueries = longQueries.map((query) => query.slice(0, MAX_QUERY_LENGTH));
    longQueries.forEach((query, index) => {
      expect(searchPhonePrefixOptions(phonePrefixOptions, query)).toEqual(
        searchPhonePrefixOptions(phonePrefixOptions, shortQueries[index] ?? ''),
      );
    });
    const search = (queries: string[]) => () => {
      for (const query of queries) searchPhonePrefixOptions(phonePrefixOptions, query);
    };
    // Reading the whole paste costs over twenty times more.
    expect(costRatio(search(longQueries), search(shortQueries))).toBeLessThan(3);
  });
});
