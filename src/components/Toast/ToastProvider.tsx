import { useTheme } from '../../theme/useTheme';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useToastQueue } from '../../hooks/useToastQueue';
import { announce } from '../../hooks/useAnnouncer';
import {
  ToastQueue,
  isAssertiveTone,
  spokenToastText,
  type QueuedToast,
} from '../../lib/toastQueue';
import type { StatusTone } from '../../theme/theme';
import { Portal } from '../Portal';
import { Toast } from './Toast';
import { viewportStyles } from './Toast.styles';

const ToastContext = createContext<ToastQueue | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /**
   * The queue to show. Pass one to add toasts from outside React; by default the provider
   * creates its own.
   */
  queue?: ToastQueue;
  /**
   * Accessible name of the notifications region.
   * @default 'Notifications'
   */
  label?: string;
  /**
   * Accessible name of each toast's close button.
   * @default 'Dismiss notification'
   */
  closeLabel?: string;
  /**
   * The titles of toasts that give none, by tone, in the app's language (tones left out keep
   * "It worked!", "Something went wrong", …). Toasts added after a change take the new titles;
   * a queue passed in takes them as an option of its own (or through `setTitles`).
   * @default defaultToastTitles
   */
  titles?: Partial<Record<StatusTone, string>>;
  /**
   * Writing direction of the toasts, for an app whose part in another direction than the
   * document has a provider of its own: the toasts then read, and stack at the end of the line,
   * in that direction. By default they take the document's.
   */
  dir?: 'ltr' | 'rtl';
  /**
   * Shows the queued toasts. Turn off in a provider that shares its queue with another
   * provider that already shows them, so each toast appears once.
   * @default true
   */
  viewport?: boolean;
}

/**
 * Gives `useToast()` to everything inside and shows the queued toasts in a labelled region at
 * the bottom right of the page. Each toast is announced once through the library's one live
 * region: danger and warning assertively, the others politely. Toasts stay while the pointer
 * rests on them, focus is inside them or the document is hidden.
 */
export function ToastProvider({
  children,
  queue: givenQueue,
  label = 'Notifications',
  closeLabel = 'Dismiss notification',
  titles,
  dir,
  viewport = true,
}: ToastProviderProps) {
  const [ownQueue] = useState(() => new ToastQueue({ titles }));
  const queue = givenQueue ?? ownQueue;
  // Compared by value: an app may write its titles inline, a new object on every render.
  const titlesKey = titles ? JSON.stringify(titles) : '';
  useEffect(() => {
    ownQueue.setTitles(titlesKey ? (JSON.parse(titlesKey) as typeof titles) : undefined);
  }, [ownQueue, titlesKey]);
  return (
    <ToastContext.Provider value={queue}>
      {children}
      {viewport && <ToastViewport queue={queue} label={label} closeLabel={closeLabel} dir={dir} />}
    </ToastContext.Provider>
  );
}

interface ToastViewportProps {
  queue: ToastQueue;
  label: string;
  closeLabel: string;
  dir: 'ltr' | 'rtl' | undefined;
}

/**
 * Says each toast once, when it becomes visible (or its text changes), through the library's one
 * announcer: danger and warning assertively, the others politely. Toasts that show in the same
 * moment are said together, so none silences another.
 */
function useToastAnnouncements(visible: readonly QueuedToast[]) {
  const announced = useRef(new WeakSet<QueuedToast>());
  useEffect(() => {
    const fresh = visible.filter((toast) => !announced.current.has(toast));
    if (fresh.length === 0) return;
    for (const toast of fresh) announced.current.add(toast);
    const assertive = fresh.filter((toast) => isAssertiveTone(toast.tone));
    const polite = fresh.filter((toast) => !isAssertiveTone(toast.tone));
    // Oldest first, the order in which they arrived.
    if (assertive.length > 0)
      announce(assertive.reverse().map(spokenToastText).join(' '), 'assertive');
    if (polite.length > 0) announce(polite.reverse().map(spokenToastText).join(' '), 'polite');
  }, [visible]);
}

/** Reports a hidden document (another tab, a minimised window) to the queue as a reason to pause. */
function usePauseWhileDocumentHidden(queue: ToastQueue) {
  useEffect(() => {
    const report = () => {
      if (document.visibilityState === 'hidden') queue.pause('hidden');
      else queue.resume('hidden');
    };
    report();
    document.addEventListener('visibilitychange', report);
    return () => {
      document.removeEventListener('visibilitychange', report);
      queue.resume('hidden');
    };
  }, [queue]);
}

function ToastViewport({ queue, label, closeLabel, dir }: ToastViewportProps) {
  const theme = useTheme();
  const { visible, paused } = useToastQueue(queue);
  useToastAnnouncements(visible);
  usePauseWhileDocumentHidden(queue);

  // The queue decides; the viewport only reports where the pointer and focus are.
  useEffect(
    () => () => {
      queue.resume('hover');
      queue.resume('focus');
    },
    [queue],
  );

  // With no toast left the region is gone, and so are the pointer and focus that rested in it.
  const empty = visible.length === 0;
  useEffect(() => {
    if (!empty) return;
    queue.resume('hover');
    queue.resume('focus');
  }, [empty, queue]);

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    queue.resume('focus');
  };

  // The region exists only while it holds toasts: a page with several providers (each props
  // table keeps one for its copy buttons) has no empty "Notifications" landmarks, and none that
  // repeat another's name unless both show toasts at once.
  if (empty) return null;

  // Portalled to the body so no transformed ancestor can trap the fixed position; the portal
  // keeps the colour scheme of the provider. Like every portal it renders nothing on the server
  // and while hydrating, so the server HTML and the first client render agree. The region is a
  // landmark to find the toasts by, not a live region: the announcer speaks them, so a page has
  // one live region however many providers it holds.
  return (
    <Portal dir={dir}>
      <section
        aria-label={label}
        css={viewportStyles(theme)}
        data-paused={(paused && visible.length > 0) || undefined}
        onMouseEnter={() => queue.pause('hover')}
        onMouseLeave={() => queue.resume('hover')}
        onFocus={() => queue.pause('focus')}
        onBlur={handleBlur}
      >
        {visible.map((toast) => (
          <Toast
            key={toast.key}
            title={toast.title}
            message={toast.message}
            tone={toast.tone}
            announce={false}
            closeLabel={closeLabel}
            data-toast-key={toast.key}
            onClose={() => {
              queue.remove(toast.key);
              // The focused close button is gone and fires no blur: the queue must not stay paused.
              queue.resume('focus');
            }}
          />
        ))}
      </section>
    </Portal>
  );
}

/**
 * The toast queue of the nearest `ToastProvider`: `add({ title?, message, tone?, key? })`
 * returns the toast's key, `remove(key)` takes it away.
 */
export function useToast(): ToastQueue {
  const queue = useContext(ToastContext);
  if (!queue) throw new Error('useToast: wrap the component in a <ToastProvider>.');
  return queue;
}

/** The nearest provider's queue, or null outside any provider. */
export function useOptionalToast(): ToastQueue | null {
  return useContext(ToastContext);
}
