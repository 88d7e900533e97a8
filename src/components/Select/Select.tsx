import { useTheme } from '@emotion/react';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useDropdown } from '../../hooks/useDropdown';
import {
  createTypeaheadBuffer,
  findByTypeahead,
  initialFocus,
  isTypeaheadKey,
  moveFocus,
} from '../../lib/listFocus';
import { checkedTone, OptionContent, optionStyles, panelStyles } from '../Dropdown';
import type { DropdownOption } from '../Dropdown';
import { ChevronDownIcon } from '../Iconography/icons';
import { Portal } from '../Portal';
import { labelStyles, rootStyles, triggerStyles } from './Select.styles';

/** An option of a Select: a dropdown option with the value submitted in a form. */
export interface SelectOption extends DropdownOption {
  /** Value reported by `onChange` and submitted with the form. Defaults to the label. */
  value?: string;
}

export interface SelectProps {
  /** The choices, in order. The option flagged `selected` is the initial choice. */
  options: SelectOption[];
  /** The chosen value, for a controlled Select; `null` means nothing is chosen. */
  value?: string | null;
  /** The initial value of an uncontrolled Select; overrides the `selected` flags. */
  defaultValue?: string;
  /** Called with the new value and its option when the user chooses a different option. */
  onChange?: (value: string, option: SelectOption) => void;
  /**
   * Shown while nothing is chosen.
   * @default 'Select'
   */
  placeholder?: string;
  /**
   * Blocks opening and leaves the tab order.
   * @default false
   */
  disabled?: boolean;
  /** Form field name: a hidden input with this name carries the value in a native form. */
  name?: string;
  /** Visible label above the box; it also names the control for assistive technology. */
  label?: ReactNode;
  /** Accessible name when there is no visible `label`. */
  'aria-label'?: string;
  /** Id of an element that labels the box, when the label is rendered elsewhere. */
  'aria-labelledby'?: string;
  /** Id of the trigger button, e.g. for an external `<label htmlFor>`. */
  id?: string;
  /** Id of text that describes the box, such as a form field's description or error. */
  'aria-describedby'?: string;
  /**
   * Marks the choice as wrong (a form shows the reason through `aria-describedby`).
   * @default false
   */
  'aria-invalid'?: boolean;
}

const optionValue = (option: SelectOption) => option.value ?? option.label;

function initialValue(options: SelectOption[], defaultValue: string | undefined) {
  if (defaultValue !== undefined) return defaultValue;
  const flagged = options.find((option) => option.selected);
  return flagged ? optionValue(flagged) : null;
}

