/**
 * The toast queue (SPEC §3, §4, §9, with the lifetimes of WCAG 2.2.1): a plain store of
 * notifications with a dismissal clock. No React here; `useToastQueue` bridges it to components
 * through `useSyncExternalStore`, and the viewport only reports what the reader is doing.
 *
 * - Toasts are kept newest first; at most `maxVisible` (3) of them are visible.
 * - Toasts leave one at a time, the oldest visible one first. The clock runs for that toast
 *   only, for its lifetime: at least 5 s, plus 1 s for every 120 characters of title and
 *   message (`toastLifetime`), so every toast stays visible at least as long as its own lifetime.
 *   A toast that becomes the oldest visible one (its predecessor left, or a newer toast pushed
 *   the previous one back into waiting) starts a full lifetime; so does an updated one.
 * - The clock stops while any reason to pause holds: the pointer rests on the stack (`hover`),
 *   focus is inside it (`focus`), the document is hidden (`hidden`), or the owner asked
 *   (`manual`). It then continues with the time that was left.
 * - An emptied stack forgets `hover` and `focus`: its viewport gets no mouseleave or blur once
 *   its toasts are gone, and the next toast must not wait for one.
 */
import type { StatusTone } from '../theme/theme';

/** The title of a success toast that gives none (the spec's default title). */
export const defaultToastTitle = 'It worked!';

/**
 * The title a toast gets when it gives none, by tone: "It worked!" heads a success, never a
 * failure or a warning.
 */
export const defaultToastTitles = {
  success: defaultToastTitle,
  danger: 'Something went wrong',
  warning: 'Heads up',
  info: 'Good to know',
  primary: 'Good to know',
  secondary: 'Good to know',
} as const satisfies Record<StatusTone, string>;

/** The shortest time a toast stays, in ms. */
export const minimumToastLifetime = 5000;
/** Reading time added for every this many characters of title and message: 1 s per 120. */
export const toastCharactersPerSecond = 120;

/** Tones whose toasts interrupt a screen reader (`role="alert"`); the others wait their turn. */
export const assertiveToastTones: readonly StatusTone[] = ['warning', 'danger'];

