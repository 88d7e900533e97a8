/**
 * The loading bar's timing, apart from the DOM: on navigation the bar shows at once; if loading
 * takes longer than 250 ms the cursor shows a wait state; when loading completes the bar stays
 * until it has been visible for at least 500 ms, then hides.
 */
export interface LoadingBarState {
  phase: 'idle' | 'loading' | 'complete';
  visible: boolean;
  waitCursor: boolean;
}

export interface Clock {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const loadingBarTiming = {
  /** Loading longer than this shows the wait cursor. */
  waitCursorAfter: 250,
  /** The bar stays at least this long once shown. */
  minimumVisible: 500,
  /** A load that never reports completion is closed after this long. */
  giveUpAfter: 10_000,
} as const;

const systemClock: Clock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class LoadingBarController {
  private state: LoadingBarState = { phase: 'idle', visible: false, waitCursor: false };
  private startedAt = 0;
  private timers: unknown[] = [];

  constructor(
    private readonly onChange: (state: LoadingBarState) => void,
    private readonly clock: Clock = systemClock,
  ) {}

  getState(): LoadingBarState {
    return this.state;
  }

  start(): void {
    this.clearTimers();
    this.startedAt = this.clock.now();
    this.set({ phase: 'loading', visible: true, waitCursor: false });
    this.later(loadingBarTiming.waitCursorAfter, () => {
      if (this.state.phase === 'loading') this.set({ ...this.state, waitCursor: true });
    });
    this.later(loadingBarTiming.giveUpAfter, () => this.complete());
  }

  complete(): void {
    if (this.state.phase !== 'loading') return;
    this.clearTimers();
    this.set({ phase: 'complete', visible: true, waitCursor: false });
    const shownFor = this.clock.now() - this.startedAt;
    this.later(Math.max(0, loadingBarTiming.minimumVisible - shownFor), () =>
      this.set({ phase: 'idle', visible: false, waitCursor: false }),
    );
  }

  dispose(): void {
    this.clearTimers();
  }

  private later(ms: number, callback: () => void) {
    this.timers.push(this.clock.setTimeout(callback, ms));
  }

  private clearTimers() {
    this.timers.forEach((timer) => this.clock.clearTimeout(timer));
    this.timers = [];
  }

  private set(next: LoadingBarState) {
    this.state = next;
    this.onChange(next);
  }
}
