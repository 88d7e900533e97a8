import { useSyncExternalStore } from 'react';
import type { ToastQueue, ToastQueueSnapshot } from '../lib/toastQueue';

/** The queue's current state, re-rendering the caller whenever the queue changes. */
export function useToastQueue(queue: ToastQueue): ToastQueueSnapshot {
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
}
