/**
 * Matching typed text against option labels, as a searchable list does: case and accents
 * are ignored ("cote" finds "Côte d’Ivoire"), and a query matches at the start of any word
 * of the label, or anywhere in it when the query contains a digit or a symbol ("+44").
 */

/** Lower case without accents or other combining marks. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const isWordStart = (text: string, index: number) =>
  index === 0 || !/[\p{L}\p{N}]/u.test(text[index - 1] ?? '');

/** True when the query is empty or found in the text as described above. */
export function matchesQuery(text: string, query: string): boolean {
  const needle = foldText(query.trim());
  if (needle.length === 0) return true;
  const haystack = foldText(text);
  if (/[^\p{L}\s]/u.test(needle)) return haystack.includes(needle);
  for (
    let index = haystack.indexOf(needle);
    index !== -1;
    index = haystack.indexOf(needle, index + 1)
  ) {
    if (isWordStart(haystack, index)) return true;
  }
  return false;
}

/** The items whose text matches the query, in their original order. */
export function filterByQuery<Item>(
  items: readonly Item[],
  query: string,
  textOf: (item: Item) => string,
): Item[] {
  return items.filter((item) => matchesQuery(textOf(item), query));
}
