/**
 * Country search as people type it: common names and aliases (`uk`, `usa`, `holland`, `burma`,
 * `drc`), ASCII apostrophes, hyphens and spaces for typographic ones (`cote d'ivoire`,
 * `guinea bissau`, `timor leste`), abbreviations (`st lucia`), and dialling forms (`+1 876`,
 * `0044`). Results are ranked: an exact code, name or alias first, then names that start with
 * the query, then names with a word that does, then names that contain it; ties keep the list's
 * order. The query is cut to {@link MAX_QUERY_LENGTH} characters, so a 100,000-character paste
 * costs no more than a short one.
 */
import { asciiDigits, countryOfNumber } from '../phone';
import { countryRows } from './countries';

/** No country name or dialling form is longer; anything past this is ignored. */
export const MAX_QUERY_LENGTH = 80;

/** Other names people use, by ISO code (English; matched in every locale). */
export const countryAliases: Readonly<Record<string, readonly string[]>> = {
  AE: ['uae', 'emirates'],
  BA: ['bosnia'],
  BN: ['brunei darussalam'],
  CD: ['drc', 'dr congo', 'congo kinshasa', 'democratic republic of the congo', 'zaire'],
  CG: ['congo brazzaville', 'republic of the congo'],
  CI: ['ivory coast', "cote d'ivoire"],
  CV: ['cape verde'],
  CZ: ['czech republic', 'czechia'],
  DE: ['deutschland'],
  ES: ['espana'],
  FK: ['falklands', 'malvinas'],
  FM: ['micronesia'],
  GB: [
    'uk',
    'united kingdom',
    'great britain',
    'britain',
    'england',
    'scotland',
    'wales',
    'northern ireland',
  ],
  KN: ['saint kitts and nevis', 'st kitts'],
  KP: ['north korea', 'dprk'],
  KR: ['korea', 'republic of korea'],
  LA: ['lao'],
  LC: ['saint lucia'],
  MF: ['saint martin'],
  MK: ['macedonia'],
  MM: ['burma'],
  NL: ['holland', 'the netherlands'],
  PS: ['palestinian territories'],
  RU: ['russian federation'],
  SZ: ['swaziland', 'eswatini'],
  TL: ['east timor', 'timor leste'],
  TR: ['turkey', 'turkiye'],
  TW: ['republic of china'],
  US: ['usa', 'us', 'united states of america', 'america'],
  VA: ['vatican', 'vatican city', 'holy see'],
  VC: ['saint vincent', 'st vincent'],
  VG: ['bvi'],
  VI: ['usvi', 'us virgin islands'],
  VN: ['viet nam'],
};

const abbreviations: Readonly<Record<string, string>> = { st: 'saint', ste: 'sainte', mt: 'mount' };

/**
 * Lower case, no accents, apostrophes dropped, hyphens, dots, commas and brackets as spaces,
 * `&` as `and`, abbreviations spelled out: `St. Kitts & Nevis` → `saint kitts and nevis`.
 */
export function normalizeCountryText(text: string): string {
  return text
    .slice(0, MAX_QUERY_LENGTH)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’‘`´ʼ]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map((word) => abbreviations[word] ?? word)
    .join(' ');
}

interface Searchable<Item> {
  item: Item;
  code: string;
  callingCode: string;
  /** Normalised names: the shown one, the English one and the aliases. */
  names: string[];
  /** The same without spaces, for `guinea bissau` and `guineabissau` alike. */
  squashed: string[];
}

const englishNames = new Map(countryRows.map(([name, code]) => [code, name]));

/** What a country search reads from each item. */
export interface CountrySearchKeys<Item> {
  /** ISO code of the item. */
  code: (item: Item) => string;
  /** Name shown for the item (in the user's locale). */
  name: (item: Item) => string;
  /** Dialling code with its plus (`+44`). */
  callingCode: (item: Item) => string;
}

/** Digits of a dialling form (`+1 876`, `0044`, `+44`), or `undefined` for a name. */
function diallingDigits(query: string): string | undefined {
  const text = query.trim();
  if (!/^(\+|00)?[\d\s().-]+$/.test(text) || !/\d/.test(text)) return undefined;
  const compact = text.replace(/[^\d+]/g, '');
  if (compact.startsWith('+')) return compact.slice(1);
  if (compact.startsWith('00')) return compact.slice(2);
  return compact;
}

/**
 * Builds a search over items (countries or phone-prefix options): call the result with a query
 * to get the matching items, best first. An empty query returns every item in its order.
 */
export function createCountrySearch<Item>(
  items: readonly Item[],
  keys: CountrySearchKeys<Item>,
): (query: string) => Item[] {
  const entries: Searchable<Item>[] = items.map((item) => {
    const code = keys.code(item);
    const names = [keys.name(item), englishNames.get(code) ?? '', ...(countryAliases[code] ?? [])]
      .map(normalizeCountryText)
      .filter((name) => name.length > 0);
    return {
      item,
      code: code.toLowerCase(),
      callingCode: keys.callingCode(item).replace(/\D/g, ''),
      names,
      squashed: names.map((name) => name.replace(/ /g, '')),
    };
  });

  return (rawQuery: string) => {
    // Full-width letters, digits and signs (an input method's full-width mode) as ASCII, and
    // digits of any script as ASCII digits: `＋４４`, `ｆｒａｎｃｅ` and `+٤٤` search as typed in ASCII.
    const query = asciiDigits(rawQuery.slice(0, MAX_QUERY_LENGTH).normalize('NFKC'));
    if (query.trim() === '') return items.slice();

    const digits = diallingDigits(query);
    if (digits !== undefined) {
      if (digits === '') return [];
      const owner = digits.length > 0 ? countryOfNumber(`+${digits}`)?.toLowerCase() : undefined;
      const ranked = entries
        .map((entry) => {
          let rank = -1;
          if (digits === entry.callingCode || digits.startsWith(entry.callingCode)) {
            rank = entry.code === owner ? 0 : 1;
          } else if (entry.callingCode.startsWith(digits)) rank = 2;
          return { entry, rank };
        })
        .filter(({ rank }) => rank >= 0);
      return stableByRank(ranked);
    }

    const needle = normalizeCountryText(query);
    if (needle === '') return [];
    const squashedNeedle = needle.replace(/ /g, '');
    const ranked = entries.map((entry) => {
      let rank = -1;
      if (entry.code === needle || entry.names.includes(needle)) rank = 0;
      else if (entry.names.some((name) => name.startsWith(needle))) rank = 1;
      else if (entry.names.some((name) => name.includes(` ${needle}`))) rank = 2;
      else if (entry.squashed.some((name) => name.includes(squashedNeedle))) rank = 3;
      return { entry, rank };
    });
    return stableByRank(ranked.filter(({ rank }) => rank >= 0));
  };
}

function stableByRank<Item>(ranked: { entry: Searchable<Item>; rank: number }[]): Item[] {
  return ranked
    .map((value, index) => ({ ...value, index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ entry }) => entry.item);
}
