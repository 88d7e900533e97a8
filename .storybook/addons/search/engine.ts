/**
 * The site's full-text search: MiniSearch over the documents of `search-index.json`, with
 * results grouped by page and a snippet around the first match of each section.
 *
 * This module is built on its own (`search-engine.js`) and loaded by the manager on the first
 * focus of the search box together with the data, so neither costs anything on page load.
 *
 * Query rules: every word must match (AND); the word being typed (the last one) also matches
 * as a prefix; words of 5 letters or more forgive one typo, of 9 or more two ("acordion" finds
 * "accordion"). A match in the page title counts most, then a heading or prop name, then the
 * text; the page title of a section counts a little, so "accordion headinglevel" finds the
 * prop without showing every section of the page for "accordion" alone.
 *
 * Engine choice, measured over this site's 650 documents (Node 20, one core of a busy 2-core
 * machine): MiniSearch documents 38 kB gzip (a serialized index would add 41 kB), index build
 * about a tenth of the search box's first-focus budget, under 1 ms per keystroke once the
 * machine is quiet; Orama's saved index was 214 kB gzip and it cannot AND the words;
 * FlexSearch was fastest (0.3 ms) but has no edit-distance typo tolerance and no per-term
 * match data for highlighting. `bench/search.mjs` keeps the budgets in the bench.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import {
  SectionKind,
  type SearchData,
  type SearchPage,
  type SearchRecord,
} from '../../content/searchData';

export interface TextPart {
  text: string;
  /** This part matched the query. */
  match: boolean;
}

export interface SectionHit {
  kind: SectionKind;
  /** The heading's or prop's anchor id on the page; empty for the top of the page. */
  anchor: string;
  heading: TextPart[];
  snippet: TextPart[];
  score: number;
}

export interface PageHit {
  page: SearchPage;
  score: number;
  /** Snippet of the page's opening text, when it matched. */
  snippet: TextPart[];
  /** The sections that contain the words, best first. */
  sections: SectionHit[];
  /** Further matching sections not listed. */
  moreSections: number;
}

export interface SearchOptions {
  /** @default 10 */
  maxPages?: number;
  /** @default 3 */
  maxSections?: number;
}

export interface SiteSearchEngine {
  search: (query: string, options?: SearchOptions) => PageHit[];
  /** Number of indexed documents. */
  size: number;
}

interface IndexedDocument {
  id: number;
  title: string;
  heading: string;
  body: string;
  page: string;
}

const BOOST = { title: 8, heading: 4, body: 1, page: 0.5 };
const SNIPPET_BEFORE = 48;
const SNIPPET_LENGTH = 150;
const WORD = /[\p{L}\p{N}]/u;

const processTerm = (term: string) => term.toLowerCase();

/** Words are runs of letters, digits, `_` and `$`: `<Accordion` is `accordion`, `aria-label` two words. */
const tokenize = (text: string) => text.split(/[^\p{L}\p{N}_$]+/u).filter(Boolean);

function fuzziness(term: string): number {
  if (term.length >= 9) return 2;
  return term.length >= 5 ? 1 : 0;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches any of the terms where a word starts, longest first. */
function termPattern(terms: readonly string[]): RegExp | undefined {
  const unique = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (unique.length === 0) return undefined;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${unique.map(escapeRegExp).join('|')})`, 'giu');
}

/** Splits text into parts, marking the words the pattern matches. */
export function highlight(text: string, pattern: RegExp | undefined): TextPart[] {
  if (!pattern || text === '') return text === '' ? [] : [{ text, match: false }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/**
 * Where the snippet centres: the first occurrence of the longest matched word, which is the
 * rarest one ("activedescendant" rather than "aria").
 */
function focusOf(text: string, pattern: RegExp | undefined): number {
  if (!pattern) return -1;
  const found = [...text.matchAll(pattern)];
  if (found.length === 0) return -1;
  const longest = Math.max(...found.map((match) => match[0].length));
  return found.find((match) => match[0].length === longest)?.index ?? -1;
}

/** About 150 characters of the text around its best match, cut at word boundaries. */
export function snippetOf(body: string, pattern: RegExp | undefined): TextPart[] {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text === '') return [];
  const first = focusOf(text, pattern);
  let start = Math.max(0, (first === -1 ? 0 : first) - SNIPPET_BEFORE);
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || space > (first === -1 ? start : first) ? start : space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start && (first === -1 || space > first)) end = space;
  }
  const excerpt = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return highlight(excerpt, pattern);
}

function toDocument(record: SearchRecord, id: number, pages: readonly SearchPage[]) {
  const [pageIndex, kind, , heading, body] = record;
  const page = pages[pageIndex];
  return {
    id,
    title: kind === SectionKind.Page ? (page?.title ?? '') : '',
    heading,
    body,
    page: kind === SectionKind.Page ? '' : (page?.title ?? ''),
  } satisfies IndexedDocument;
}

/** Whether the result matched by more than the page title a section carries. */
function matchedOwnText(result: SearchResult): boolean {
  return Object.values(result.match).some((fields) => fields.some((field) => field !== 'page'));
}

export function createSearchEngine(data: SearchData): SiteSearchEngine {
  const index = new MiniSearch<IndexedDocument>({
    fields: ['title', 'heading', 'body', 'page'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: BOOST,
      combineWith: 'AND',
      prefix: (_term, position, terms) => position === terms.length - 1,
      fuzzy: (term) => fuzziness(term),
      tokenize,
      processTerm,
    },
  });
  index.addAll(data.records.map((record, id) => toDocument(record, id, data.pages)));

  const search = (query: string, { maxPages = 10, maxSections = 3 }: SearchOptions = {}) => {
    if (query.trim() === '' || !WORD.test(query)) return [];
    // First the results that will show: the best pages, each with its best few sections.
    const groups = new Map<
      number,
      { page?: SearchResult; sections: SearchResult[]; more: number }
    >();
    for (const result of index.search(query)) {
      const record = data.records[result.id as number];
      if (!record) continue;
      let group = groups.get(record[0]);
      if (!group) {
        if (groups.size >= maxPages) continue;
        group = { sections: [], more: 0 };
        groups.set(record[0], group);
      }
      if (record[1] === SectionKind.Page) group.page = result;
      else if (!matchedOwnText(result)) continue;
      else if (group.sections.length < maxSections) group.sections.push(result);
      else group.more += 1;
    }
    // Then snippets, highlighting only the words those results matched.
    const shown = [...groups.values()].flatMap((group) => [
      ...(group.page ? [group.page] : []),
      ...group.sections,
    ]);
    const pattern = termPattern(shown.flatMap((result) => result.terms));
    return [...groups.entries()].flatMap(([pageIndex, group]): PageHit[] => {
      const page = data.pages[pageIndex];
      if (!page) return [];
      const score = Math.max(group.page?.score ?? 0, ...group.sections.map((hit) => hit.score));
      return [
        {
          page,
          score,
          snippet: group.page ? snippetOf(data.records[group.page.id as number]![4], pattern) : [],
          sections: group.sections.map((result) => {
            const [, kind, anchor, heading, body] = data.records[result.id as number]!;
            return {
              kind,
              anchor,
              heading: highlight(heading, pattern),
              snippet: snippetOf(body, pattern),
              score: result.score,
            };
          }),
          moreSections: group.more,
        },
      ];
    });
  };

  return { search, size: data.records.length };
}
