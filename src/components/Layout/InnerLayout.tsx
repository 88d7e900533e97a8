import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { innerLayoutStyles } from './Layout.styles';

export interface InnerLayoutProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The page content. */
  children: ReactNode;
  /** An optional right-hand column, such as "On this page". Hidden below 1110 px. */
  aside?: ReactNode;
  /**
   * Accessible name of the right-hand column.
   * @default 'Page tools'
   */
  asideLabel?: string;
  /**
   * Distance from the top of the window at which the right-hand column sticks, in px.
   * @default 24
   */
  stickyTop?: number;
}

/** Page content at most 1074 px wide, with an optional sticky right-hand column. */
export function InnerLayout({
  children,
  aside,
  asideLabel = 'Page tools',
  stickyTop,
  ...rest
}: InnerLayoutProps) {
  const theme = useTheme();
  const hasAside = aside !== undefined && aside !== null && aside !== false;
  return (
    <div
      css={innerLayoutStyles(theme, hasAside, stickyTop ?? theme.space[5])}
      data-layout="inner"
      {...rest}
    >
      <div data-part="content">{children}</div>
      {hasAside && <aside aria-label={asideLabel}>{aside}</aside>}
    </div>
  );
}
