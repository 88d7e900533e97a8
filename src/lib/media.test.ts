import { describe, expect, it, vi } from 'vitest';
import { mediaQueryMatches, subscribeToMediaQuery } from './media';

/** A window whose one query list matches `matches`, recording its listeners. */
function fakeWindow(matches: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  } as unknown as MediaQueryList;
  return { view: { matchMedia: vi.fn(() => list) }, listeners };
}

describe('media queries', () => {
  it('read the query where the environment has matchMedia', () => {
    expect(mediaQueryMatches('(min-width: 1px)', fakeWindow(true).view)).toBe(true);
    expect(mediaQueryMatches('(min-width: 1px)', fakeWindow(false).view)).toBe(false);
  });

  it('match nothing where it has none (Node here; jsdom and happy-dom in an app’s tests)', () => {
    expect(typeof window).toBe('undefined');
    expect(mediaQueryMatches('(prefers-color-scheme: dark)')).toBe(false);
    expect(mediaQueryMatches('(prefers-color-scheme: dark)', {})).toBe(false);
  });

  it('subscribe and unsubscribe the listener, and do nothing without matchMedia', () => {
    const { view, listeners } = fakeWindow(false);
    const onChange = vi.fn();
    const unsubscribe = subscribeToMediaQuery('(prefers-color-scheme: dark)', onChange, view);
    expect(view.matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
    expect(listeners.has(onChange)).toBe(true);
    unsubscribe();
    expect(listeners.size).toBe(0);
    const noop = subscribeToMediaQuery('(prefers-color-scheme: dark)', onChange, {});
    expect(() => noop()).not.toThrow();
    expect(onChange).not.toHaveBeenCalled();
  });
});
