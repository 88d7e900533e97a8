import type { Placement } from '@floating-ui/react';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../Button';
import { ChevronDownIcon } from '../Iconography/icons';
import { MenuButton } from '../Menu/MenuButton';
import type { MenuEntry } from '../Menu/types';

export interface PopoutMenuProps {
  /** Text of the button that opens the menu. */
  label: ReactNode;
  /** Entries of the menu: options (label, icon, hover icon, tone, disabled, selected, click action) or submenus. */
  options: MenuEntry[];
  /**
   * Look of the trigger button.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * Where the menu opens; it flips to the other side near the window edge.
   * @default 'bottom-start'
   */
  placement?: Placement;
  /**
   * Blocks opening.
   * @default false
   */
  disabled?: boolean;
  /**
   * Opens the menu on first render, e.g. to document it.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/** A button with a text label that opens a menu of actions. */
export function PopoutMenu({
  label,
  options,
  variant = 'secondary',
  placement = 'bottom-start',
  disabled = false,
  defaultOpen = false,
  onOpenChange,
}: PopoutMenuProps) {
  return (
    <MenuButton
      options={options}
      placement={placement}
      disabled={disabled}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      component="PopoutMenu"
      renderTrigger={({ onClick, ...triggerProps }) => (
        <Button variant={variant} {...triggerProps} onClick={onClick}>
          {label}
          <ChevronDownIcon />
        </Button>
      )}
    />
  );
}
