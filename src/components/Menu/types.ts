import type { ReactNode } from 'react';
import type { DropdownOption } from '../Select/OptionContent';

/** A menu entry that opens a nested menu instead of acting. */
export interface SubmenuEntry {
  /** Text of the entry; also what typeahead matches. */
  label: string;
  /** Leading icon: an icon element, or an image address rendered at 64 px. */
  icon?: ReactNode;
  /** Shown but cannot be opened; keyboard focus skips it. */
  disabled?: boolean;
  /** Entries of the nested menu. */
  options: MenuEntry[];
}

/** One entry of a PopoutMenu or KebabMenu: an option, or a submenu holding more entries. */
export type MenuEntry = DropdownOption | SubmenuEntry;

export const isSubmenuEntry = (entry: MenuEntry): entry is SubmenuEntry =>
  Array.isArray((entry as SubmenuEntry).options);
