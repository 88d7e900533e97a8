import { useTheme } from '@emotion/react';
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { textStyles, type TextStyleName } from '../../tokens';
import { typographyStyles } from './Typography.styles';

export interface TypographyProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /**
   * Text style from the type scale.
   * @default 'p'
   */
  variant?: TextStyleName;
  /**
   * Element to render. Defaults to the matching heading for `h1`–`h6` (and `h1` for `title`),
   * `small` for `small`, and `p` for the rest. Choose it by document structure, not by looks.
   */
  as?: ElementType;
  /**
   * Uses the muted text colour.
   * @default false
   */
  muted?: boolean;
}

const defaultElement: Record<TextStyleName, ElementType> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  title: 'h1',
  subtitle: 'p',
  big: 'p',
  p: 'p',
  small: 'small',
};

/** Renders text in one of Tessera's text styles. */
export function Typography({
  variant = 'p',
  as,
  muted = false,
  children,
  ...rest
}: TypographyProps) {
  const theme = useTheme();
  const known = variant in textStyles;
  if (process.env.NODE_ENV !== 'production' && !known) {
    console.warn(`Typography: unknown variant "${variant}", using "p".`);
  }
  const safeVariant = known ? variant : 'p';
  const Component = as ?? defaultElement[safeVariant];
  return (
    <Component
      css={typographyStyles(theme, safeVariant, muted)}
      data-variant={safeVariant}
      {...rest}
    >
      {children}
    </Component>
  );
}
