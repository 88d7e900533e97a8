import { useState } from 'react';
import {
  initialFormValues,
  validateForm,
  type FormSchema,
  type FormValidation,
  type FormValues,
} from '../lib/formSchema';
import type { FieldCheckMessages } from '../lib/fieldMessages';

/**
 * The state of a schema-driven form: the values as the fields hand them over (a tel field's in
 * E.164, email and URL trimmed), the errors of the last submit and how many submits there were.
 * Changing a field clears its error; `submit` validates the values with the same rules the fields
 * use on blur, so blur and submit agree.
 */
export function useFormState(schema: FormSchema, messages?: FieldCheckMessages) {
  const [values, setValues] = useState<FormValues>(() => initialFormValues(schema));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitCount, setSubmitCount] = useState(0);

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });

  return {
    values,
    errors,
    submitCount,
    setValue(name: string, value: string | boolean) {
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
    /** Validates the collected values, shows the errors and returns the result. */
    submit(): FormValidation {
      const result = validateForm(schema, values, messages);
      setErrors(result.errors);
      setSubmitCount((count) => count + 1);
      return result;
    },
  };
}
