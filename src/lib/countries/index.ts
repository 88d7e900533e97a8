export { countries } from './countries';
export type { Country } from './countries';
export { phonePrefixOptions, toPhonePrefixOptions } from './phonePrefixes';
export type { PhonePrefixOption } from './phonePrefixes';
