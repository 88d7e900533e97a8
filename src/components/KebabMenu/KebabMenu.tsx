import { useTheme } from '@emotion/react';
import type { Placement } from '@floating-ui/react';
import { MoreHorizontalIcon, MoreVerticalIcon } from '../Iconography/icons';
import { MenuButton } from '../Menu/MenuButton';
import type { MenuEntry } from '../Menu/types';
import { kebabTriggerStyles } from './KebabMenu.styles';

export interface KebabMenuProps {
  /**
   * Accessible name of the icon-only trigger, e.g. "Page actions". Required: the three dots
   * alone say nothing to a screen reader.
   */
  label: string;
  /** Entries of the menu: options (label, icon, hover icon, tone, disabled, selected, click action) or submenus. */
  options: MenuEntry[];
  /**
   * Direction of the three dots.
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /**
   * Where the menu opens; it flips to the other side near the window edge.
   * @default 'bottom-end'
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

/** A compact three-dot button that opens a menu of actions for the thing beside it. */
export function KebabMenu({
  label,
  options,
  orientation = 'vertical',
  placement = 'bottom-end',
  disabled = false,
  defaultOpen = false,
  onOpenChange,
}: KebabMenuProps) {
  const theme = useTheme();
  if (process.env.NODE_ENV !== 'production' && !label?.trim()) {
    console.warn('KebabMenu: `label` is required to name the icon-only button.');
  }
  const Icon = orientation === 'horizontal' ? MoreHorizontalIcon : MoreVerticalIcon;
  return (
    <MenuButton
      options={options}
      placement={placement}
      disabled={disabled}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      component="KebabMenu"
      renderTrigger={(triggerProps) => (
        <button type="button" aria-label={label} css={kebabTriggerStyles(theme)} {...triggerProps}>
          <Icon size={18} />
        </button>
      )}
    />
  );
}
