import { useTheme } from '../../theme/useTheme';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type CompositionEvent,
  type ChangeEventHandler,
  type ComponentPropsWithRef,
  type CSSProperties,
  type FocusEvent,
  type FocusEventHandler,
  type Ref,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useFieldValidation } from '../../hooks/useFieldValidation';
import { checkOneOf, checkProp, warn } from '../../lib/devWarning';
import type { PhonePrefixOption } from '../../lib/countries/phonePrefixes';
import type { TextFieldType } from '../../lib/formSchema';
import { resolveFieldMessages, type FieldMessages } from '../../lib/fieldMessages';
import {
  cleanFieldValue,
  passwordStrength,
  passwordStrengthHint,
  validateFieldValue,
  validatorForType,
  type Validator,
} from '../../lib/validators';
import { controlFrameStyles, fieldStyles, labelStyles, textareaMinHeight } from './Field.styles';
import { FieldMessage, describedById, joinIds } from './FieldMessage';
import { useNativeWritesRef } from './nativeWrites';
import { usePhoneSupport } from './phoneSupport';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  | 'type'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'prefix'
  | 'children'
  | 'size'
  | 'ref'
  | 'className'
  | 'style'
>;

/**
 * Props of Field. Native input props (`name`, `placeholder`, `autoComplete`, `min`, `max`,
 * `step`, `minLength`, `maxLength`, `pattern`, `aria-*`, …) reach the input; `className` and
 * `style` go to the root element.
 */
