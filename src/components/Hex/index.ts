export { Hex } from './Hex';
export type { HexProps } from './Hex';
