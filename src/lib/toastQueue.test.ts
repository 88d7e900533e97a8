import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ToastQueue } from './toastQueue';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const messages = (queue: ToastQueue) => queue.getSnapshot().visible.map((toast) => toast.message);

describe('adding', () => {
  test('a toast gets a key, the default title and the success tone', () => {
    const queue = new ToastQueue();
    const key = queue.add({ message: 'Saved' });
    expect(queue.getSnapshot().visible).toEqual([
      { key, title: 'It worked!', message: 'Saved', tone: 'success' },
    ]);
  });

  test('keys are unique unless given', () => {
    const queue = new ToastQueue();
    const first = queue.add({ message: 'One' });
    const second = queue.add({ message: 'Two' });
    expect(first).not.toBe(second);
    expect(queue.add({ key: 'license', message: 'Three' })).toBe('license');
  });

  test('the newest toast comes first and at most 3 are visible', () => {
    const queue = new ToastQueue();
    for (const message of ['1', '2', '3', '4']) queue.add({ message });
    expect(messages(queue)).toEqual(['4', '3', '2']);
    expect(queue.getSnapshot().waiting).toBe(1);
  });

  test('adding a queued key updates that toast in place instead of stacking a copy', () => {
    const queue = new ToastQueue();
    queue.add({ key: 'license', message: 'All 41 components', tone: 'info' });
    queue.add({ message: 'Other' });
    queue.add({ key: 'license', message: 'All 42 components', tone: 'info' });
    expect(messages(queue)).toEqual(['Other', 'All 42 components']);
  });
});

describe('removing', () => {
  test('remove takes a toast out and lets a waiting one show', () => {
    const queue = new ToastQueue();
    const keys = ['1', '2', '3', '4'].map((message) => queue.add({ message }));
    queue.remove(keys[3]!);
    expect(messages(queue)).toEqual(['3', '2', '1']);
    queue.remove('unknown');
    expect(messages(queue)).toEqual(['3', '2', '1']);
  });

  test('subscribers hear every change and the snapshot is stable between changes', () => {
    const queue = new ToastQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    const before = queue.getSnapshot();
    expect(queue.getSnapshot()).toBe(before);
    const key = queue.add({ message: 'Saved' });
    queue.remove(key);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    queue.add({ message: 'Again' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('cadence', () => {
  test('one toast is dismissed every 2000 ms, the oldest visible first', () => {
    const queue = new ToastQueue();
    for (const message of ['1', '2', '3', '4']) queue.add({ message });
    vi.advanceTimersByTime(1999);
    expect(messages(queue)).toEqual(['4', '3', '2']);
    vi.advanceTimersByTime(1);
    expect(messages(queue)).toEqual(['4', '3', '1']);
    vi.advanceTimersByTime(2000);
    expect(messages(queue)).toEqual(['4', '3']);
    vi.advanceTimersByTime(2000);
    expect(messages(queue)).toEqual(['4']);
    vi.advanceTimersByTime(2000);
    expect(messages(queue)).toEqual([]);
  });

  test('a toast added mid-interval does not restart the clock', () => {
    const queue = new ToastQueue();
    queue.add({ message: 'first' });
    vi.advanceTimersByTime(1500);
    queue.add({ message: 'second' });
    vi.advanceTimersByTime(500);
    expect(messages(queue)).toEqual(['second']);
    vi.advanceTimersByTime(1999);
    expect(messages(queue)).toEqual(['second']);
    vi.advanceTimersByTime(1);
    expect(messages(queue)).toEqual([]);
  });

  test('an empty queue starts a fresh 2000 ms interval for its next toast', () => {
    const queue = new ToastQueue();
    const key = queue.add({ message: 'first' });
    vi.advanceTimersByTime(1500);
    queue.remove(key);
    queue.add({ message: 'second' });
    vi.advanceTimersByTime(1999);
    expect(messages(queue)).toEqual(['second']);
    vi.advanceTimersByTime(1);
    expect(messages(queue)).toEqual([]);
  });

  test('the interval and the visible cap are configurable', () => {
    const queue = new ToastQueue({ maxVisible: 1, interval: 500 });
    queue.add({ message: '1' });
    queue.add({ message: '2' });
    expect(messages(queue)).toEqual(['2']);
    vi.advanceTimersByTime(500);
    expect(messages(queue)).toEqual(['1']);
  });
});

describe('pause', () => {
  test('nothing is dismissed while paused, and the clock resumes with the time left', () => {
    const queue = new ToastQueue();
    queue.add({ message: '1' });
    queue.add({ message: '2' });
    vi.advanceTimersByTime(1200);
    queue.pause();
    expect(queue.getSnapshot().paused).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(messages(queue)).toEqual(['2', '1']);
    queue.resume();
    vi.advanceTimersByTime(799);
    expect(messages(queue)).toEqual(['2', '1']);
    vi.advanceTimersByTime(1);
    expect(messages(queue)).toEqual(['2']);
    vi.advanceTimersByTime(2000);
    expect(messages(queue)).toEqual([]);
  });

  test('toasts added while paused wait for the resume', () => {
    const queue = new ToastQueue();
    queue.pause();
    queue.add({ message: '1' });
    vi.advanceTimersByTime(5000);
    expect(messages(queue)).toEqual(['1']);
    queue.resume();
    vi.advanceTimersByTime(2000);
    expect(messages(queue)).toEqual([]);
  });

  test('pausing twice or resuming without a pause changes nothing', () => {
    const queue = new ToastQueue();
    queue.resume();
    queue.add({ message: '1' });
    vi.advanceTimersByTime(1000);
    queue.pause();
    vi.advanceTimersByTime(500);
    queue.pause();
    queue.resume();
    vi.advanceTimersByTime(999);
    expect(messages(queue)).toEqual(['1']);
    vi.advanceTimersByTime(1);
    expect(messages(queue)).toEqual([]);
  });
});
