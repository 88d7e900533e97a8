import { useState } from 'react';

/**
 * A value a component owns unless its parent passes one (`value`), reporting every change
 * to `onChange`. Form controls use it to be controlled or uncontrolled with the same code.
 */
export function useControllableValue<Value>(
  value: Value | undefined,
  defaultValue: Value,
  onChange?: (next: Value) => void,
): [Value, (next: Value) => void] {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const isControlled = value !== undefined;
  const setValue = (next: Value) => {
    if (!isControlled) setOwnValue(next);
    onChange?.(next);
  };
  return [isControlled ? value : ownValue, setValue];
}
