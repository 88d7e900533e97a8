import { describe, expect, it } from 'vitest';
import { pointerTravelled } from './pointer';

describe('pointerTravelled', () => {
  it('is false for the browser’s move under a pointer at rest', () => {
    expect(pointerTravelled({ isTrusted: true, movementX: 0, movementY: 0 })).toBe(false);
  });

  it('is true when the pointer travelled along either axis', () => {
    expect(pointerTravelled({ isTrusted: true, movementX: 3, movementY: 0 })).toBe(true);
    expect(pointerTravelled({ isTrusted: true, movementX: 0, movementY: -1 })).toBe(true);
  });

  it('counts a move a script dispatched, which carries no movement', () => {
    expect(pointerTravelled({ isTrusted: false, movementX: 0, movementY: 0 })).toBe(true);
  });
});
