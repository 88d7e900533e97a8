import { Toggle, type CheckboxProps } from './Toggle';

export type { CheckboxProps };

/**
 * An on/off choice drawn as a box with a tick; Space toggles it. `checked="indeterminate"`
 * draws a dash for an option that stands for several, only some of them on (`aria-checked="mixed"`).
 */
export function Checkbox(props: CheckboxProps) {
  return <Toggle {...props} kind="checkbox" />;
}
