import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';

export const mobileNavStyles = (theme: TesseraTheme) =>
  css({
    fontFamily: theme.fontFamily.sans,
    color: theme.colors.text,
    padding: theme.space[3],
  });

export const groupListStyles = css({ margin: 0, padding: 0, listStyle: 'none' });

export const groupButtonStyles = (theme: TesseraTheme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space[2],
    width: '100%',
    minHeight: 48,
    padding: `0 ${theme.space[3]}px`,
    border: 0,
    borderBottom: `1px solid ${theme.colors.border}`,
    background: 'transparent',
    color: theme.colors.text,
    fontFamily: 'inherit',
    fontSize: theme.textStyles.big.fontSize,
    fontWeight: 600,
    textAlign: 'start',
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: -2 },
    '[data-part="chevron"]': { marginInlineStart: 'auto', color: theme.colors.textMuted },
    '&:active': { background: theme.colors.surfaceSunken },
  });

export const backButtonStyles = (theme: TesseraTheme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[1],
    minHeight: 40,
    padding: `0 ${theme.space[2]}px`,
    marginBottom: theme.space[2],
    border: 0,
    borderRadius: theme.radii.control,
    background: 'transparent',
    color: theme.colors.accentText,
    fontFamily: 'inherit',
    fontSize: 15,
    fontWeight: 600,
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 0 },
  });

export const groupTitleStyles = (theme: TesseraTheme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space[2],
    margin: `0 0 ${theme.space[2]}px`,
    padding: `0 ${theme.space[2]}px`,
    fontSize: theme.textStyles.h5.fontSize,
    fontWeight: 700,
    '&:focus': { outline: 'none' },
  });
