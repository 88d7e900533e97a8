import { useTheme } from '@emotion/react';
import { useId } from 'react';
import { useControllableValue } from '../../hooks/useControllableValue';
import { FieldMessage, describedById } from '../Field/FieldMessage';
import {
  groupStyles,
  imageOptionStyles,
  optionListStyles,
  optionStyles,
} from './RadioGroup.styles';

/** One choice of a radio group. */
export interface RadioOption {
  /** Text of the option; also the value the group reports. */
  label: string;
  /** Secondary line under the label. */
  description?: string;
  /** Picture address; options with images are drawn as tiles with a 58 px picture. */
  image?: string;
  /** Makes only this option unavailable. */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Visible name of the group. */
  label: string;
  /** The choices, in display order. */
  options: readonly RadioOption[];
  /** Label of the chosen option, when the parent owns the choice. */
  value?: string;
  /**
   * Label of the option chosen at first, when the group owns the choice.
   * @default no option chosen
   */
  defaultValue?: string;
  /** Called with the label of the option just chosen. */
  onChange?: (label: string) => void;
  /**
   * Form field name shared by the radio inputs.
   * @default a generated name
   */
  name?: string;
  /** Help text under the options; hidden while an error shows. */
  description?: string;
  /** Message under the options, such as a form's "<name> required". */
  error?: string;
  /**
   * Marks the group with an asterisk and as required.
   * @default false
   */
  required?: boolean;
  /**
   * Makes every option unavailable.
   * @default false
   */
  disabled?: boolean;
  /** Id of the group element. */
  id?: string;
}

/**
 * A set of options of which exactly one can be chosen; arrow keys move the choice
 * (WAI-ARIA radio group, built on native radio inputs).
 */
export function RadioGroup({
  label,
  options,
  value: valueProp,
  defaultValue = '',
  onChange,
  name,
  description,
  error,
  required = false,
  disabled = false,
  id: idProp,
}: RadioGroupProps) {
  const theme = useTheme();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const groupName = name ?? `${generatedId}-radio`;
  const [value, setValue] = useControllableValue(valueProp, defaultValue, onChange);
  const hasImages = options.some((option) => option.image);

  if (process.env.NODE_ENV !== 'production') {
    const labels = options.map((option) => option.label);
    if (new Set(labels).size !== labels.length) {
      console.warn(`RadioGroup "${label}": option labels must be unique; the group reports them.`);
    }
    if (value && !labels.includes(value)) {
      console.warn(`RadioGroup "${label}": no option is labelled "${value}"; none is chosen.`);
    }
  }

  return (
    <div
      role="radiogroup"
      id={id}
      aria-labelledby={`${id}-label`}
      aria-describedby={describedById({ id, error, description })}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      aria-disabled={disabled || undefined}
      css={groupStyles(theme)}
      data-disabled={disabled || undefined}
      data-invalid={error ? '' : undefined}
    >
      <span id={`${id}-label`} data-part="legend">
        {label}
        {required && (
          <span data-part="asterisk" aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div css={optionListStyles(theme)} data-has-images={hasImages || undefined}>
        {options.map((option, index) => {
          const optionId = `${id}-option-${index}`;
          const isDisabled = disabled || option.disabled === true;
          const control = (
            <span data-part="control">
              <input
                id={optionId}
                type="radio"
                name={groupName}
                value={option.label}
                checked={value === option.label}
                disabled={isDisabled}
                required={required}
                aria-labelledby={`${optionId}-label`}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                onChange={() => {
                  if (!isDisabled) setValue(option.label);
                }}
              />
              <span data-part="circle" />
            </span>
          );
          const text = (
            <span data-part="text">
              <span id={`${optionId}-label`}>{option.label}</span>
              {option.description && (
                <span id={`${optionId}-description`} data-part="description">
                  {option.description}
                </span>
              )}
            </span>
          );
          return (
            <label
              key={option.label}
              htmlFor={optionId}
              css={[optionStyles(theme), option.image ? imageOptionStyles(theme) : undefined]}
              data-state={value === option.label ? 'checked' : 'unchecked'}
              data-disabled={isDisabled || undefined}
            >
              {option.image ? (
                <>
                  <img src={option.image} alt="" width={58} height={58} />
                  <span data-part="row">
                    {control}
                    {text}
                  </span>
                </>
              ) : (
                <>
                  {control}
                  {text}
                </>
              )}
            </label>
          );
        })}
      </div>
      <FieldMessage id={id} error={error} description={description} />
    </div>
  );
}
