/**
 * The toast queue (SPEC §3, §4, §9): a plain store of notifications with a dismissal clock.
 * No React here; `useToastQueue` bridges it to components through `useSyncExternalStore`.
 *
 * - Toasts are kept newest first; at most `maxVisible` (3) of them are visible.
 * - One toast is dismissed every `interval` ms (2000), the oldest visible one first. The
 *   clock runs only while at least one toast is visible and the queue is not paused.
 * - `pause()` freezes the clock (the viewport calls it while hovered or focused) and
 *   `resume()` continues it with the time that was left.
 */
import type { StatusTone } from '../theme/theme';
import { durations } from '../tokens/motion';

export const defaultToastTitle = 'It worked!';

export interface ToastContent {
  /** Identifies the toast. Adding a toast with a key already queued updates that toast in place. */
  key?: string;
  /** @default 'It worked!' */
  title?: string;
  message: string;
  /** @default 'success' */
  tone?: StatusTone;
}

export interface QueuedToast {
  key: string;
  title: string;
  message: string;
  tone: StatusTone;
}

export interface ToastQueueOptions {
  /** @default 3 */
  maxVisible?: number;
  /** Time between two automatic dismissals, in ms. @default 2000 */
  interval?: number;
}

export interface ToastQueueSnapshot {
  /** Visible toasts, newest first. */
  visible: readonly QueuedToast[];
  /** Toasts waiting behind the visible ones. */
  waiting: number;
  paused: boolean;
}

type Listener = () => void;

export class ToastQueue {
  readonly maxVisible: number;
  readonly interval: number;
  private toasts: QueuedToast[] = [];
  private listeners = new Set<Listener>();
  private snapshot: ToastQueueSnapshot = { visible: [], waiting: 0, paused: false };
  private paused = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timerStartedAt = 0;
  private remaining: number;
  private nextKey = 1;

  constructor({ maxVisible = 3, interval = durations.toastInterval }: ToastQueueOptions = {}) {
    this.maxVisible = maxVisible;
    this.interval = interval;
    this.remaining = interval;
  }

  /** Queues a toast as the newest one and returns its key. */
  add = ({ key, title = defaultToastTitle, message, tone = 'success' }: ToastContent): string => {
    const toastKey = key ?? `toast-${this.nextKey++}`;
    const toast: QueuedToast = { key: toastKey, title, message, tone };
    const index = this.toasts.findIndex((queued) => queued.key === toastKey);
    if (index >= 0) {
      this.toasts = this.toasts.map((queued, position) => (position === index ? toast : queued));
    } else {
      this.toasts = [toast, ...this.toasts];
    }
    this.update();
    return toastKey;
  };

  /** Removes a toast (a close button, or the owner withdrawing it). Unknown keys are ignored. */
  remove = (key: string): void => {
    const next = this.toasts.filter((toast) => toast.key !== key);
    if (next.length === this.toasts.length) return;
    this.toasts = next;
    this.update();
  };

  /** Removes every toast. */
  clear = (): void => {
    this.toasts = [];
    this.update();
  };

  /** Stops the dismissal clock, keeping the time left. */
  pause = (): void => {
    if (this.paused) return;
    this.paused = true;
    if (this.timer !== undefined) {
      this.remaining = Math.max(0, this.remaining - (Date.now() - this.timerStartedAt));
    }
    this.update();
  };

  /** Restarts the dismissal clock with the time that was left when it paused. */
  resume = (): void => {
    if (!this.paused) return;
    this.paused = false;
    this.update();
  };

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The current state; the same object until something changes. */
  getSnapshot = (): ToastQueueSnapshot => this.snapshot;

  private dismissOldestVisible = () => {
    this.timer = undefined;
    this.remaining = this.interval;
    const visible = this.toasts.slice(0, this.maxVisible);
    const oldest = visible[visible.length - 1];
    if (oldest) this.toasts = this.toasts.filter((toast) => toast !== oldest);
    this.update();
  };

  private update() {
    this.syncClock();
    this.snapshot = {
      visible: this.toasts.slice(0, this.maxVisible),
      waiting: Math.max(0, this.toasts.length - this.maxVisible),
      paused: this.paused,
    };
    for (const listener of [...this.listeners]) listener();
  }

  private syncClock() {
    const shouldRun = this.toasts.length > 0 && !this.paused;
    if (!shouldRun) {
      if (this.timer !== undefined) clearTimeout(this.timer);
      this.timer = undefined;
      if (this.toasts.length === 0) this.remaining = this.interval;
      return;
    }
    if (this.timer !== undefined) return;
    this.timerStartedAt = Date.now();
    this.timer = setTimeout(this.dismissOldestVisible, this.remaining);
  }
}
