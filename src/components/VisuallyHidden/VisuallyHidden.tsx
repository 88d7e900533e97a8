import { css } from '@emotion/react';
import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { visuallyHidden } from '../../theme/styles';

export interface VisuallyHiddenProps extends ComponentPropsWithRef<'span'> {
  /** Text for assistive technology only. */
  children: ReactNode;
  /**
   * Element to render.
   * @default 'span'
   */
  as?: ElementType;
  /**
   * Shows the content while it (or something inside it) has keyboard focus, as skip links need.
   * @default false
   */
  focusable?: boolean;
}

const revealOnFocus = css({
  '&:focus-within, &:focus': {
    position: 'static',
    width: 'auto',
    height: 'auto',
    margin: 0,
    overflow: 'visible',
    clip: 'auto',
    whiteSpace: 'normal',
  },
});

/** Hides content visually while keeping it for screen readers. */
export function VisuallyHidden({
  children,
  as: Component = 'span',
  focusable = false,
  ...rest
}: VisuallyHiddenProps) {
  return (
    <Component
      css={[visuallyHidden, focusable && revealOnFocus]}
      data-focusable={focusable || undefined}
      {...rest}
    >
      {children}
    </Component>
  );
}
