import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { focusOutline, forcedColorsCurrentPage, navigationTag } from '../../theme/styles';

export const navStyles = (theme: TesseraTheme) =>
  css({
    fontFamily: theme.fontFamily.sans,
    fontSize: 14,
    color: theme.colors.text,
  });

export const listStyles = (theme: TesseraTheme, depth: number) =>
  css({
    margin: 0,
    padding: 0,
    listStyle: 'none',
    ...(depth > 0 && {
      marginInlineStart: theme.space[3],
      paddingInlineStart: theme.space[2],
      borderInlineStart: `1px solid ${theme.colors.border}`,
    }),
  });

export const groupStyles = (theme: TesseraTheme) =>
  css({
    '& + &': { marginTop: theme.space[4] },
  });

export const groupToggleStyles = (theme: TesseraTheme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space[2],
    width: '100%',
    minHeight: theme.sizes.controlHeight,
    padding: `0 ${theme.space[2]}px`,
    border: 0,
    borderRadius: theme.radii.control,
    background: 'transparent',
    color: theme.colors.text,
    fontFamily: 'inherit',
    fontSize: 13,
    fontWeight: 700,
    textAlign: 'start',
    cursor: 'pointer',
    '&:focus-visible': focusOutline(theme, -2),
    '[data-part="chevron"]': {
      marginInlineStart: 'auto',
      color: theme.colors.textMuted,
      transition: `transform ${theme.durations.base}ms ${theme.easing.standard}`,
    },
    // A closed group's chevron points along the line, to the end of it.
    '&[aria-expanded="false"] [data-part="chevron"]': { transform: 'rotate(-90deg)' },
    '&[aria-expanded="false"]:dir(rtl) [data-part="chevron"]': { transform: 'rotate(90deg)' },
    [theme.media.hover]: { '&:hover': { background: theme.colors.surfaceSunken } },
  });

/**
 * Re-exported for components that still import it from here; the theme is its home
 * (`navigationTag` in `theme/styles.ts`).
 */
export const tagStyles = navigationTag;

export const itemStyles = (theme: TesseraTheme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space[2],
    width: '100%',
    minHeight: theme.sizes.controlHeight,
    padding: `${theme.space[1]}px ${theme.space[2]}px`,
    border: 0,
    borderRadius: theme.radii.control,
    background: 'transparent',
    color: theme.colors.text,
    fontFamily: 'inherit',
    fontSize: 14,
    lineHeight: 1.4,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:focus-visible': focusOutline(theme, -2),
    '&[aria-current="page"]': {
      background: theme.tones.primary.soft,
      color: theme.tones.primary.text,
      fontWeight: 600,
    },
    '&[aria-disabled="true"]': { color: theme.colors.textMuted, cursor: 'not-allowed' },
    '[data-part="end"]': {
      marginInlineStart: 'auto',
      display: 'inline-flex',
      color: theme.colors.textMuted,
    },
    '[data-part="chevron"]': {
      transition: `transform ${theme.durations.base}ms ${theme.easing.standard}`,
    },
    // A closed group's chevron points along the line, to the end of it.
    '&[aria-expanded="false"] [data-part="chevron"]': { transform: 'rotate(-90deg)' },
    '&[aria-expanded="false"]:dir(rtl) [data-part="chevron"]': { transform: 'rotate(90deg)' },
    [theme.media.hover]: {
      '&:hover:not([aria-current="page"])': { background: theme.colors.surfaceSunken },
    },
    // Forced colours drop the tinted fill, which would leave the current page bold only.
    [theme.media.forcedColors]: {
      ...forcedColorsCurrentPage('HighlightText'),
      '&[aria-disabled="true"]': { color: 'GrayText' },
    },
  });
