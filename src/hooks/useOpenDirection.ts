/**
 * The writing direction a floating layer takes from its anchor: read as the layer opens, before
 * it is painted. The layer lives at the end of the body, outside whatever sets the anchor's
 * direction; the page around the anchor is not known to a server and may change while the layer
 * is closed, so it is read then, never during render.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { directionOf, type Direction } from '../lib/direction';

/**
 * `source` picks the element to read from the anchor (by default the anchor itself); keep it
 * the same function from render to render (a module-level one).
 */
export function useOpenDirection<Anchor extends Element>(
  open: boolean,
  anchor: RefObject<Anchor | null>,
  source?: (anchor: Anchor) => Element,
): Direction {
  const [direction, setDirection] = useState<Direction>('ltr');
  useLayoutEffect(() => {
    const element = anchor.current;
    if (!open || !element) return;
    // A measurement of the page, taken before paint, as React's docs measure a tooltip.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDirection(directionOf(source?.(element) ?? element));
  }, [open, anchor, source]);
  return direction;
}
