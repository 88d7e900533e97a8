import { useTheme } from '../../theme/useTheme';
import {
  useId,
  useRef,
  type ComponentPropsWithRef,
  type CSSProperties,
  type FormEvent,
  type Ref,
} from 'react';
import { FormSubmitCountContext } from '../../hooks/useFieldValidation';
import { useFormState } from '../../hooks/useFormState';
import {
  isToggleType,
  optionValue,
  type FormFieldDefinition,
  type FormSchema,
  type FormValidation,
  type FormValues,
} from '../../lib/formSchema';
import { Button } from '../Button';
import { Checkbox, Switch } from '../Checkbox';
import { Field } from '../Field';
import { RadioGroup } from '../Radio';
import { Select } from '../Select';
import { formStyles, selectFieldStyles } from './Form.styles';
import { assignRef } from '../../lib/refs';
import { resolveFieldMessages, type FieldMessages } from '../../lib/fieldMessages';

/** Native props of the form element; `onSubmit` is the form's own (it hands over the values). */
type NativeFormProps = Omit<
  ComponentPropsWithRef<'form'>,
  'onSubmit' | 'children' | 'ref' | 'className' | 'style' | 'aria-label'
>;

export interface FormProps extends NativeFormProps {
  /** Field definitions keyed by field name, in display order. */
  schema: FormSchema;
  /** Called on every submit with the validity result: `valid`, the errors and the values. */
  onValidate?: (result: FormValidation) => void;
  /** Called with the collected values when a submit finds the form valid. */
  onSubmit?: (values: FormValues) => void;
  /**
   * Text of the submit button.
   * @default 'Submit'
   */
  submitLabel?: string;
  /**
   * Lets text fields check their format on blur (email, tel, url).
   * @default true
   */
  autoValidate?: boolean;
  /**
   * The form's own texts in another language: "<name> required", its fields' check messages,
   * the tel fields' country picker and the select fields' placeholder. Give the ones to replace;
   * the rest stay English.
   * @default fieldMessages
   */
  messages?: Partial<FieldMessages>;
  /**
   * The language of the country names in the tel fields' pickers.
   * @default the browser's language
   */
  locale?: string;
  /** Accessible name of the form, when no heading names it. */
  'aria-label'?: string;
  /** The form element. */
  ref?: Ref<HTMLFormElement>;
  /** Class names added to the form element's own. */
  className?: string;
  /** Inline styles of the form element, merged over its own. */
  style?: CSSProperties;
}

/** Renders a form from a schema, collects its values and validates them on submit. */
export function Form({
  schema,
  onValidate,
  onSubmit,
  submitLabel = 'Submit',
  autoValidate = true,
  messages: givenMessages,
  locale,
  'aria-label': ariaLabel,
  ref,
  className,
  style,
  ...rest
}: FormProps) {
  const theme = useTheme();
  const baseId = useId();
  const formRef = useRef<HTMLFormElement | null>(null);
  const messages = resolveFieldMessages('Form', givenMessages);
  const form = useFormState(schema, messages);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = form.submit();
    onValidate?.(result);
    if (result.valid) {
      onSubmit?.(result.values);
      return;
    }
    // Focus the first field that needs attention, once its error is rendered.
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      const target =
        invalid?.getAttribute('role') === 'radiogroup'
          ? invalid.querySelector<HTMLInputElement>('input:checked, input:not(:disabled)')
          : invalid;
      target?.focus();
    });
  };

  const renderField = (name: string, definition: FormFieldDefinition) => {
    const id = `${baseId}-${name}`;
    const label = definition.label ?? name;
    const error = form.errors[name];
    const value = form.values[name];
    const required = definition.required ?? false;

    if (isToggleType(definition.type)) {
      const Toggle = definition.type === 'checkbox' ? Checkbox : Switch;
      return (
        <Toggle
          id={id}
          name={name}
          label={label}
          checked={value === true}
          onCheckedChange={(checked) => form.setValue(name, checked)}
          description={definition.description}
          error={error}
          required={required}
        />
      );
    }
    if (definition.type === 'radio') {
      return (
        <RadioGroup
          id={id}
          name={name}
          label={label}
          options={definition.options ?? []}
          value={typeof value === 'string' ? value : ''}
          onValueChange={(chosen) => form.setValue(name, chosen)}
          description={definition.description}
          error={error}
          required={required}
        />
      );
    }
    if (definition.type === 'select') {
      return (
        <div css={selectFieldStyles(theme)}>
          <Select
            id={id}
            name={name}
            label={label}
            required={required}
            description={definition.description}
            error={error}
            placeholder={definition.placeholder ?? messages.selectPlaceholder}
            options={(definition.options ?? []).map((option) => ({
              label: option.label,
              value: optionValue(option),
            }))}
            value={typeof value === 'string' && value !== '' ? value : null}
            onChange={(chosen) => form.setValue(name, chosen)}
          />
        </div>
      );
    }
    return (
      <Field
        id={id}
        name={name}
        label={label}
        type={definition.type}
        placeholder={definition.placeholder}
        description={definition.description}
        required={required}
        autoValidate={autoValidate}
        messages={messages}
        error={error}
        value={typeof value === 'string' ? value : ''}
        onValueChange={(text) => form.setValue(name, text)}
        defaultCountry={definition.type === 'tel' ? definition.prefix : undefined}
        locale={locale}
        min={definition.min}
        max={definition.max}
        step={definition.step}
        minLength={definition.minLength}
        maxLength={definition.maxLength}
        pattern={definition.pattern}
      />
    );
  };

  return (
    <form
      {...rest}
      ref={(element) => {
        formRef.current = element;
        assignRef(ref, element);
        return () => {
          formRef.current = null;
          assignRef(ref, null);
        };
      }}
      noValidate
      css={formStyles(theme)}
      className={className}
      style={style}
      aria-label={ariaLabel}
      onSubmit={handleSubmit}
    >
      <FormSubmitCountContext value={form.submitCount}>
        {Object.entries(schema).map(([name, definition]) => (
          <div key={name} data-field={name} data-type={definition.type}>
            {renderField(name, definition)}
          </div>
        ))}
      </FormSubmitCountContext>
      <div data-part="actions">
        <Button submit>{submitLabel}</Button>
      </div>
    </form>
  );
}
