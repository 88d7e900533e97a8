/**
 * The country list reshaped into the options of the phone-prefix picker: the value is the
 * dialling code, the label names the country with its code, and the short label (shown in
 * the closed picker) is the code alone. Countries that share a code (`+1`, `+7`, `+44`, …)
 * stay separate options told apart by their ISO code.
 */
import { countries, countriesFor, type Country } from './countries';

export interface PhonePrefixOption {
  /** Unique key: the country's ISO 3166-1 alpha-2 code. */
  id: string;
  /** The dialling code, such as `+44`. */
  value: string;
  /** "Country name (dialling code)", as listed in the picker. */
  label: string;
  /** The dialling code only, shown once the option is chosen. */
  shortLabel: string;
}

/** Turns countries into phone-prefix options, keeping their order. */
export function toPhonePrefixOptions(list: readonly Country[]): PhonePrefixOption[] {
  return list.map((country) => ({
    id: country.code,
    value: country.mobileCode,
    label: `${country.label} (${country.mobileCode})`,
    shortLabel: country.mobileCode,
  }));
}

/** The prefix options of every country in the list, with English names. */
export const phonePrefixOptions: readonly PhonePrefixOption[] = toPhonePrefixOptions(countries);

const optionsByLocale = new Map<string, readonly PhonePrefixOption[]>([['en', phonePrefixOptions]]);

/** The prefix options with country names in `locale`, sorted by that locale's alphabet. */
export function phonePrefixOptionsFor(locale = 'en'): readonly PhonePrefixOption[] {
  let options = optionsByLocale.get(locale);
  if (!options) {
    options = toPhonePrefixOptions(countriesFor(locale));
    optionsByLocale.set(locale, options);
  }
  return options;
}