export interface ToastContent {
  /** Identifies the toast. Adding a toast with a key already queued updates that toast in place. */
  key?: string;
  /**
   * The headline. Without one the toast is headed by its tone's title (`defaultToastTitles`):
   * "It worked!" for success, "Something went wrong" for danger, "Heads up" for warning, "Good
   * to know" for the others.
   * @default defaultToastTitles[tone]
   */
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

/** Why the clock stands still; the queue runs only when none of them holds. */
export type ToastPauseReason = 'hover' | 'focus' | 'hidden' | 'manual';

export interface ToastQueueOptions {
  /** @default 3 */
  maxVisible?: number;
  /**
   * How long a toast stays once it is the oldest visible one, in ms.
   * @default toastLifetime: 5000 ms plus 1000 ms per 120 characters of title and message
   */
  lifetime?: (toast: QueuedToast) => number;
  /**
   * The titles of toasts that give none, by tone, in the app's language; tones left out keep
   * the English of `defaultToastTitles`.
   * @default defaultToastTitles
   */
  titles?: Partial<Record<StatusTone, string>>;
}

export interface ToastQueueSnapshot {
  /** Visible toasts, newest first. */
  visible: readonly QueuedToast[];
  /** Toasts waiting behind the visible ones. */
  waiting: number;
  paused: boolean;
}

type Listener = () => void;

/** The default lifetime: 5 s plus 1 s per 120 characters of title and message, in ms. */
export function toastLifetime({ title, message }: Pick<QueuedToast, 'title' | 'message'>): number {
  const characters = title.length + message.length;
  return minimumToastLifetime + Math.ceil((characters * 1000) / toastCharactersPerSecond);
}

/** Whether a toast of this tone is announced assertively (`role="alert"`). */
export function isAssertiveTone(tone: StatusTone): boolean {
  return assertiveToastTones.includes(tone);
}

const asSentence = (text: string) =>
  /[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;

/** What a screen reader hears for a toast: its title and its message, as two sentences. */
export function spokenToastText({
  title,
  message,
}: Pick<QueuedToast, 'title' | 'message'>): string {
  return [title, message]
    .filter((text) => text.trim())
    .map(asSentence)
    .join(' ');
}

export class ToastQueue {
  readonly maxVisible: number;
  readonly lifetime: (toast: QueuedToast) => number;
  private ownTitles: Readonly<Record<StatusTone, string>>;
  private toasts: QueuedToast[] = [];
  private listeners = new Set<Listener>();
  private snapshot: ToastQueueSnapshot = { visible: [], waiting: 0, paused: false };
  private pauseReasons = new Set<ToastPauseReason>();
  /** The toast the clock is running for: the oldest visible one. */
  private timedToast: QueuedToast | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timerStartedAt = 0;
  private remaining = 0;
  private nextKey = 1;

  constructor({ maxVisible = 3, lifetime = toastLifetime, titles }: ToastQueueOptions = {}) {
    this.maxVisible = maxVisible;
    this.lifetime = lifetime;
    this.ownTitles = { ...defaultToastTitles, ...titles };
  }

  /** The titles of toasts that give none, by tone. */
  get titles(): Readonly<Record<StatusTone, string>> {
    return this.ownTitles;
  }

  /**
   * Gives the titles of toasts added from now on, as the constructor's `titles` option does (an
   * app whose reader switched its language); toasts already queued keep theirs.
   */
  setTitles(titles: Partial<Record<StatusTone, string>> | undefined): void {
    this.ownTitles = { ...defaultToastTitles, ...titles };
  }

  /** Queues a toast as the newest one and returns its key. */
  add = ({ key, title, message, tone = 'success' }: ToastContent): string => {
    const toastKey = key ?? `toast-${this.nextKey++}`;
    const toast: QueuedToast = {
      key: toastKey,
      title: title ?? this.titles[tone] ?? defaultToastTitle,
      message,
      tone,
    };
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

  /** Stops the clock for `reason`, keeping the time left. */
  pause = (reason: ToastPauseReason = 'manual'): void => {
    if (this.pauseReasons.has(reason)) return;
    this.pauseReasons.add(reason);
    this.update();
  };

  /** Lifts `reason`; the clock continues with the time that was left once no reason holds. */
  resume = (reason: ToastPauseReason = 'manual'): void => {
    if (!this.pauseReasons.delete(reason)) return;
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

  private dismissTimedToast = () => {
    this.timer = undefined;
    const dismissed = this.timedToast;
    this.timedToast = undefined;
    this.toasts = this.toasts.filter((toast) => toast !== dismissed);
    this.update();
  };

  private update() {
    if (this.toasts.length === 0) {
      this.pauseReasons.delete('hover');
      this.pauseReasons.delete('focus');
    }
    const visible = this.toasts.slice(0, this.maxVisible);
    const paused = this.pauseReasons.size > 0;
    this.syncClock(visible[visible.length - 1], paused);
    const changed =
      paused !== this.snapshot.paused ||
      visible.length !== this.snapshot.visible.length ||
      visible.some((toast, index) => toast !== this.snapshot.visible[index]) ||
      this.toasts.length - visible.length !== this.snapshot.waiting;
    if (!changed) return;
    this.snapshot = { visible, waiting: this.toasts.length - visible.length, paused };
    for (const listener of [...this.listeners]) listener();
  }

  private syncClock(oldestVisible: QueuedToast | undefined, paused: boolean) {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.remaining = Math.max(0, this.remaining - (Date.now() - this.timerStartedAt));
    }
    if (oldestVisible !== this.timedToast) {
      this.timedToast = oldestVisible;
      this.remaining = oldestVisible ? this.lifetime(oldestVisible) : 0;
    }
    if (!oldestVisible || paused) return;
    this.timerStartedAt = Date.now();
    this.timer = setTimeout(this.dismissTimedToast, this.remaining);
  }
}
