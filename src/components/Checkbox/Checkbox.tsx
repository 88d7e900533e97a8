import { Toggle, type ToggleProps } from './Toggle';

export type CheckboxProps = ToggleProps;

/** An on/off choice drawn as a box with a tick; Space toggles it. */
export function Checkbox(props: CheckboxProps) {
  return <Toggle {...props} kind="checkbox" />;
}
