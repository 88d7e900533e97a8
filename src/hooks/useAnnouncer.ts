import { useEffect, useRef } from 'react';
import { announce, clearAnnouncer, type Politeness } from '../lib/announcer';

/**
 * Announces `message` through the library's one live region whenever it changes to a non-empty
 * value, and empties the region when it goes back to empty or the component unmounts while its
 * message is the current one. Server rendering announces nothing (effects do not run there).
 */
export function useAnnouncement(message: string, politeness: Politeness = 'polite'): void {
  const announced = useRef('');
  useEffect(() => {
    if (message) announce(message, politeness);
    else if (announced.current) clearAnnouncer(politeness, announced.current);
    announced.current = message;
  }, [message, politeness]);
  useEffect(
    () => () => {
      if (announced.current) clearAnnouncer(politeness, announced.current);
    },
    [politeness],
  );
}

export { announce, clearAnnouncer };
export type { Politeness };
