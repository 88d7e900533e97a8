import type { Placement } from '@floating-ui/react';
import { useId, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useDropdown } from '../../hooks/useDropdown';
import type { CloseAllOptions } from './MenuContext';
import { MenuPopup, openingIndex } from './MenuPopup';
import type { MenuEntry } from './types';

/** Props a menu trigger must spread on its button. */
export interface MenuTriggerProps {
  ref: (element: HTMLElement | null) => void;
  id: string;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'data-state': 'open' | 'closed';
  disabled: boolean;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export interface MenuButtonProps {
  options: MenuEntry[];
  placement: Placement;
  disabled: boolean;
  defaultOpen: boolean;
  onOpenChange?: (open: boolean) => void;
  component: string;
  renderTrigger: (props: MenuTriggerProps) => ReactElement;
}

/** The menu-button pattern shared by PopoutMenu and KebabMenu: a trigger and its first level. */
export function MenuButton({
  options,
  placement,
  disabled,
  defaultOpen,
  onOpenChange,
  component,
  renderTrigger,
}: MenuButtonProps) {
  const triggerId = useId();
  const menuId = useId();
  const [open, setOpenState] = useState(defaultOpen && !disabled);
  const [from, setFrom] = useState<'first' | 'last'>('first');
  const [openings, setOpenings] = useState(0);

  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const dropdown = useDropdown({ open, onOpenChange: setOpen, placement });
  const { setReference, focusReference, focusPastReference } = dropdown;

  const openFrom = (start: 'first' | 'last') => {
    if (disabled) return;
    setFrom(start);
    setOpenings((count) => count + 1);
    setOpen(true);
  };
  const close = ({ moveFocus = 'trigger' }: CloseAllOptions = {}) => {
    setOpen(false);
    if (moveFocus === 'trigger') focusReference();
    else focusPastReference(moveFocus === 'before');
  };

  const trigger = renderTrigger({
    ref: setReference,
    id: triggerId,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    'data-state': open ? 'open' : 'closed',
    disabled,
    onClick: () => (open ? setOpen(false) : openFrom('first')),
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openFrom(event.key === 'ArrowUp' ? 'last' : 'first');
      }
    },
  });

  return (
    <>
      {trigger}
      <MenuPopup
        // A new list on each opening, so focus starts at the right entry; closing keeps it to animate.
        key={openings}
        entries={options}
        open={open}
        dropdown={dropdown}
        initialIndex={openingIndex(options, from)}
        labelledBy={triggerId}
        id={menuId}
        closeAll={close}
        closeLevel={() => close()}
        component={component}
      />
    </>
  );
}
