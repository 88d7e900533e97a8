import { useTheme } from '../../theme/useTheme';
import type { Placement } from '@floating-ui/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { warn } from '../../lib/devWarning';
import { MoreHorizontalIcon, MoreVerticalIcon } from '../Iconography/icons';
import { entriesFromChildren } from './Menu';
import { MenuButton } from './MenuButton';
import { kebabTriggerStyles } from './KebabMenu.styles';
import type { MenuEntry } from './types';

interface KebabMenuOwnProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'onClick' | 'disabled' | 'type' | 'aria-label' | 'aria-labelledby'
> {
  /**
   * Entries of the menu: options (label, icon, hover icon, tone, disabled, selected, click
   * action) or submenus. Or declare them as `<Menu.Item>` / `<Menu.Submenu>` children.
   */
  options?: MenuEntry[];
  /** The entries as `<Menu.Item>` and `<Menu.Submenu>` elements, instead of `options`. */
  children?: ReactNode;
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
 * The three dots say nothing to a screen reader, so the trigger's name is required: an
 * `aria-label` ("Page actions"), or the id of visible text in `aria-labelledby`.
 */
export type KebabMenuProps = KebabMenuOwnProps &
  (
    | {
        /** Accessible name of the icon-only trigger, e.g. "Page actions". */
        'aria-label': string;
        /** Id of visible text that names the trigger, instead of `aria-label`. */
        'aria-labelledby'?: string;
      }
    | { 'aria-label'?: string; 'aria-labelledby': string }
  );

/**
 * A compact three-dot button that opens a menu of actions for the thing beside it. The `ref`
 * and other props go to the button.
 */
export function KebabMenu({
  options,
  children,
  orientation = 'vertical',
  placement = 'bottom-end',
  disabled = false,
  open,
  defaultOpen = false,
  onOpenChange,
  ref,
  ...rest
}: KebabMenuProps) {
  const theme = useTheme();
  if (!rest['aria-label']?.trim() && !rest['aria-labelledby']) {
    warn(
      'KebabMenu',
      'prop "aria-label" is required to name the icon-only button (or "aria-labelledby").',
    );
  }
  const Icon = orientation === 'horizontal' ? MoreHorizontalIcon : MoreVerticalIcon;
  return (
    <MenuButton
      entries={options ?? entriesFromChildren(children)}
      placement={placement}
      disabled={disabled}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      component="KebabMenu"
      triggerRef={ref}
      onTriggerKeyDown={rest.onKeyDown}
      renderTrigger={(triggerProps) => (
        <button type="button" css={kebabTriggerStyles(theme)} {...rest} {...triggerProps}>
          <Icon size={18} />
        </button>
      )}
    />
  );
}
