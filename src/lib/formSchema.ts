/**
 * Schema-driven forms without React: field definitions keyed by field name (SPEC §3), the
 * values a form starts from, and `validateForm`, which collects the values and says whether
 * the form may be sent. The form renderer reads this module; so can a server or a test.
 */
import {
  fieldCheckMessages,
  resolveFieldMessages,
  type FieldCheckMessages,
  type FieldMessages,
} from './fieldMessages';
import { validatePhoneValue } from './phone';
import { cleanFieldValue, hasValue, validateFieldValue } from './validators';

export { hasValue };

/** Input types rendered as a single text field (`textarea` included). */
export type TextFieldType =
  'text' | 'email' | 'password' | 'textarea' | 'tel' | 'url' | 'search' | 'number' | 'date';

export type FormFieldType = 'select' | 'checkbox' | 'switchbox' | 'radio' | TextFieldType;

/** A choice of a select or radio field. */
export interface FormFieldOption {
  /** Text shown for the option; a radio field's value is the label of the chosen option. */
  label: string;
  /** Value a select field takes when the option is chosen. Defaults to the label. */
  value?: string;
  /** Secondary line under a radio option's label. */
  description?: string;
  /** Image address that turns a radio option into a picture tile. */
  image?: string;
}

/** One field of a form. */
export interface FormFieldDefinition {
  type: FormFieldType;
  /** Visible label. Defaults to the field name. */
  label?: string;
  placeholder?: string;
  /** Help text shown under the field while it shows no error. */
  description?: string;
  /** Initial value: text for text-like and select fields, on/off for checkbox and switchbox. */
  value?: string | boolean;
  /** Initially chosen option of a select or radio field (its value, or a radio option's label). */
  selected?: string;
  /** Choices of a select or radio field. */
  options?: readonly FormFieldOption[];
  /** The form is invalid while this field has no value. */
  required?: boolean;
  /** For `tel`: the country picked at first for the dialling code, by ISO code (`GB`). */
  prefix?: string;
  /** For `number`: the smallest value; for `date`: the earliest, as `YYYY-MM-DD`. */
  min?: number | string;
  /** For `number`: the largest value; for `date`: the latest, as `YYYY-MM-DD`. */
  max?: number | string;
  /** For `number`: values must be `min` (or 0) plus a multiple of it. */
  step?: number | string;
  /** Fewest characters of a text value. */
  minLength?: number;
  /** Most characters of a text value. */
  maxLength?: number;
  /** A regular expression the whole text value must match (the HTML `pattern` syntax). */
  pattern?: string;
}

/** Field definitions keyed by field name, in display order. */
export type FormSchema = Record<string, FormFieldDefinition>;

/** Collected values: text for text-like, select and radio fields, on/off for toggles. */
export type FormValues = Record<string, string | boolean>;

export interface FormValidation {
  /** True when every required field has a value and every value has a valid format. */
  valid: boolean;
  /** The message of each field that failed, keyed by field name. */
  errors: Record<string, string>;
  /** The values that were checked, one per field of the schema. */
  values: FormValues;
}

/** The message of a required field that has no value (SPEC §8; `fieldCheckMessages.required`). */
export const requiredMessage = (fieldName: string): string =>
  fieldCheckMessages.required(fieldName, fieldName);

export const isToggleType = (type: FormFieldType): type is 'checkbox' | 'switchbox' =>
  type === 'checkbox' || type === 'switchbox';

export const optionValue = (option: FormFieldOption) => option.value ?? option.label;

/** The value a field starts from: `value`, else `selected`, else empty (off for toggles). */
export function initialFieldValue(definition: FormFieldDefinition): string | boolean {
  if (isToggleType(definition.type)) return definition.value === true;
  if (typeof definition.value === 'string') return definition.value;
  return definition.selected ?? '';
}

/** The values a form starts from, one per field. */
export function initialFormValues(schema: FormSchema): FormValues {
  return Object.fromEntries(
    Object.entries(schema).map(([name, definition]) => [name, initialFieldValue(definition)]),
  );
}

/**
 * The format message of a filled field, if its value fails its type's check or a limit the
 * definition declares. A tel value is checked per country when it carries its `+code`
 * (as the tel field hands it over, in E.164), else by the SPEC's rule.
 */
export function formatError(
  type: FormFieldType,
  value: string,
  definition: Partial<FormFieldDefinition> = {},
  messages: FieldCheckMessages = fieldCheckMessages,
): string | undefined {
  if (type === 'tel') return validatePhoneValue(value, definition.prefix, messages.phone);
  if (type === 'select' || type === 'radio' || isToggleType(type)) return undefined;
  return validateFieldValue(
    value,
    {
      type,
      min: definition.min,
      max: definition.max,
      step: definition.step,
      minLength: definition.minLength,
      maxLength: definition.maxLength,
      pattern: definition.pattern,
    },
    messages,
  );
}

/**
 * Checks the values against the schema: each required field without a value gets
 * "<field name> required", each filled field must pass its type's check and its limits. Email,
 * URL and phone values are trimmed, and the trimmed values are the ones returned. Fields missing
 * from `values` fall back to their initial value. The messages come from `messages`, any part
 * of `FieldMessages`, English where not given (as on Field and Form).
 */
export function validateForm(
  schema: FormSchema,
  values: Partial<FormValues> = {},
  givenMessages?: Partial<FieldMessages>,
): FormValidation {
  const messages = resolveFieldMessages('validateForm', givenMessages);
  const collected: FormValues = {};
  const errors: Record<string, string> = {};
  for (const [name, definition] of Object.entries(schema)) {
    const given = values[name] ?? initialFieldValue(definition);
    const value = typeof given === 'string' ? cleanFieldValue(definition.type, given) : given;
    collected[name] = value;
    if (!hasValue(value)) {
      if (definition.required) errors[name] = messages.required(name, definition.label ?? name);
      continue;
    }
    if (typeof value === 'string') {
      const message = formatError(definition.type, value, definition, messages);
      if (message) errors[name] = message;
    }
  }
  return { valid: Object.keys(errors).length === 0, errors, values: collected };
}
