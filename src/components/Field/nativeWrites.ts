/**
 * A form library that registers a native input (react-hook-form's `register`) owns it the way the
 * DOM allows: it writes `input.value` or `input.checked` for `defaultValues`, `setValue` and
 * `reset`, and calls the form's native `reset()`. Our controls draw from React state, so such a
 * write would show only until the next render, when React puts the state back.
 *
 * `watchNativeWrites` hands those writes to the component as if the user had made them: it wraps
 * the element's own `value`/`checked` property (over React's value tracker, which it keeps
 * working) and listens for the form's `reset` event. Writes of the value the component last
 * rendered are React's own and are ignored, so nothing loops. `useNativeWritesRef` is the ref
 * callback a control hands its input: it watches the element, then passes it on to the owner's ref.
 */
import { useCallback, useRef, type MutableRefObject, type Ref, type RefCallback } from 'react';
import { assignRef } from '../../lib/refs';

type WatchedProperty = 'value' | 'checked';
type WatchedValue<Property extends WatchedProperty> = Property extends 'value' ? string : boolean;

export interface NativeWritesOptions<Property extends WatchedProperty> {
  /** What the component currently renders, read at each write: React's own writes match it. */
  rendered: () => WatchedValue<Property>;
  /** The value a native form reset brings back (the component's default). */
  initial: () => WatchedValue<Property>;
  /** Called with a value written from outside React. */
  onWrite: (value: WatchedValue<Property>) => void;
}

/**
 * Reports outside writes of `property` on `element` until the returned cleanup runs.
 * Call it from the element's ref callback, before handing the element to anyone else.
 */
export function watchNativeWrites<Property extends WatchedProperty>(
  element: HTMLInputElement | HTMLTextAreaElement,
  property: Property,
  { rendered, initial, onWrite }: NativeWritesOptions<Property>,
): () => void {
  const own = Object.getOwnPropertyDescriptor(element, property);
  let prototype: object | null = Object.getPrototypeOf(element);
  let inherited: PropertyDescriptor | undefined;
  while (prototype && !inherited) {
    inherited = Object.getOwnPropertyDescriptor(prototype, property);
    prototype = Object.getPrototypeOf(prototype);
  }
  const base = own ?? inherited;
  if (!base?.get || !base.set) return () => undefined;
  const { get, set } = base;
  const read = () => get.call(element) as WatchedValue<Property>;

  Object.defineProperty(element, property, {
    configurable: true,
    enumerable: base.enumerable ?? true,
    get: read,
    set(next: unknown) {
      set.call(element, next);
      const now = read();
      if (now !== rendered()) onWrite(now);
    },
  });

  // The native reset restores the `value` attribute, which React keeps equal to the current value
  // of a controlled input: point it at the default first. `checked` keeps its first state as the
  // attribute, which is the default already. The reset happens after the event, so read it then:
  // `form.reset()` from a script has reset the controls by the next microtask, but a click on a
  // reset button runs the event's listeners, and the microtasks they queue, before the browser
  // resets anything, so read again once the click's task is over.
  const form = element.form;
  const readReset = () => {
    const now = read();
    if (now !== rendered()) onWrite(now);
  };
  const handleReset = (event: Event) => {
    if (property === 'value') {
      (element as HTMLInputElement).defaultValue = initial() as string;
    }
    queueMicrotask(() => {
      if (!event.defaultPrevented) readReset();
    });
    setTimeout(() => {
      if (!event.defaultPrevented) readReset();
    });
  };
  form?.addEventListener('reset', handleReset);

  return () => {
    form?.removeEventListener('reset', handleReset);
    if (own) Object.defineProperty(element, property, own);
    else delete (element as unknown as Record<string, unknown>)[property];
  };
}

/**
 * The ref callback of a control's native input: keeps `inputRef` pointing at the input, watches
 * its `property` for outside writes, and hands the input to the owner's `ref`. The callback is the
 * same from render to render (the options are read through a ref, written during render on
 * purpose: React writes the DOM before any effect of that render runs), so the owner's ref is
 * called once with the element, not again on every render.
 */
export function useNativeWritesRef<
  Element extends HTMLInputElement | HTMLTextAreaElement,
  Property extends WatchedProperty,
>(
  property: Property,
  ref: Ref<Element> | undefined,
  inputRef: MutableRefObject<Element | null>,
  options: NativeWritesOptions<Property>,
): RefCallback<Element> {
  const latest = useRef(options);
  // eslint-disable-next-line react-hooks/refs
  latest.current = options;
  return useCallback(
    (element: Element | null) => {
      inputRef.current = element;
      // Before the owner's ref: a form library writes its default as soon as it gets the input.
      const stopWatching = element
        ? watchNativeWrites(element, property, {
            rendered: () => latest.current.rendered(),
            initial: () => latest.current.initial(),
            onWrite: (value) => latest.current.onWrite(value),
          })
        : undefined;
      assignRef(ref, element);
      return () => {
        stopWatching?.();
        inputRef.current = null;
        assignRef(ref, null);
      };
    },
    [property, ref, inputRef],
  );
}
