import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { inlineCodeStyles } from './Code.styles';

export interface CodeProps extends ComponentPropsWithRef<'code'> {
  /** The code fragment. */
  children: ReactNode;
}

/**
 * Marks a short fragment of code inside running text. It reads left to right in right-to-left
 * text too (`dir="ltr"`, which also keeps its punctuation with it), unless you pass `dir`.
 */
export function Code({ children, ...rest }: CodeProps) {
  const theme = useTheme();
  return (
    <code css={inlineCodeStyles(theme)} dir="ltr" {...rest}>
      {children}
    </code>
  );
}
