/**
 * The life of one upload item as a state machine. The transition table is the only way a
 * status changes: `transition()` accepts a target only when the table lists it for the
 * current status, both in the types (a literal target that is not listed does not compile)
 * and at run time (a status read from data is checked before it is used).
 */

export const itemStatuses = [
  'idle',
  'busy',
  'loading',
  'load-invalid',
  'load-error',
  'processing',
  'processing-complete',
  'processing-error',
  'processing-revert-error',
  'cancelled',
  'remove-error',
] as const;

export type ItemStatus = (typeof itemStatuses)[number];

/**
 * Which status may follow which. `busy` covers the waits that are not transfers: queued for
 * upload, reverting a completed upload, and removing a server-held file. `cancelled` is an
 * upload stopped by the user, which can be started again. Removing an item is not a status:
 * the item leaves the list (after `busy` when the server has to be told).
 */
export const transitions = {
  loading: ['idle', 'load-invalid', 'load-error', 'processing-complete'],
  idle: ['busy', 'processing'],
  busy: ['idle', 'processing', 'processing-revert-error', 'remove-error', 'cancelled'],
  processing: ['processing-complete', 'processing-error', 'cancelled'],
  'processing-complete': ['busy'],
  'processing-error': ['busy', 'processing'],
  'processing-revert-error': ['busy'],
  'load-invalid': [],
  'load-error': ['loading'],
  'remove-error': ['busy'],
  cancelled: ['busy', 'processing'],
} as const satisfies Record<ItemStatus, readonly ItemStatus[]>;

/** The statuses that may follow `From`. */
export type NextStatus<From extends ItemStatus> = (typeof transitions)[From][number];

export function canTransition(from: ItemStatus, to: ItemStatus): boolean {
  return (transitions[from] as readonly ItemStatus[]).includes(to);
}

export class IllegalTransitionError extends Error {
  constructor(
    readonly from: ItemStatus,
    readonly to: ItemStatus,
  ) {
    super(`Upload item cannot go from "${from}" to "${to}".`);
    this.name = 'IllegalTransitionError';
  }
}

/** Returns `to` when the table allows it after `from`; throws otherwise. */
export function transition<From extends ItemStatus>(from: From, to: NextStatus<From>): ItemStatus {
  if (!canTransition(from, to)) throw new IllegalTransitionError(from, to);
  return to;
}

/** Statuses that show an error on the item. */
export const isErrorStatus = (status: ItemStatus) =>
  status === 'load-invalid' ||
  status === 'load-error' ||
  status === 'processing-error' ||
  status === 'processing-revert-error' ||
  status === 'remove-error';
