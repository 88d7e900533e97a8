import { useCallback, useEffect, useRef, useState } from 'react';
import { warn } from '../lib/devWarning';

/** What a component passes to {@link useControllableState}. */
export interface ControllableStateOptions<Value> {
  /** The parent's value; `undefined` means the component owns it. */
  value: Value | undefined;
  /** The first value when the component owns it. */
  defaultValue: Value;
  /** Called with every new value, owned or not, but not when a setter repeats the current one. */
  onChange?: ((next: Value) => void) | undefined;
  /** Names the component in the development warning. */
  component: string;
  /**
   * Names the controlled prop in the development warning.
   * @default "value"
   */
  prop?: string;
}

type SetState<Value> = (next: Value | ((previous: Value) => Value)) => void;

/**
 * The one way a Tessera component is controlled or uncontrolled (Radix semantics).
 *
 * - Controlled when the parent passes `value` (anything but `undefined`); otherwise the component
 *   keeps its own state, starting at `defaultValue`.
 * - The setter is stable across renders, accepts a value or an updater, and calls `onChange` only
 *   when the value changes; the latest `onChange` is used without re-creating the setter.
 * - In development, switching between controlled and uncontrolled during the component's life
 *   warns once, naming the component and the prop, as React does for native inputs.
 */
export function useControllableState<Value>({
  value,
  defaultValue,
  onChange,
  component,
  prop = 'value',
}: ControllableStateOptions<Value>): [Value, SetState<Value>] {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : ownValue;

  const latest = useRef({ current, isControlled, onChange });
  useEffect(() => {
    latest.current = { current, isControlled, onChange };
  });

  const wasControlled = useRef(isControlled);
  useEffect(() => {
    if (wasControlled.current !== isControlled) {
      const [from, to] = wasControlled.current
        ? ['controlled', 'uncontrolled']
        : ['uncontrolled', 'controlled'];
      warn(
        component,
        `is changing from ${from} to ${to} ("${prop}" became ${isControlled ? 'defined' : 'undefined'}). ` +
          `Decide between controlled and uncontrolled for the component's lifetime.`,
      );
      wasControlled.current = isControlled;
    }
  }, [isControlled, component, prop]);

  const setValue = useCallback<SetState<Value>>((next) => {
    const { current: previous, isControlled: controlled, onChange: notify } = latest.current;
    const resolved =
      typeof next === 'function' ? (next as (previous: Value) => Value)(previous) : next;
    if (Object.is(resolved, previous)) return;
    // Keep the ref in step so two calls in one event each see the value the first one set.
    latest.current = { ...latest.current, current: resolved };
    if (!controlled) setOwnValue(resolved);
    notify?.(resolved);
  }, []);

  return [current, setValue];
}