export interface FieldProps extends NativeInputProps {
  /** Visible label of the field. */
  label: string;
  /**
   * Kind of input. `email`, `tel`, `url`, `number` and `date` check their format on blur; `tel`
   * adds a country-prefix picker and checks numbers per country; `textarea` grows with its
   * content from 6rem to 30rem.
   * @default 'text'
   */
  type?: TextFieldType;
  /**
   * Current value, when the parent owns it. For `tel`, an E.164 string such as `+442079460958`
   * (or the text as typed, its digits in ASCII, while no country is known). Digits of any script
   * are read: Arabic-Indic, Persian, Devanagari, full-width…
   */
  value?: string;
  /**
   * Starting value, when the field owns it.
   * @default ''
   */
  defaultValue?: string;
  /**
   * Called with the new value on every change: email and URL trimmed (and in ASCII when typed in
   * full width), a phone number in E.164 once its country is known.
   */
  onValueChange?: (value: string) => void;
  /**
   * The change event, for a form library's `register`. A handler written for an input's events
   * (`ChangeEvent<HTMLInputElement>`) fits, as with React's own `onChange`. For `tel` the event's
   * `target` is the input with two differences: its `value` is the E.164 number and its `type` is
   * undefined, so the library stores the normalised number (read from the event) and never the
   * formatted display. Its methods (`setCustomValidity`, `focus`) are the input's.
   */
  onChange?: ChangeEventHandler<FieldElement>;
  /** Called when the input loses focus (for `tel`, with the same `target` as `onChange`). */
  onBlur?: FocusEventHandler<FieldElement>;
  /** The native input (or textarea): focus it, read it, or hand it to a form library. */
  ref?: Ref<FieldElement>;
  /** Class names added to the root element's own. */
  className?: string;
  /** Inline styles of the root element, merged over its own. */
  style?: CSSProperties;
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
  /**
   * The field's own texts in another language: its check messages, the password hint and the
   * phone field's country picker. Give the ones to replace; the rest stay English.
   * @default fieldMessages
   */
  messages?: Partial<FieldMessages>;
  /** An error decided by the owner (such as a form's "<name> required"). Typing hides it. */
  error?: string;
  /** For `tel`: the country of the number by ISO code (such as `GB`), when the parent owns it. */
  country?: string;
  /** For `tel`: the country picked at first, by ISO code. A typed `+code` picks its own. */
  defaultCountry?: string;
  /** For `tel`: called with the ISO code of the country picked or recognised from a `+code`. */
  onCountryChange?: (country: string) => void;
  /**
   * For `tel`: the choices of the prefix picker.
   * @default every country, named in `locale`
   */
  countryOptions?: readonly PhonePrefixOption[];
  /**
   * For `tel`: the language of the country names in the picker.
   * @default the browser's language
   */
  locale?: string;
  /**
   * For `password`: shows how strong the typed password looks under the field.
   * @default false
   */
  strengthHint?: boolean;
  /**
   * For `textarea`: the lines of text it has room for before the reader types (a short comment
   * box, a long description). It still grows with its content, and stays between the 6rem
   * minimum and the 30rem maximum.
   * @default 3 (the 6rem minimum)
   */
  rows?: number;
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

/** Props of an `<input>` that a `<textarea>` has no use for: left off it. */
const inputOnlyProps = new Set([
  'accept',
  'alt',
  'capture',
  'formAction',
  'formEncType',
  'formMethod',
  'formNoValidate',
  'formTarget',
  'height',
  'inputMode',
  'list',
  'max',
  'min',
  'multiple',
  'pattern',
  'src',
  'step',
  'width',
]);

const textareaProps = (props: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(props).filter(([key]) => !inputOnlyProps.has(key)));

/**
 * The `rows` to use: a whole number from 1 for a textarea; anything else is ignored with a
 * warning that names the prop and what it takes.
 */
function textareaRowsOf(rows: number | undefined, type: TextFieldType): number | undefined {
  if (rows === undefined) return undefined;
  if (type !== 'textarea') {
    warn(
      'Field',
      `prop "rows" applies to type "textarea" only; this field is "${type}", so it is left off.`,
    );
    return undefined;
  }
  const valid = checkProp(
    'Field',
    'rows',
    rows,
    Number.isInteger(rows) && rows >= 1,
    'a whole number from 1; the textarea keeps its 6rem minimum',
  );
  return valid ? rows : undefined;
}

/**
 * A labelled text input (or textarea, or phone number with a country picker) that checks its
 * value on blur.
 */
export function Field({
  label,
  type = 'text',
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onChange,
  onBlur,
  ref,
  className,
  style,
  description,
  required = false,
  disabled = false,
  autoValidate = true,
  validate,
  messages: givenMessages,
  error: externalError,
  country: countryProp,
  defaultCountry,
  onCountryChange,
  countryOptions,
  locale,
  strengthHint = false,
  rows,
  id: idProp,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: FieldProps) {
  const theme = useTheme();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const inputRef = useRef<FieldElement | null>(null);

  const safeType = checkOneOf('Field', 'type', type, knownTypes, 'text');
  const isTel = safeType === 'tel';
  // Addresses and phone numbers read left to right in any language; in right-to-left text the
  // digit groups of "20 7946 0958" would otherwise be laid out from right to left.
  const readsLeftToRight = isTel || safeType === 'email' || safeType === 'url';
  const textareaRows = textareaRowsOf(rows, safeType);
  const phone = usePhoneSupport(isTel);

  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
    component: 'Field',
  });
  const [country, setCountry] = useControllableState<string | undefined>({
    value: countryProp,
    defaultValue: defaultCountry,
    onChange: (next) => {
      if (next) onCountryChange?.(next);
    },
    component: 'Field',
    prop: 'country',
  });

