export { PopoutMenu } from './PopoutMenu';
export type { PopoutMenuProps } from './PopoutMenu';
export type { MenuEntry, SubmenuEntry } from '../Menu/types';
