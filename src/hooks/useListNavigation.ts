/**
 * Keyboard movement through a list of options, menu entries, tabs or accordion headers: the
 * one implementation every Tessera widget composes.
 *
 * - Arrow keys move with wrap (vertical lists: Up/Down; horizontal: Left/Right, read against
 *   the list's writing direction, so Left Arrow is "next" in right to left), Home and End
 *   jump to the ends, PageUp and PageDown jump ten entries (stopping at the ends) when
 *   `pageKeys` is on, as in the APG listbox. Disabled entries are skipped.
 * - Typing a printable character jumps to the next entry starting with the typed text; the
 *   buffer resets after 500 ms of silence. Space while typing belongs to the query.
 * - Enter and Space (outside a typed query) call `onSelect`; Tab calls `onTabOut`.
 * - `focus: 'roving'` moves DOM focus to the active entry (menus, tabs, accordion headers);
 *   `focus: 'active-descendant'` leaves focus where it is and gives the owner the active entry's
 *   id for `aria-activedescendant` (select-only and editable comboboxes).
 *
 * The index arithmetic lives in `src/lib/listFocus.ts` (pure, unit-tested). Floating UI's own
 * `useListNavigation` is built around its interaction-props composition and owns the active
 * index itself; the widgets here keep the active index as their own state (it decides what
 * Enter chooses and what a submenu opens from), so they share this thinner hook instead.
 */
import { useCallback, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import {
  createTypeaheadBuffer,
  findByTypeahead,
  isTypeaheadKey,
  moveBy,
  moveFocus,
  type FocusableEntry,
  type FocusMove,
} from '../lib/listFocus';
import { directionOf, inlineKey } from '../lib/direction';
import { isComposing } from '../lib/inputMethod';

export interface ListNavigationOptions {
  /** The entries in order: their labels feed typeahead, disabled ones are skipped. */
  items: readonly FocusableEntry[];
  /**
   * The active entry. Omit it to take the entry holding focus (roving lists whose active
   * index is not state, such as tab lists and accordion headers).
   */
  activeIndex?: number;
  /** Called with the index the keyboard moves to. */
  onActiveIndexChange?: (index: number) => void;
  /**
   * Which arrow keys move: Up/Down for vertical lists, Left/Right for horizontal ones.
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /**
   * `roving` moves focus to the active entry; `active-descendant` leaves focus on the owner.
   * @default 'roving'
   */
  focus?: 'roving' | 'active-descendant';
  /**
   * Whether the list is live: focus follows the active entry only while it is (an open menu).
   * @default true
   */
  enabled?: boolean;
  /**
   * Whether arrows wrap from the last entry to the first and back.
   * @default true
   */
  loop?: boolean;
  /**
   * Whether typed characters jump to a matching entry.
   * @default true
   */
  typeahead?: boolean;
  /**
   * Whether Home and End jump to the ends (off for a list driven from a text box, where they
   * move the caret).
   * @default true
   */
  homeEnd?: boolean;
  /**
   * Whether PageUp and PageDown jump `pageSize` entries, as in a listbox.
   * @default false
   */
  pageKeys?: boolean;
  /**
   * Whether the active entry is scrolled into view as it changes (once the list is placed).
   * @default false
   */
  scrollIntoView?: boolean;
  /** Called for Enter and Space (when Space is not part of a typed query). */
  onSelect?: (index: number, event: KeyboardEvent) => void;
  /** Called for Tab; `backwards` is true for Shift+Tab. */
  onTabOut?: (backwards: boolean, event: KeyboardEvent) => void;
}

export interface ListNavigation {
  /** Handles a key; returns true (and has prevented its default) when the key was used. */
  handleKeyDown: (event: KeyboardEvent) => boolean;
  /** Ref callback for the entry at `index`, so roving focus can reach it. */
  itemRef: (index: number) => (element: HTMLElement | null) => void;
  /** The entry a typed character leads to from `from` (for a closed list's trigger), or -1. */
  typeaheadFrom: (key: string, from: number) => number;
  /** Forgets the typed query (on opening a list). */
  resetTypeahead: () => void;
  /** The element of the entry at `index`, if mounted. */
  element: (index: number) => HTMLElement | null;
}

const verticalMoves: Partial<Record<string, FocusMove>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};
const horizontalMoves: Partial<Record<string, FocusMove>> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};
/** How many entries PageUp and PageDown jump (the APG select-only combobox uses ten). */
export const pageSize = 10;

