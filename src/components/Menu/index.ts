export { Menu, MenuItem, MenuSubmenu } from './Menu';
export type { MenuItemProps, MenuSubmenuProps } from './Menu';
export { PopoutMenu } from './PopoutMenu';
export type { PopoutMenuProps } from './PopoutMenu';
export { KebabMenu } from './KebabMenu';
export type { KebabMenuProps } from './KebabMenu';
export type { MenuEntry, SubmenuEntry } from './types';
