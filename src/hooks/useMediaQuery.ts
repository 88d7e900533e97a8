import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query (without `@media`) matches, following changes. False on the server
 * and in the first render of a hydrating client, so both render the same markup.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
