/**
 * The tel field's country-prefix picker: a searchable list of every country as
 * "Country name (dialling code)" that shows only the dialling code once chosen. This is the
 * one module that imports the country list, so only pages with a phone field load it.
 */
import { useControllableValue } from '../../hooks/useControllableValue';
import { phonePrefixOptions, type PhonePrefixOption } from '../../lib/countries';
import { ListboxPicker } from './ListboxPicker';

export type { PhonePrefixOption };

export interface PhonePrefixPickerProps {
  /** Chosen country's ISO code, when the parent owns it. */
  value?: string;
  /** Country chosen at first, by ISO code. */
  defaultValue?: string;
  /** Called with the chosen option. */
  onChange?: (option: PhonePrefixOption) => void;
  /** Choices; every country of the built-in list unless given. */
  options?: readonly PhonePrefixOption[];
  disabled?: boolean;
}

/** The option's label without its trailing "(+44)". */
const countryName = (option: PhonePrefixOption) =>
  option.label.endsWith(`(${option.value})`)
    ? option.label.slice(0, -option.value.length - 2).trim()
    : option.label;

/** Searchable picker of a phone number's country prefix, labelled "Pick country". */
export function PhonePrefixPicker({
  value,
  defaultValue,
  onChange,
  options = phonePrefixOptions,
  disabled = false,
}: PhonePrefixPickerProps) {
  const [selectedId, setSelectedId] = useControllableValue<string | undefined>(value, defaultValue);
  const selected = options.find((option) => option.id === selectedId);
  return (
    <ListboxPicker
      variant="prefix"
      options={options}
      selectedId={selectedId}
      onSelect={(option) => {
        setSelectedId(option.id);
        const chosen = options.find((candidate) => candidate.id === option.id);
        if (chosen) onChange?.(chosen);
      }}
      placeholder="Pick country"
      ariaLabel={
        selected ? `Pick country, ${selected.shortLabel} ${countryName(selected)}` : 'Pick country'
      }
      searchable
      searchLabel="Search countries"
      listLabel="Countries"
      emptyText="No country matches"
      disabled={disabled}
    />
  );
}
