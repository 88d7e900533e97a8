import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { focusOutline, textStyle } from '../../theme/styles';

export interface ArticleProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The article's body: paragraphs, headings, lists, code, images. */
  children: ReactNode;
  /** The article's title, as its `h1`. */
  title?: ReactNode;
  /** An introductory paragraph under the title. */
  lead?: ReactNode;
  /** A line above the title, such as a category or a date. */
  eyebrow?: ReactNode;
  /** Content beside the text from 1110 px up (a table of contents, related links). */
  aside?: ReactNode;
}

/** Comfortable line length for running text. */
const measure = '68ch';

const articleStyles = (theme: TesseraTheme) =>
  css({
    width: '100%',
    maxWidth: theme.sizes.contentMaxWidth,
    marginInline: 'auto',
    color: theme.colors.text,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: theme.space[7],
    '&[data-has-aside]': {
      [theme.media.atLeast('wide')]: {
        gridTemplateColumns: `minmax(0, 1fr) ${theme.sizes.sideColumn - theme.space[7]}px`,
      },
    },
    header: { marginBottom: theme.space[6] },
    '[data-part="eyebrow"]': [
      textStyle(theme, 'small'),
      { margin: 0, color: theme.colors.accentText, fontWeight: 600 },
    ],
    'header h1': [textStyle(theme, 'h1'), { margin: `${theme.space[2]}px 0 0` }],
    '[data-part="lead"]': [
      textStyle(theme, 'subtitle'),
      { margin: `${theme.space[3]}px 0 0`, color: theme.colors.textMuted, maxWidth: measure },
    ],
    '[data-part="body"]': [
      textStyle(theme, 'big'),
      {
        maxWidth: measure,
        '& > *': { marginTop: 0, marginBottom: theme.space[4] },
        '& > h2': [textStyle(theme, 'h2'), { marginTop: theme.space[7] }],
        '& > h3': [textStyle(theme, 'h3'), { marginTop: theme.space[6] }],
        '& > ul, & > ol': { paddingInlineStart: theme.space[5] },
        '& a': { color: theme.colors.accentText },
        '& a:focus-visible': focusOutline(theme),
        '& > figure, & > pre': { maxWidth: '100%' },
      },
    ],
    aside: { alignSelf: 'start', position: 'sticky', top: theme.space[5] },
  });

/**
 * Lays out long-form text (guides, release notes) with a title, a lead and a readable measure.
 * The root is the layout `div` around the `article` and its aside; native props go there.
 */
export function Article({ children, title, lead, eyebrow, aside, ...rest }: ArticleProps) {
  const theme = useTheme();
  return (
    <div css={articleStyles(theme)} data-has-aside={aside ? '' : undefined} {...rest}>
      <article>
        {(title || lead || eyebrow) && (
          <header>
            {eyebrow && <p data-part="eyebrow">{eyebrow}</p>}
            {title && <h1>{title}</h1>}
            {lead && <p data-part="lead">{lead}</p>}
          </header>
        )}
        <div data-part="body">{children}</div>
      </article>
      {aside && <aside>{aside}</aside>}
    </div>
  );
}
