import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { focusOutline } from '../../theme/styles';

export const listStyles = (theme: TesseraTheme, depth: number) =>
  css({
    margin: 0,
    padding: depth === 0 ? 0 : `0 0 0 ${theme.space[3]}px`,
    listStyle: 'none',
    fontFamily: theme.fontFamily.sans,
    fontSize: theme.textStyles.small.fontSize,
    lineHeight: theme.textStyles.small.lineHeight,
  });

export const linkStyles = (theme: TesseraTheme) =>
  css({
    display: 'block',
    padding: `${theme.space[1]}px ${theme.space[3]}px`,
    marginInlineStart: -1,
    borderInlineStart: '2px solid transparent',
    color: theme.colors.textMuted,
    textDecoration: 'none',
    borderStartEndRadius: theme.radii.small,
    borderEndEndRadius: theme.radii.small,
    transition: `color ${theme.durations.base}ms ${theme.easing.standard}, border-color ${theme.durations.base}ms ${theme.easing.standard}`,
    '&:focus-visible': focusOutline(theme, 0),
    [theme.media.hover]: { '&:hover': { color: theme.colors.text } },
    '&[data-active]': {
      color: theme.colors.accentText,
      borderInlineStartColor: theme.colors.accentText,
      fontWeight: 600,
    },
  });

export const rootStyles = (theme: TesseraTheme) =>
  css({
    borderInlineStart: `1px solid ${theme.colors.border}`,
    paddingInlineStart: 0,
    '& &': { borderInlineStart: 0 },
  });
