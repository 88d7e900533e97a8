/**
 * Anchors of documented property entries: every entry of a property reference gets an id
 * (`prop-<name>`, nested entries `prop-<parent>-<name>`) so a URL can point at it.
 */

/** The anchor id of an entry; `path` is the chain of names from the top-level entry down. */
export function propertyAnchorId(path: readonly string[]): string {
  return `prop-${path.map((name) => name.replace(/[^A-Za-z0-9_-]+/g, '-')).join('-')}`;
}

/** The page address without its hash, followed by `#id`. */
export function anchorUrl(href: string, id: string): string {
  const hashAt = href.indexOf('#');
  return `${hashAt === -1 ? href : href.slice(0, hashAt)}#${id}`;
}

/** The id a location hash points at, or null for an empty hash. */
export function idFromHash(hash: string): string | null {
  const id = hash.replace(/^#/, '');
  if (id === '') return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
