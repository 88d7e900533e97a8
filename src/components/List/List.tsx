import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { checkOneOf } from '../../lib/devWarning';

/** The entries' marker; `number` renders an ordered list. */
export type ListMarker = 'bullet' | 'number' | 'check' | 'none';

export interface ListProps extends ComponentPropsWithRef<'ul'> {
  /** The entries, in order. */
  items: ReactNode[];
  /**
   * `number` renders an ordered list; the others an unordered one.
   * @default 'bullet'
   */
  marker?: ListMarker;
  /**
   * Less space between entries.
   * @default false
   */
  compact?: boolean;
}

const markers = ['bullet', 'number', 'check', 'none'] as const;

const listStyles = (theme: TesseraTheme) =>
  css({
    margin: 0,
    paddingInlineStart: theme.space[5],
    color: theme.colors.text,
    fontSize: theme.textStyles.p.fontSize,
    lineHeight: theme.textStyles.p.lineHeight,
    display: 'grid',
    gap: theme.space[2],
    '&[data-compact]': { gap: 0 },
    'li::marker': { color: theme.colors.textMuted },
    '&[data-marker="none"], &[data-marker="check"]': { listStyle: 'none', paddingInlineStart: 0 },
    '&[data-marker="check"] > li': { position: 'relative', paddingInlineStart: theme.space[5] + 2 },
    // A tick drawn with borders, so it inherits the tone colour and needs no icon font.
    '&[data-marker="check"] > li::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 4,
      top: '0.45em',
      width: 5,
      height: 10,
      // The tick's strokes, not sides of the line: it is the same tick in either direction.
      // eslint-disable-next-line no-restricted-syntax
      borderRight: `2px solid ${theme.tones.success.text}`,
      borderBottom: `2px solid ${theme.tones.success.text}`,
      transform: 'rotate(45deg)',
    },
  });

/** Lists entries with bullets, numbers, ticks or no marker. */
export function List({ items, marker = 'bullet', compact = false, ...rest }: ListProps) {
  const theme = useTheme();
  const safeMarker = checkOneOf('List', 'marker', marker, markers, 'bullet');
  // `ol` and `ul` share every attribute; the ref is typed for the list element either renders.
  const Component = (safeMarker === 'number' ? 'ol' : 'ul') as 'ul';
  return (
    // Safari drops the list role of lists without markers; the explicit role keeps it.
    <Component
      css={listStyles(theme)}
      data-marker={safeMarker}
      data-compact={compact || undefined}
      role={safeMarker === 'none' || safeMarker === 'check' ? 'list' : undefined}
      {...rest}
    >
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Component>
  );
}
