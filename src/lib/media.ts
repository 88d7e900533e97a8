/**
 * Media queries where the environment may have none. `window.matchMedia` is missing in jsdom and
 * happy-dom, where applications test their pages, and on the server; there a query matches
 * nothing and never changes, so a component renders its default (light scheme, full motion,
 * wide layout) instead of throwing.
 */
type MediaWindow = { matchMedia?: (query: string) => MediaQueryList };

const mediaWindow = (): MediaWindow | undefined =>
  typeof window === 'undefined' ? undefined : (window as MediaWindow);

/** Whether `query` (without `@media`) matches now; false where media queries are unavailable. */
export function mediaQueryMatches(query: string, view = mediaWindow()): boolean {
  return typeof view?.matchMedia === 'function' ? view.matchMedia(query).matches : false;
}

/**
 * Calls `onChange` whenever `query` starts or stops matching; returns the unsubscribe function.
 * Where media queries are unavailable it never calls it.
 */
export function subscribeToMediaQuery(
  query: string,
  onChange: () => void,
  view = mediaWindow(),
): () => void {
  if (typeof view?.matchMedia !== 'function') return () => {};
  const list = view.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** The reader asked the system for less motion. */
export const prefersReducedMotion = (): boolean =>
  mediaQueryMatches('(prefers-reduced-motion: reduce)');
