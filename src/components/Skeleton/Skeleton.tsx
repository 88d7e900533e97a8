import { useTheme } from '../../theme/useTheme';
import type { CSSObject } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { checkOneOf } from '../../lib/devWarning';
import { linesStyles, skeletonStyles } from './Skeleton.styles';

export type SkeletonShape = 'text' | 'rect' | 'circle';

export interface SkeletonProps extends ComponentPropsWithRef<'span'> {
  /**
   * `text` is a line of text (with `lines` for a paragraph), `rect` a block such as an image,
   * `circle` an avatar.
   * @default 'text'
   */
  shape?: SkeletonShape;
  /** Width: px as a number or any CSS length. Text fills its container by default. */
  width?: number | string;
  /** Height: px as a number or any CSS length. Circles default to their width. */
  height?: number | string;
  /**
   * Number of text lines; the last one is shorter, as in a paragraph.
   * @default 1
   */
  lines?: number;
}

const shapes = ['text', 'rect', 'circle'] as const;
const defaultSizes: Record<SkeletonShape, CSSObject> = {
  text: { width: '100%' },
  rect: { width: '100%', height: 120 },
  circle: { width: 32, height: 32 },
};

/**
 * A shimmering placeholder for content that is loading. Hidden from assistive technology:
 * mark the loading region with `aria-busy` instead.
 */
export function Skeleton({
  shape = 'text',
  width,
  height,
  lines = 1,
  style,
  ...rest
}: SkeletonProps) {
  const theme = useTheme();
  const safeShape = checkOneOf('Skeleton', 'shape', shape, shapes, 'text');
  const size: CSSObject = {
    ...defaultSizes[safeShape],
    ...(width !== undefined && { width }),
    ...(height !== undefined && { height }),
    ...(safeShape === 'circle' && width !== undefined && height === undefined && { height: width }),
  };
  const count = safeShape === 'text' ? Math.max(1, Math.floor(lines)) : 1;

  const bones = Array.from({ length: count }, (_, index) => (
    <span
      key={index}
      // The last line of a paragraph is shorter (linesStyles), as real text usually is.
      css={[skeletonStyles(theme), size]}
      data-shape={safeShape}
    />
  ));
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      css={[linesStyles, { width: size.width }]}
      style={style}
      {...rest}
    >
      {bones}
    </span>
  );
}
