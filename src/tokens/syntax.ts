/**
 * Syntax colours of code, per colour scheme, from the brand hues. Light uses the `Ink`/`Strong`
 * colour tokens (by name) and dark brighter values, so every role keeps 4.5:1 on the code
 * block's sunken surface.
 */
import type { ColorName } from './colors';

export type SyntaxRole =
  'keyword' | 'string' | 'number' | 'function' | 'tag' | 'attribute' | 'comment' | 'punctuation';

/** A colour token's name, or a literal colour where no token fits the dark surface. */
type SyntaxColor = ColorName | `#${string}`;

export const syntaxColors: Record<'light' | 'dark', Record<SyntaxRole, SyntaxColor>> = {
  light: {
    keyword: 'purpleStrong',
    string: 'greenInk',
    number: 'redInk',
    function: 'primaryInk',
    tag: 'redInk',
    attribute: 'orangeInk',
    comment: 'grayDark',
    punctuation: 'grayInk',
  },
  dark: {
    keyword: '#C4A8FF',
    string: 'green',
    number: '#FF8A8A',
    function: '#8FA9FF',
    tag: '#FF8A8A',
    attribute: 'orange',
    comment: '#A9AEBB',
    punctuation: '#C3C7D1',
  },
};
