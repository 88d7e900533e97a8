import { useState } from 'react';
import { hasValue } from '../lib/formSchema';
import { validatorForType, type Validator } from '../lib/validators';

export interface FieldValidationOptions {
  /** Input type; email, tel and url bring their own check. */
  type: string;
  /** Checks on blur. */
  autoValidate: boolean;
  /** A check that replaces the type's own. */
  validate?: Validator;
  /** An error decided outside the field (such as the form's "<name> required"). */
  externalError?: string;
}

/**
 * The validation rules of a text field (SPEC §5): on blur, and only when a value is
 * present, the value is checked; typing clears a shown error, the field's own as well as
 * one handed in from outside, until the next blur or a new outside error.
 */
export function useFieldValidation({
  type,
  autoValidate,
  validate,
  externalError,
}: FieldValidationOptions) {
  const [ownError, setOwnError] = useState<string>();
  const [isExternalDismissed, setExternalDismissed] = useState(false);
  const [seenExternal, setSeenExternal] = useState(externalError);
  // A new outside error shows again even if the previous one was typed away.
  if (externalError !== seenExternal) {
    setSeenExternal(externalError);
    setExternalDismissed(false);
  }

  return {
    error: ownError ?? (isExternalDismissed ? undefined : externalError),
    onBlur(value: string) {
      if (!autoValidate || !hasValue(value)) return;
      const check = validate ?? validatorForType(type);
      setOwnError(check?.(value));
    },
    onInput() {
      setOwnError(undefined);
      setExternalDismissed(true);
    },
  };
}
