import type { Ref } from 'react';

/**
 * Sets a value on every kind of ref (a callback or an object), for components that keep their
 * own handle on an element and hand the same element to the caller's `ref`.
 */
export function assignRef<Value>(ref: Ref<Value> | undefined, value: Value | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
