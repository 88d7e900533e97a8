/**
 * A button that opens a list of options to choose one from, optionally with a search box:
 * the WAI-ARIA combobox pattern (a filter input controlling a listbox) when searchable, the
 * select-only pattern (the listbox itself takes focus) otherwise. The tel field's
 * country-prefix picker and the form renderer's select fields use it.
 *
 * Keyboard: Enter, Space, Arrow Down or Arrow Up on the button opens the list; in the list,
 * arrows move through the options and wrap at both ends, Home and End jump, Enter chooses,
 * Escape and Tab close. Typing in the search box filters the options.
 */
import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react';
import { useTheme } from '@emotion/react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { filterByQuery } from '../../lib/textSearch';
import { CheckIcon, ChevronDownIcon, SearchIcon } from '../Iconography/icons';
import {
  emptyStyles,
  listboxStyles,
  optionStyles,
  popupStyles,
  searchStyles,
  triggerStyles,
  type PickerVariant,
} from './ListboxPicker.styles';

export interface PickerOption {
  /** Unique key of the option. */
  id: string;
  /** Text in the list. */
  label: string;
  /** Text on the button once chosen, when shorter than the label. */
  shortLabel?: string;
}

export interface ListboxPickerProps {
  options: readonly PickerOption[];
  /** Id of the chosen option. */
  selectedId?: string;
  onSelect: (option: PickerOption) => void;
  /** Text on the button while nothing is chosen. */
  placeholder: string;
  /** Accessible name of the button, when no visible label names it. */
  ariaLabel?: string;
  /** Id of a visible label that names the button. */
  labelledBy?: string;
  /** Id of text that describes the button (an error or description). */
  describedBy?: string;
  /** Id of the button, for a `<label htmlFor>`. */
  id?: string;
  /** Adds a search box that filters the options. */
  searchable?: boolean;
  /** Accessible name of the search box. */
  searchLabel?: string;
  /** Accessible name of the list. */
  listLabel: string;
  /** Shown when the search matches nothing. */
  emptyText?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  /** `prefix` sits inside a text field; `select` is a field of its own. */
  variant: PickerVariant;
  /** Extra content after the button's text. */
  children?: ReactNode;
}

// The dropdown flips above its anchor when it would come within this distance of the
// viewport's bottom edge (SPEC §4).
const VIEWPORT_MARGIN = 24;

