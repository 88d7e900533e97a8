import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pressTrackerFor } from '../lib/pointerPress';
import { hasValue, type Validator } from '../lib/validators';

/**
 * How many times the surrounding form was submitted. A field clears the error it found on blur
 * at each submit: from then on the form's verdict (handed in as `externalError`) is the one shown,
 * so a blur error goes away once the form submits valid. Outside a form it stays 0.
 */
export const FormSubmitCountContext = createContext(0);

export interface FieldValidationOptions {
  /** Checks on blur. */
  autoValidate: boolean;
  /** The check of the field's type and limits, or the owner's replacement. */
  validate?: Validator;
  /** An error decided outside the field (such as the form's "<name> required"). */
  externalError?: string;
}

/**
 * The validation rules of a text field (SPEC §5): on blur, and only when a value is
 * present, the value is checked; typing clears a shown error, the field's own as well as
 * one handed in from outside, until the next blur or a new outside error. A new outside error
 * and a submit of the surrounding form replace the blur verdict with the owner's.
 *
 * A blur caused by pressing another control shows its verdict once that press is over
 * (`src/lib/pointerPress.ts`): inserted earlier, the message moves the control before the
 * release and the click misses it. Typing, a submit or a new outside error in between drops the
 * held verdict.
 */
export function useFieldValidation({
  autoValidate,
  validate,
  externalError,
}: FieldValidationOptions) {
  const submitCount = useContext(FormSubmitCountContext);
  const [ownError, setOwnError] = useState<string>();
  const [isExternalDismissed, setExternalDismissed] = useState(false);
  const [seenExternal, setSeenExternal] = useState(externalError);
  const [seenSubmitCount, setSeenSubmitCount] = useState(submitCount);
  // A new outside error shows again even if the previous one was typed away, and replaces the
  // field's blur verdict: the owner's (a form library's schema, a server) is the newer word.
  if (externalError !== seenExternal) {
    setSeenExternal(externalError);
    setExternalDismissed(false);
    if (externalError) setOwnError(undefined);
  }
  if (submitCount !== seenSubmitCount) {
    setSeenSubmitCount(submitCount);
    setOwnError(undefined);
    setExternalDismissed(false);
  }

  // A verdict held until the press that blurred the field is over; a submit drops it.
  const heldVerdict = useRef<() => void>(undefined);
  const dropHeldVerdict = () => {
    heldVerdict.current?.();
    heldVerdict.current = undefined;
  };
  useEffect(() => {
    // Tracking starts with the first field, before any press can blur it.
    pressTrackerFor(document);
    return dropHeldVerdict;
  }, []);
  useLayoutEffect(dropHeldVerdict, [submitCount]);
  // So does a new outside error, as it replaces a verdict already shown.
  useLayoutEffect(() => {
    if (externalError) dropHeldVerdict();
  }, [externalError]);
  const showVerdict = (verdict: string | undefined) => {
    dropHeldVerdict();
    heldVerdict.current = pressTrackerFor(document).afterPress(() => {
      heldVerdict.current = undefined;
      setOwnError(verdict);
    });
  };

  return {
    error: ownError ?? (isExternalDismissed ? undefined : externalError),
    /** Checks a value as the field would on blur; `message` replaces the check's verdict. */
    onBlur(value: string, message?: string) {
      if (!autoValidate) return;
      if (message !== undefined) {
        showVerdict(message);
        return;
      }
      if (!hasValue(value)) return;
      showVerdict(validate?.(value));
    },
    onInput() {
      dropHeldVerdict();
      setOwnError(undefined);
      setExternalDismissed(true);
    },
  };
}
