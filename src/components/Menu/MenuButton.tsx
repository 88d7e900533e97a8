import { useMergeRefs, type Placement } from '@floating-ui/react';
import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type Ref,
  type RefCallback,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useDismissableLayer } from '../../hooks/useDismissableLayer';
import { useDropdown } from '../../hooks/useDropdown';
import { MenuLevel, openingIndex, type CloseAllOptions } from './MenuLevel';
import type { MenuEntry } from './types';

/** Props a menu trigger must spread on its button. */
export interface MenuTriggerProps {
  ref: RefCallback<HTMLElement>;
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
  entries: MenuEntry[];
  placement: Placement;
  disabled: boolean;
  open: boolean | undefined;
  defaultOpen: boolean;
  onOpenChange: ((open: boolean) => void) | undefined;
  component: string;
  /** The caller's `ref` of the trigger, set together with the menu's own. */
  triggerRef?: Ref<HTMLButtonElement>;
  /** The caller's key handler of the trigger, called before the menu's own. */
  onTriggerKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  renderTrigger: (props: MenuTriggerProps) => ReactElement;
}

/** The menu-button pattern shared by PopoutMenu and KebabMenu: a trigger and its first level. */
export function MenuButton({
  entries,
  placement,
  disabled,
  open: openProp,
  defaultOpen,
  onOpenChange,
  component,
  triggerRef: callerRef,
  onTriggerKeyDown,
  renderTrigger,
}: MenuButtonProps) {
  const triggerId = useId();
  const menuId = useId();
  const [isOpen, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen && !disabled,
    onChange: onOpenChange,
    component,
    prop: 'open',
  });
  const open = isOpen && !disabled;
  const [from, setFrom] = useState<'first' | 'last'>('first');
  // Each opening gets a new list, so focus starts at the right entry (also when the parent
  // opens a controlled menu); tracked while rendering.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  const triggerRef = useRef<HTMLElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);

  const dropdown = useDropdown({ open, onOpenChange: setOpen, placement });
  const { setReference, focusReference, focusPastReference } = dropdown;
  const triggerRefs = useMergeRefs<HTMLElement>([
    triggerRef,
    setReference,
    callerRef as Ref<HTMLElement> | undefined,
  ]);

  const close = ({ moveFocus = 'trigger' }: CloseAllOptions = {}) => {
    setOpen(false);
    if (moveFocus === 'trigger') focusReference();
    else focusPastReference(moveFocus === 'before');
  };
  const layer = useDismissableLayer({
    open,
    elements: [triggerRef, listRef],
    outsidePress: 'pointerup',
    onDismiss: (reason) => (reason === 'escape' ? close() : setOpen(false)),
  });

  const openFrom = (start: 'first' | 'last') => {
    if (disabled) return;
    setFrom(start);
    setOpen(true);
  };

  const trigger = renderTrigger({
    // Never null: the list holds the menu's own refs.
    ref: triggerRefs!,
    id: triggerId,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    'data-state': open ? 'open' : 'closed',
    disabled,
    onClick: () => (open ? setOpen(false) : openFrom('first')),
    onKeyDown: (event) => {
      onTriggerKeyDown?.(event as KeyboardEvent<HTMLButtonElement>);
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openFrom(event.key === 'ArrowUp' ? 'last' : 'first');
      }
    },
  });

  return (
    <>
      {trigger}
      <MenuLevel
        // A new list on each opening; closing keeps it to animate.
        key={openings}
        entries={entries}
        open={open}
        dropdown={dropdown}
        layer={layer}
        listRef={listRef}
        initialIndex={openingIndex(entries, from)}
        labelledBy={triggerId}
        id={menuId}
        closeAll={close}
        closeLevel={() => close()}
        component={component}
      />
    </>
  );
}
