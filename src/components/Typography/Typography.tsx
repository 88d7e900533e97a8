import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { checkOneOf } from '../../lib/devWarning';
import { textStyles, type TextStyleName } from '../../tokens';
import { typographyStyles } from './Typography.styles';

export interface TypographyProps extends ComponentPropsWithRef<'p'> {
  /** The text. */
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

const textStyleNames = Object.keys(textStyles) as TextStyleName[];

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
  const safeVariant = checkOneOf('Typography', 'variant', variant, textStyleNames, 'p');
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
