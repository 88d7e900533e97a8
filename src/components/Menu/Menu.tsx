/**
 * Declaring a menu as JSX: `<Menu.Item>` for an action, `<Menu.Submenu>` for a nested menu.
 * They are declarations, not views: PopoutMenu and KebabMenu read them into the same entries
 * their `options` prop takes, so both ways render through one implementation.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import { warn } from '../../lib/devWarning';
import { unwrapLazy } from '../../lib/lazyNodes';
import type { DropdownOption } from '../Select/OptionContent';
import type { MenuEntry } from './types';

export interface MenuItemProps extends Omit<DropdownOption, 'label'> {
  /** Text of the entry; also what typeahead matches. */
  children: string;
}

export interface MenuSubmenuProps {
  /** Text of the entry that opens the nested menu. */
  label: string;
  /** Leading icon: an icon element, or an image address rendered at 64 px. */
  icon?: ReactNode;
  /**
   * Shown but cannot be opened; keyboard focus skips it.
   * @default false
   */
  disabled?: boolean;
  /** The nested entries: `<Menu.Item>` and further `<Menu.Submenu>` elements. */
  children: ReactNode;
}

const misplaced = (name: string) => {
  warn(name, 'declare it inside a PopoutMenu or KebabMenu (or one of their Menu.Submenu).');
  return null;
};

/** An action of a menu, declared as a child of PopoutMenu, KebabMenu or Menu.Submenu. */
// @component (for react-docgen: a declaration, it renders nothing itself)
function MenuItem(_props: MenuItemProps): ReactNode {
  return misplaced('Menu.Item');
}

/** A menu entry that opens a nested menu beside it, holding `<Menu.Item>` children. */
// @component (for react-docgen: a declaration, it renders nothing itself)
function MenuSubmenu(_props: MenuSubmenuProps): ReactNode {
  return misplaced('Menu.Submenu');
}

/**
 * Reads `<Menu.Item>` and `<Menu.Submenu>` children into menu entries. Children written in a
 * Server Component arrive as references React resolves on the client; they are unwrapped first.
 */
export function entriesFromChildren(children: ReactNode): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const problems = new Set<string>();
  Children.forEach(unwrapLazy(children), (node) => {
    const child = unwrapLazy(node);
    if (!isValidElement(child)) return;
    const type = unwrapLazy(child.type);
    if (type === MenuItem) {
      const { children: label, ...option } = child.props as MenuItemProps;
      entries.push({ ...option, label });
    } else if (type === MenuSubmenu) {
      const { children: nested, ...submenu } = child.props as MenuSubmenuProps;
      entries.push({ ...submenu, options: entriesFromChildren(nested) });
    } else if (type === undefined) {
      // `<Menu.Item>` in a Server Component: there `Menu` is a reference to this client module,
      // which has no members to read.
      problems.add(
        'a child element has no component. In a Server Component, write <MenuItem> and ' +
          '<MenuSubmenu> (imported by those names) instead of <Menu.Item> and <Menu.Submenu>, or pass `options`.',
      );
    } else {
      problems.add('children of a menu must be Menu.Item or Menu.Submenu elements.');
    }
  });
  for (const problem of problems) warn('Menu', problem);
  return entries;
}

/**
 * The building blocks of a menu declared as JSX: `Menu.Item` and `Menu.Submenu`. In a Server
 * Component, import them as `MenuItem` and `MenuSubmenu`.
 */
export const Menu = { Item: MenuItem, Submenu: MenuSubmenu };
export { MenuItem, MenuSubmenu };