  // What the input shows. It follows the value, except that it keeps the user's own spacing and
  // formatting for the value it stands for (a trailing space, `07400 123456` for +447400123456).
  const [display, setDisplay] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setDisplay(isTel && phone ? phone.readPhoneInput(value, country).display : value);
  }

  const rules = {
    type: safeType,
    min: rest.min,
    max: rest.max,
    step: rest.step,
    minLength: rest.minLength,
    maxLength: rest.maxLength,
    pattern: rest.pattern,
  };
  const messages = resolveFieldMessages('Field', givenMessages);
  const check: Validator =
    validate ??
    (isTel
      ? (text) =>
          phone
            ? phone.validatePhoneValue(text, country, messages.phone)
            : validatorForType('tel', messages)!(text)
      : (text) => validateFieldValue(text, rules, messages));
  const validation = useFieldValidation({ autoValidate, validate: check, externalError });
  const error = validation.error;
  const hint =
    safeType === 'password' && strengthHint && display.length > 0
      ? passwordStrengthHint(passwordStrength(display), messages)
      : undefined;
  const shownDescription = hint ?? description;
  // The field's own message first, then the caller's (an app's own error text, a hint).
  const describedBy = joinIds(
    describedById({ id, error, description: shownDescription }),
    ariaDescribedBy,
  );

  /** Reads new text (typed, pasted, autofilled or set by a form library) into display and value. */
  const readText = (text: string, shouldFormat: boolean) => {
    let nextValue = cleanFieldValue(safeType, text);
    let nextDisplay = text;
    if (isTel && phone) {
      const reading = phone.readPhoneInput(text, country, { format: shouldFormat });
      nextValue = reading.value;
      nextDisplay = reading.display;
      if (reading.country && reading.country !== country) setCountry(reading.country);
    }
    setDisplay(nextDisplay);
    setShownValue(nextValue);
    setValue(nextValue);
    return nextValue;
  };

  /**
   * For `tel`, the event a form library receives carries the E.164 value, not the display: its
   * target is the input, but for a `value` that is the number and a `type` that is undefined (a
   * form library that sees a type reads the value from the element it registered instead). An
   * email or web address whose text differs from its value (typed in full width, or with spaces
   * around it) is handed on in the same way.
   */
  const eventFor = <Event extends ChangeEvent<FieldElement> | FocusEvent<FieldElement>>(
    event: Event,
    eventValue: string,
  ): Event => {
    if (!isTel && eventValue === event.target.value) return event;
    const element = event.target;
    const target = new Proxy(element, {
      get(input, key) {
        if (key === 'value') return eventValue;
        if (key === 'type') return undefined;
        if (key === 'name') return rest.name;
        const member: unknown = Reflect.get(input, key, input);
        return typeof member === 'function' ? member.bind(input) : member;
      },
    });
    return Object.create(event, { target: { value: target } }) as Event;
  };

  const isAddress = safeType === 'email' || safeType === 'url';

  /** Whether a phone number's text may be grouped now: added at its end, not deleted. */
  const mayFormat = (element: FieldElement, inputType = '') =>
    (element.selectionStart ?? element.value.length) >= element.value.length &&
    !inputType.startsWith('delete');

  const handleChange = (event: ChangeEvent<FieldElement>) => {
    const { inputType = '', isComposing = false } = event.nativeEvent as InputEvent;
    validation.onInput();
    // Format while the user adds at the end; deleting or editing mid-number keeps the raw text,
    // and so does an input method's open composition, which a rewrite would break.
    const atEnd = !isComposing && mayFormat(event.target, inputType);
    let text = event.target.value;
    // A pasted or dropped address shows as read at once, as a committed composition does: Enter
    // right after it submits a native form with the text the field shows.
    if (isAddress && atEnd && /^insertFrom(Paste|Drop)$/.test(inputType))
      text = text.normalize('NFKC');
    const nextValue = readText(text, atEnd);
    onChange?.(eventFor(event, nextValue));
  };

  /**
   * An address typed in full width shows as read (see cleanFieldValue), so a native form submits
   * that too: once the input method lets go of it, and when the reader leaves the field.
   */
  const showAddressAsRead = (input: FieldElement) => {
    const asRead = input.value.normalize('NFKC');
    if (isAddress && asRead !== input.value) readText(asRead, false);
  };

  // The committed composition (full-width digits) is grouped once the input method lets go; its
  // value has reached `onChange` already.
  const handleCompositionEnd = (event: CompositionEvent<HTMLInputElement>) => {
    rest.onCompositionEnd?.(event);
    const input = event.currentTarget;
    if (!mayFormat(input)) return;
    if (isTel) readText(input.value, true);
    else showAddressAsRead(input);
  };

  const handleBlur = (event: FocusEvent<FieldElement>) => {
    const input = event.currentTarget;
    showAddressAsRead(input);
    if (safeType === 'number' && 'validity' in input && input.validity.badInput) {
      validation.onBlur('', messages.number);
    } else {
      validation.onBlur(value);
    }
    onBlur?.(eventFor(event, value));
  };

  const pickCountry = (option: PhonePrefixOption) => {
    setCountry(option.id);
    if (!phone || display.trim() === '') return;
    const reading = phone.readPhoneInput(display, option.id);
    if (reading.country !== option.id) return;
    setDisplay(reading.display);
    setShownValue(reading.value);
    setValue(reading.value);
  };

  // A value set from outside (a parent's state, a form library's `setValue` through `value`)
  // picks its own country, as a typed `+code` does.
  useEffect(() => {
    if (!isTel || !phone || value.trim() === '') return;
    const reading = phone.readPhoneInput(value, country);
    if (reading.country && reading.country !== country) setCountry(reading.country);
    // Only when the value changes: picking another country for the same number is the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, phone]);

  // Once the phone part arrives, a value given at first (`+44…`) picks its country and format.
  useEffect(() => {
    if (!isTel || !phone || display.trim() === '') return;
    const reading = phone.readPhoneInput(display, country);
    if (reading.country && reading.country !== country) setCountry(reading.country);
    // The module is an outside system arriving once; this formats what was shown before it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDisplay(reading.display);
    // Only when the module arrives: later changes go through the handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phone]);

  // Where CSS `field-sizing` is missing, the textarea grows through its scroll height.
  useLayoutEffect(() => {
    const textarea = inputRef.current;
    if (
      !(textarea instanceof HTMLTextAreaElement) ||
      (typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content'))
    ) {
      return;
    }
    textarea.style.height = 'auto';
    textarea.style.height = `${textarea.scrollHeight + 2}px`;
  }, [display]);

  // Set by a form library (`setValue`, `defaultValues`, `reset`): read as if typed, so the
  // display, the value and the country follow, and a shown error is dropped. The text this render
  // shows tells React's own writes of the value from a library's (the hook keeps this render's
  // options: React writes the DOM before any effect of the render runs).
  const setRefs = useNativeWritesRef('value', ref, inputRef, {
    rendered: () => display,
    initial: () => defaultValue,
    onWrite: (text) => {
      validation.onInput();
      readText(text, true);
    },
  });

  const shared = {
    id,
    value: display,
    disabled,
    required,
    'aria-invalid': error ? true : ariaInvalid,
    'aria-describedby': describedBy,
    onChange: handleChange,
    onBlur: handleBlur,
  } as const;

  return (
    <div
      css={[
        fieldStyles(theme),
        textareaRows
          ? { textarea: { minHeight: textareaMinHeight(textareaRows, theme) } }
          : undefined,
      ]}
      className={className}
      style={style}
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
        // The country prefix comes first, as in "+44 20 7946 0958".
        dir={isTel ? 'ltr' : undefined}
        data-invalid={error ? '' : undefined}
        data-disabled={disabled || undefined}
      >
        {isTel && phone && (
          <phone.PhonePrefixPicker
            value={country ?? ''}
            onChange={pickCountry}
            options={
              countryOptions ??
              phone.phonePrefixOptionsFor(
                locale ?? (typeof navigator === 'undefined' ? 'en' : navigator.language),
              )
            }
            disabled={disabled}
            messages={messages}
          />
        )}
        {safeType === 'textarea' ? (
          <textarea {...textareaProps(rest)} ref={setRefs} {...shared} rows={textareaRows} />
        ) : (
          <input
            autoComplete={isTel ? 'tel' : undefined}
            {...rest}
            // A phone number's name is on the hidden input below, which holds it in E.164.
            name={isTel ? undefined : rest.name}
            ref={setRefs}
            {...shared}
            type={safeType}
            dir={rest.dir ?? (readsLeftToRight ? 'ltr' : undefined)}
            inputMode={isTel ? 'tel' : rest.inputMode}
            onCompositionEnd={handleCompositionEnd}
          />
        )}
        {isTel && (
          // What a native form submits for a phone number: E.164, as `onValueChange` reports it,
          // not the display (`07911 123456` loses the country).
          <input
            type="hidden"
            name={rest.name}
            form={rest.form}
            value={value}
            disabled={disabled}
            data-part="value"
          />
        )}
      </div>
      <FieldMessage id={id} error={error} description={shownDescription} />
    </div>
  );
}
