export { Blockquote } from './Blockquote';
export type { BlockquoteProps } from './Blockquote';
