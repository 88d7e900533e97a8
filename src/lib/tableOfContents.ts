/**
 * Table-of-contents data (SPEC §3) and the pure questions the "On this page" list asks:
 * how headings nest, which ids they get, and which section is current at a scroll position.
 */

export interface TocItem {
  label: string;
  /** `#id` of the section. */
  href: string;
  items?: TocItem[];
}

export interface HeadingEntry {
  /** 2 for h2, 3 for h3 … */
  level: number;
  id: string;
  label: string;
}

/** "Props & events" → "props-events". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/[\s-]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A slug not in `taken`, suffixed -2, -3 … when needed; the result is added to `taken`. */
export function uniqueSlug(text: string, taken: Set<string>): string {
  const base = slugify(text) || 'section';
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  taken.add(slug);
  return slug;
}

/**
 * Nests a flat heading list: each heading deeper than the top level goes under the closest
 * shallower heading before it. A deeper heading with no parent stays at the top level.
 */
export function nestHeadings(headings: readonly HeadingEntry[]): TocItem[] {
  const topLevel = Math.min(...headings.map((heading) => heading.level));
  const root: TocItem[] = [];
  const parents: { level: number; item: TocItem }[] = [];
  for (const heading of headings) {
    const item: TocItem = { label: heading.label, href: `#${heading.id}` };
    while (parents.length > 0 && parents[parents.length - 1]!.level >= heading.level) {
      parents.pop();
    }
    const parent = heading.level > topLevel ? parents[parents.length - 1] : undefined;
    if (parent) (parent.item.items ??= []).push(item);
    else root.push(item);
    parents.push({ level: heading.level, item });
  }
  return root;
}

/** Every id the items point at, in reading order. */
export function tocIds(items: readonly TocItem[]): string[] {
  return items.flatMap((item) => [
    decodeURIComponent(item.href.replace(/^#/, '')),
    ...tocIds(item.items ?? []),
  ]);
}

export interface SectionPosition {
  id: string;
  /** Distance of the heading from the top of the viewport, in px. */
  top: number;
}

/**
 * The current section: the last heading at or above the offset line (with 1 px of slack for
 * sub-pixel scroll positions); the first one when none has reached it yet; the last one when
 * the page cannot scroll further, so short final sections can still become current.
 */
export function currentSection(
  positions: readonly SectionPosition[],
  offset: number,
  isAtBottom = false,
): string | null {
  if (positions.length === 0) return null;
  if (isAtBottom) return positions[positions.length - 1]!.id;
  let current = positions[0]!.id;
  for (const position of positions) {
    if (position.top <= offset + 1) current = position.id;
  }
  return current;
}
