import { useTheme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { inlineCodeStyles } from '../CodeBlock/CodeBlock.styles';

export interface CodeProps extends HTMLAttributes<HTMLElement> {
  /** The code fragment. */
  children: ReactNode;
}

/** Marks a short fragment of code inside running text. */
export function Code({ children, ...rest }: CodeProps) {
  const theme = useTheme();
  return (
    <code css={inlineCodeStyles(theme)} {...rest}>
      {children}
    </code>
  );
}
