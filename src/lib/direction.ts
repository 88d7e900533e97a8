/**
 * Writing direction. Tessera has no direction setting of its own: a component follows the
 * `dir` of the document or of any element around it, as text does. Styles get there through
 * logical properties (`margin-inline-start`, `inset-inline-end`, `text-align: start`) and
 * `:dir(rtl)`; this module is the part that CSS cannot do.
 *
 * - Arrow keys are read against the direction of the element that has them: in a right-to-left
 *   tab list Left Arrow goes to the next tab, as the WAI-ARIA APG asks ("in right-to-left
 *   languages … the left and right arrow keys are reversed").
 * - A list anchored beside its trigger (a submenu) opens on the side where the line goes on;
 *   floating-ui turns `start` and `end` of a placement itself once the list carries the
 *   trigger's `dir`, but `left` and `right` are sides it keeps.
 *
 * Direction is read when it is needed (a key press, a list opening), never during render, so
 * server rendering has nothing to guess.
 */

export type Direction = 'ltr' | 'rtl';

/** The direction an element lays out in: its own `dir` or the one it inherits. */
export function directionOf(element: Element): Direction {
  const { defaultView } = element.ownerDocument;
  if (!defaultView) return 'ltr';
  return defaultView.getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}

const mirroredKeys: Partial<Record<string, string>> = {
  ArrowLeft: 'ArrowRight',
  ArrowRight: 'ArrowLeft',
};

/**
 * The key as it would be pressed in a left-to-right layout: `ArrowRight` means "towards the
 * end of the line" and `ArrowLeft` "towards its start" in either direction. Other keys pass
 * through.
 */
export function inlineKey(key: string, direction: Direction): string {
  return direction === 'rtl' ? (mirroredKeys[key] ?? key) : key;
}

const mirroredSides: Partial<Record<string, string>> = { left: 'right', right: 'left' };

/**
 * A floating-ui placement written for left-to-right (`right-start`: beside the trigger, at the
 * end of the line), turned for `direction`: `left-start` in right-to-left. Only the side moves;
 * floating-ui mirrors the alignment itself.
 */
export function inlinePlacement<Placement extends string>(
  placement: Placement,
  direction: Direction,
): Placement {
  if (direction === 'ltr') return placement;
  const [side, alignment] = placement.split('-');
  const mirrored = side === undefined ? undefined : mirroredSides[side];
  if (!mirrored) return placement;
  return (alignment ? `${mirrored}-${alignment}` : mirrored) as Placement;
}
