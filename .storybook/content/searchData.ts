/**
 * The search data of the site, written at build time to `search-index.json` and read by the
 * search engine in the manager on first use. It holds documents, not a prebuilt index: the
 * documents are what results show (snippets), and building the index from them in the browser
 * costs less to transfer than shipping both (see the measurements in CONTRIBUTING notes of the
 * search engine module).
 *
 * One document per section of a page (the text before the first heading, each h2 and h3) and
 * one per prop of its props tables, each with the anchor id the live page gives it. Locked pages
 * contribute their title, their headings and their prop names only, so they can be found and
 * lead to the license notice without their content leaving the license.
 */
import type { ContentSection, PropEntry } from './mdxContent.js';
import type { SitePage } from './siteContent.js';

export const SEARCH_DATA_VERSION = 1;

export interface SearchPage {
  /** Storybook docs id, e.g. `components-accordion--docs`. */
  id: string;
  /** The page's name, e.g. `Accordion`. */
  title: string;
  /** Where it sits, e.g. `Components` or `Components / Checkbox`. */
  path: string;
  locked: boolean;
}

/** What a record stands for: the page's opening text (it carries the page title), a section, a prop. */
export const SectionKind = { Page: 0, Section: 1, Prop: 2 } as const;
export type SectionKind = (typeof SectionKind)[keyof typeof SectionKind];

/** `[page index, kind, anchor, heading, body]`, as arrays to keep the file small. */
export type SearchRecord = [number, SectionKind, string, string, string];

export interface SearchData {
  version: number;
  pages: SearchPage[];
  records: SearchRecord[];
}

export function propertyAnchor(name: string): string {
  // The ParameterTable's anchor of a top-level entry (src/lib/propertyAnchors.ts).
  return `prop-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

function sectionBody(section: ContentSection): string {
  return [section.text, ...section.code.map((sample) => sample.value)]
    .join('\n')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

function propBody(entry: PropEntry): string {
  return [
    entry.type,
    entry.comment,
    entry.defaultValue === undefined ? '' : `Default ${entry.defaultValue}.`,
  ]
    .filter(Boolean)
    .join(' — ');
}

export function buildSearchData(pages: readonly SitePage[]): SearchData {
  const records: SearchRecord[] = [];
  const searchPages = pages.map((page, index): SearchPage => {
    const parents = page.title.split('/').slice(0, -1);
    const open = !page.locked;
    // Two tables on one page share anchors; the first one on the page is the target.
    const seen = new Set<string>();
    for (const section of page.content.sections) {
      const kind = section.anchor === '' ? SectionKind.Page : SectionKind.Section;
      records.push([
        index,
        kind,
        section.anchor,
        section.heading,
        open ? sectionBody(section) : '',
      ]);
      for (const block of section.props) {
        for (const entry of block.entries) {
          const anchor = propertyAnchor(entry.name);
          if (seen.has(anchor)) continue;
          seen.add(anchor);
          records.push([index, SectionKind.Prop, anchor, entry.name, open ? propBody(entry) : '']);
        }
      }
    }
    if (!page.content.sections.some((section) => section.anchor === '')) {
      records.push([index, SectionKind.Page, '', '', '']);
    }
    return { id: page.docsId, title: page.label, path: parents.join(' / '), locked: page.locked };
  });
  return { version: SEARCH_DATA_VERSION, pages: searchPages, records };
}
