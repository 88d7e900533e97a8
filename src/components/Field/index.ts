export { Field } from './Field';
export type { FieldProps } from './Field';
export type { PhonePrefixOption } from './PhonePrefixPicker';
