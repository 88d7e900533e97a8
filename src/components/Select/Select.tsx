import { useTheme } from '../../theme/useTheme';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useDismissableLayer } from '../../hooks/useDismissableLayer';
import { useDropdown } from '../../hooks/useDropdown';
import { useListNavigation } from '../../hooks/useListNavigation';
import { warn } from '../../lib/devWarning';
import { initialFocus, isTypeaheadKey, moveFocus } from '../../lib/listFocus';
import { pointerTravelled } from '../../lib/pointer';
import { FieldMessage, describedById, joinIds } from '../Field/FieldMessage';
import { checkedTone, OptionContent, type DropdownOption } from './OptionContent';
import { dropdownOption, dropdownPanel } from '../../theme/styles';
import { ChevronDownIcon } from '../Iconography/icons';
import { Portal } from '../Portal';
import {
  activeOptionStyles,
  boxStyles,
  labelStyles,
  requiredValueStyles,
  rootStyles,
  triggerStyles,
} from './Select.styles';

/** An option of a Select: a dropdown option with the value submitted in a form. */
export interface SelectOption extends DropdownOption {
  /** Value reported by `onValueChange` and submitted with the form. Defaults to the label. */
  value?: string;
}

type RootProps = Omit<
  ComponentPropsWithRef<'div'>,
  'ref' | 'onChange' | 'defaultValue' | 'onBlur' | 'id' | 'aria-label' | 'aria-labelledby'
>;

