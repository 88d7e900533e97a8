/**
 * The anchored-list behaviour shared by Select, PopoutMenu, KebabMenu and Submenu, on top of
 * `@floating-ui/react`: placement below the anchor that flips above near the window bottom,
 * a height capped at 18rem, the 0.1 s open/close animation, focus handed back to the trigger on
 * closing, and the selected option scrolled to the middle of the list.
 *
 * The list lives at the end of the body, outside whatever sets the trigger's writing direction,
 * so it takes the trigger's direction with it (`direction`, for its `dir`): its text and rows
 * read the same way, floating-ui lines its start up with the trigger's, and a list placed beside
 * its trigger (`right-start`) opens on the left in right to left.
 *
 * Dismissal (a release outside, Escape) comes from `useDismissableLayer`, keyboard movement
 * from `useListNavigation`. Internal: not part of the public API.
 */
import {
  autoUpdate,
  flip,
  offset,
  shift,
  size,
  useFloating,
  useTransitionStyles,
  type Placement,
} from '@floating-ui/react';
import { useTheme } from '../theme/useTheme';
import { useCallback, useId, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { inlinePlacement, type Direction } from '../lib/direction';
import { useOpenDirection } from './useOpenDirection';
import { tabbableSelector } from '../lib/tabbable';

export interface UseDropdownOptions {
  /** Whether the list is open. */
  open: boolean;
  /** Called when floating-ui wants the list open or closed. */
  onOpenChange: (open: boolean) => void;
  /**
   * Where the list sits relative to its anchor before flipping, written for left to right
   * (`right-start` becomes `left-start` beside a right-to-left trigger).
   */
  placement?: Placement;
  /** Ids of the dropdowns this one is nested in (a submenu passes its parent's `chain`). */
  parentChain?: string;
  /**
   * The element whose writing direction the list takes, from the anchor; by default the
   * anchor itself. Keep it the same function from render to render (a module-level one).
   */
  directionSource?: (reference: HTMLElement) => Element;
}

export interface DropdownHandle {
  /** Callback ref for the element the list is anchored to. */
  setReference: (node: HTMLElement | null) => void;
  /** Callback ref for the floating list container. */
  setFloating: (node: HTMLElement | null) => void;
  /** Position and animation styles for the floating container. */
  floatingStyles: CSSProperties;
  /** True from opening until the closing animation ends: render the list while true. */
  isMounted: boolean;
  /** The side the list ended up on after flipping, e.g. `top-start`. */
  placement: Placement;
  /** The anchor's writing direction, read as the list opens: put it on the list's `dir`. */
  direction: Direction;
  /** Space-separated ids of this dropdown and its ancestors; put it on `data-dropdown-chain`. */
  chain: string;
  /** True once floating-ui has measured and placed the list. */
  isPositioned: boolean;
  /** Moves focus back to the anchor (after a choice or Escape). */
  focusReference: () => void;
  /**
   * Moves focus to the tab stop after (or before) the anchor, as Tab would from the anchor:
   * the list lives at the end of the document, so the browser's own Tab would leave the page.
   */
  focusPastReference: (backwards: boolean) => void;
}

function focusPast(reference: HTMLElement, backwards: boolean) {
  const candidates = Array.from(
    reference.ownerDocument.querySelectorAll<HTMLElement>(tabbableSelector),
  ).filter(
    (element) =>
      element === reference ||
      (element.tabIndex >= 0 &&
        !element.closest('[data-dropdown-chain], [inert], [aria-hidden="true"]') &&
        element.getClientRects().length > 0),
  );
  const index = candidates.indexOf(reference);
  const next = candidates[backwards ? index - 1 : index + 1];
  (next ?? reference).focus();
}

function scrollSelectedToMiddle(list: HTMLElement) {
  const scroller = list.querySelector<HTMLElement>('[data-dropdown-scroll]') ?? list;
  const selected = scroller.querySelector<HTMLElement>('[data-selected]');
  if (!selected) return;
  const offsetInList =
    selected.getBoundingClientRect().top -
    scroller.getBoundingClientRect().top +
    scroller.scrollTop;
  scroller.scrollTop = offsetInList - (scroller.clientHeight - selected.offsetHeight) / 2;
}

/** Positions, fades and dismisses a dropdown list anchored to a trigger. */
export function useDropdown({
  open,
  onOpenChange,
  placement = 'bottom-start',
  parentChain,
  directionSource,
}: UseDropdownOptions): DropdownHandle {
  const theme = useTheme();
  const id = useId();
  const chain = parentChain ? `${parentChain} ${id}` : id;
  const referenceRef = useRef<HTMLElement | null>(null);
  const floatingRef = useRef<HTMLElement | null>(null);
  const direction = useOpenDirection(open, referenceRef, directionSource);

  const {
    refs,
    floatingStyles,
    context,
    isPositioned,
    placement: finalPlacement,
  } = useFloating({
    open,
    onOpenChange,
    placement: inlinePlacement(placement, direction),
    strategy: 'fixed',
    // Plain top/left: the list's own styles stay free of transforms.
    transform: false,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(theme.sizes.floatingOffset),
      flip({ padding: theme.sizes.dropdownFlipMargin, fallbackAxisSideDirection: 'none' }),
      shift({ padding: theme.sizes.floatingOffset }),
      size({
        padding: theme.sizes.dropdownFlipMargin,
        apply({ availableHeight, elements, rects }) {
          // The layout width, not the painted one: an anchor inside an animating (scaling)
          // dialog would otherwise resize the list on every frame.
          const reference = elements.reference;
          const anchorWidth =
            reference instanceof HTMLElement ? reference.offsetWidth : rects.reference.width;
          elements.floating.style.minWidth = `${anchorWidth}px`;
          const maxHeight = Math.max(
            theme.sizes.controlHeight * 2,
            Math.min(theme.sizes.dropdownMaxHeight, availableHeight),
          );
          elements.floating.style.maxHeight = `${maxHeight}px`;
        },
      }),
    ],
  });

  // Opacity only: a scaling list would give nested lists a moving anchor while it animates.
  const { isMounted, styles: transitionStyles } = useTransitionStyles(context, {
    duration: theme.durations.dropdown,
    initial: { opacity: 0 },
  });

  const setReference = useCallback(
    (node: HTMLElement | null) => {
      referenceRef.current = node;
      refs.setReference(node);
    },
    [refs],
  );
  const setFloating = useCallback(
    (node: HTMLElement | null) => {
      floatingRef.current = node;
      refs.setFloating(node);
    },
    [refs],
  );

  // Once positioned, bring the selected option to the middle of the list.
  useLayoutEffect(() => {
    if (open && isPositioned && floatingRef.current) scrollSelectedToMiddle(floatingRef.current);
  }, [open, isPositioned]);

  const focusReference = useCallback(() => {
    referenceRef.current?.focus({ preventScroll: true });
  }, []);

  const focusPastReference = useCallback((backwards: boolean) => {
    if (referenceRef.current) focusPast(referenceRef.current, backwards);
  }, []);

  return {
    setReference,
    setFloating,
    floatingStyles: {
      ...floatingStyles,
      ...transitionStyles,
      zIndex: theme.zIndex.dropdown,
    },
    isMounted,
    placement: finalPlacement,
    direction,
    isPositioned,
    chain,
    focusReference,
    focusPastReference,
  };
}
