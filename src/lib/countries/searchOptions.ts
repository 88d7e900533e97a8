/** Country search over phone-prefix options, one search per option list (built on first use). */
import type { PhonePrefixOption } from './phonePrefixes';
import { createCountrySearch } from './search';

const searches = new WeakMap<
  readonly PhonePrefixOption[],
  (query: string) => PhonePrefixOption[]
>();

/** The options that match a query, best first (see `createCountrySearch`). */
export function searchPhonePrefixOptions(
  options: readonly PhonePrefixOption[],
  query: string,
): PhonePrefixOption[] {
  let search = searches.get(options);
  if (!search) {
    search = createCountrySearch(options, {
      code: (option) => option.id,
      name: (option) =>
        option.label.endsWith(`(${option.value})`)
          ? option.label.slice(0, -option.value.length - 2)
          : option.label,
      callingCode: (option) => option.value,
    });
    searches.set(options, search);
  }
  return search(query);
}
