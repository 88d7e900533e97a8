import type { Placement } from '@floating-ui/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button, type ButtonProps, type ButtonVariant } from '../Button';
import { ChevronDownIcon } from '../Iconography/icons';
import { entriesFromChildren } from './Menu';
import { MenuButton } from './MenuButton';
import type { MenuEntry } from './types';

export interface PopoutMenuProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'onClick' | 'disabled' | 'type'
> {
  /** Text of the button that opens the menu. */
  label: ReactNode;
  /**
   * Entries of the menu: options (label, icon, hover icon, tone, disabled, selected, click
   * action) or submenus. Or declare them as `<Menu.Item>` / `<Menu.Submenu>` children.
   */
  options?: MenuEntry[];
  /** The entries as `<Menu.Item>` and `<Menu.Submenu>` elements, instead of `options`. */
  children?: ReactNode;
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
  /** Whether the menu is open, for a controlled menu. */
  open?: boolean;
  /**
   * Whether the menu starts open when uncontrolled, e.g. to document it.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A button with a text label that opens a menu of actions. The `ref` and other props go to
 * the button.
 */
export function PopoutMenu({
  label,
  options,
  children,
  variant = 'secondary',
  placement = 'bottom-start',
  disabled = false,
  open,
  defaultOpen = false,
  onOpenChange,
  ref,
  ...rest
}: PopoutMenuProps) {
  return (
    <MenuButton
      entries={options ?? entriesFromChildren(children)}
      placement={placement}
      disabled={disabled}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      component="PopoutMenu"
      triggerRef={ref}
      onTriggerKeyDown={rest.onKeyDown}
      renderTrigger={({ onClick, ...triggerProps }) => (
        <Button
          // The native button props are a subset of Button's (typed for a button or a link).
          {...(rest as Omit<ButtonProps, 'children'>)}
          variant={variant}
          {...triggerProps}
          onClick={onClick}
        >
          {label}
          <ChevronDownIcon />
        </Button>
      )}
    />
  );
}
