/**
 * The tel field's country-prefix picker, labelled "Pick country": a button that opens a
 * searchable list of every country as "Country name (dialling code)" and shows only the
 * dialling code once one is chosen. This is the one module that imports the country list,
 * so only pages with a phone field load it.
 *
 * It is the WAI-ARIA combobox pattern with a listbox popup: focus stays in the search box
 * while Arrow Up and Down (wrapping), Enter and Escape act on the list through
 * `aria-activedescendant`. Placement, flipping, the 18rem cap and the opening animation come
 * from `useDropdown`, the keys from `useListNavigation`, dismissal from `useDismissableLayer`.
 */
import { useTheme } from '../../theme/useTheme';
import {
  memo,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useControllableValue } from '../../hooks/useControllableValue';
import { useDismissableLayer } from '../../hooks/useDismissableLayer';
import { useDropdown } from '../../hooks/useDropdown';
import { useListNavigation } from '../../hooks/useListNavigation';
import {
  phonePrefixOptions,
  searchPhonePrefixOptions,
  type PhonePrefixOption,
} from '../../lib/countries';
import type { PhonePickerMessages } from '../../lib/fieldMessages';
import { phonePickerMessages } from '../../lib/phonePickerMessages';
import { initialFocus } from '../../lib/listFocus';
import { pointerTravelled } from '../../lib/pointer';
import { CheckIcon, ChevronDownIcon, SearchIcon } from '../Iconography/icons';
import { Portal } from '../Portal';
import { dropdownOption, dropdownPanel, visuallyHidden } from '../../theme/styles';
import { popupStyles, triggerStyles } from './PhonePrefixPicker.styles';

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
  /** The picker's texts (from the field's `messages`); English where not given. */
  messages?: Partial<PhonePickerMessages>;
}

/**
 * Rows drawn in the frame that opens the list, around the active one; the rest follow in a
 * render of their own. The list shows about six rows, and drawing all 249 made a tap on the
 * trigger take 250 to 400 ms to show anything on a phone-speed CPU (Chromium slowed 4×).
 */
const FIRST_ROWS = 24;
/** How many of the first rows come before the active one. */
const FIRST_ROWS_BEFORE = 8;

/** The options drawn while the list opens: every one, or the window around `active`. */
function drawnRange(count: number, active: number, everyRow: boolean): [number, number] {
  if (everyRow || count <= FIRST_ROWS) return [0, count];
  const start = Math.min(Math.max(active - FIRST_ROWS_BEFORE, 0), count - FIRST_ROWS);
  return [start, start + FIRST_ROWS];
}

/**
 * The picker sits in the number's left-to-right row; its list of country names reads in the
 * field's direction, the page's.
 */
const fieldAround = (trigger: HTMLElement): Element =>
  trigger.closest('[data-type="tel"]') ?? trigger;

/** The option's label without its trailing "(+44)". */
const countryName = (option: PhonePrefixOption) =>
  option.label.endsWith(`(${option.value})`)
    ? option.label.slice(0, -option.value.length - 2).trim()
    : option.label;

/** The position in the shown list of the option row an event happened in. */
const optionIndex = (target: EventTarget): number | undefined => {
  const row = target instanceof Element ? target.closest<HTMLElement>('[role="option"]') : null;
  const index = Number(row?.dataset.index);
  return row && Number.isInteger(index) ? index : undefined;
};

interface CountryOptionProps {
  id: string;
  index: number;
  /** The number of options in the list, drawn or not. */
  count: number;
  label: string;
  /** The dialling code the label ends with, in parentheses. */
  code: string;
  /** The list's direction: right to left, the code is isolated so that it reads left to right. */
  direction: 'ltr' | 'rtl';
  selected: boolean;
  active: boolean;
}

/**
 * One country row. Memoised with only its own state as props, so that opening the list renders
 * its 249 rows once and a move of the active row or a keystroke's filtering renders only the
 * rows that changed.
 */
