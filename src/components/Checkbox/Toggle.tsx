import { useTheme } from '../../theme/useTheme';
import {
  useId,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { CheckIcon, MinusIcon } from '../Iconography/icons';
import { FieldMessage, describedById, joinIds } from '../Field/FieldMessage';
import { useNativeWritesRef } from '../Field/nativeWrites';
import {
  checkboxBoxStyles,
  switchTrackStyles,
  toggleFieldStyles,
  toggleLabelStyles,
  toggleMessageIndent,
  type ToggleKind,
} from './Checkbox.styles';

type NativeProps = Omit<
  ComponentPropsWithRef<'input'>,
  | 'type'
  | 'checked'
  | 'defaultChecked'
  | 'onChange'
  | 'children'
  | 'role'
  | 'className'
  | 'style'
  | 'ref'
>;

/**
 * Props Checkbox and Switch share. The `ref`, `name`, `onBlur` and other native props reach the
 * native checkbox input, so a form library's `register` can drive it; `className` and `style`
 * go to the root element.
 */
export interface ToggleBaseProps extends NativeProps {
  /** Text beside the control; clicking it toggles too. */
  label: ReactNode;
  /** Called with the new value on every change. */
  onCheckedChange?: (checked: boolean) => void;
  /** The native change event of the checkbox input, as a form library's `register` expects. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /**
   * The native checkbox input. A form library that sets `checked` on it (react-hook-form's
   * `defaultValues`, `setValue`, `reset`) moves the control as a click would, without `onChange`.
   */
  ref?: Ref<HTMLInputElement>;
  /** Class names added to the root element's own. */
  className?: string;
  /** Inline styles of the root element, merged over its own. */
  style?: CSSProperties;
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

/** Props of Switch. */
export interface ToggleProps extends ToggleBaseProps {
  /** On or off, when the parent owns the value. */
  checked?: boolean;
  /**
   * On or off at first, when the control owns its value.
   * @default false
   */
  defaultChecked?: boolean;
}

/** On, off, or (a checkbox only) `'indeterminate'`: some of the options it stands for are on. */
export type CheckedState = boolean | 'indeterminate';

/** Props of Checkbox: those of a switch, with the mixed state as a third value. */
export interface CheckboxProps extends ToggleBaseProps {
  /**
   * On, off or `'indeterminate'` (some of the options it stands for are on), when the parent
   * owns the value. A click on an indeterminate checkbox turns it on.
   */
  checked?: CheckedState;
  /**
   * On, off or `'indeterminate'` at first, when the control owns its value.
   * @default false
   */
  defaultChecked?: CheckedState;
}

const dataState = (checked: CheckedState) =>
  checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked';

/** The shared body of Checkbox and Switch: a native checkbox drawn as a box or a switch. */
export function Toggle({
  kind,
  label,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  onChange,
  description,
  error,
  required = false,
  disabled = false,
  id: idProp,
  className,
  style,
  ref,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps & { kind: ToggleKind }) {
  const theme = useTheme();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const [checked, setChecked] = useControllableState<CheckedState>({
    value: checkedProp,
    defaultValue: defaultChecked,
    // Only a parent sets the mixed state; the user's changes are always on or off.
    onChange: (next) => {
      if (next !== 'indeterminate') onCheckedChange?.(next);
    },
    component: kind === 'switch' ? 'Switch' : 'Checkbox',
    prop: 'checked',
  });
  const isIndeterminate = kind === 'checkbox' && checked === 'indeterminate';
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The input's mixed state exists only as a DOM property (exposed as `aria-checked="mixed"`).
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);

  // The state this render shows tells React's own writes of `checked` from a form library's.
  const setRefs = useNativeWritesRef('checked', ref, inputRef, {
    rendered: () => checked === true,
    // Unused for `checked`: a reset restores the input's first state, its default.
    initial: () => inputRef.current?.defaultChecked ?? false,
    onWrite: setChecked,
  });

  return (
    <div
      css={toggleFieldStyles(theme)}
      data-kind={kind}
      className={className}
      style={style}
      data-state={dataState(kind === 'checkbox' ? checked : checked === true)}
      data-disabled={disabled || undefined}
      data-invalid={error ? '' : undefined}
    >
      <label css={toggleLabelStyles(theme)} htmlFor={id}>
        <span data-part="control">
          <input
            {...rest}
            ref={setRefs}
            id={id}
            type="checkbox"
            role={kind === 'switch' ? 'switch' : undefined}
            checked={checked === true}
            disabled={disabled}
            required={required}
            aria-invalid={error ? true : ariaInvalid}
            aria-describedby={joinIds(describedById({ id, error, description }), ariaDescribedBy)}
            onChange={(event) => {
              if (disabled) return;
              // From the mixed state a click turns the box on (the input under it is unchecked,
              // so the browser agrees; the rule holds whatever the browser does).
              setChecked(isIndeterminate ? true : event.target.checked);
              onChange?.(event);
            }}
          />
          {kind === 'checkbox' ? (
            <span css={checkboxBoxStyles(theme)} data-part="box">
              {isIndeterminate ? (
                <MinusIcon size={14} strokeWidth={3} data-part="dash" />
              ) : (
                <CheckIcon size={14} strokeWidth={3} />
              )}
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
