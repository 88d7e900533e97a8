/**
 * Toasts against WCAG 2.2.1 (Timing Adjustable) and 4.1.3 (Status Messages), as the accessibility
 * issue words them: a toast stays at least 5 s plus 1 s per 120 characters of title and message;
 * it stays while the pointer rests on the stack, while focus is inside it and while the document
 * is hidden; danger and warning are announced assertively (`role="alert"`), the others politely
 * (`role="status"`), through one live region per page. Newest first, at most 3, 334 px wide
 * (SPEC §4, §9). The clock is faked: the waits are long.
 */
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Toast, ToastProvider, useToast } from '../../src/components/Toast';
import { announce, destroyAnnouncer } from '../../src/lib/announcer';
import { ToastQueue } from '../../src/lib/toastQueue';
import { actEnvironment, render } from './render';

actEnvironment(true);

/** Lets the faked clock run `ms` and React commit what the queue did meanwhile. */
function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const region = () =>
  document.querySelector<HTMLElement>('section[aria-label="Notifications"]') ??
  (() => {
    throw new Error('No Notifications region');
  })();
const shownMessages = () =>
  Array.from(
    document.querySelectorAll(
      'section[aria-label="Notifications"] [data-toast-key] p:nth-of-type(2)',
    ),
  ).map((paragraph) => paragraph.textContent);

let visibility: DocumentVisibilityState = 'visible';
function setDocumentVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  destroyAnnouncer();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('lifetime (WCAG 2.2.1)', () => {
  test('a short toast stays at least 5 s', () => {
    const queue = new ToastQueue();
    render(<ToastProvider queue={queue} />);
    act(() => void queue.add({ title: 'Done', message: 'Saved' }));
    wait(4999);
    expect(shownMessages()).toEqual(['Saved']);
    // 5 s plus 9 characters' worth of reading time (75 ms) later, it has gone.
    wait(76);
    expect(shownMessages()).toEqual([]);
  });

  test('every 120 characters of title and message add 1 s', () => {
    const queue = new ToastQueue();
    render(<ToastProvider queue={queue} />);
    const message = 'm'.repeat(340);
    act(() => void queue.add({ title: 'x'.repeat(20), message, tone: 'info' }));
    wait(7999);
    expect(shownMessages()).toEqual([message]);
    wait(1);
    expect(shownMessages()).toEqual([]);
  });

  test('newest first, at most 3 visible, 334 px wide; they leave one at a time, oldest first', () => {
    const queue = new ToastQueue();
    render(<ToastProvider queue={queue} />);
    act(() => {
      for (const message of ['one', 'two', 'three', 'four']) queue.add({ title: '', message });
    });
    expect(shownMessages()).toEqual(['four', 'three', 'two']);
    for (const toast of region().querySelectorAll<HTMLElement>('[data-toast-key]')) {
      expect(toast.offsetWidth).toBe(334);
    }
    wait(4999);
    expect(shownMessages()).toEqual(['four', 'three', 'two']);
    wait(100);
    expect(shownMessages()).toEqual(['four', 'three', 'one']);
    // The toast that moved up is seen from now on, so it gets its own full lifetime.
    wait(4900);
    expect(shownMessages()).toEqual(['four', 'three', 'one']);
  });
});

describe('pausing (WCAG 2.2.1)', () => {
  test('a toast stays while the pointer rests on the stack, then gets the time it had left', async () => {
    const queue = new ToastQueue({ lifetime: () => 5000 });
    render(<ToastProvider queue={queue} />);
    act(() => void queue.add({ message: 'Link copied to clipboard' }));
    wait(2000);
    const toast = region().querySelector<HTMLElement>('[data-toast-key]')!;
    await act(() => userEvent.hover(toast));
    expect(region()).toHaveAttribute('data-paused');
    wait(60_000);
    expect(shownMessages()).toEqual(['Link copied to clipboard']);

    await act(() => userEvent.unhover(toast));
    wait(2999);
    expect(shownMessages()).toEqual(['Link copied to clipboard']);
    wait(1);
    expect(shownMessages()).toEqual([]);
  });

  test('a toast stays while focus is inside the stack, and leaves once focus moves on', async () => {
    const queue = new ToastQueue({ lifetime: () => 5000 });
    render(
      <ToastProvider queue={queue}>
        <button type="button">Before</button>
      </ToastProvider>,
    );
    act(() => void queue.add({ message: 'Link copied to clipboard' }));
    const before = document.querySelector<HTMLButtonElement>('button')!;
    act(() => before.focus());
    await act(() => userEvent.tab());
    expect(document.activeElement).toHaveAccessibleName('Dismiss notification');
    wait(60_000);
    expect(shownMessages()).toEqual(['Link copied to clipboard']);

    await act(() => userEvent.tab({ shift: true }));
    expect(document.activeElement).toBe(before);
    wait(5000);
    expect(shownMessages()).toEqual([]);
  });

  test('a toast stays while the document is hidden', () => {
    const queue = new ToastQueue({ lifetime: () => 5000 });
    render(<ToastProvider queue={queue} />);
    act(() => void queue.add({ message: 'Upload finished' }));
    wait(1000);
    setDocumentVisibility('hidden');
    wait(60_000);
    expect(shownMessages()).toEqual(['Upload finished']);

    setDocumentVisibility('visible');
    wait(3999);
    expect(shownMessages()).toEqual(['Upload finished']);
    wait(1);
    expect(shownMessages()).toEqual([]);
  });

  test('a toast added while the document is hidden waits for the reader to come back', () => {
    const queue = new ToastQueue({ lifetime: () => 5000 });
    setDocumentVisibility('hidden');
    render(<ToastProvider queue={queue} />);
    act(() => void queue.add({ message: 'Upload finished' }));
    wait(60_000);
    expect(shownMessages()).toEqual(['Upload finished']);
    setDocumentVisibility('visible');
    wait(5000);
    expect(shownMessages()).toEqual([]);
  });
});

