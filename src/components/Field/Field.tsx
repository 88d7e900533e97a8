import { useTheme } from '@emotion/react';
import { useId, useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import { useControllableValue } from '../../hooks/useControllableValue';
import { useFieldValidation } from '../../hooks/useFieldValidation';
import type { TextFieldType } from '../../lib/formSchema';
import type { Validator } from '../../lib/validators';
import { controlFrameStyles, fieldStyles, labelStyles } from './Field.styles';
import { FieldMessage, describedById } from './FieldMessage';
import { PhonePrefixPicker, type PhonePrefixOption } from './PhonePrefixPicker';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'prefix' | 'children' | 'size'
>;

export interface FieldProps extends NativeInputProps {
  /** Visible label of the field. */
  label: string;
  /**
   * Kind of input. `email`, `tel` and `url` check their format on blur; `tel` adds a
   * country-prefix picker; `textarea` grows with its content from 6rem to 30rem.
   * @default 'text'
   */
  type?: TextFieldType;
  /** Current text, when the parent owns it. */
  value?: string;
  /**
   * Starting text, when the field owns its value.
   * @default ''
   */
  defaultValue?: string;
  /** Called with the new text on every keystroke. */
  onChange?: (value: string) => void;
  /** Help text under the field; hidden while an error shows. */
  description?: string;
  /**
   * Marks the field with an asterisk and as required to assistive technology.
   * @default false
   */
  required?: boolean;
  /**
   * Blocks input and shows the disabled look.
   * @default false
   */
  disabled?: boolean;
  /**
   * Checks the value when the field loses focus, if it has a value.
   * @default true
   */
  autoValidate?: boolean;
  /** A check that replaces the type's own; returns the message to show, or `undefined`. */
  validate?: Validator;
  /** An error decided by the owner (such as a form's "<name> required"). Typing hides it. */
  error?: string;
  /** For `tel`: the chosen country's ISO code, when the parent owns it. */
  prefix?: string;
  /** For `tel`: the country chosen at first, by ISO code (such as `GB`). */
  defaultPrefix?: string;
  /** For `tel`: called with the chosen country's prefix option. */
  onPrefixChange?: (option: PhonePrefixOption) => void;
  /**
   * For `tel`: the choices of the prefix picker.
   * @default every country of the built-in list
   */
  prefixOptions?: readonly PhonePrefixOption[];
}

const knownTypes: readonly TextFieldType[] = [
  'text',
  'email',
  'password',
  'textarea',
  'tel',
  'url',
  'search',
  'number',
  'date',
];

/** A labelled text input (or textarea, or phone number with prefix) that checks its value on blur. */
export function Field({
  label,
  type = 'text',
  value: valueProp,
  defaultValue = '',
  onChange,
  description,
  required = false,
  disabled = false,
  autoValidate = true,
  validate,
  error: externalError,
  prefix,
  defaultPrefix,
  onPrefixChange,
  prefixOptions,
  id: idProp,
  onBlur,
  ...rest
}: FieldProps) {
  const theme = useTheme();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  if (process.env.NODE_ENV !== 'production' && !knownTypes.includes(type)) {
    console.warn(`Field: unknown type "${type}", using "text".`);
  }
  const safeType = knownTypes.includes(type) ? type : 'text';

  const [value, setValue] = useControllableValue(valueProp, defaultValue, onChange);
  const validation = useFieldValidation({
    type: safeType,
    autoValidate,
    validate,
    externalError,
  });
  const error = validation.error;
  const describedBy = describedById({ id, error, description });

  // Where CSS `field-sizing` is missing, the textarea grows through its scroll height.
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea || CSS.supports('field-sizing', 'content')) return;
    textarea.style.height = 'auto';
    textarea.style.height = `${textarea.scrollHeight + 2}px`;
  }, [value]);

  const shared = {
    id,
    value,
    disabled,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (event: { target: { value: string } }) => {
      validation.onInput();
      setValue(event.target.value);
    },
  } as const;

  return (
    <div
      css={fieldStyles(theme)}
      data-type={safeType}
      data-invalid={error ? '' : undefined}
      data-disabled={disabled || undefined}
    >
      <label htmlFor={id} css={labelStyles(theme)}>
        {label}
        {required && (
          <span data-part="asterisk" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div
        css={controlFrameStyles(theme)}
        data-invalid={error ? '' : undefined}
        data-disabled={disabled || undefined}
      >
        {safeType === 'tel' && (
          <PhonePrefixPicker
            value={prefix}
            defaultValue={defaultPrefix}
            onChange={onPrefixChange}
            options={prefixOptions}
            disabled={disabled}
          />
        )}
        {safeType === 'textarea' ? (
          <textarea
            ref={textareaRef}
            {...shared}
            placeholder={rest.placeholder}
            name={rest.name}
            autoComplete={rest.autoComplete}
            onBlur={() => validation.onBlur(value)}
          />
        ) : (
          <input
            {...rest}
            {...shared}
            type={safeType}
            onBlur={(event) => {
              validation.onBlur(value);
              onBlur?.(event);
            }}
          />
        )}
      </div>
      <FieldMessage id={id} error={error} description={description} />
    </div>
  );
}