/** Arrow, Home/End, typeahead, Enter/Space and Tab over a list of entries. */
export function useListNavigation({
  items,
  activeIndex,
  onActiveIndexChange,
  orientation = 'vertical',
  focus = 'roving',
  enabled = true,
  loop = true,
  typeahead = true,
  homeEnd = true,
  pageKeys = false,
  scrollIntoView = false,
  onSelect,
  onTabOut,
}: ListNavigationOptions): ListNavigation {
  const elements = useRef<(HTMLElement | null)[]>([]);
  const buffer = useRef(createTypeaheadBuffer());
  const refCallbacks = useRef(new Map<number, (element: HTMLElement | null) => void>());

  // Roving focus: the active entry holds focus while the list is live.
  useLayoutEffect(() => {
    if (!enabled || activeIndex === undefined || activeIndex < 0) return;
    const element = elements.current[activeIndex];
    if (!element) return;
    if (focus === 'roving') element.focus({ preventScroll: true });
    if (scrollIntoView) element.scrollIntoView?.({ block: 'nearest' });
  }, [enabled, activeIndex, focus, scrollIntoView]);

  const currentIndex = (event: KeyboardEvent) => {
    if (activeIndex !== undefined) return activeIndex;
    const target = event.target as Node;
    return elements.current.findIndex((element) => element?.contains(target) ?? false);
  };

  const moveTo = (next: number) => {
    if (next < 0) return;
    onActiveIndexChange?.(next);
    // Lists without an active-index state move focus here, at once.
    if (activeIndex === undefined && focus === 'roving') elements.current[next]?.focus();
  };

  const typeaheadFrom = useCallback(
    (key: string, from: number) =>
      findByTypeahead(items, from, buffer.current.type(key, performance.now())),
    [items],
  );

  const handleKeyDown = (event: KeyboardEvent): boolean => {
    // A search box's input method is converting: its keys are not the list's.
    if (isComposing(event)) return false;
    const current = currentIndex(event);
    const isEnd = event.key === 'Home' || event.key === 'End';
    if (pageKeys && (event.key === 'PageUp' || event.key === 'PageDown')) {
      event.preventDefault();
      moveTo(moveBy(items, current, event.key === 'PageUp' ? -pageSize : pageSize));
      return true;
    }
    const move =
      isEnd && !homeEnd
        ? undefined
        : orientation === 'vertical'
          ? verticalMoves[event.key]
          : horizontalMoves[inlineKey(event.key, directionOf(event.currentTarget as Element))];
    if (move) {
      event.preventDefault();
      moveTo(moveFocus(items, current, move, loop));
      return true;
    }
    if (event.key === 'Tab' && onTabOut) {
      onTabOut(event.shiftKey, event);
      return true;
    }
    const isTyping = typeahead && buffer.current.isTyping(performance.now());
    if (onSelect && (event.key === 'Enter' || (event.key === ' ' && !isTyping))) {
      event.preventDefault();
      onSelect(current, event);
      return true;
    }
    if (typeahead && isTypeaheadKey(event)) {
      event.preventDefault();
      const match = typeaheadFrom(event.key, current);
      if (match >= 0 && match !== current) moveTo(match);
      return true;
    }
    return false;
  };

  const itemRef = (index: number) => {
    let callback = refCallbacks.current.get(index);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        elements.current[index] = element;
      };
      refCallbacks.current.set(index, callback);
    }
    return callback;
  };

  return {
    handleKeyDown,
    itemRef,
    typeaheadFrom,
    resetTypeahead: () => buffer.current.reset(),
    element: (index) => elements.current[index] ?? null,
  };
}
