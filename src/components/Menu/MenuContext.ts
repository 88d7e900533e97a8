import { createContext, useContext } from 'react';

export interface CloseAllOptions {
  /** Where focus goes: the trigger (default), or the tab stop after or before it. */
  moveFocus?: 'trigger' | 'after' | 'before';
}

/** What a menu level tells the entries it renders. */
export interface MenuItemContextValue {
  /** Dropdown chain of the level the entry sits in; nested lists extend it. */
  chain: string;
  /** Whether this entry holds the level's focus. */
  isActive: boolean;
  /** Makes this entry the focused one of its level. */
  activate: () => void;
  /** Registers the entry's element for focus management. */
  itemRef: (element: HTMLElement | null) => void;
  /** Closes the whole menu tree and returns focus to its trigger (or past it, for Tab). */
  closeAll: (options?: CloseAllOptions) => void;
}

export const MenuItemContext = createContext<MenuItemContextValue | null>(null);

export function useMenuItemContext(component: string): MenuItemContextValue | null {
  const context = useContext(MenuItemContext);
  if (!context && process.env.NODE_ENV !== 'production') {
    console.warn(`${component}: render it as an entry of a PopoutMenu or KebabMenu.`);
  }
  return context;
}
