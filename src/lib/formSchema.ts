/**
 * Schema-driven forms without React: field definitions keyed by field name (SPEC §3), the
 * values a form starts from, and `validateForm`, which collects the values and says whether
 * the form may be sent. The form renderer reads this module; so can a server or a test.
 */
import { validatorForType } from './validators';

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

/** The message of a required field that has no value (SPEC §8). */
export const requiredMessage = (fieldName: string) => `${fieldName} required`;

export const isToggleType = (type: FormFieldType): type is 'checkbox' | 'switchbox' =>
  type === 'checkbox' || type === 'switchbox';

export const optionValue = (option: FormFieldOption) => option.value ?? option.label;

/** The value a field starts from: `value`, else `selected`, else empty (off for toggles). */
export function initialFieldValue(definition: FormFieldDefinition): string | boolean {
  if (isToggleType(definition.type)) return definition.value === true;
  if (typeof definition.value === 'string') return definition.value;
  return definition.selected ?? '';
}

/** A tel field's collected value: the dialling code and a space before the number, if both exist. */
export function joinPhoneNumber(diallingCode: string | undefined, number: string): string {
  return diallingCode && number.trim() ? `${diallingCode} ${number.trim()}` : number;
}

/** The values a form starts from, one per field. */
export function initialFormValues(schema: FormSchema): FormValues {
  return Object.fromEntries(
    Object.entries(schema).map(([name, definition]) => [name, initialFieldValue(definition)]),
  );
}

/** True when a field holds something: non-blank text, or on for a toggle. */
export function hasValue(value: string | boolean | undefined): boolean {
  if (typeof value === 'boolean') return value;
  return value !== undefined && value.trim().length > 0;
}

/**
 * A tel value may carry its dialling code before a space (`+44 020 7946 0958`): the value
 * without it, or `undefined` when it has none.
 */
export function withoutDiallingCode(value: string): string | undefined {
  const trimmed = value.trim();
  const match = /^\+\d{1,3} (?=\S)/.exec(trimmed);
  return match ? trimmed.slice(match[0].length) : undefined;
}

/** The format message of a filled field, if its type has a check and the value fails it. */
export function formatError(type: FormFieldType, value: string): string | undefined {
  const validator = validatorForType(type);
  if (!validator) return undefined;
  const message = validator(value);
  if (message === undefined || type !== 'tel') return message;
  const number = withoutDiallingCode(value);
  return number !== undefined && validator(number) === undefined ? undefined : message;
}

/**
 * Checks the values against the schema: each required field without a value gets
 * "<field name> required", each filled email, tel or url field must pass its format check.
 * Fields missing from `values` fall back to their initial value.
 */
export function validateForm(schema: FormSchema, values: Partial<FormValues> = {}): FormValidation {
  const collected: FormValues = {};
  const errors: Record<string, string> = {};
  for (const [name, definition] of Object.entries(schema)) {
    const value = values[name] ?? initialFieldValue(definition);
    collected[name] = value;
    if (!hasValue(value)) {
      if (definition.required) errors[name] = requiredMessage(name);
      continue;
    }
    if (typeof value === 'string') {
      const message = formatError(definition.type, value);
      if (message) errors[name] = message;
    }
  }
  return { valid: Object.keys(errors).length === 0, errors, values: collected };
}
