export { Navigation } from './Navigation';
export type { NavigationProps } from './Navigation';
export type { NavigationLinkProps, NavigationBehaviour } from './NavigationTree';