describe('announcements (WCAG 4.1.3)', () => {
  const liveRegions = () =>
    document.querySelectorAll('[aria-live], [role="status"], [role="alert"]');

  test('danger and warning are announced assertively, the other tones politely', () => {
    const queue = new ToastQueue();
    render(<ToastProvider queue={queue} />);
    act(() => {
      queue.add({ title: 'Could not copy link', message: 'Try again.', tone: 'danger' });
      queue.add({ message: 'Link copied to clipboard' });
    });
    wait(1);
    const alert = document.querySelector('[role="alert"]');
    const status = document.querySelector('[role="status"]');
    expect(alert).toHaveTextContent('Could not copy link. Try again.');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(status).toHaveTextContent('It worked! Link copied to clipboard.');
    expect(status).toHaveAttribute('aria-live', 'polite');

    act(() => void queue.add({ title: 'Heads up', message: 'Read this.', tone: 'warning' }));
    wait(1);
    expect(alert).toHaveTextContent('Heads up. Read this.');
  });

  test('toasts shown at once on their own are all announced, not only the last of each politeness', () => {
    render(
      <>
        <Toast tone="info" message="Info note." />
        <Toast tone="success" message="Saved." />
        <Toast tone="warning" message="Check this." />
        <Toast tone="danger" message="Failed." />
      </>,
    );
    wait(1);
    const lines = (role: string) =>
      [...document.querySelector(`[role="${role}"]`)!.children].map((line) => line.textContent);
    expect(lines('status')).toEqual([
      expect.stringContaining('Info note.'),
      expect.stringContaining('Saved.'),
    ]);
    expect(lines('alert')).toEqual([
      expect.stringContaining('Check this.'),
      expect.stringContaining('Failed.'),
    ]);
    // A later message replaces them.
    announce('Done.');
    wait(1);
    expect(lines('status')).toEqual(['Done.']);
  });

  test('the Notifications landmark exists only while it holds toasts', () => {
    const queue = new ToastQueue();
    render(
      <>
        <ToastProvider queue={queue} />
        <ToastProvider />
      </>,
    );
    expect(document.querySelectorAll('section[aria-label="Notifications"]')).toHaveLength(0);
    let key = '';
    act(() => void (key = queue.add({ message: 'Saved' })));
    expect(document.querySelectorAll('section[aria-label="Notifications"]')).toHaveLength(1);
    act(() => queue.remove(key));
    expect(document.querySelectorAll('section[aria-label="Notifications"]')).toHaveLength(0);
  });

  test('two providers on a page still make one live region per politeness, none in the toasts', () => {
    const queue = new ToastQueue();
    render(
      <>
        <ToastProvider queue={queue} />
        <ToastProvider />
      </>,
    );
    act(() => void queue.add({ message: 'Saved' }));
    wait(1);
    expect(liveRegions()).toHaveLength(2);
    for (const section of document.querySelectorAll('section[aria-label="Notifications"]')) {
      expect(section).not.toHaveAttribute('aria-live');
      expect(section.querySelector('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    }
  });
});

describe('titles in the app’s language', () => {
  /** An app whose reader switches its language while it runs. */
  function App() {
    const [german, setGerman] = useState(false);
    return (
      <ToastProvider titles={german ? { success: 'Erledigt!' } : { success: 'Done!' }}>
        <button type="button" onClick={() => setGerman(true)}>
          Deutsch
        </button>
        <Save />
      </ToastProvider>
    );
  }
  function Save() {
    const toast = useToast();
    return (
      <button type="button" onClick={() => toast.add({ message: 'Saved' })}>
        Save
      </button>
    );
  }
  const titlesShown = () =>
    Array.from(
      document.querySelectorAll(
        'section[aria-label="Notifications"] [data-toast-key] p:first-of-type',
      ),
    ).map((paragraph) => paragraph.textContent);

  test('follow the provider’s titles when they change; toasts already shown keep theirs', () => {
    const host = render(<App />);
    const button = (name: string) =>
      Array.from(host.querySelectorAll('button')).find((node) => node.textContent === name)!;
    act(() => button('Save').click());
    act(() => button('Deutsch').click());
    act(() => button('Save').click());
    expect(titlesShown()).toEqual(['Erledigt!', 'Done!']);
  });
});
