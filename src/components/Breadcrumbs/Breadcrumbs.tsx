import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ChevronRightIcon } from '../Iconography/icons';
import { focusOutline } from '../../theme/styles';

export interface BreadcrumbItem {
  /** The page's name. */
  label: ReactNode;
  /** The page's address. The last item (the current page) needs none. */
  href?: string;
}

export interface BreadcrumbsProps extends ComponentPropsWithRef<'nav'> {
  /** The path from the top level to the current page, which comes last. */
  items: BreadcrumbItem[];
  /**
   * Accessible name of the navigation landmark.
   * @default 'Breadcrumbs'
   */
  'aria-label'?: string;
}

const breadcrumbsStyles = (theme: TesseraTheme) =>
  css({
    ol: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: theme.space[1],
      margin: 0,
      padding: 0,
      listStyle: 'none',
      fontSize: 14,
    },
    li: { display: 'inline-flex', alignItems: 'center', gap: theme.space[1] },
    svg: { color: theme.colors.textMuted },
    a: {
      color: theme.colors.textMuted,
      textDecoration: 'none',
      borderRadius: theme.radii.small,
      '&:focus-visible': focusOutline(theme),
      [theme.media.hover]: { '&:hover': { color: theme.colors.text, textDecoration: 'underline' } },
    },
    '[aria-current="page"]': { color: theme.colors.text, fontWeight: 600 },
  });

/** Shows where the current page sits in the site, with links to the pages above it. */
export function Breadcrumbs({
  items,
  'aria-label': ariaLabel = 'Breadcrumbs',
  ...rest
}: BreadcrumbsProps) {
  const theme = useTheme();
  return (
    <nav aria-label={ariaLabel} css={breadcrumbsStyles(theme)} {...rest}>
      <ol>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={index}>
              {index > 0 && <ChevronRightIcon size={14} />}
              {isCurrent ? (
                <span aria-current="page">{item.label}</span>
              ) : item.href !== undefined ? (
                <a href={item.href}>{item.label}</a>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
