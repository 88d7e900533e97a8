import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LoadingBarController, type LoadingBarState } from './loadingBarController';

describe('LoadingBarController', () => {
  let states: LoadingBarState[];
  let controller: LoadingBarController;

  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
    controller = new LoadingBarController((state) => states.push(state), {
      now: () => Date.now(),
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    });
  });

  afterEach(() => {
    controller.dispose();
    vi.useRealTimers();
  });

  test('a fast load shows the bar for at least 500 ms and never the wait cursor', () => {
    controller.start();
    expect(controller.getState()).toEqual({ phase: 'loading', visible: true, waitCursor: false });
    vi.advanceTimersByTime(100);
    controller.complete();
    vi.advanceTimersByTime(399);
    expect(controller.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(controller.getState()).toEqual({ phase: 'idle', visible: false, waitCursor: false });
    expect(states.some((state) => state.waitCursor)).toBe(false);
  });

  test('a load over 250 ms shows the wait cursor until it completes', () => {
    controller.start();
    vi.advanceTimersByTime(249);
    expect(controller.getState().waitCursor).toBe(false);
    vi.advanceTimersByTime(1);
    expect(controller.getState().waitCursor).toBe(true);
    vi.advanceTimersByTime(650);
    controller.complete();
    // Already visible longer than the minimum: hides right away.
    expect(controller.getState()).toEqual({ phase: 'complete', visible: true, waitCursor: false });
    vi.advanceTimersByTime(0);
    expect(controller.getState().visible).toBe(false);
  });

  test('a new navigation during loading restarts the timing', () => {
    controller.start();
    vi.advanceTimersByTime(200);
    controller.start();
    vi.advanceTimersByTime(200);
    expect(controller.getState().waitCursor).toBe(false);
    vi.advanceTimersByTime(50);
    expect(controller.getState().waitCursor).toBe(true);
  });

  test('complete without a start does nothing, and a load that never completes is closed', () => {
    controller.complete();
    expect(states).toEqual([]);
    controller.start();
    vi.advanceTimersByTime(10_000);
    expect(controller.getState().phase).toBe('complete');
    vi.advanceTimersByTime(1);
    expect(controller.getState()).toEqual({ phase: 'idle', visible: false, waitCursor: false });
  });
});
