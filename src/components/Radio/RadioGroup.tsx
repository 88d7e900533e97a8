import { useTheme } from '../../theme/useTheme';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type CSSProperties,
  type FocusEvent,
  type Ref,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { warn } from '../../lib/devWarning';
import { FieldMessage, describedById, joinIds } from '../Field/FieldMessage';
import { watchNativeWrites } from '../Field/nativeWrites';
import {
  groupStyles,
  imageOptionStyles,
  optionListStyles,
  optionStyles,
} from './RadioGroup.styles';

/** One choice of a radio group. */
export interface RadioOption {
  /** Text of the option. */
  label: string;
  /**
   * The value the group reports when this option is chosen, and its key.
   * @default the label
   */
  value?: string;
  /** Secondary line under the label. */
  description?: string;
  /** Picture address; options with images are drawn as tiles with a 58 px picture. */
  image?: string;
  /** Makes only this option unavailable. */
  disabled?: boolean;
}

type NativeRootProps = Omit<
  ComponentPropsWithRef<'div'>,
  'ref' | 'onChange' | 'onBlur' | 'defaultValue' | 'children' | 'role'
>;

/**
 * Props of RadioGroup. The root element takes `className`, `style` and other native props; `ref`,
 * `name`, `onChange` and `onBlur` reach the radio inputs, so a form library's `register` drives
 * the group as it drives native radios.
 */
export interface RadioGroupProps extends NativeRootProps {
  /** Visible name of the group. */
  label: string;
  /** The choices, in display order. */
  options: readonly RadioOption[];
  /** Value of the chosen option, when the parent owns the choice. */
  value?: string;
  /**
   * Value of the option chosen at first, when the group owns the choice.
   * @default no option chosen
   */
  defaultValue?: string;
  /** Called with the value of the option just chosen. */
  onValueChange?: (value: string) => void;
  /** The native change event of the radio input just chosen, as a form library expects. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Called when a radio input loses focus. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /**
   * The radio inputs. An object ref gets the input to focus: the chosen one, else the first that
   * is enabled. A callback ref (a form library's) gets every input, then the input to focus once
   * more, so a ref that keeps the last element (react-hook-form's `Controller`) focuses the right
   * one and a ref that collects them (`register`) has them all.
   */
  ref?: Ref<HTMLInputElement>;
  /** Class names added to the root element's own. */
  className?: string;
  /** Inline styles of the root element, merged over its own. */
  style?: CSSProperties;
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
  onValueChange,
  onChange,
  onBlur,
  ref,
  name,
  description,
  error,
  required = false,
  disabled = false,
  id: idProp,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: RadioGroupProps) {
  const theme = useTheme();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const groupName = name ?? `${generatedId}-radio`;
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
    component: 'RadioGroup',
  });
  const hasImages = options.some((option) => option.image);
  const valueOf = (option: RadioOption) => option.value ?? option.label;
  const values = options.map(valueOf);

  if (process.env.NODE_ENV !== 'production') {
    if (new Set(values).size !== values.length) {
      warn('RadioGroup', `prop "options" got repeated values; each option needs its own value.`);
    }
    if (value && !values.includes(value)) {
      warn(
        'RadioGroup',
        `prop "value" got "${value}"; expected one of ${values.map((v) => `"${v}"`).join(', ')}; none is chosen.`,
      );
    }
  }
  // An object ref points at the input a form library should focus: the chosen one, else the first enabled.
  const focusTarget =
    values.indexOf(value) >= 0
      ? values.indexOf(value)
      : options.findIndex((option) => !disabled && option.disabled !== true);
  const refFor = (index: number): Ref<HTMLInputElement> | undefined =>
    typeof ref === 'function' ? ref : index === focusTarget ? ref : undefined;

  // A form library that registers the radios (react-hook-form's `register`) sets `checked` on
  // them for `defaultValues`, `setValue` and `reset`, and a form's reset restores their first
  // state: each such write moves the choice, as a click would. The value this render shows tells
  // those writes from React's own.
  const rendered = useRef(value);
  const choose = useRef(setValue);
  useLayoutEffect(() => {
    rendered.current = value;
    choose.current = setValue;
  });
  const listRef = useRef<HTMLDivElement | null>(null);
  const valuesKey = options.map(valueOf).join('\u0000');
  useLayoutEffect(() => {
    const radios = [
      ...(listRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []),
    ];
    const written = (radio: HTMLInputElement) => {
      if (radio.checked) choose.current(radio.value);
      else if (!radios.some((other) => other.checked)) choose.current('');
    };
    const stops = radios.map((radio) =>
      watchNativeWrites(radio, 'checked', {
        rendered: () => rendered.current === radio.value,
        initial: () => radio.defaultChecked,
        onWrite: () => written(radio),
      }),
    );
    // A library that got the inputs through `ref` in this commit has written its default
    // already, before this effect could watch: read what it left.
    const chosen = radios.find((radio) => radio.checked);
    if ((chosen?.value ?? '') !== rendered.current) {
      if (chosen) choose.current(chosen.value);
    }
    return () => stops.forEach((stop) => stop());
  }, [valuesKey]);
  // The inputs attach before the root (children first), so the root's ref hands the focus target
  // to a callback ref last, again whenever the target changes.
  const handFocusTarget = useCallback(
    (element: HTMLDivElement | null) => {
      if (typeof ref !== 'function' || !element || focusTarget < 0) return;
      const target = element.querySelectorAll<HTMLInputElement>('input[type="radio"]')[focusTarget];
      if (target) ref(target);
    },
    [ref, focusTarget],
  );

  return (
    <div
      {...rest}
      ref={handFocusTarget}
      role="radiogroup"
      id={id}
      aria-labelledby={`${id}-label`}
      aria-describedby={joinIds(describedById({ id, error, description }), ariaDescribedBy)}
      aria-invalid={error ? true : ariaInvalid}
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
      <div ref={listRef} css={optionListStyles(theme)} data-has-images={hasImages || undefined}>
        {options.map((option, index) => {
          const optionValue = valueOf(option);
          const optionId = `${id}-option-${index}`;
          const isDisabled = disabled || option.disabled === true;
          const control = (
            <span data-part="control">
              <input
                ref={refFor(index)}
                id={optionId}
                type="radio"
                name={groupName}
                value={optionValue}
                checked={value === optionValue}
                disabled={isDisabled}
                required={required}
                aria-labelledby={`${optionId}-label`}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                onChange={(event) => {
                  if (isDisabled) return;
                  setValue(optionValue);
                  onChange?.(event);
                }}
                onBlur={onBlur}
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
              key={optionValue}
              htmlFor={optionId}
              css={[optionStyles(theme), option.image ? imageOptionStyles(theme) : undefined]}
              data-state={value === optionValue ? 'checked' : 'unchecked'}
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
