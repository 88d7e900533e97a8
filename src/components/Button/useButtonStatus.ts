import { useEffect, useState } from 'react';
import { durations } from '../../tokens';

export type ButtonStatus = 'idle' | 'waiting' | 'success';

/**
 * Derives the button's status from its `waiting` prop: `waiting` while it is true, then
 * `success` for `successDuration` ms once it turns false, then `idle`.
 */
export function useButtonStatus(
  waiting: boolean,
  successDuration: number = durations.successTick,
): ButtonStatus {
  const [previousWaiting, setPreviousWaiting] = useState(waiting);
  const [isTicking, setTicking] = useState(false);

  // Adjusting state while rendering (not in an effect) shows the tick in the same frame
  // the spinner goes away.
  if (waiting !== previousWaiting) {
    setPreviousWaiting(waiting);
    setTicking(!waiting);
  }

  useEffect(() => {
    if (!isTicking) return;
    const timer = setTimeout(() => setTicking(false), successDuration);
    return () => clearTimeout(timer);
  }, [isTicking, successDuration]);

  if (waiting) return 'waiting';
  return isTicking ? 'success' : 'idle';
}
