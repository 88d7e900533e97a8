/**
 * The English texts of the phone field's country picker. Kept apart from the check texts
 * (`fieldMessages.ts`) so that they load with the picker, on the first tel field.
 */
import type { PhonePickerMessages } from './fieldMessages';

export const phonePickerMessages: PhonePickerMessages = {
  pickCountry: 'Pick country',
  searchCountries: 'Search countries',
  countries: 'Countries',
  noCountryMatches: 'No country matches',
  countryMatches: (count) => `${count} ${count === 1 ? 'country' : 'countries'}`,
};