export interface SelectProps extends RootProps {
  /** The choices, in order. The option flagged `selected` is the initial choice. */
  options: SelectOption[];
  /** The chosen value, for a controlled Select; `null` means nothing is chosen. */
  value?: string | null;
  /** The initial value of an uncontrolled Select; overrides the `selected` flags. */
  defaultValue?: string;
  /** Called with the new value and its option when the user chooses a different option. */
  onValueChange?: (value: string, option: SelectOption) => void;
  /**
   * The former name of `onValueChange`, still called for existing code.
   * @deprecated Use `onValueChange`.
   */
  onChange?: (value: string, option: SelectOption) => void;
  /** Called when focus leaves the Select (its box and its open list), as a form library expects. */
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
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
  /** Id of the form the value belongs to, for a Select placed outside its `<form>`. */
  form?: string;
  /**
   * A choice is needed: the label gets an asterisk, a native form does not submit while nothing
   * is chosen, and focus moves to the box, which assistive technology announces as required.
   * @default false
   */
  required?: boolean;
  /** Help text under the box; hidden while an error shows. */
  description?: string;
  /** Message under the box, such as a form's "<name> required"; marks the choice as wrong. */
  error?: string;
  /** Visible label above the box; it also names the control for assistive technology. */
  label?: ReactNode;
  /** Accessible name when there is no visible `label`. */
  'aria-label'?: string;
  /** Id of an element that labels the box, when the label is rendered elsewhere. */
  'aria-labelledby'?: string;
  /** Id of the box (the focusable button), e.g. for an external `<label htmlFor>`. */
  id?: string;
  /** Id of text that describes the box, such as a form field's description or error. */
  'aria-describedby'?: string;
  /**
   * Marks the choice as wrong without a message of its own (`error` does both).
   * @default false
   */
  'aria-invalid'?: boolean;
  /**
   * The focusable box (the button that opens the list): what a form library focuses on an
   * error. The other props (`className`, `style`, `data-*`) go to the wrapping element.
   */
  ref?: Ref<HTMLButtonElement>;
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
  onValueChange,
  onChange,
  onBlur,
  placeholder = 'Select',
  disabled = false,
  name,
  form,
  required = false,
  label,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  id,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid = false,
  description,
  error,
  ref,
  ...rest
}: SelectProps) {
  const theme = useTheme();
  const baseId = useId();
  const triggerId = id ?? `${baseId}-trigger`;
  const labelId = `${baseId}-label`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${listId}-${index}`;

  const [currentValue, setValue] = useControllableState<string | null>({
    value,
    defaultValue: initialValue(options, defaultValue),
    component: 'Select',
  });
  const selectedIndex = options.findIndex((option) => optionValue(option) === currentValue);
  const selectedOption = selectedIndex >= 0 ? options[selectedIndex] : undefined;

  if (currentValue !== null && selectedIndex < 0) {
    warn('Select', `no option has the value "${currentValue}"; showing the placeholder.`);
  }

  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const valueRef = useRef<HTMLInputElement>(null);

  // A native form's reset brings back the first choice, as it does for a `<select>`.
  const resetTo = useRef(() => undefined as void);
  useEffect(() => {
    resetTo.current = () => {
      const initial = initialValue(options, defaultValue);
      if (initial === currentValue) return;
      setValue(initial);
      const option = options.find((candidate) => optionValue(candidate) === initial);
      if (initial !== null && option) onValueChange?.(initial, option);
    };
  });
  useEffect(() => {
    const owner = valueRef.current?.form;
    if (!owner) return;
    const handleReset = (event: Event) => {
      // The reset happens after its event, and only if no listener cancels it.
      setTimeout(() => {
        if (!event.defaultPrevented) resetTo.current();
      });
    };
    owner.addEventListener('reset', handleReset);
    return () => owner.removeEventListener('reset', handleReset);
  }, [form]);
  const listRef = useRef<HTMLUListElement>(null);
  const {
    setReference,
    setFloating,
    floatingStyles,
    isMounted,
    isPositioned,
    placement,
    direction,
    chain,
    focusReference,
  } = useDropdown({ open, onOpenChange: setOpen });

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) focusReference();
  };

  useDismissableLayer({
    open,
    elements: [rootRef, listRef],
    outsidePress: 'pointerup',
    onDismiss: (reason) => close(reason === 'escape'),
  });

  /** Makes the option at `index` the value; false when there is no such enabled option. */
  const commit = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return false;
    const nextValue = optionValue(option);
    if (nextValue !== currentValue) {
      setValue(nextValue);
      onValueChange?.(nextValue, option);
      onChange?.(nextValue, option);
    }
    option.onClick?.();
    return true;
  };

  const choose = (index: number) => {
    if (commit(index)) close(true);
  };

  // Focus never leaves the combobox: the active option is its active descendant (APG
  // select-only combobox). Arrows stop at the ends; PageUp and PageDown jump ten options.
  const navigation = useListNavigation({
    items: options,
    activeIndex,
    onActiveIndexChange: setActiveIndex,
    focus: 'active-descendant',
    enabled: open && isMounted,
    loop: false,
    scrollIntoView: isPositioned,
    pageKeys: true,
    onSelect: choose,
    // Tab commits the active option, closes the list and keeps its default: focus moves on.
    onTabOut: () => {
      commit(activeIndex);
      setOpen(false);
    },
  });

  const openAt = (index: number) => {
    if (disabled) return;
    navigation.resetTypeahead();
    setActiveIndex(index);
    setOpen(true);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (disabled) return;
    if (open) {
      if (event.key === 'ArrowUp' && event.altKey) {
        event.preventDefault();
        choose(activeIndex);
        return;
      }
      navigation.handleKeyDown(event);
      return;
    }
    const isModified = event.ctrlKey || event.metaKey;
    if (isModified) return;
    const opensOnCurrent =
      event.key === 'ArrowDown' ||
      event.key === 'ArrowUp' ||
      event.key === 'Enter' ||
      event.key === ' ';
    if (opensOnCurrent) {
      // Opens without changing the value: the chosen option (or the first) is active.
      event.preventDefault();
      openAt(initialFocus(options, selectedIndex));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      openAt(moveFocus(options, -1, event.key === 'Home' ? 'first' : 'last'));
    } else if (isTypeaheadKey(event)) {
      event.preventDefault();
      navigation.resetTypeahead();
      const match = navigation.typeaheadFrom(event.key, selectedIndex);
      setActiveIndex(match >= 0 ? match : initialFocus(options, selectedIndex));
      setOpen(true);
    }
  };

  // Blur for a form library: focus left both the box and its list. The list lives in a portal,
  // but React bubbles its focus events to this root all the same.
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && (rootRef.current?.contains(next) || listRef.current?.contains(next))) return;
    onBlur?.(event);
  };

  // The combobox is named by its label alone; the chosen option is its content (its value).
  const labelledBy = label !== undefined ? labelId : ariaLabelledBy;
  const activeOption = open ? options[activeIndex] : undefined;
  const invalid = ariaInvalid || Boolean(error);

  return (
    <div
      {...rest}
      ref={rootRef}
      css={rootStyles(theme)}
      data-disabled={disabled || undefined}
      onBlur={handleBlur}
    >
      {label !== undefined && (
        <span id={labelId} css={labelStyles(theme)}>
          {label}
          {required && (
            <span data-part="asterisk" aria-hidden="true">
              *
            </span>
          )}
        </span>
      )}
      <div data-part="box" css={boxStyles}>
        <button
          ref={(element) => {
            setReference(element);
            triggerRef.current = element;
            if (typeof ref === 'function') return ref(element);
            if (ref) ref.current = element;
          }}
          id={triggerId}
          type="button"
          role="combobox"
          css={triggerStyles(theme)}
          disabled={disabled}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabel ? undefined : labelledBy}
          aria-describedby={joinIds(
            describedById({ id: triggerId, error, description }),
            ariaDescribedBy,
          )}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          data-invalid={invalid || undefined}
          data-state={open ? 'open' : 'closed'}
          data-placeholder={selectedOption ? undefined : ''}
          onClick={() => (open ? close(false) : openAt(initialFocus(options, selectedIndex)))}
          onKeyDown={handleKeyDown}
          // Firefox clicks a button on Space's release even when its press was handled.
          onKeyUp={(event) => {
            if (event.key === ' ') event.preventDefault();
          }}
        >
          <span data-part="value">
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
        {required ? (
          // The browser checks a required value only on a field it could focus: an input out of
          // sight and out of the tab order, which hands the focus it gets to the box.
          <input
            ref={valueRef}
            name={name}
            form={form}
            value={currentValue ?? ''}
            required
            disabled={disabled}
            tabIndex={-1}
            aria-hidden="true"
            css={requiredValueStyles}
            data-part="value"
            onChange={() => undefined}
            onFocus={() => triggerRef.current?.focus()}
          />
        ) : (
          <input
            ref={valueRef}
            type="hidden"
            name={name}
            form={form}
            value={currentValue ?? ''}
            disabled={disabled}
            data-part="value"
          />
        )}
      </div>
      <FieldMessage id={triggerId} error={error} description={description} />
      {isMounted && (
        <Portal>
          <ul
            ref={(element) => {
              listRef.current = element;
              setFloating(element);
            }}
            id={listId}
            role="listbox"
            aria-labelledby={label !== undefined ? labelId : ariaLabelledBy}
            aria-label={
              label === undefined && !ariaLabelledBy ? (ariaLabel ?? placeholder) : undefined
            }
            tabIndex={-1}
            css={dropdownPanel(theme)}
            style={floatingStyles}
            dir={direction}
            data-dropdown-chain={chain}
            data-dropdown-scroll=""
            data-state={open ? 'open' : 'closed'}
            data-placement={placement}
            // A press on the list must not take focus from the combobox.
            onPointerDown={(event) => event.preventDefault()}
            onMouseDown={(event) => event.preventDefault()}
          >
            {options.map((option, index) => {
              const isSelected = index === selectedIndex;
              return (
                <li
                  key={`${optionValue(option)}-${index}`}
                  ref={navigation.itemRef(index)}
                  role="option"
                  id={optionId(index)}
                  aria-selected={isSelected}
                  aria-disabled={option.disabled || undefined}
                  css={[dropdownOption(theme), activeOptionStyles(theme)]}
                  data-selected={isSelected || undefined}
                  data-active={index === activeIndex || undefined}
                  data-disabled={option.disabled || undefined}
                  data-has-hover-icon={option.hoverIcon !== undefined || undefined}
                  onClick={() => choose(index)}
                  onPointerMove={(event) => {
                    if (!pointerTravelled(event)) return;
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
