import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { focusOutline, textStyle } from '../../theme/styles';

export interface BlockquoteProps extends Omit<ComponentPropsWithRef<'figure'>, 'title'> {
  /** The quoted words. */
  children: ReactNode;
  /** Who said or wrote it. */
  title?: ReactNode;
  /**
   * The source: a work's name, or an address. An address becomes the quote's `cite` attribute
   * and a link.
   */
  cite?: string;
}

const isAddress = (value: string) => /^(https?:)?\/\//.test(value) || value.startsWith('/');

const blockquoteStyles = (theme: TesseraTheme) =>
  css({
    margin: 0,
    paddingBlock: theme.space[1],
    paddingInline: `${theme.space[5]}px 0`,
    borderInlineStart: `3px solid ${theme.colors.primary}`,
    color: theme.colors.text,
    blockquote: [textStyle(theme, 'big'), { margin: 0, '& > p': { margin: 0 } }],
    'blockquote > p + p': { marginTop: theme.space[3] },
    figcaption: [
      textStyle(theme, 'small'),
      { marginTop: theme.space[3], color: theme.colors.textMuted },
    ],
    'figcaption strong': { color: theme.colors.text, fontWeight: 600 },
    a: { color: theme.colors.accentText },
    'a:focus-visible': focusOutline(theme),
  });

/** Sets a quotation apart from the text, with who said it and where. */
export function Blockquote({ children, title, cite, ...rest }: BlockquoteProps) {
  const theme = useTheme();
  const citeIsAddress = cite !== undefined && isAddress(cite);
  const source = cite && (citeIsAddress ? <a href={cite}>{cite}</a> : <cite>{cite}</cite>);
  return (
    <figure css={blockquoteStyles(theme)} {...rest}>
      <blockquote cite={citeIsAddress ? cite : undefined}>
        {typeof children === 'string' ? <p>{children}</p> : children}
      </blockquote>
      {(title || source) && (
        <figcaption>
          {'— '}
          {title && <strong>{title}</strong>}
          {title && source && ', '}
          {source}
        </figcaption>
      )}
    </figure>
  );
}
