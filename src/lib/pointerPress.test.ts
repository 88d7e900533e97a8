import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createPressTracker, pressTrackerFor } from './pointerPress';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A pointer event as a document receives it; Node has no PointerEvent. */
function pointer(
  type: string,
  pointerId = 1,
  more: { pointerType?: string; button?: number } = {},
) {
  return Object.assign(new Event(type), { pointerId, pointerType: 'mouse', button: 0, ...more });
}

describe('a press tracker', () => {
  test('runs work at once when no pointer is pressed', () => {
    const tracker = createPressTracker(new EventTarget());
    const work = vi.fn();
    tracker.afterPress(work);
    expect(work).toHaveBeenCalledTimes(1);
    expect(tracker.pressed).toBe(false);
  });

  test('holds work during a press and runs it in a task after the release', () => {
    const target = new EventTarget();
    const tracker = createPressTracker(target);
    const work = vi.fn();
    target.dispatchEvent(pointer('pointerdown'));
    expect(tracker.pressed).toBe(true);
    tracker.afterPress(work);
    target.dispatchEvent(pointer('pointerup'));
    // The click that follows the release is dispatched before the work runs.
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });

  test('waits for every pressed pointer, and a cancelled one counts as released', () => {
    const target = new EventTarget();
    const tracker = createPressTracker(target);
    const work = vi.fn();
    target.dispatchEvent(pointer('pointerdown', 1));
    target.dispatchEvent(pointer('pointerdown', 2));
    tracker.afterPress(work);
    target.dispatchEvent(pointer('pointerup', 1));
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    target.dispatchEvent(pointer('pointercancel', 2));
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });

  test('cancelled work never runs', () => {
    const target = new EventTarget();
    const tracker = createPressTracker(target);
    const work = vi.fn();
    target.dispatchEvent(pointer('pointerdown'));
    const cancel = tracker.afterPress(work);
    cancel();
    target.dispatchEvent(pointer('pointerup'));
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
  });

  test('a press whose release never arrives holds work back for maxWait only', () => {
    const target = new EventTarget();
    const tracker = createPressTracker(target, { maxWait: 1000 });
    const work = vi.fn();
    target.dispatchEvent(pointer('pointerdown'));
    tracker.afterPress(work);
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    expect(tracker.pressed).toBe(false);
  });

  test("a finger's tap lasts until its click, which comes after the release", () => {
    const target = new EventTarget();
    const tracker = createPressTracker(target);
    const work = vi.fn();
    target.dispatchEvent(pointer('pointerdown', 3, { pointerType: 'touch' }));
    target.dispatchEvent(pointer('pointerup', 3, { pointerType: 'touch' }));
    // The compatibility mousedown moves the focus now, and the blur asks for its verdict.
    expect(tracker.pressed).toBe(true);
    tracker.afterPress(work);
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    target.dispatchEvent(pointer('click', 3, { pointerType: 'touch' }));
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    expect(tracker.pressed).toBe(false);
  });

  test('a tap without a click ends after tapWait', () => {
    const target = new EventTarget();
    const tracker = createPressTracker(target, { tapWait: 300 });
    const work = vi.fn();
    target.dispatchEvent(pointer('pointerdown', 3, { pointerType: 'touch' }));
    target.dispatchEvent(pointer('pointerup', 3, { pointerType: 'touch' }));
    tracker.afterPress(work);
    vi.advanceTimersByTime(299);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tracker.pressed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  test('a right button press holds nothing back', () => {
    const target = new EventTarget();
    const tracker = createPressTracker(target);
    const work = vi.fn();
    target.dispatchEvent(pointer('pointerdown', 1, { button: 2 }));
    expect(tracker.pressed).toBe(false);
    tracker.afterPress(work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  test('a context menu ends the press whose release it takes', () => {
    const target = new EventTarget();
    const tracker = createPressTracker(target);
    const work = vi.fn();
    target.dispatchEvent(pointer('pointerdown', 3, { pointerType: 'touch' }));
    tracker.afterPress(work);
    target.dispatchEvent(new Event('contextmenu'));
    expect(tracker.pressed).toBe(false);
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    // A later blur by keyboard shows its verdict at once.
    const later = vi.fn();
    tracker.afterPress(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  test('one tracker per document', () => {
    const target = new EventTarget();
    expect(pressTrackerFor(target)).toBe(pressTrackerFor(target));
    expect(pressTrackerFor(new EventTarget())).not.toBe(pressTrackerFor(target));
  });
});