const CountryOption = memo(function CountryOption({
  id,
  index,
  count,
  label,
  code,
  direction,
  selected,
  active,
}: CountryOptionProps) {
  const theme = useTheme();
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      // Its place in the whole list, also while only the rows around the active one are drawn.
      aria-posinset={index + 1}
      aria-setsize={count}
      css={dropdownOption(theme)}
      data-index={index}
      data-selected={selected || undefined}
      data-active={active || undefined}
    >
      <span data-part="label">
        {direction === 'rtl' && label.endsWith(`(${code})`) ? (
          // The code reads left to right inside a right-to-left name too ("(+972)", not
          // "(972+)"); the text, and so the option's name, stays the label.
          <>
            {label.slice(0, -code.length - 1)}
            <bdi dir="ltr">{code}</bdi>)
          </>
        ) : (
          label
        )}
      </span>
      {selected && <CheckIcon data-part="check" />}
    </li>
  );
});

/** Searchable picker of a phone number's country prefix, labelled "Pick country". */
export function PhonePrefixPicker({
  value,
  defaultValue,
  onChange,
  options = phonePrefixOptions,
  disabled = false,
  messages: givenMessages,
}: PhonePrefixPickerProps) {
  const messages = { ...phonePickerMessages, ...givenMessages };
  const theme = useTheme();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (option: PhonePrefixOption) => `${baseId}-option-${option.id}`;
  const [selectedId, setSelectedId] = useControllableValue<string | undefined>(value, defaultValue);
  const selected = options.find((option) => option.id === selectedId);

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  // False while the list opens: only the rows around the active one are drawn.
  const [everyRow, setEveryRow] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The first row drawn while the list opened, when rows above it are still to come.
  const firstRowDrawn = useRef<string | undefined>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const {
    setReference,
    setFloating,
    floatingStyles,
    isMounted,
    placement,
    direction,
    chain,
    focusReference,
  } = useDropdown({
    open,
    onOpenChange: setOpen,
    directionSource: fieldAround,
  });

  const visibleOptions = searchPhonePrefixOptions(options, query);
  // Said through a live region that is always in the page, so a change of its text is heard.
  const matchesMessage =
    !open || query === ''
      ? ''
      : visibleOptions.length === 0
        ? messages.noCountryMatches
        : messages.countryMatches(visibleOptions.length);
  const entries = visibleOptions.map((option) => ({ label: option.label }));
  const activeOption = visibleOptions[activeIndex];
  // A query draws every match: typing never waits on the rest of the list.
  const [firstDrawn, lastDrawn] = drawnRange(
    visibleOptions.length,
    activeIndex,
    everyRow || query !== '',
  );

  const openList = () => {
    if (disabled) return;
    setQuery('');
    setEveryRow(false);
    setActiveIndex(
      initialFocus(
        options.map((option) => ({ label: option.label })),
        options.findIndex((option) => option.id === selectedId),
      ),
    );
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) focusReference();
  };
  const choose = (option: PhonePrefixOption) => {
    setSelectedId(option.id);
    onChange?.(option);
    close(true);
  };

  useDismissableLayer({
    open,
    elements: [triggerRef, popupRef],
    outsidePress: 'pointerup',
    onDismiss: (reason) => close(reason === 'escape'),
  });

  // Focus stays in the search box: the active option is its active descendant.
  const navigation = useListNavigation({
    items: entries,
    activeIndex,
    onActiveIndexChange: setActiveIndex,
    focus: 'active-descendant',
    enabled: open,
    homeEnd: false,
    pageKeys: true,
    typeahead: false,
    onSelect: (index, event) => {
      // Space types into the search box; only Enter chooses.
      if (event.key !== 'Enter') return;
      const option = visibleOptions[index];
      if (option) choose(option);
    },
    onTabOut: () => close(true),
  });

  // Focus goes to the search box as the list opens.
  useLayoutEffect(() => {
    if (open && isMounted) searchRef.current?.focus({ preventScroll: true });
  }, [open, isMounted]);

  // The rest of the rows once the opened list has been shown, in a render that input can
  // interrupt.
  useEffect(() => {
    if (open && !everyRow) startTransition(() => setEveryRow(true));
  }, [open, everyRow]);

  // The rows above the first drawn ones go in without moving what the list shows: it scrolls
  // by their height. Done here rather than left to the browser's scroll anchoring, which Safari
  // lacks (the list opts out of it, so that no browser moves it twice).
  const firstRowId =
    firstDrawn > 0 && visibleOptions[firstDrawn] ? optionId(visibleOptions[firstDrawn]) : undefined;
  useLayoutEffect(() => {
    if (open && !everyRow) {
      firstRowDrawn.current = firstRowId;
      return;
    }
    const list = listRef.current;
    const row = firstRowDrawn.current && document.getElementById(firstRowDrawn.current);
    firstRowDrawn.current = undefined;
    if (!everyRow || !list || !row || !list.firstElementChild) return;
    list.scrollTop +=
      row.getBoundingClientRect().top - list.firstElementChild.getBoundingClientRect().top;
  }, [open, everyRow, firstRowId]);

  // The active option stays in view as the arrows move it, and once its row is drawn.
  useLayoutEffect(() => {
    if (!open || !activeOption) return;
    document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, activeOption, everyRow]);

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    openList();
  };

  const handleSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Space belongs to the query.
    if (event.key !== ' ') navigation.handleKeyDown(event);
  };

  return (
    <>
      <button
        ref={(element) => {
          triggerRef.current = element;
          setReference(element);
        }}
        type="button"
        css={triggerStyles(theme)}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        // The visible text (the code) comes first in the name, as WCAG's label-in-name asks.
        aria-label={
          selected
            ? `${messages.pickCountry}, ${selected.shortLabel} ${countryName(selected)}`
            : messages.pickCountry
        }
        disabled={disabled}
        data-state={open ? 'open' : 'closed'}
        data-placeholder={selected ? undefined : ''}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={handleTriggerKeyDown}
      >
        <span data-part="value">{selected ? selected.shortLabel : messages.pickCountry}</span>
        <ChevronDownIcon data-part="chevron" />
      </button>
      <span role="status" css={visuallyHidden}>
        {matchesMessage}
      </span>
      {isMounted && (
        <Portal>
          <div
            ref={(element) => {
              popupRef.current = element;
              setFloating(element);
            }}
            css={[dropdownPanel(theme), popupStyles(theme)]}
            style={floatingStyles}
            dir={direction}
            data-dropdown-chain={chain}
            data-state={open ? 'open' : 'closed'}
            data-placement={placement}
          >
            <div data-part="search">
              <SearchIcon />
              <input
                ref={searchRef}
                type="text"
                role="combobox"
                aria-label={messages.searchCountries}
                aria-expanded={open}
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
                autoComplete="off"
                spellCheck={false}
                placeholder={messages.searchCountries}
                value={query}
                onChange={(event) => {
                  const nextQuery = event.target.value;
                  setQuery(nextQuery);
                  const matches = searchPhonePrefixOptions(options, nextQuery);
                  setActiveIndex(matches.length > 0 ? 0 : -1);
                  if (listRef.current) listRef.current.scrollTop = 0;
                  // A query draws every match from the top: nothing above to make room for.
                  firstRowDrawn.current = undefined;
                }}
                onKeyDown={handleSearchKeyDown}
              />
            </div>
            <ul
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label={messages.countries}
              data-dropdown-scroll=""
              // One handler pair for the whole list: the rows stay unchanged while the active
              // one moves, so only the two rows whose state changed render again.
              onPointerMove={(event) => {
                const index = optionIndex(event.target);
                if (index !== undefined && pointerTravelled(event) && index !== activeIndex) {
                  setActiveIndex(index);
                }
              }}
              onClick={(event) => {
                const index = optionIndex(event.target);
                const option = index === undefined ? undefined : visibleOptions[index];
                if (option) choose(option);
              }}
            >
              {visibleOptions.slice(firstDrawn, lastDrawn).map((option, offset) => (
                <CountryOption
                  key={option.id}
                  id={optionId(option)}
                  index={firstDrawn + offset}
                  count={visibleOptions.length}
                  label={option.label}
                  code={option.value}
                  direction={direction}
                  selected={option.id === selectedId}
                  active={firstDrawn + offset === activeIndex}
                />
              ))}
            </ul>
            {visibleOptions.length === 0 && <p data-part="empty">{messages.noCountryMatches}</p>}
          </div>
        </Portal>
      )}
    </>
  );
}
