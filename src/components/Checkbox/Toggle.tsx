import { useTheme } from '@emotion/react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useControllableValue } from '../../hooks/useControllableValue';
import { CheckIcon } from '../Iconography/icons';
import { FieldMessage, describedById } from '../Field/FieldMessage';
import {
  checkboxBoxStyles,
  switchTrackStyles,
  toggleFieldStyles,
  toggleLabelStyles,
  toggleMessageIndent,
  type ToggleKind,
} from './Checkbox.styles';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'children' | 'role'
>;

export interface ToggleProps extends NativeProps {
  /** Text beside the control; clicking it toggles too. */
  label: ReactNode;
  /** On or off, when the parent owns the value. */
  checked?: boolean;
  /**
   * On or off at first, when the control owns its value.
   * @default false
   */
  defaultChecked?: boolean;
  /** Called with the new value on every change. */
  onChange?: (checked: boolean) => void;
  /** Help text under the label; hidden while an error shows. */
  description?: string;
  /** Message under the label, such as a form's "<name> required". */
  error?: string;
  /**
   * Marks the control with an asterisk and as required.
   * @default false
   */
  required?: boolean;
  /**
   * Ignores clicks and keys and shows the disabled look.
   * @default false
   */
  disabled?: boolean;
}

/** The shared body of Checkbox and Switch: a native checkbox drawn as a box or a switch. */
export function Toggle({
  kind,
  label,
  checked: checkedProp,
  defaultChecked = false,
  onChange,
  description,
  error,
  required = false,
  disabled = false,
  id: idProp,
  ...rest
}: ToggleProps & { kind: ToggleKind }) {
  const theme = useTheme();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const [checked, setChecked] = useControllableValue(checkedProp, defaultChecked, onChange);

  return (
    <div
      css={toggleFieldStyles(theme)}
      data-kind={kind}
      data-state={checked ? 'on' : 'off'}
      data-disabled={disabled || undefined}
      data-invalid={error ? '' : undefined}
    >
      <label css={toggleLabelStyles(theme)} htmlFor={id}>
        <span data-part="control">
          <input
            {...rest}
            id={id}
            type="checkbox"
            role={kind === 'switch' ? 'switch' : undefined}
            checked={checked}
            disabled={disabled}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedById({ id, error, description })}
            onChange={(event) => {
              if (disabled) return;
              setChecked(event.target.checked);
            }}
          />
          {kind === 'checkbox' ? (
            <span css={checkboxBoxStyles(theme)} data-part="box">
              <CheckIcon size={14} strokeWidth={3} />
            </span>
          ) : (
            <span css={switchTrackStyles(theme)} data-part="track" />
          )}
        </span>
        <span>
          {label}
          {required && (
            <span data-part="asterisk" aria-hidden="true">
              *
            </span>
          )}
        </span>
      </label>
      <div css={toggleMessageIndent(theme, kind)}>
        <FieldMessage id={id} error={error} description={description} />
      </div>
    </div>
  );
}
