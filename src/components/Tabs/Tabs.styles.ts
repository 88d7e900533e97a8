import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { textStyle } from '../../theme/styles';

/** The row holding the tab list and, after it, the entries that are links. */
export const headerStyles = (theme: TesseraTheme) =>
  css({
    display: 'flex',
    gap: theme.space[1],
    overflowX: 'auto',
    boxShadow: `inset 0 -1px 0 ${theme.colors.border}`,
    fontFamily: theme.fontFamily.sans,
    scrollbarWidth: 'thin',
    // Forced colours drop the shadow that draws the line under the tabs: a border instead.
    [theme.media.forcedColors]: { borderBottom: '1px solid CanvasText' },
  });

export const tabListStyles = (theme: TesseraTheme) =>
  css({ display: 'flex', gap: theme.space[1], flexShrink: 0 });

export const tabStyles = (theme: TesseraTheme) =>
  css([
    textStyle(theme, 'p'),
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.space[1],
      flexShrink: 0,
      height: theme.sizes.controlHeight + theme.space[2],
      padding: `0 ${theme.space[3]}px`,
      border: 0,
      borderRadius: `${theme.radii.control}px ${theme.radii.control}px 0 0`,
      background: 'transparent',
      color: theme.colors.textMuted,
      font: 'inherit',
      fontWeight: 600,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      transition: `color ${theme.durations.base}ms ${theme.easing.standard}`,
      '&::after': {
        content: '""',
        position: 'absolute',
        insetInline: theme.space[2],
        bottom: 0,
        height: 2,
        borderRadius: 2,
        background: 'transparent',
        transition: `background-color ${theme.durations.base}ms ${theme.easing.standard}`,
      },
      '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: -2 },
      [theme.media.hover]: {
        '&:hover:not([aria-disabled="true"])': { color: theme.colors.text },
      },
      '&[data-state="active"]': {
        color: theme.colors.accentText,
        '&::after': { background: theme.colors.accentText },
      },
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      // Forced colours drop the underline's fill: the chosen tab's bar is drawn in the
      // highlight colour, a disabled tab's text in grey.
      [theme.media.forcedColors]: {
        '&[data-state="active"]::after': { forcedColorAdjust: 'none', background: 'Highlight' },
        '&[aria-disabled="true"]': { color: 'GrayText' },
      },
    },
  ]);

export const panelStyles = (theme: TesseraTheme) =>
  css([
    textStyle(theme, 'p'),
    {
      paddingTop: theme.space[4],
      color: theme.colors.text,
      fontFamily: theme.fontFamily.sans,
      borderRadius: theme.radii.small,
      '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
    },
  ]);
