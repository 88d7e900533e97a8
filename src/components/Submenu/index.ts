export { Submenu } from './Submenu';
export type { SubmenuProps } from './Submenu';
