/**
 * Work held back until the pointer press in progress is over. A field shows its blur verdict as
 * soon as it loses focus, and pressing another control is what takes the focus: a message
 * inserted then pushes that control away before the button is released, the release lands on
 * whatever moved under the pointer, and the click is lost (a submit button that does nothing, a
 * checkbox that stays unticked). Held until after the click, the message no longer moves it.
 *
 * A press ends when every pointer that went down has come up or been cancelled; the work then
 * runs in a task after the release, so after the `click` the release dispatches. A finger's tap
 * is different: the browser sends its compatibility `mousedown` (which moves the focus) and the
 * `click` only after `pointerup`, hit-testing each anew, so a tap lasts until its `click` (or
 * `tapWait` ms, for a tap that produces none). A press that never reports its end (released
 * outside the window) releases the work after `maxWait` ms. Only the primary button presses:
 * a right button's press, or a context menu, ends nothing a blur waits for.
 */
export interface PressTracker {
  /** Runs `work` now when no pointer is pressed, else after the press; returns a cancel. */
  afterPress(work: () => void): () => void;
  /** True while a pointer is pressed. */
  readonly pressed: boolean;
}

export interface PressTrackerOptions {
  /**
   * The longest a press holds work back, in ms.
   * @default 1500
   */
  maxWait?: number;
  /**
   * How long a finger's tap waits for its `click` after `pointerup`, in ms.
   * @default 500
   */
  tapWait?: number;
}

/** Tracks the presses of the pointers on `target` (a document) from now on. */
export function createPressTracker(
  target: EventTarget,
  { maxWait = 1500, tapWait = 500 }: PressTrackerOptions = {},
): PressTracker {
  const down = new Set<number>();
  let tapping = false;
  let tapTimer: ReturnType<typeof setTimeout> | undefined;
  let held: (() => void)[] = [];
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const isPressed = () => down.size > 0 || tapping;

  const release = () => {
    clearTimeout(fallback);
    fallback = undefined;
    const work = held;
    held = [];
    for (const run of work) run();
  };
  const settle = () => {
    if (!isPressed() && held.length > 0) setTimeout(release, 0);
  };
  const endTap = () => {
    clearTimeout(tapTimer);
    if (!tapping) return;
    tapping = false;
    settle();
  };
  const pointerId = (event: Event) => (event as PointerEvent).pointerId ?? 0;
  target.addEventListener(
    'pointerdown',
    (event) => {
      if (((event as PointerEvent).button ?? 0) === 0) down.add(pointerId(event));
    },
    true,
  );
  const up = (event: Event) => {
    if (!down.delete(pointerId(event))) return;
    if (event.type === 'pointerup' && (event as PointerEvent).pointerType === 'touch') {
      tapping = true;
      clearTimeout(tapTimer);
      tapTimer = setTimeout(endTap, tapWait);
    }
    settle();
  };
  target.addEventListener('pointerup', up, true);
  target.addEventListener('pointercancel', up, true);
  target.addEventListener('click', endTap, true);
  // A context menu takes the release with it; a hidden page gets none.
  const endAll = () => {
    down.clear();
    tapping = false;
    clearTimeout(tapTimer);
    settle();
  };
  target.addEventListener('contextmenu', endAll, true);
  target.addEventListener('visibilitychange', endAll, true);

  return {
    get pressed() {
      return isPressed();
    },
    afterPress(work) {
      if (!isPressed()) {
        work();
        return () => {};
      }
      let cancelled = false;
      const run = () => {
        if (!cancelled) work();
      };
      held.push(run);
      fallback ??= setTimeout(() => {
        down.clear();
        endTap();
        release();
      }, maxWait);
      return () => {
        cancelled = true;
      };
    },
  };
}

const trackers = new WeakMap<EventTarget, PressTracker>();

/** The one tracker of a document, created the first time it is asked for. */
export function pressTrackerFor(target: EventTarget): PressTracker {
  let tracker = trackers.get(target);
  if (!tracker) {
    tracker = createPressTracker(target);
    trackers.set(target, tracker);
  }
  return tracker;
}
