/**
 * What an avatar shows without a picture: the initials of a person's name, and a colour
 * picked from the name so the same person always gets the same one.
 */

/** Up to two upper-case initials: first and last word of the name ("Ada Lovelace" → "AL"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_.]+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return '';
  const first = Array.from(words[0]!.replace(/[^\p{L}\p{N}]/gu, ''))[0] ?? '';
  if (words.length === 1) return first.toLocaleUpperCase();
  const last = Array.from(words[words.length - 1]!.replace(/[^\p{L}\p{N}]/gu, ''))[0] ?? '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** A stable index in `[0, count)` for a name (FNV-1a hash), for picking a colour. */
export function pickIndex(name: string, count: number): number {
  let hash = 0x811c9dc5;
  for (const character of name) {
    hash ^= character.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}
