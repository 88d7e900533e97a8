export { List } from './List';
export type { ListProps, ListMarker } from './List';
