import { useCallback, useEffect, useRef, useState } from 'react';
import { durations } from '../tokens';

export interface CopyToClipboard {
  /** True for `confirmationDuration` ms after a successful copy. */
  isCopied: boolean;
  /** Writes `text` to the clipboard; resolves to whether it worked. A failure is only logged. */
  copy: (text: string) => Promise<boolean>;
}

/**
 * Copies text to the clipboard and holds a "copied" confirmation for a while (1000 ms by
 * default). The one clipboard implementation of the library: code blocks and the icon gallery
 * use it, so every copy button confirms and fails the same way.
 */
export function useCopyToClipboard(
  confirmationDuration: number = durations.copyConfirmation,
): CopyToClipboard {
  const [isCopied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch (error) {
        console.error('Error copying to clipboard', error);
        return false;
      }
      clearTimeout(timer.current);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), confirmationDuration);
      return true;
    },
    [confirmationDuration],
  );

  return { isCopied, copy };
}
