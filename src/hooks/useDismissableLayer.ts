/**
 * The one way a Tessera layer (menu, listbox, tooltip, popover, dialog, zoom, mobile menu) is
 * dismissed: a pointer outside it, Escape, or focus moving out of it.
 *
 * Open layers form a stack in the order they opened. A layer opened inside another one's React
 * tree (a submenu in a menu, a Select in a Modal) is its child: its elements count as inside
 * the parent, so choosing in a submenu does not close the menu as "outside".
 *
 * - Escape dismisses only the topmost layer (innermost first); the key is then consumed.
 * - A pointer outside dismisses every layer above the first modal layer that it is outside
 *   of, innermost first; a modal layer (a dialog with a backdrop) reacts only when it is the
 *   topmost, so a backdrop click first closes a menu open inside the dialog.
 * - Focus moving outside a layer (and its children) dismisses it, when asked for.
 *
 * Listeners sit on the document: a layer's own key handlers run first (React handles events
 * at its root).
 */
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { isComposing } from '../lib/inputMethod';

/** What dismissed a layer. */
export type DismissReason = 'escape' | 'outside-pointer' | 'focus-outside';

export interface DismissableLayerOptions {
  /** Whether the layer is open; a closed layer is not on the stack. */
  open: boolean;
  /** Called with the reason when the layer should close. */
  onDismiss: (reason: DismissReason, event: Event) => void;
  /**
   * The elements that make up the layer (its surface and its trigger). A pointer or focus
   * inside any of them, or inside a child layer, is not outside.
   */
  elements: readonly RefObject<Element | null>[];
  /**
   * Which pointer event counts as a press outside: `pointerdown`, or `pointerup` for lists that
   * close on a release elsewhere; `false` leaves outside presses alone.
   * @default 'pointerdown'
   */
  outsidePress?: 'pointerdown' | 'pointerup' | false;
  /**
   * Whether Escape dismisses the layer.
   * @default true
   */
  escape?: boolean;
  /**
   * Whether focus moving outside the layer dismisses it.
   * @default false
   */
  focusOutside?: boolean;
  /**
   * A modal layer blocks the page: it reacts to an outside pointer only when it is the
   * topmost layer.
   * @default false
   */
  modal?: boolean;
}

/** A registered open layer; pass it to `DismissableLayerScope`. */
export interface Layer {
  /** The layer this one was opened from, read when needed (parents may register later). */
  parent: () => Layer | null;
  isInside: (target: Node) => boolean;
  options: RefObject<DismissableLayerOptions>;
}

const stack: Layer[] = [];
let listeners = 0;

const isDescendantOf = (layer: Layer, ancestor: Layer) => {
  for (let current = layer.parent(); current; current = current.parent()) {
    if (current === ancestor) return true;
  }
  return false;
};

/** Inside the layer or any layer opened from it. */
const isInsideTree = (layer: Layer, target: Node) =>
  stack.some(
    (candidate) =>
      (candidate === layer || isDescendantOf(candidate, layer)) && candidate.isInside(target),
  );

function handleKeyDown(event: KeyboardEvent) {
  // Escape in an open composition cancels the conversion, not the layer.
  if (event.key !== 'Escape' || isComposing(event)) return;
  const top = stack.at(-1);
  if (!top || top.options.current.escape === false) return;
  event.preventDefault();
  top.options.current.onDismiss('escape', event);
}

function handlePointer(event: PointerEvent) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  // Innermost first; a modal layer stops the walk (and reacts only when it is on top).
  const layers = [...stack].reverse();
  for (const [position, layer] of layers.entries()) {
    const { outsidePress = 'pointerdown', modal, onDismiss } = layer.options.current;
    if (isInsideTree(layer, target)) return;
    if (modal && position > 0) return;
    if (outsidePress === event.type) onDismiss('outside-pointer', event);
    if (modal) return;
  }
}

function handleFocusIn(event: FocusEvent) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const layer of [...stack].reverse()) {
    if (layer.options.current.focusOutside && !isInsideTree(layer, target)) {
      layer.options.current.onDismiss('focus-outside', event);
    }
  }
}

function listen(document: Document) {
  listeners += 1;
  if (listeners > 1) return;
  document.addEventListener('keydown', handleKeyDown);
  document.addEventListener('pointerdown', handlePointer, true);
  document.addEventListener('pointerup', handlePointer, true);
  document.addEventListener('focusin', handleFocusIn);
}

function unlisten(document: Document) {
  listeners -= 1;
  if (listeners > 0) return;
  document.removeEventListener('keydown', handleKeyDown);
  document.removeEventListener('pointerdown', handlePointer, true);
  document.removeEventListener('pointerup', handlePointer, true);
  document.removeEventListener('focusin', handleFocusIn);
}

const LayerContext = createContext<RefObject<Layer | null> | null>(null);

/**
 * Registers a layer while it is open. Wrap the layer's content in
 * `<DismissableLayerScope layer={layer}>` so layers opened from it become its children.
 */
export function useDismissableLayer(options: DismissableLayerOptions): RefObject<Layer | null> {
  const parentRef = useContext(LayerContext);
  const latest = useRef(options);
  const layerRef = useRef<Layer | null>(null);
  useEffect(() => {
    latest.current = options;
  });

  const { open } = options;
  useEffect(() => {
    if (!open) return;
    const layer: Layer = {
      parent: () => parentRef?.current ?? null,
      isInside: (target) =>
        latest.current.elements.some((element) => element.current?.contains(target) ?? false),
      options: latest,
    };
    layerRef.current = layer;
    stack.push(layer);
    listen(document);
    return () => {
      stack.splice(stack.indexOf(layer), 1);
      if (layerRef.current === layer) layerRef.current = null;
      unlisten(document);
    };
  }, [open, parentRef]);

  return layerRef;
}

/** Makes layers rendered inside it children of `layer` (their elements count as inside it). */
export function DismissableLayerScope({
  layer,
  children,
}: {
  /** The layer returned by `useDismissableLayer`. */
  layer: RefObject<Layer | null>;
  children?: ReactNode;
}) {
  return createElement(LayerContext.Provider, { value: layer }, children);
}