/** A button with a popup list of options; see the module comment for the keyboard. */
export function ListboxPicker({
  options,
  selectedId,
  onSelect,
  placeholder,
  ariaLabel,
  labelledBy,
  describedBy,
  id,
  searchable = false,
  searchLabel = 'Search',
  listLabel,
  emptyText = 'No matches',
  disabled = false,
  invalid = false,
  required = false,
  variant,
  children,
}: ListboxPickerProps) {
  const theme = useTheme();
  const generatedId = useId();
  const listId = `${generatedId}-list`;
  const optionId = (option: PickerOption) => `${generatedId}-option-${option.id}`;
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeId, setActiveId] = useState<string>();
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const { refs: floatingRefs, floatingStyles } = useFloating({
    open: isOpen,
    placement: 'bottom-start',
    strategy: 'absolute',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: VIEWPORT_MARGIN }),
      size({
        padding: VIEWPORT_MARGIN,
        apply({ availableHeight, rects, elements }) {
          elements.floating.style.setProperty('--picker-available-height', `${availableHeight}px`);
          elements.floating.style.setProperty(
            '--picker-anchor-width',
            `${rects.reference.width}px`,
          );
        },
      }),
    ],
  });

  const { setReference, setFloating } = floatingRefs;
  const selected = options.find((option) => option.id === selectedId);
  const visibleOptions = searchable
    ? filterByQuery(options, query, (option) => `${option.label} ${option.id}`)
    : options;
  const activeOption = visibleOptions.find((option) => option.id === activeId);

  const open = () => {
    if (disabled) return;
    setQuery('');
    setActiveId(selected?.id ?? options[0]?.id);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const choose = (option: PickerOption) => {
    onSelect(option);
    close(true);
  };

  // On opening: focus moves into the popup and the chosen option is scrolled to the middle.
  useLayoutEffect(() => {
    if (!isOpen) return;
    (searchable ? searchRef.current : listRef.current)?.focus();
    const list = listRef.current;
    const chosen = selected && list?.querySelector<HTMLElement>(`[id="${optionId(selected)}"]`);
    if (list && chosen) {
      list.scrollTop = chosen.offsetTop - list.clientHeight / 2 + chosen.offsetHeight / 2;
    }
    // Only when the popup opens; later changes of the choice close it anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  // A mouse release anywhere outside closes the popup (SPEC §4).
  useEffect(() => {
    if (!isOpen) return;
    const handlePointerUp = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerup', handlePointerUp);
    return () => document.removeEventListener('pointerup', handlePointerUp);
  }, [isOpen]);

  const moveActive = (delta: number | 'first' | 'last') => {
    if (visibleOptions.length === 0) return;
    const current = visibleOptions.findIndex((option) => option.id === activeId);
    let next: number;
    if (delta === 'first') next = 0;
    else if (delta === 'last') next = visibleOptions.length - 1;
    else if (current === -1) next = delta > 0 ? 0 : visibleOptions.length - 1;
    else next = (current + delta + visibleOptions.length) % visibleOptions.length;
    const option = visibleOptions[next]!;
    setActiveId(option.id);
    listRef.current
      ?.querySelector<HTMLElement>(`[id="${optionId(option)}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  };

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (['ArrowDown', 'ArrowUp'].includes(event.key)) {
      event.preventDefault();
      open();
    }
  };

  const handlePopupKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveActive(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveActive(-1);
        break;
      case 'Home':
      case 'End':
        // In the search box these keys move the caret.
        if (searchable) return;
        event.preventDefault();
        moveActive(event.key === 'Home' ? 'first' : 'last');
        break;
      case 'Enter':
      case ' ':
        if (event.key === ' ' && searchable) return;
        event.preventDefault();
        if (activeOption) choose(activeOption);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  const activeDescendant = isOpen && activeOption ? optionId(activeOption) : undefined;

  return (
    <div
      ref={containerRef}
      css={{ position: 'relative', display: 'flex', minWidth: 0 }}
      data-variant={variant}
    >
      <button
        ref={(element) => {
          triggerRef.current = element;
          setReference(element);
        }}
        id={id}
        type="button"
        css={triggerStyles(theme, variant)}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        aria-label={ariaLabel}
        aria-labelledby={labelledBy && !ariaLabel ? `${labelledBy} ${id ?? ''}`.trim() : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        disabled={disabled}
        data-state={isOpen ? 'open' : 'closed'}
        data-placeholder={selected ? undefined : ''}
        data-invalid={invalid || undefined}
        onClick={() => (isOpen ? close(false) : open())}
        onKeyDown={handleTriggerKeyDown}
      >
        <span data-part="value">
          {selected ? (selected.shortLabel ?? selected.label) : placeholder}
        </span>
        {children}
        <ChevronDownIcon data-part="chevron" />
      </button>
      {isOpen && (
        <div
          ref={setFloating}
          style={floatingStyles}
          css={popupStyles(theme)}
          data-state="open"
          onKeyDown={handlePopupKeyDown}
        >
          {searchable && (
            <div css={searchStyles(theme)}>
              <SearchIcon />
              <input
                ref={searchRef}
                type="text"
                role="combobox"
                aria-label={searchLabel}
                aria-expanded
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={activeDescendant}
                autoComplete="off"
                spellCheck={false}
                placeholder={searchLabel}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  const matches = filterByQuery(
                    options,
                    event.target.value,
                    (option) => `${option.label} ${option.id}`,
                  );
                  setActiveId(matches[0]?.id);
                  if (listRef.current) listRef.current.scrollTop = 0;
                }}
              />
            </div>
          )}
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={listLabel}
            tabIndex={searchable ? -1 : 0}
            aria-activedescendant={searchable ? undefined : activeDescendant}
            css={listboxStyles(theme)}
          >
            {visibleOptions.map((option) => {
              const isSelected = option.id === selectedId;
              return (
                <li
                  key={option.id}
                  id={optionId(option)}
                  role="option"
                  aria-selected={isSelected}
                  data-active={option.id === activeId || undefined}
                  css={optionStyles(theme)}
                  onPointerMove={() => {
                    if (option.id !== activeId) setActiveId(option.id);
                  }}
                  onClick={() => choose(option)}
                >
                  <span>{option.label}</span>
                  {isSelected && <CheckIcon data-part="check" />}
                </li>
              );
            })}
          </ul>
          {visibleOptions.length === 0 && (
            <p css={emptyStyles(theme)} role="status">
              {emptyText}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
