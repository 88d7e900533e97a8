import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { focusOutline, visuallyHidden } from '../../theme/styles';
import { ExternalLinkIcon } from '../Iconography/icons';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterProps extends ComponentPropsWithRef<'footer'> {
  /**
   * The product's name, shown first.
   * @default 'Tessera'
   */
  productName?: string;
  /** A version label shown after the name, such as "0.4.1". */
  version?: string;
  /**
   * Links in the footer. Addresses starting with http open in a new tab.
   * @default []
   */
  links?: FooterLink[];
  /** A closing line, such as the copyright. */
  note?: ReactNode;
  /**
   * Accessible name of the list of links.
   * @default 'Footer links'
   */
  linksLabel?: string;
  /**
   * Said after the name of a link that opens in a new tab (one whose address starts with http).
   * @default 'opens in a new tab'
   */
  newTabLabel?: string;
}

const isExternal = (href: string) => href.startsWith('http');

const footerStyles = (theme: TesseraTheme) =>
  css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space[4],
    maxWidth: theme.sizes.contentMaxWidth,
    margin: '0 auto',
    padding: `${theme.space[5]}px 0`,
    borderTop: `1px solid ${theme.colors.border}`,
    color: theme.colors.textMuted,
    fontSize: 13,
    '[data-part="product"]': { color: theme.colors.text, fontWeight: 600 },
    '[data-part="version"]': { marginInlineStart: theme.space[2], fontWeight: 400 },
    ul: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.space[4],
      margin: 0,
      padding: 0,
      listStyle: 'none',
    },
    a: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 4,
      color: theme.colors.textMuted,
      textDecoration: 'none',
      borderRadius: theme.radii.small,
      '&:focus-visible': focusOutline(theme),
      [theme.media.hover]: { '&:hover': { color: theme.colors.text } },
    },
    '[data-part="note"]': { flexBasis: '100%', margin: 0 },
    [theme.media.below('mobile')]: { flexDirection: 'column', alignItems: 'flex-start' },
  });

/** Closes a page with the product's name, version, a few links and a note. */
export function Footer({
  productName = 'Tessera',
  version,
  links = [],
  note,
  linksLabel = 'Footer links',
  newTabLabel = 'opens in a new tab',
  ...rest
}: FooterProps) {
  const theme = useTheme();
  return (
    <footer css={footerStyles(theme)} {...rest}>
      <span data-part="product">
        {productName}
        {version && <span data-part="version">{version}</span>}
      </span>
      {links.length > 0 && (
        <ul aria-label={linksLabel}>
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                {...(isExternal(link.href) && { target: '_blank', rel: 'noopener noreferrer' })}
              >
                {link.label}
                {isExternal(link.href) && (
                  <>
                    <ExternalLinkIcon size={12} />
                    <span css={visuallyHidden}> ({newTabLabel})</span>
                  </>
                )}
              </a>
            </li>
          ))}
        </ul>
      )}
      {note && <p data-part="note">{note}</p>}
    </footer>
  );
}
