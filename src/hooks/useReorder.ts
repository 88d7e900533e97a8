/**
 * Reordering a list by keyboard and pointer. Each item's handle takes the arrow keys, Home and
 * End (focus stays on the moved item's handle); a pointer pressed on an item drags it once it
 * has moved further than `dragThreshold` px, and the item goes to the slot whose centre is
 * nearest. `onMoved` runs after a keyboard move and at the end of a drag, for announcements.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** A pointer has to move further than this, in px, before an item starts to drag. */
export const dragThreshold = 4;

export interface ReorderOptions {
  /** The ids in their current order. */
  ids: readonly string[];
  isDisabled?: boolean;
  move: (id: string, toIndex: number) => void;
  onMoved?: (id: string) => void;
}

const keyTarget = (key: string, index: number, count: number): number | null =>
  key === 'ArrowUp' || key === 'ArrowLeft'
    ? index - 1
    : key === 'ArrowDown' || key === 'ArrowRight'
      ? index + 1
      : key === 'Home'
        ? 0
        : key === 'End'
          ? count - 1
          : null;

export function useReorder({ ids, isDisabled = false, move, onMoved }: ReorderOptions) {
  const handles = useRef(new Map<string, HTMLElement>());
  const refocus = useRef<string | null>(null);
  const [draggingId, setDraggingId] = useState<string | null>(null);

  useLayoutEffect(() => {
    if (refocus.current === null) return;
    handles.current.get(refocus.current)?.focus();
    refocus.current = null;
  });

  const handleRef = (id: string) => (element: HTMLElement | null) => {
    if (element) handles.current.set(id, element);
    else handles.current.delete(id);
  };

  const onHandleKeyDown = (id: string, event: KeyboardEvent<HTMLElement>) => {
    const index = ids.indexOf(id);
    const target = keyTarget(event.key, index, ids.length);
    if (target === null) return;
    event.preventDefault();
    if (target < 0 || target >= ids.length || target === index) return;
    refocus.current = id;
    move(id, target);
    onMoved?.(id);
  };

  const onItemPointerDown = (id: string, event: PointerEvent<HTMLElement>) => {
    if (isDisabled || event.button !== 0) return;
    const element = event.currentTarget;
    if ((event.target as Element).closest('button:not([data-handle])')) return;
    const start = { x: event.clientX, y: event.clientY };
    let isDragging = false;
    const onMove = (moveEvent: globalThis.PointerEvent) => {
      if (!isDragging) {
        if (Math.hypot(moveEvent.clientX - start.x, moveEvent.clientY - start.y) <= dragThreshold)
          return;
        isDragging = true;
        setDraggingId(id);
      }
      const list = element.parentElement;
      if (!list) return;
      let nearest = -1;
      let nearestDistance = Infinity;
      [...list.children].forEach((child, childIndex) => {
        const box = child.getBoundingClientRect();
        const distance = Math.hypot(
          moveEvent.clientX - (box.left + box.width / 2),
          moveEvent.clientY - (box.top + box.height / 2),
        );
        if (distance < nearestDistance) {
          nearest = childIndex;
          nearestDistance = distance;
        }
      });
      if (nearest !== -1) move(id, nearest);
    };
    const onUp = () => {
      document.removeEventListener('pointermove', onMove);
      document.removeEventListener('pointerup', onUp);
      document.removeEventListener('pointercancel', onUp);
      if (isDragging) {
        setDraggingId(null);
        onMoved?.(id);
      }
    };
    document.addEventListener('pointermove', onMove);
    document.addEventListener('pointerup', onUp);
    document.addEventListener('pointercancel', onUp);
  };

  return { draggingId, handleRef, onHandleKeyDown, onItemPointerDown };
}
