import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';

export const feedbackStyles = (theme: TesseraTheme) =>
  css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.space[3],
    minHeight: theme.sizes.controlHeight + theme.space[4] * 2,
    padding: `${theme.space[4]}px 0`,
    borderTop: `1px solid ${theme.colors.border}`,
    fontFamily: theme.fontFamily.sans,
    color: theme.colors.text,
  });

export const questionStyles = (theme: TesseraTheme) =>
  css({
    margin: 0,
    fontSize: theme.textStyles.p.fontSize,
    fontWeight: 600,
  });

export const answersStyles = (theme: TesseraTheme) =>
  css({
    display: 'flex',
    gap: theme.space[2],
  });

export const thanksStyles = (theme: TesseraTheme) =>
  css({
    margin: 0,
    fontSize: theme.textStyles.p.fontSize,
    color: theme.colors.textMuted,
    '&:focus': { outline: 'none' },
  });
