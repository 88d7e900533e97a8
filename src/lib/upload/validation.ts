/**
 * The rules an add has to pass: system files are dropped silently, a drop can be vetoed by a
 * hook, the count is checked against single-file mode and `maxFiles`, and each file's type is
 * matched against `accept`.
 */

/** System files no one means to upload; compared case-insensitively. */
export const defaultIgnoredFiles = ['.ds_store', 'thumbs.db', 'desktop.ini'] as const;

export function isIgnoredFile(name: string, ignored: readonly string[] = defaultIgnoredFiles) {
  const lower = name.toLowerCase();
  return ignored.some((entry) => entry.toLowerCase() === lower);
}

/**
 * Whether a file's MIME type (or, failing that, its extension) matches one of the accept
 * patterns: `image/*`, `application/pdf` or `.png`. An empty list accepts everything.
 */
export function matchesAccept(file: { name: string; type: string }, accept: readonly string[]) {
  if (accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((raw) => {
    const pattern = raw.trim().toLowerCase();
    if (pattern === '' || pattern === '*' || pattern === '*/*') return true;
    if (pattern.startsWith('.')) return name.endsWith(pattern);
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

export type CountDecision =
  { kind: 'accept' } | { kind: 'replace' } | { kind: 'reject'; reason: 'max-files' };

/**
 * Decides what an add of `adding` files does to a widget that holds `present` files.
 * Single-file mode takes one file at a time and swaps it for the current one when
 * `allowReplace` is on; with several files allowed, `maxFiles` caps the total.
 */
export function decideCount(options: {
  adding: number;
  present: number;
  allowMultiple: boolean;
  maxFiles: number | null;
  allowReplace: boolean;
}): CountDecision {
  const { adding, present, allowMultiple, maxFiles, allowReplace } = options;
  if (adding === 0) return { kind: 'accept' };
  if (!allowMultiple) {
    if (adding > 1) return { kind: 'reject', reason: 'max-files' };
    if (present === 0) return { kind: 'accept' };
    return allowReplace ? { kind: 'replace' } : { kind: 'reject', reason: 'max-files' };
  }
  if (maxFiles !== null && present + adding > maxFiles) {
    return { kind: 'reject', reason: 'max-files' };
  }
  return { kind: 'accept' };
}
