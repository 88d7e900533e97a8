/**
 * Every English text of the form components in one object, as the package exports it
 * (`fieldMessages`): a reference for translators and a base to spread a language over.
 */
import { fieldCheckMessages, type FieldMessages } from './fieldMessages';
import { phonePickerMessages } from './phonePickerMessages';

export const fieldMessages: FieldMessages = { ...fieldCheckMessages, ...phonePickerMessages };
