/**
 * One level of a menu: the portalled `role="menu"` list, its keyboard handling and focus.
 * PopoutMenu and KebabMenu render the first level; Submenu renders the nested ones.
 */
import { useTheme } from '@emotion/react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { DropdownHandle } from '../../hooks/useDropdown';
import {
  createTypeaheadBuffer,
  findByTypeahead,
  isTypeaheadKey,
  moveFocus,
  type FocusMove,
} from '../../lib/listFocus';
import { checkedTone, OptionContent, optionStyles, panelStyles } from '../Dropdown';
import { Portal } from '../Portal';
import { Submenu } from '../Submenu/Submenu';
import { MenuItemContext, type CloseAllOptions } from './MenuContext';
import { isSubmenuEntry, type MenuEntry } from './types';

export interface MenuPopupProps {
  /** Entries of this level. */
  entries: MenuEntry[];
  /** Whether the level is open (it stays mounted while its closing animation runs). */
  open: boolean;
  /** The level's dropdown handle. */
  dropdown: DropdownHandle;
  /** Index focused on opening. */
  initialIndex: number;
  /** Id of the element that names the menu (its trigger). */
  labelledBy: string;
  /** Id of the menu list, referenced by the trigger's `aria-controls`. */
  id: string;
  /** Closes the whole tree and focuses the root trigger (or the tab stop past it). */
  closeAll: (options?: CloseAllOptions) => void;
  /** Closes this level and focuses its own trigger (Escape; ArrowLeft in a submenu). */
  closeLevel: () => void;
  /** Whether ArrowLeft closes this level (true for submenus). */
  isNested?: boolean;
  /** Name of the component, for development messages. */
  component: string;
}

const moves: Partial<Record<string, FocusMove>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
  PageUp: 'first',
  PageDown: 'last',
};

export function MenuPopup({
  entries,
  open,
  dropdown,
  initialIndex,
  labelledBy,
  id,
  closeAll,
  closeLevel,
  isNested = false,
  component,
}: MenuPopupProps) {
  const theme = useTheme();
  const [activeIndex, setActiveIndex] = useState(initialIndex);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const typeahead = useRef(createTypeaheadBuffer());
  const { setFloating, floatingStyles, chain, placement, isMounted, isPositioned } = dropdown;

  useLayoutEffect(() => {
    if (!open || !isMounted || activeIndex < 0) return;
    const element = itemRefs.current[activeIndex];
    element?.focus({ preventScroll: true });
    if (isPositioned) element?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, isMounted, isPositioned]);

  const choose = (index: number) => {
    const entry = entries[index];
    if (!entry || entry.disabled || isSubmenuEntry(entry)) return;
    entry.onClick?.();
    closeAll();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys from a nested level bubble here through the React tree; that level handled them.
    if (!event.currentTarget.contains(event.target as Node)) return;
    const move = moves[event.key];
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    if (move) {
      handled();
      setActiveIndex((index) => moveFocus(entries, index, move));
    } else if (event.key === 'Escape' || (isNested && event.key === 'ArrowLeft')) {
      handled();
      closeLevel();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      closeAll({ moveFocus: event.shiftKey ? 'before' : 'after' });
    } else if (event.key === 'Enter' || event.key === ' ') {
      const entry = entries[activeIndex];
      if (entry && isSubmenuEntry(entry)) return; // the Submenu opens itself
      if (event.key === ' ' && typeahead.current.isTyping(performance.now())) {
        handled();
        const match = findByTypeahead(
          entries,
          activeIndex,
          typeahead.current.type(' ', performance.now()),
        );
        if (match >= 0) setActiveIndex(match);
        return;
      }
      handled();
      choose(activeIndex);
    } else if (isTypeaheadKey(event)) {
      handled();
      const query = typeahead.current.type(event.key, performance.now());
      const match = findByTypeahead(entries, activeIndex, query);
      if (match >= 0) setActiveIndex(match);
    }
  };

  if (!isMounted) return null;
  return (
    <Portal>
      <ul
        ref={setFloating}
        id={id}
        role="menu"
        aria-labelledby={labelledBy}
        aria-orientation="vertical"
        tabIndex={-1}
        css={panelStyles(theme)}
        style={floatingStyles}
        data-dropdown-chain={chain}
        data-dropdown-scroll=""
        data-state={open ? 'open' : 'closed'}
        data-placement={placement}
        onKeyDown={handleKeyDown}
      >
        {entries.map((entry, index) => {
          const register = (element: HTMLElement | null) => {
            itemRefs.current[index] = element;
          };
          const activate = () => {
            if (!entry.disabled && index !== activeIndex) setActiveIndex(index);
          };
          if (isSubmenuEntry(entry)) {
            return (
              <MenuItemContext.Provider
                key={`${entry.label}-${index}`}
                value={{
                  chain,
                  isActive: index === activeIndex,
                  activate,
                  itemRef: register,
                  closeAll,
                }}
              >
                <Submenu
                  label={entry.label}
                  icon={entry.icon}
                  disabled={entry.disabled}
                  options={entry.options}
                />
              </MenuItemContext.Provider>
            );
          }
          const isCheckable = entry.selected !== undefined;
          return (
            <li
              key={`${entry.label}-${index}`}
              ref={register}
              role={isCheckable ? 'menuitemcheckbox' : 'menuitem'}
              aria-checked={isCheckable ? Boolean(entry.selected) : undefined}
              aria-disabled={entry.disabled || undefined}
              tabIndex={-1}
              css={optionStyles(theme)}
              data-selected={entry.selected || undefined}
              data-disabled={entry.disabled || undefined}
              data-has-hover-icon={entry.hoverIcon !== undefined || undefined}
              onClick={() => choose(index)}
              onPointerMove={activate}
            >
              <OptionContent
                option={entry}
                tone={checkedTone(component, entry.tone)}
                showCheck={Boolean(entry.selected)}
              />
            </li>
          );
        })}
      </ul>
    </Portal>
  );
}

/** The index focused when a level opens: the selected entry, else the first or last enabled one. */
export function openingIndex(entries: MenuEntry[], from: 'first' | 'last'): number {
  const selected = entries.findIndex(
    (entry) => !isSubmenuEntry(entry) && entry.selected && !entry.disabled,
  );
  return selected >= 0 ? selected : moveFocus(entries, -1, from);
}
