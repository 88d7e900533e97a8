import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IllegalTransitionError,
  canTransition,
  itemStatuses,
  transition,
  transitions,
  type ItemStatus,
} from './status';

describe('item status transitions', () => {
  it('names exactly the statuses of the upload behaviour', () => {
    expect([...itemStatuses].sort()).toEqual(
      [
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
      ].sort(),
    );
    expect(Object.keys(transitions).sort()).toEqual([...itemStatuses].sort());
  });

  it('allows the steps of an upload, an abort, a retry and an undo', () => {
    expect(transition('loading', 'idle')).toBe('idle');
    expect(transition('idle', 'processing')).toBe('processing');
    expect(transition('processing', 'processing-complete')).toBe('processing-complete');
    expect(transition('processing', 'cancelled')).toBe('cancelled');
    expect(transition('processing-error', 'busy')).toBe('busy');
    expect(transition('processing-complete', 'busy')).toBe('busy');
    expect(transition('busy', 'processing-revert-error')).toBe('processing-revert-error');
    expect(transition('busy', 'remove-error')).toBe('remove-error');
  });

  it('refuses illegal transitions at compile time and at run time', () => {
    // @ts-expect-error an invalid file can only be removed
    expect(() => transition('load-invalid', 'processing')).toThrow(IllegalTransitionError);
    // @ts-expect-error a finished upload is undone through busy, never straight to idle
    expect(() => transition('processing-complete', 'idle')).toThrow(
      'Upload item cannot go from "processing-complete" to "idle".',
    );
    // @ts-expect-error loading cannot skip to processing
    expect(() => transition('loading', 'processing')).toThrow(IllegalTransitionError);
  });

  it('agrees with the table for every pair of statuses', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...itemStatuses),
        fc.constantFrom(...itemStatuses),
        (from: ItemStatus, to: ItemStatus) => {
          const allowed = (transitions[from] as readonly ItemStatus[]).includes(to);
          expect(canTransition(from, to)).toBe(allowed);
          const attempt = () => transition(from, to as never);
          if (allowed) expect(attempt()).toBe(to);
          else expect(attempt).toThrow(IllegalTransitionError);
        },
      ),
    );
  });

  it('reaches every status from loading', () => {
    const seen = new Set<ItemStatus>(['loading']);
    const pending: ItemStatus[] = ['loading'];
    while (pending.length > 0) {
      for (const next of transitions[pending.pop() as ItemStatus]) {
        if (!seen.has(next)) {
          seen.add(next);
          pending.push(next);
        }
      }
    }
    expect([...seen].sort()).toEqual([...itemStatuses].sort());
  });
});
