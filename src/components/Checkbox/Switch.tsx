import { Toggle, type ToggleProps } from './Toggle';

export type SwitchProps = ToggleProps;

/** An on/off setting that takes effect at once, drawn as a sliding switch; Space toggles it. */
export function Switch(props: SwitchProps) {
  return <Toggle {...props} kind="switch" />;
}
