/**
 * Where focus goes after a file is removed: to the next file, else the previous one, else the
 * browse input, so it never falls to `<body>` with the removed button. A removal that keeps the
 * item for a while (a server-held file shows a busy state first) moves focus as soon as the
 * focused button leaves the page.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

interface FocusAfterRemoveOptions {
  /** The widget: focus still inside it needs no help. */
  rootRef: RefObject<HTMLElement | null>;
  /** The list whose items carry `data-item-id`. */
  listRef: RefObject<HTMLElement | null>;
  /** Takes focus when no file is left (the browse input). */
  fallbackRef: RefObject<HTMLElement | null>;
}

/** Returns `remember(ids, removedId)`, to call as a file's Remove is pressed. */
export function useFocusAfterRemove({ rootRef, listRef, fallbackRef }: FocusAfterRemoveOptions) {
  const pending = useRef<{ next: string | null; previous: string | null } | null>(null);

  useLayoutEffect(() => {
    const neighbours = pending.current;
    const root = rootRef.current;
    if (!neighbours || !root) return;
    const active = root.ownerDocument.activeElement;
    if (active && active !== root.ownerDocument.body && root.contains(active)) return;
    pending.current = null;
    const itemElement = (id: string | null) =>
      id === null
        ? null
        : (listRef.current?.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(id)}"]`) ??
          null);
    const target = itemElement(neighbours.next) ?? itemElement(neighbours.previous);
    const control =
      target?.querySelector<HTMLElement>('button[data-action="remove"]:not(:disabled)') ??
      target?.querySelector<HTMLElement>('button:not(:disabled)');
    (control ?? fallbackRef.current)?.focus();
  });

  return (ids: readonly string[], removedId: string) => {
    const index = ids.indexOf(removedId);
    pending.current = { next: ids[index + 1] ?? null, previous: ids[index - 1] ?? null };
  };
}
