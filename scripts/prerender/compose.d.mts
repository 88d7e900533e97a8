/**
 * Whether a stylesheet holds nothing but font faces the page already defines (the same family,
 * style and characters), given as `@font-face` rules.
 */
export function onlyRepeatsFontFaces(css: string, pageFontFaces: readonly string[]): boolean;

/** A docs entry as the build prerenders it. */
export interface PrerenderedEntry {
  id: string;
  shownId: string;
  route: string;
  label: string;
  locked: boolean;
}

/** What the build read from the live site for one entry. */
export interface PrerenderSnapshot {
  managerCss: string;
  /** The frame's markup, with `\u0000DOCS\u0000` where the docs go. */
  rootHtml: string;
  fontFaces: string;
  description: string;
  exampleCount: number;
  docs: { html: string; css: string; bodyClass: string } | null;
  darkDocs: { html: string; css: string; bodyClass: string } | null;
}

/** The HTML page written at an entry's route, for a site published at `siteUrl`. */
export function composePage(options: {
  page: PrerenderedEntry;
  snapshot: PrerenderSnapshot;
  managerHtml: string;
  siteUrl: URL;
  pageTitle: string;
  licenseNotice: string;
  markdownPath?: string;
  readStylesheet?: (href: string) => string | undefined;
}): string;
