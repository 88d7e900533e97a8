import { useTheme } from '@emotion/react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useDropdown } from '../../hooks/useDropdown';
import { optionStyles } from '../Dropdown';
import { OptionContent } from '../Dropdown/OptionContent';
import { ChevronRightIcon } from '../Iconography/icons';
import { useMenuItemContext } from '../Menu/MenuContext';
import { MenuPopup, openingIndex } from '../Menu/MenuPopup';
import type { MenuEntry } from '../Menu/types';

export interface SubmenuProps {
  /** Text of the entry that opens the nested menu. */
  label: string;
  /** Leading icon: an icon element, or an image address rendered at 64 px. */
  icon?: ReactNode;
  /**
   * Shown but cannot be opened; keyboard focus skips it.
   * @default false
   */
  disabled?: boolean;
  /** Entries of the nested menu: options, or further submenus. */
  options: MenuEntry[];
}

/**
 * A menu entry that opens a nested menu beside it. Declare it in a PopoutMenu's or KebabMenu's
 * options as `{ label, options: [...] }`; the menu renders it.
 */
export function Submenu({ label, icon, disabled = false, options }: SubmenuProps) {
  const theme = useTheme();
  const context = useMenuItemContext('Submenu');
  const triggerId = useId();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [openedBy, setOpenedBy] = useState<'keyboard' | 'pointer'>('keyboard');
  const [openings, setOpenings] = useState(0);
  const dropdown = useDropdown({
    open,
    onOpenChange: setOpen,
    placement: 'right-start',
    parentChain: context?.chain,
  });
  const { setReference, focusReference } = dropdown;
  const isActive = context?.isActive ?? false;

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
    if (event.key === 'ArrowRight' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      openWith('keyboard');
    }
  };

  const register = (element: HTMLElement | null) => {
    setReference(element);
    context?.itemRef(element);
  };

  return (
    <>
      <li
        ref={register}
        id={triggerId}
        role="menuitem"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-disabled={disabled || undefined}
        tabIndex={-1}
        css={[
          optionStyles(theme),
          { '&[data-state="open"]': { background: theme.colors.surfaceSunken } },
        ]}
        data-disabled={disabled || undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => openWith('keyboard')}
        onPointerMove={() => {
          context?.activate();
          if (!open) openWith('pointer');
        }}
        onKeyDown={handleKeyDown}
      >
        <OptionContent option={{ label, icon, disabled }} tone={undefined} showCheck={false} />
        <ChevronRightIcon data-part="submenu-arrow" />
      </li>
      <MenuPopup
        // A new list on each opening, so focus starts at the right entry; closing keeps it to animate.
        key={openings}
        entries={options}
        open={open}
        dropdown={dropdown}
        initialIndex={openedBy === 'keyboard' ? openingIndex(options, 'first') : -1}
        labelledBy={triggerId}
        id={menuId}
        closeAll={(options) => context?.closeAll(options)}
        closeLevel={() => {
          setOpen(false);
          focusReference();
        }}
        isNested
        component="Submenu"
      />
    </>
  );
}
