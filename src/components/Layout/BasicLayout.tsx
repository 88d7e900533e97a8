import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { basicLayoutStyles } from './Layout.styles';

export interface BasicLayoutProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The page content, at most 1074 px wide. */
  children: ReactNode;
  /** The 300 px side column. Below 820 px it stacks above the content. */
  side: ReactNode;
  /**
   * Accessible name of the side column.
   * @default 'Sidebar'
   */
  sideLabel?: string;
}

/** A page with a 300 px side column beside content at most 1074 px wide. */
export function BasicLayout({ children, side, sideLabel = 'Sidebar', ...rest }: BasicLayoutProps) {
  const theme = useTheme();
  return (
    <div css={basicLayoutStyles(theme)} data-layout="basic" {...rest}>
      <aside data-part="side" aria-label={sideLabel}>
        {side}
      </aside>
      <div data-part="content">{children}</div>
    </div>
  );
}
