import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  ToastQueue,
  defaultToastTitles,
  isAssertiveTone,
  spokenToastText,
  toastLifetime,
} from './toastQueue';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const messages = (queue: ToastQueue) => queue.getSnapshot().visible.map((toast) => toast.message);

/** The rule as written: at least 5 s, plus 1 s per 120 characters of title and message. */
const expectedLifetime = (title: string, message: string) =>
  5000 + ((title.length + message.length) / 120) * 1000;

describe('adding', () => {
  test('a toast gets a key, the default title and the success tone', () => {
    const queue = new ToastQueue();
    const key = queue.add({ message: 'Saved' });
    expect(queue.getSnapshot().visible).toEqual([
      { key, title: 'It worked!', message: 'Saved', tone: 'success' },
    ]);
  });

  test('a toast without a title is headed by its tone: "It worked!" never heads a failure', () => {
    const queue = new ToastQueue();
    queue.add({ message: 'Upload failed', tone: 'danger' });
    queue.add({ message: 'Storage almost full', tone: 'warning' });
    queue.add({ message: 'New version', tone: 'info' });
    queue.add({ message: 'Kept', tone: 'danger', title: 'Not saved' });
    expect(queue.getSnapshot().visible.map((toast) => toast.title)).toEqual([
      'Not saved',
      'Good to know',
      'Heads up',
    ]);
    expect(defaultToastTitles.danger).toBe('Something went wrong');
    expect(Object.values(defaultToastTitles).filter((title) => title === 'It worked!')).toEqual([
      'It worked!',
    ]);
  });

  test("the titles by tone can be given in the app's language; tones left out stay English", () => {
    const queue = new ToastQueue({
      titles: { danger: 'Etwas ist schiefgelaufen', success: 'Erledigt!' },
    });
    queue.add({ message: 'Hochladen fehlgeschlagen', tone: 'danger' });
    queue.add({ message: 'Gespeichert' });
    queue.add({ message: 'Speicher fast voll', tone: 'warning' });
    expect(queue.getSnapshot().visible.map((toast) => toast.title)).toEqual([
      'Heads up',
      'Erledigt!',
      'Etwas ist schiefgelaufen',
    ]);
  });

  test('new titles apply to toasts added after them; tones left out go back to English', () => {
    const queue = new ToastQueue({ titles: { success: 'Erledigt!', danger: 'Fehler' } });
    queue.add({ message: 'Gespeichert' });
    queue.setTitles({ success: 'Terminé !' });
    queue.add({ message: 'Enregistré' });
    queue.add({ message: 'Échec', tone: 'danger' });
    expect(queue.getSnapshot().visible.map((toast) => toast.title)).toEqual([
      'Something went wrong',
      'Terminé !',
      'Erledigt!',
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

describe('lifetime (WCAG 2.2.1)', () => {
  test('is at least 5 s and grows by 1 s per 120 characters of title and message', () => {
    expect(toastLifetime({ title: '', message: '' })).toBe(5000);
    expect(toastLifetime({ title: 'x'.repeat(20), message: 'y'.repeat(100) })).toBe(6000);
    expect(toastLifetime({ title: 'x'.repeat(40), message: 'y'.repeat(320) })).toBe(8000);
    expect(toastLifetime({ title: 'It worked!', message: 'Saved' })).toBeGreaterThanOrEqual(
      expectedLifetime('It worked!', 'Saved'),
    );
  });

  test('a short toast stays at least 5 s, then leaves', () => {
    const queue = new ToastQueue();
    queue.add({ message: 'Saved' });
    vi.advanceTimersByTime(Math.floor(expectedLifetime('It worked!', 'Saved')) - 1);
    expect(messages(queue)).toEqual(['Saved']);
    vi.advanceTimersByTime(2);
    expect(messages(queue)).toEqual([]);
  });

  test('a long toast stays 1 s longer for every 120 characters', () => {
    const queue = new ToastQueue();
    const title = 'Could not copy link'; // 19 characters
    const message = 'z'.repeat(341); // 360 characters in all: 3 s more
    queue.add({ title, message, tone: 'danger' });
    vi.advanceTimersByTime(7999);
    expect(messages(queue)).toEqual([message]);
    vi.advanceTimersByTime(1);
    expect(messages(queue)).toEqual([]);
  });

  test('the lifetime and the visible cap are configurable', () => {
    const queue = new ToastQueue({ maxVisible: 1, lifetime: () => 500 });
    queue.add({ message: '1' });
    queue.add({ message: '2' });
    expect(messages(queue)).toEqual(['2']);
    vi.advanceTimersByTime(500);
    expect(messages(queue)).toEqual(['1']);
  });
});

describe('cadence', () => {
  test('toasts leave one at a time, the oldest visible first, each after its own lifetime', () => {
    const queue = new ToastQueue({ lifetime: (toast) => Number(toast.message) * 1000 });
    for (const message of ['1', '2', '3', '4']) queue.add({ message });
    expect(messages(queue)).toEqual(['4', '3', '2']);
    vi.advanceTimersByTime(1999);
    expect(messages(queue)).toEqual(['4', '3', '2']);
    vi.advanceTimersByTime(1);
    // The waiting toast moves up and gets its full lifetime from now.
    expect(messages(queue)).toEqual(['4', '3', '1']);
    vi.advanceTimersByTime(999);
    expect(messages(queue)).toEqual(['4', '3', '1']);
    vi.advanceTimersByTime(1);
    expect(messages(queue)).toEqual(['4', '3']);
    vi.advanceTimersByTime(3000);
    expect(messages(queue)).toEqual(['4']);
    vi.advanceTimersByTime(3999);
    expect(messages(queue)).toEqual(['4']);
    vi.advanceTimersByTime(1);
    expect(messages(queue)).toEqual([]);
  });

  test('a toast added behind the oldest visible one does not restart its clock', () => {
    const queue = new ToastQueue({ lifetime: () => 5000 });
    queue.add({ message: 'first' });
    vi.advanceTimersByTime(3000);
    queue.add({ message: 'second' });
    vi.advanceTimersByTime(2000);
    expect(messages(queue)).toEqual(['second']);
    vi.advanceTimersByTime(4999);
    expect(messages(queue)).toEqual(['second']);
    vi.advanceTimersByTime(1);
    expect(messages(queue)).toEqual([]);
  });

  test('a toast pushed back into waiting gets a full lifetime when it shows again', () => {
    const queue = new ToastQueue({ lifetime: () => 5000 });
    for (const message of ['1', '2', '3']) queue.add({ message });
    vi.advanceTimersByTime(4000);
    queue.add({ message: '4' }); // '1' goes back to waiting; '2' is now the oldest visible
    vi.advanceTimersByTime(4999);
    expect(messages(queue)).toEqual(['4', '3', '2']);
    vi.advanceTimersByTime(1);
    expect(messages(queue)).toEqual(['4', '3', '1']);
    vi.advanceTimersByTime(4999);
    expect(messages(queue)).toEqual(['4', '3', '1']);
    vi.advanceTimersByTime(1);
    expect(messages(queue)).toEqual(['4', '3']);
  });

  test('updating the oldest visible toast gives its new text a full lifetime', () => {
    const queue = new ToastQueue({ lifetime: () => 5000 });
    queue.add({ key: 'license', message: 'All 41 components' });
    vi.advanceTimersByTime(4000);
    queue.add({ key: 'license', message: 'All 42 components' });
    vi.advanceTimersByTime(4999);
    expect(messages(queue)).toEqual(['All 42 components']);
    vi.advanceTimersByTime(1);
    expect(messages(queue)).toEqual([]);
  });

  test('an emptied queue starts a full lifetime for its next toast', () => {
    const queue = new ToastQueue({ lifetime: () => 5000 });
    const key = queue.add({ message: 'first' });
    vi.advanceTimersByTime(4000);
    queue.remove(key);
    queue.add({ message: 'second' });
    vi.advanceTimersByTime(4999);
    expect(messages(queue)).toEqual(['second']);
    vi.advanceTimersByTime(1);
    expect(messages(queue)).toEqual([]);
  });
});

describe('pause', () => {
  test.each(['hover', 'focus', 'hidden', 'manual'] as const)(
    'nothing leaves while paused for %s, and the clock resumes with the time left',
    (reason) => {
      const queue = new ToastQueue({ lifetime: () => 5000 });
      queue.add({ message: '1' });
      queue.add({ message: '2' });
      vi.advanceTimersByTime(1200);
      queue.pause(reason);
      expect(queue.getSnapshot().paused).toBe(true);
      vi.advanceTimersByTime(60_000);
      expect(messages(queue)).toEqual(['2', '1']);
      queue.resume(reason);
      expect(queue.getSnapshot().paused).toBe(false);
      vi.advanceTimersByTime(3799);
      expect(messages(queue)).toEqual(['2', '1']);
      vi.advanceTimersByTime(1);
      expect(messages(queue)).toEqual(['2']);
    },
  );

  test('the clock waits until every reason is lifted', () => {
    const queue = new ToastQueue({ lifetime: () => 5000 });
    queue.add({ message: '1' });
    queue.pause('hidden');
    queue.pause('hover');
    queue.resume('hover');
    expect(queue.getSnapshot().paused).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(messages(queue)).toEqual(['1']);
    queue.resume('hidden');
    vi.advanceTimersByTime(5000);
    expect(messages(queue)).toEqual([]);
  });

  test('toasts added while paused wait for the resume', () => {
    const queue = new ToastQueue({ lifetime: () => 5000 });
    queue.pause('hidden');
    queue.add({ message: '1' });
    vi.advanceTimersByTime(20_000);
    expect(messages(queue)).toEqual(['1']);
    queue.resume('hidden');
    vi.advanceTimersByTime(5000);
    expect(messages(queue)).toEqual([]);
  });

  test('an emptied stack forgets hover and focus, but not a hidden document', () => {
    const queue = new ToastQueue({ lifetime: () => 5000 });
    const key = queue.add({ message: '1' });
    queue.pause('hover');
    queue.pause('focus');
    queue.remove(key);
    expect(queue.getSnapshot().paused).toBe(false);
    queue.add({ message: '2' });
    vi.advanceTimersByTime(5000);
    expect(messages(queue)).toEqual([]);

    queue.pause('hidden');
    queue.add({ message: '3' });
    queue.clear();
    expect(queue.getSnapshot().paused).toBe(true);
  });

  test('pausing twice or resuming without a pause changes nothing', () => {
    const queue = new ToastQueue({ lifetime: () => 5000 });
    queue.resume('hover');
    queue.add({ message: '1' });
    vi.advanceTimersByTime(1000);
    queue.pause('hover');
    vi.advanceTimersByTime(500);
    queue.pause('hover');
    queue.resume('hover');
    vi.advanceTimersByTime(3999);
    expect(messages(queue)).toEqual(['1']);
    vi.advanceTimersByTime(1);
    expect(messages(queue)).toEqual([]);
  });
});

describe('politeness (WCAG 4.1.3)', () => {
  test('danger and warning interrupt; the other tones wait their turn', () => {
    expect(isAssertiveTone('danger')).toBe(true);
    expect(isAssertiveTone('warning')).toBe(true);
    for (const tone of ['info', 'success', 'primary', 'secondary'] as const) {
      expect(isAssertiveTone(tone)).toBe(false);
    }
  });

  test('a toast is spoken as its title and message, each a sentence', () => {
    expect(spokenToastText({ title: 'It worked!', message: 'Link copied to clipboard' })).toBe(
      'It worked! Link copied to clipboard.',
    );
    expect(
      spokenToastText({
        title: 'Could not copy link',
        message: 'This may be a limitation of your browser.',
      }),
    ).toBe('Could not copy link. This may be a limitation of your browser.');
    expect(spokenToastText({ title: '', message: 'Saved' })).toBe('Saved.');
  });
});
