export { MobileNavigation } from './MobileNavigation';
export type { MobileNavigationProps } from './MobileNavigation';
