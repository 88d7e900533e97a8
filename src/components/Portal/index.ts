export { Portal } from './Portal';
export type { PortalProps } from './Portal';
