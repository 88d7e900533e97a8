import { useState } from 'react';
import {
  initialFormValues,
  joinPhoneNumber,
  validateForm,
  type FormSchema,
  type FormValidation,
  type FormValues,
} from '../lib/formSchema';

/**
 * The state of a schema-driven form: the values as the fields hold them, the dialling code
 * picked for each tel field, and the errors of the last submit. Changing a field clears its
 * error; `submit` collects the values (tel numbers with their dialling code) and validates them.
 */
export function useFormState(
  schema: FormSchema,
  initialDiallingCodes: Record<string, string> = {},
) {
  const [values, setValues] = useState<FormValues>(() => initialFormValues(schema));
  const [diallingCodes, setDiallingCodes] = useState(initialDiallingCodes);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });

  return {
    values,
    errors,
    diallingCodes,
    setValue(name: string, value: string | boolean) {
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
    setDiallingCode(name: string, code: string) {
      setDiallingCodes((current) => ({ ...current, [name]: code }));
    },
    /** Validates the collected values, shows the errors and returns the result. */
    submit(): FormValidation {
      const collected: FormValues = { ...values };
      for (const [name, definition] of Object.entries(schema)) {
        const value = values[name];
        if (definition.type === 'tel' && typeof value === 'string') {
          collected[name] = joinPhoneNumber(diallingCodes[name], value);
        }
      }
      const result = validateForm(schema, collected);
      setErrors(result.errors);
      return result;
    },
  };
}
