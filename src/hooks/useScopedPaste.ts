/**
 * Pasted files for one widget among many on a page: a paste counts while focus is inside the
 * element, or while the pointer is over it and the paste targets nothing else (the page body,
 * or the element itself). Spread `hoverProps` on the element.
 */
import { useEffect, useRef, type RefObject } from 'react';

export interface ScopedPasteOptions {
  /** Listens at all. @default true */
  isEnabled?: boolean;
  onPaste: (files: File[]) => void;
}

export function useScopedPaste(
  ref: RefObject<HTMLElement | null>,
  { isEnabled = true, onPaste }: ScopedPasteOptions,
) {
  const isHovered = useRef(false);
  const latest = useRef(onPaste);
  useEffect(() => {
    latest.current = onPaste;
  });

  useEffect(() => {
    if (!isEnabled) return undefined;
    const listener = (event: ClipboardEvent) => {
      const element = ref.current;
      const files = [...(event.clipboardData?.files ?? [])];
      if (!element || files.length === 0) return;
      const target = event.target instanceof Node ? event.target : null;
      const hasFocus = element.contains(document.activeElement);
      const targetsNothingElse =
        target === null ||
        target === document.body ||
        target === document.documentElement ||
        element.contains(target);
      if (!hasFocus && !(isHovered.current && targetsNothingElse)) return;
      event.preventDefault();
      latest.current(files);
    };
    document.addEventListener('paste', listener);
    return () => document.removeEventListener('paste', listener);
  }, [ref, isEnabled]);

  return {
    hoverProps: {
      onPointerEnter: () => {
        isHovered.current = true;
      },
      onPointerLeave: () => {
        isHovered.current = false;
      },
    },
  };
}
