export { CollapsableMenu } from './CollapsableMenu';
export type { CollapsableMenuLink, CollapsableMenuProps } from './CollapsableMenu';
