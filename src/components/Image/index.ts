export { Image } from './Image';
export type { ImageProps, ImageStatus } from './Image';
