import { useCallback, useEffect, useRef, useState } from 'react';
import { writeClipboardText } from '../lib/clipboard';
import { durations } from '../tokens';

/** Where a copy stands: nothing yet, confirmed, or refused by the browser. */
export type CopyStatus = 'idle' | 'copied' | 'failed';

export interface CopyToClipboard {
  /** True for `confirmationDuration` ms after a successful copy. */
  isCopied: boolean;
  /**
   * `'copied'` for `confirmationDuration` ms after a successful copy. `'failed'` once the browser
   * refuses the write: while the text selected for a copy by hand stays selected, or, with nothing
   * to select, until the next copy.
   */
  status: CopyStatus;
  /**
   * Writes `text` to the clipboard; resolves to whether it worked. A failure is logged as "Error
   * copying to clipboard" and, when `selectOnFailure` is given, selects that element's text so the
   * reader can copy it by hand: nothing is lost.
   */
  copy: (text: string, selectOnFailure?: Element | null) => Promise<boolean>;
}

/** Whether the document's selection is a range inside `element`. */
const selectionInside = (element: Element) => {
  const selection = document.getSelection();
  return Boolean(
    selection &&
    !selection.isCollapsed &&
    selection.anchorNode &&
    selection.focusNode &&
    element.contains(selection.anchorNode) &&
    element.contains(selection.focusNode),
  );
};

/**
 * Copies text to the clipboard and holds a "copied" confirmation for a while (1000 ms by
 * default), or a "failed" state when the browser refuses both the Clipboard API and the copy
 * command that stands in for it (`writeClipboardText`). The
 * one clipboard implementation of the library: code blocks and the icon gallery use it, so every
 * copy button confirms and fails the same way.
 */
export function useCopyToClipboard(
  confirmationDuration: number = durations.copyConfirmation,
): CopyToClipboard {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stopWatching = useRef<() => void>(undefined);

  const settle = useCallback((next: CopyStatus) => {
    clearTimeout(timer.current);
    stopWatching.current?.();
    stopWatching.current = undefined;
    setStatus(next);
  }, []);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      stopWatching.current?.();
    },
    [],
  );

  const copy = useCallback(
    async (text: string, selectOnFailure?: Element | null) => {
      try {
        await writeClipboardText(text);
      } catch (error) {
        console.error('Error copying to clipboard', error);
        settle('failed');
        const selection = document.getSelection();
        if (selectOnFailure && selection) {
          selection.selectAllChildren(selectOnFailure);
          // The failure shows while the text stays selected: once the reader selects something
          // else or clicks elsewhere, the button is ready again.
          const onSelectionChange = () => {
            if (!selectionInside(selectOnFailure)) settle('idle');
          };
          document.addEventListener('selectionchange', onSelectionChange);
          stopWatching.current = () =>
            document.removeEventListener('selectionchange', onSelectionChange);
        }
        return false;
      }
      settle('copied');
      timer.current = setTimeout(() => setStatus('idle'), confirmationDuration);
      return true;
    },
    [confirmationDuration, settle],
  );

  return { isCopied: status === 'copied', status, copy };
}
