export { Group } from './Group';
export type { GroupProps } from './Group';
