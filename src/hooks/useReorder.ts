/**
 * Reordering a list by keyboard and pointer. Each item's handle takes the arrow keys, Home and
 * End (focus stays on the moved item's handle); a pointer pressed on an item drags it once it
 * has moved further than `dragThreshold` px, and the item goes to the slot whose centre is
 * nearest. `moveBy` is the single-pointer alternative to dragging (WCAG 2.5.7): "move earlier"
 * and "move later" buttons call it, and the pressed button keeps focus as its item moves.
 * `onMoved` runs after every move by key or button and at the end of a drag, for announcements.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { directionOf, inlineKey } from '../lib/direction';

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
  // The element to hold focus once a move has re-rendered the list (moving a focused node in the
  // DOM drops its focus).
  const refocus = useRef<HTMLElement | null>(null);
  const [draggingId, setDraggingId] = useState<string | null>(null);

  useLayoutEffect(() => {
    const element = refocus.current;
    if (element === null) return;
    refocus.current = null;
    if (element.isConnected && element.ownerDocument.activeElement !== element) element.focus();
  });

  const handleRef = (id: string) => (element: HTMLElement | null) => {
    if (element) handles.current.set(id, element);
    else handles.current.delete(id);
  };

  const onHandleKeyDown = (id: string, event: KeyboardEvent<HTMLElement>) => {
    const index = ids.indexOf(id);
    // In a right-to-left grid the earlier item is on the right.
    const key = inlineKey(event.key, directionOf(event.currentTarget));
    const target = keyTarget(key, index, ids.length);
    if (target === null) return;
    event.preventDefault();
    if (target < 0 || target >= ids.length || target === index) return;
    refocus.current = handles.current.get(id) ?? null;
    move(id, target);
    onMoved?.(id);
  };

  /** Moves the item `delta` places (negative: earlier); false when it is already at that end. */
  const moveBy = (id: string, delta: number, focusAfter?: HTMLElement | null): boolean => {
    const index = ids.indexOf(id);
    const target = index + delta;
    if (isDisabled || index < 0 || target < 0 || target >= ids.length) return false;
    refocus.current = focusAfter ?? null;
    move(id, target);
    onMoved?.(id);
    return true;
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

  return { draggingId, handleRef, onHandleKeyDown, onItemPointerDown, moveBy };
}
