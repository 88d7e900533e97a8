/**
 * Whether a `pointermove` comes from the pointer travelling. Browsers also fire one, trusted and
 * with no movement, when the layout changes under a pointer at rest: a list that opens, scrolls
 * or is positioned under it. Lists that follow the pointer ignore those; otherwise a list opened
 * from the keyboard takes its active entry from wherever the pointer happens to rest, and undoes
 * the arrow keys pressed since. A move dispatched by a script (a test, automation) counts.
 */
export interface PointerMoveLike {
  /** False for an event dispatched by a script. */
  readonly isTrusted: boolean;
  /** Horizontal travel since the previous move, in CSS pixels. */
  readonly movementX: number;
  /** Vertical travel since the previous move, in CSS pixels. */
  readonly movementY: number;
}

/** True when the pointer travelled (or a script dispatched the move). */
export function pointerTravelled(event: PointerMoveLike): boolean {
  return !event.isTrusted || event.movementX !== 0 || event.movementY !== 0;
}
