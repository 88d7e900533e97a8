/**
 * Focus movement inside a list of options (listbox, menu, tab list): which index the
 * keyboard moves to next. Disabled entries are skipped; movement wraps at both ends.
 * Pure functions over an array of `{ disabled?, label }`, so every widget shares them and
 * they are tested without a DOM.
 */

export interface FocusableEntry {
  /** Text typeahead matches against. */
  label: string;
  /** Skipped by every movement. */
  disabled?: boolean;
}

export type FocusMove = 'next' | 'previous' | 'first' | 'last';

const isEnabled = (entry: FocusableEntry | undefined) => entry !== undefined && !entry.disabled;

/**
 * The index focus moves to from `current`, or -1 when no entry is enabled.
 * `current` may be -1 (nothing focused): `next` then lands on the first enabled entry and
 * `previous` on the last.
 */
export function moveFocus(
  entries: readonly FocusableEntry[],
  current: number,
  move: FocusMove,
  wrap = true,
): number {
  const count = entries.length;
  if (count === 0) return -1;
  if (move === 'first') return moveFocus(entries, -1, 'next', false);
  if (move === 'last') return moveFocus(entries, count, 'previous', false);

  const step = move === 'next' ? 1 : -1;
  let index = current < 0 && step < 0 ? count : current;
  for (let visited = 0; visited < count; visited += 1) {
    index += step;
    if (index >= count || index < 0) {
      if (!wrap) return isEnabled(entries[current]) ? current : -1;
      index = step > 0 ? 0 : count - 1;
    }
    if (isEnabled(entries[index])) return index;
  }
  return -1;
}

/**
 * The index `steps` enabled entries away from `current` (negative steps go back), stopping at
 * the ends instead of wrapping: PageUp and PageDown in a listbox jump ten options this way.
 * Returns `current` when no enabled entry lies in that direction, or -1 for an empty list.
 */
export function moveBy(entries: readonly FocusableEntry[], current: number, steps: number): number {
  if (steps === 0) return current;
  const move = steps > 0 ? 'next' : 'previous';
  let index = current;
  for (let taken = 0; taken < Math.abs(steps); taken += 1) {
    const next = moveFocus(entries, index, move, false);
    if (next < 0 || next === index) break;
    index = next;
  }
  return index;
}

/** The index to focus when a list opens: the preferred entry if enabled, else the first enabled one. */
export function initialFocus(entries: readonly FocusableEntry[], preferred: number): number {
  return isEnabled(entries[preferred]) ? preferred : moveFocus(entries, -1, 'first');
}

/**
 * The enabled entry whose label starts with `query` (case-insensitive), searching after
 * `current` and wrapping. A query of one repeated letter cycles through the entries that
 * start with it, as native selects do. Returns -1 when nothing matches.
 */
export function findByTypeahead(
  entries: readonly FocusableEntry[],
  current: number,
  query: string,
): number {
  const normalized = query.toLocaleLowerCase();
  if (normalized.length === 0 || entries.length === 0) return -1;
  const isRepeatedLetter = [...normalized].every((letter) => letter === normalized[0]);
  const matches = (entry: FocusableEntry, text: string) =>
    isEnabled(entry) && entry.label.trim().toLocaleLowerCase().startsWith(text);

  const count = entries.length;
  // A longer query keeps the current entry when it still matches; a single letter moves on.
  const start = normalized.length > 1 && !isRepeatedLetter ? current : current + 1;
  for (let offset = 0; offset < count; offset += 1) {
    const index = (((start + offset) % count) + count) % count;
    if (matches(entries[index]!, normalized)) return index;
  }
  if (isRepeatedLetter && normalized.length > 1) {
    return findByTypeahead(entries, current, normalized[0]!);
  }
  return -1;
}

/**
 * Collects typed characters into a query that resets after `timeout` ms of silence.
 * `now` is passed in so the buffer stays pure and testable with any clock.
 */
export function createTypeaheadBuffer(timeout = 500) {
  let query = '';
  let lastKeyAt = -Infinity;
  return {
    /** Adds a character typed at `now` and returns the query so far. */
    type(character: string, now: number): string {
      query = now - lastKeyAt > timeout ? character : query + character;
      lastKeyAt = now;
      return query;
    },
    /** True while a query is being typed, so Space belongs to it rather than selecting. */
    isTyping(now: number): boolean {
      return query.length > 0 && now - lastKeyAt <= timeout;
    },
    reset() {
      query = '';
      lastKeyAt = -Infinity;
    },
  };
}

/** True for a key that should feed typeahead: one printable character, no modifier. */
export function isTypeaheadKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}
