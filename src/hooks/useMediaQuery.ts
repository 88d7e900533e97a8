import { useCallback, useSyncExternalStore } from 'react';
import { mediaQueryMatches, subscribeToMediaQuery } from '../lib/media';

/**
 * Whether a CSS media query (without `@media`) matches, following changes. False on the server
 * and in the first render of a hydrating client, so both render the same markup; false where
 * the environment has no media queries (jsdom).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => subscribeToMediaQuery(query, onChange),
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryMatches(query),
    () => false,
  );
}