/** A box that opens a list of options and keeps the one the user chooses. */
export function Select({
  options,
  value,
  defaultValue,
  onChange,
  placeholder = 'Select',
  disabled = false,
  name,
  label,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  id,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid = false,
}: SelectProps) {
  const theme = useTheme();
  const baseId = useId();
  const triggerId = id ?? `${baseId}-trigger`;
  const labelId = `${baseId}-label`;
  const valueId = `${baseId}-value`;
  const listId = `${baseId}-list`;

  const [internalValue, setInternalValue] = useState(() => initialValue(options, defaultValue));
  const isControlled = value !== undefined;
  const currentValue = isControlled ? value : internalValue;
  const selectedIndex = options.findIndex((option) => optionValue(option) === currentValue);
  const selectedOption = selectedIndex >= 0 ? options[selectedIndex] : undefined;

  if (process.env.NODE_ENV !== 'production' && currentValue !== null && selectedIndex < 0) {
    console.warn(`Select: no option has the value "${currentValue}"; showing the placeholder.`);
  }

  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const optionRefs = useRef<(HTMLElement | null)[]>([]);
  const typeahead = useRef(createTypeaheadBuffer());
  const {
    setReference,
    setFloating,
    floatingStyles,
    isMounted,
    isPositioned,
    placement,
    chain,
    focusReference,
    focusPastReference,
  } = useDropdown({ open, onOpenChange: setOpen });

  const openAt = (index: number) => {
    if (disabled) return;
    typeahead.current.reset();
    setActiveIndex(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) focusReference();
  };

  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    const nextValue = optionValue(option);
    if (!isControlled) setInternalValue(nextValue);
    if (nextValue !== currentValue) onChange?.(nextValue, option);
    option.onClick?.();
    close(true);
  };

  // Focus follows the active option while the list is open.
  useLayoutEffect(() => {
    if (!open || !isMounted || activeIndex < 0) return;
    const element = optionRefs.current[activeIndex];
    element?.focus({ preventScroll: true });
    if (isPositioned) element?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, isMounted, isPositioned]);

  const typeTo = (key: string, from: number) => {
    const query = typeahead.current.type(key, performance.now());
    return findByTypeahead(options, from, query);
  };

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (disabled || open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const fallback = event.key === 'ArrowUp' ? 'last' : 'first';
      openAt(selectedIndex >= 0 ? selectedIndex : moveFocus(options, -1, fallback));
    } else if (isTypeaheadKey(event) && event.key !== ' ') {
      const match = typeTo(event.key, selectedIndex);
      if (match >= 0) {
        event.preventDefault();
        setActiveIndex(match);
        setOpen(true);
      }
    }
  };

  const handleListKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = (
      {
        ArrowDown: 'next',
        ArrowUp: 'previous',
        Home: 'first',
        End: 'last',
        PageUp: 'first',
        PageDown: 'last',
      } as const
    )[event.key as 'ArrowDown'];
    if (move) {
      event.preventDefault();
      setActiveIndex((index) => moveFocus(options, index, move));
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      event.preventDefault();
      setOpen(false);
      focusPastReference(event.shiftKey);
      return;
    }
    if (
      event.key === 'Enter' ||
      (event.key === ' ' && !typeahead.current.isTyping(performance.now()))
    ) {
      event.preventDefault();
      choose(activeIndex);
      return;
    }
    if (isTypeaheadKey(event)) {
      event.preventDefault();
      const match = typeTo(event.key, activeIndex);
      if (match >= 0) setActiveIndex(match);
    }
  };

  const labelledBy =
    [label !== undefined ? labelId : ariaLabelledBy, ariaLabel ? undefined : valueId]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div css={rootStyles(theme)} data-disabled={disabled || undefined}>
      {label !== undefined && (
        <span id={labelId} css={labelStyles(theme)}>
          {label}
        </span>
      )}
      <button
        ref={setReference}
        id={triggerId}
        type="button"
        css={triggerStyles(theme)}
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={ariaLabel ? `${ariaLabel}: ${selectedOption?.label ?? placeholder}` : undefined}
        aria-labelledby={ariaLabel ? undefined : labelledBy}
        aria-describedby={ariaDescribedBy}
        aria-invalid={ariaInvalid || undefined}
        data-invalid={ariaInvalid || undefined}
        data-state={open ? 'open' : 'closed'}
        data-placeholder={selectedOption ? undefined : ''}
        onClick={() => (open ? close(false) : openAt(initialFocus(options, selectedIndex)))}
        onKeyDown={handleTriggerKeyDown}
      >
        <span id={valueId} data-part="value">
          {selectedOption ? (
            <OptionContent
              option={{ ...selectedOption, hoverIcon: undefined }}
              tone={checkedTone('Select', selectedOption.tone)}
              showCheck={false}
            />
          ) : (
            placeholder
          )}
        </span>
        <ChevronDownIcon data-part="chevron" />
      </button>
      {name !== undefined && (
        <input type="hidden" name={name} value={currentValue ?? ''} disabled={disabled} />
      )}
      {isMounted && (
        <Portal>
          <ul
            ref={setFloating}
            id={listId}
            role="listbox"
            aria-labelledby={label !== undefined ? labelId : ariaLabelledBy}
            aria-label={
              label === undefined && !ariaLabelledBy ? (ariaLabel ?? placeholder) : undefined
            }
            tabIndex={-1}
            css={panelStyles(theme)}
            style={floatingStyles}
            data-dropdown-chain={chain}
            data-dropdown-scroll=""
            data-state={open ? 'open' : 'closed'}
            data-placement={placement}
            onKeyDown={handleListKeyDown}
          >
            {options.map((option, index) => {
              const isSelected = index === selectedIndex;
              return (
                <li
                  key={`${optionValue(option)}-${index}`}
                  ref={(element) => {
                    optionRefs.current[index] = element;
                  }}
                  role="option"
                  id={`${listId}-${index}`}
                  aria-selected={isSelected}
                  aria-disabled={option.disabled || undefined}
                  tabIndex={-1}
                  css={optionStyles(theme)}
                  data-selected={isSelected || undefined}
                  data-disabled={option.disabled || undefined}
                  data-has-hover-icon={option.hoverIcon !== undefined || undefined}
                  onClick={() => choose(index)}
                  onPointerMove={() => {
                    if (!option.disabled && index !== activeIndex) setActiveIndex(index);
                  }}
                >
                  <OptionContent
                    option={option}
                    tone={checkedTone('Select', option.tone)}
                    showCheck={isSelected}
                  />
                </li>
              );
            })}
          </ul>
        </Portal>
      )}
    </div>
  );
}
