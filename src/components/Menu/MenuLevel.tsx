/**
 * One level of a menu (the portalled `role="menu"` list) and the entry that opens a nested
 * level beside it. They render each other, so they live in one module: PopoutMenu and KebabMenu
 * render the first level through `MenuButton`; a submenu entry renders the next.
 *
 * Keys come from `useListNavigation` (roving focus, wrap, Home/End, PageUp/PageDown,
 * typeahead), dismissal from `useDismissableLayer`: each open level is a layer, a submenu is the
 * child of the level it sits in, so Escape closes the innermost level first and a release
 * outside every level closes them all.
 */
import { useTheme } from '../../theme/useTheme';
import {
  createContext,
  useContext,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import {
  DismissableLayerScope,
  useDismissableLayer,
  type Layer,
} from '../../hooks/useDismissableLayer';
import { useDropdown, type DropdownHandle } from '../../hooks/useDropdown';
import { useListNavigation } from '../../hooks/useListNavigation';
import { moveFocus } from '../../lib/listFocus';
import { pointerTravelled } from '../../lib/pointer';
import { checkedTone, OptionContent } from '../Select/OptionContent';
import { dropdownOption, dropdownPanel } from '../../theme/styles';
import { ChevronRightIcon } from '../Iconography/icons';
import { directionOf, inlineKey } from '../../lib/direction';
import { Portal } from '../Portal';
import { isSubmenuEntry, type MenuEntry, type SubmenuEntry } from './types';

export interface CloseAllOptions {
  /** Where focus goes: the trigger (default), or the tab stop after or before it. */
  moveFocus?: 'trigger' | 'after' | 'before';
}

/** What a level tells the submenu entries it renders. */
interface SubmenuEntryContext {
  /** Dropdown chain of the level the entry sits in; nested lists extend it. */
  chain: string;
  /** Whether this entry holds the level's focus. */
  isActive: boolean;
  /** Makes this entry the focused one of its level. */
  activate: () => void;
  /** Registers the entry's element for focus management. */
  itemRef: (element: HTMLElement | null) => void;
  /** Closes the whole menu tree and returns focus to its trigger (or past it, for Tab). */
  closeAll: (options?: CloseAllOptions) => void;
}

const EntryContext = createContext<SubmenuEntryContext | null>(null);

export interface MenuLevelProps {
  /** Entries of this level. */
  entries: MenuEntry[];
  /** Whether the level is open (it stays mounted while its closing animation runs). */
  open: boolean;
  /** The level's dropdown handle. */
  dropdown: DropdownHandle;
  /** The level's dismissable layer, so nested levels become its children. */
  layer: RefObject<Layer | null>;
  /** Receives the list element (the layer's surface). */
  listRef: RefObject<HTMLUListElement | null>;
  /** Index focused on opening. */
  initialIndex: number;
  /** Id of the element that names the menu (its trigger). */
  labelledBy: string;
  /** Id of the menu list, referenced by the trigger's `aria-controls`. */
  id: string;
  /** Closes the whole tree and focuses the root trigger (or the tab stop past it). */
  closeAll: (options?: CloseAllOptions) => void;
  /** Closes this level and focuses its own trigger (the arrow towards the line's start). */
  closeLevel: () => void;
  /**
   * Whether ArrowLeft (ArrowRight in right to left) closes this level (true for submenus).
   * @default false
   */
  isNested?: boolean;
  /** Name of the component, for development messages. */
  component: string;
}

/** One level of a menu: the list, its keys and focus. */
export function MenuLevel({
  entries,
  open,
  dropdown,
  layer,
  listRef,
  initialIndex,
  labelledBy,
  id,
  closeAll,
  closeLevel,
  isNested = false,
  component,
}: MenuLevelProps) {
  const theme = useTheme();
  const [activeIndex, setActiveIndex] = useState(initialIndex);
  const { setFloating, floatingStyles, chain, placement, direction, isMounted, isPositioned } =
    dropdown;

  const choose = (index: number) => {
    const entry = entries[index];
    if (!entry || entry.disabled || isSubmenuEntry(entry)) return;
    entry.onClick?.();
    closeAll();
  };

  const navigation = useListNavigation({
    items: entries,
    activeIndex,
    onActiveIndexChange: setActiveIndex,
    enabled: open && isMounted,
    scrollIntoView: isPositioned,
    pageKeys: true,
    onSelect: choose,
    onTabOut: (backwards, event) => {
      event.preventDefault();
      closeAll({ moveFocus: backwards ? 'before' : 'after' });
    },
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys from a nested level bubble here through the React tree; that level handled them.
    if (!event.currentTarget.contains(event.target as Node)) return;
    if (isNested && inlineKey(event.key, directionOf(event.currentTarget)) === 'ArrowLeft') {
      event.preventDefault();
      closeLevel();
      return;
    }
    navigation.handleKeyDown(event);
  };

  if (!isMounted) return null;
  return (
    <Portal>
      <ul
        ref={(element) => {
          listRef.current = element;
          setFloating(element);
        }}
        id={id}
        role="menu"
        aria-labelledby={labelledBy}
        aria-orientation="vertical"
        tabIndex={-1}
        css={dropdownPanel(theme)}
        style={floatingStyles}
        dir={direction}
        data-dropdown-chain={chain}
        data-dropdown-scroll=""
        data-state={open ? 'open' : 'closed'}
        data-placement={placement}
        onKeyDown={handleKeyDown}
      >
        <DismissableLayerScope layer={layer}>
          {entries.map((entry, index) => {
            const register = navigation.itemRef(index);
            const activate = () => {
              if (!entry.disabled && index !== activeIndex) setActiveIndex(index);
            };
            if (isSubmenuEntry(entry)) {
              return (
                <EntryContext.Provider
                  key={`${entry.label}-${index}`}
                  value={{
                    chain,
                    isActive: index === activeIndex,
                    activate,
                    itemRef: register,
                    closeAll,
                  }}
                >
                  <SubmenuItem entry={entry} />
                </EntryContext.Provider>
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
                css={dropdownOption(theme)}
                data-selected={entry.selected || undefined}
                data-disabled={entry.disabled || undefined}
                data-has-hover-icon={entry.hoverIcon !== undefined || undefined}
                onClick={() => choose(index)}
                onPointerMove={(event) => {
                  if (pointerTravelled(event)) activate();
                }}
              >
                <OptionContent
                  option={entry}
                  tone={checkedTone(component, entry.tone)}
                  showCheck={Boolean(entry.selected)}
                />
              </li>
            );
          })}
        </DismissableLayerScope>
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

/**
 * A menu entry that opens a nested level beside it, towards the end of the line (on ArrowRight,
 * ArrowLeft in right to left, Enter, Space or hover).
 */
function SubmenuItem({ entry }: { entry: SubmenuEntry }) {
  const { label, icon, disabled = false, options } = entry;
  const theme = useTheme();
  const context = useContext(EntryContext);
  const triggerId = useId();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [openedBy, setOpenedBy] = useState<'keyboard' | 'pointer'>('keyboard');
  const [openings, setOpenings] = useState(0);
  const triggerRef = useRef<HTMLLIElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const dropdown = useDropdown({
    open,
    onOpenChange: setOpen,
    placement: 'right-start',
    parentChain: context?.chain,
  });
  const { setReference, focusReference } = dropdown;
  const isActive = context?.isActive ?? false;

  const closeLevel = () => {
    setOpen(false);
    focusReference();
  };
  const layer = useDismissableLayer({
    open,
    elements: [triggerRef, listRef],
    outsidePress: 'pointerup',
    onDismiss: (reason) => (reason === 'escape' ? closeLevel() : setOpen(false)),
  });

  // Moving to another entry of the parent menu closes this one (adjusted while rendering).
  const [wasActive, setWasActive] = useState(isActive);
  if (isActive !== wasActive) {
    setWasActive(isActive);
    if (!isActive) setOpen(false);
  }

  const openWith = (source: 'keyboard' | 'pointer') => {
    if (disabled || (open && source === 'pointer')) return;
    setOpenedBy(source);
    setOpenings((count) => count + 1);
    setOpen(true);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    const key = inlineKey(event.key, directionOf(event.currentTarget));
    if (key === 'ArrowRight' || key === 'Enter' || key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      openWith('keyboard');
    }
  };

  return (
    <>
      <li
        ref={(element) => {
          triggerRef.current = element;
          setReference(element);
          context?.itemRef(element);
        }}
        id={triggerId}
        role="menuitem"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-disabled={disabled || undefined}
        tabIndex={-1}
        css={[
          dropdownOption(theme),
          { '&[data-state="open"]': { background: theme.colors.surfaceSunken } },
        ]}
        data-disabled={disabled || undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => openWith('keyboard')}
        onPointerMove={(event) => {
          if (!pointerTravelled(event)) return;
          context?.activate();
          if (!open) openWith('pointer');
        }}
        onKeyDown={handleKeyDown}
      >
        <OptionContent option={{ label, icon, disabled }} tone={undefined} showCheck={false} />
        <ChevronRightIcon data-part="submenu-arrow" />
      </li>
      <MenuLevel
        // A new list on each opening, so focus starts at the right entry; closing keeps it to animate.
        key={openings}
        entries={options}
        open={open}
        dropdown={dropdown}
        layer={layer}
        listRef={listRef}
        initialIndex={openedBy === 'keyboard' ? openingIndex(options, 'first') : -1}
        labelledBy={triggerId}
        id={menuId}
        closeAll={(closeOptions) => context?.closeAll(closeOptions)}
        closeLevel={closeLevel}
        isNested
        component="Submenu"
      />
    </>
  );
}
