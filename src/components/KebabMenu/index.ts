export { KebabMenu } from './KebabMenu';
export type { KebabMenuProps } from './KebabMenu';
