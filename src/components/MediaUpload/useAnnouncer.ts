import { useCallback, useEffect, useRef, useState } from 'react';

/** How long added-file names are collected before one announcement, in ms. */
export const announceBatchDelay = 750;
/** How long an announcement stays in the live region, in ms. */
export const announceClearDelay = 1500;

/**
 * Text for one polite live region: `announce` speaks at once, `announceAdded` collects names
 * for 750 ms and speaks them together; every message is cleared after 1500 ms so the region
 * never holds stale text.
 */
export function useAnnouncer(formatAdded: (names: string[]) => string) {
  const [message, setMessage] = useState('');
  const pending = useRef<string[]>([]);
  const batchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const format = useRef(formatAdded);
  useEffect(() => {
    format.current = formatAdded;
  });

  const announce = useCallback((text: string) => {
    clearTimeout(clearTimer.current);
    setMessage(text);
    clearTimer.current = setTimeout(() => setMessage(''), announceClearDelay);
  }, []);

  const announceAdded = useCallback(
    (names: string[]) => {
      pending.current.push(...names);
      if (batchTimer.current !== undefined) return;
      batchTimer.current = setTimeout(() => {
        batchTimer.current = undefined;
        const batch = pending.current.splice(0);
        if (batch.length > 0) announce(format.current(batch));
      }, announceBatchDelay);
    },
    [announce],
  );

  useEffect(
    () => () => {
      clearTimeout(batchTimer.current);
      clearTimeout(clearTimer.current);
    },
    [],
  );

  return { message, announce, announceAdded };
}
