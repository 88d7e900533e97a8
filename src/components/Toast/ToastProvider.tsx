import { useTheme } from '@emotion/react';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useToastQueue } from '../../hooks/useToastQueue';
import { ToastQueue } from '../../lib/toastQueue';
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
   * Shows the queued toasts. Turn off in a provider that shares its queue with another
   * provider that already shows them, so each toast appears once.
   * @default true
   */
  viewport?: boolean;
}

/**
 * Gives `useToast()` to everything inside and shows the queued toasts in a polite live region
 * at the bottom right of the page. A provider without a root of its own (the viewport is
 * portalled): it takes no `ref` or native props.
 */
export function ToastProvider({
  children,
  queue: givenQueue,
  label = 'Notifications',
  closeLabel = 'Dismiss notification',
  viewport = true,
}: ToastProviderProps) {
  const [ownQueue] = useState(() => new ToastQueue());
  const queue = givenQueue ?? ownQueue;
  return (
    <ToastContext.Provider value={queue}>
      {children}
      {viewport && <ToastViewport queue={queue} label={label} closeLabel={closeLabel} />}
    </ToastContext.Provider>
  );
}

interface ToastViewportProps {
  queue: ToastQueue;
  label: string;
  closeLabel: string;
}

function ToastViewport({ queue, label, closeLabel }: ToastViewportProps) {
  const theme = useTheme();
  const { visible } = useToastQueue(queue);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);

  // An emptied viewport gets no mouseleave or blur: forget the pointer and focus it had.
  if (visible.length === 0 && (isHovered || isFocused)) {
    setHovered(false);
    setFocused(false);
  }
  const isPaused = visible.length > 0 && (isHovered || isFocused);

  useEffect(() => {
    if (isPaused) queue.pause();
    else queue.resume();
  }, [isPaused, queue]);

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocused(false);
  };

  // Portalled to the body so no transformed ancestor can trap the fixed position; the portal
  // keeps the colour scheme of the provider. Like every portal it renders nothing on the server
  // and while hydrating, so the server HTML and the first client render agree.
  return (
    <Portal>
      <section
        aria-label={label}
        aria-live="polite"
        aria-relevant="additions text"
        css={viewportStyles(theme)}
        data-paused={isPaused || undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
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
              setFocused(false);
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
