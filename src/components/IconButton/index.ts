export { IconButton } from './IconButton';
export type { IconButtonProps, IconButtonSize, IconButtonName } from './IconButton';
