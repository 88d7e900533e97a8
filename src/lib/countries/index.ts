export { countries, countriesFor, countryName, countryRows, utcOffsetOf } from './countries';
export type { Country } from './countries';
export { phonePrefixOptions, phonePrefixOptionsFor, toPhonePrefixOptions } from './phonePrefixes';
export type { PhonePrefixOption } from './phonePrefixes';
export {
  countryAliases,
  createCountrySearch,
  MAX_QUERY_LENGTH,
  normalizeCountryText,
} from './search';
export type { CountrySearchKeys } from './search';
export { searchPhonePrefixOptions } from './searchOptions';
