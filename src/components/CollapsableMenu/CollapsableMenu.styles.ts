import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { forcedColorsCurrentPage, textStyle } from '../../theme/styles';

export const rootStyles = (theme: TesseraTheme) =>
  css({ fontFamily: theme.fontFamily.sans, color: theme.colors.text });

export const toggleStyles = (theme: TesseraTheme) =>
  css([
    textStyle(theme, 'p'),
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.space[2],
      width: '100%',
      minHeight: theme.sizes.controlHeight,
      padding: `${theme.space[1]}px ${theme.space[2]}px`,
      border: 0,
      borderRadius: theme.radii.control,
      background: 'transparent',
      color: 'inherit',
      font: 'inherit',
      fontWeight: 600,
      textAlign: 'start',
      cursor: 'pointer',
      '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
      [theme.media.hover]: { '&:hover': { background: theme.colors.surfaceSunken } },
      '[data-part="chevron"]': {
        flexShrink: 0,
        transition: `transform ${theme.durations.base}ms ${theme.easing.standard}`,
      },
      '&[aria-expanded="true"] [data-part="chevron"]': { transform: 'rotate(180deg)' },
    },
  ]);

export const listStyles = (theme: TesseraTheme) =>
  css({
    listStyle: 'none',
    margin: 0,
    paddingBlock: theme.space[1],
    paddingInline: `${theme.space[3]}px 0`,
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    // `display` above would otherwise show the closed list: the attribute's own rule is weaker.
    '&[hidden]': { display: 'none' },
  });

export const linkStyles = (theme: TesseraTheme) =>
  css([
    textStyle(theme, 'p'),
    {
      display: 'flex',
      alignItems: 'center',
      gap: theme.space[1],
      padding: `${theme.space[1]}px ${theme.space[2]}px`,
      borderRadius: theme.radii.control,
      // A bar at the start of the line: the shadow's offset turns with the direction.
      boxShadow: `inset 2px 0 0 ${theme.colors.border}`,
      '&:dir(rtl)': { boxShadow: `inset -2px 0 0 ${theme.colors.border}` },
      color: theme.colors.textMuted,
      textDecoration: 'none',
      '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
      [theme.media.hover]: {
        '&:hover': { color: theme.colors.text, background: theme.colors.surfaceSunken },
      },
      '&[aria-current="page"]': {
        color: theme.colors.accentText,
        fontWeight: 600,
        boxShadow: `inset 2px 0 0 ${theme.colors.accentText}`,
      },
      '&[aria-current="page"]:dir(rtl)': { boxShadow: `inset -2px 0 0 ${theme.colors.accentText}` },
      // Forced colours drop the bar (a box shadow) that marks the current page.
      [theme.media.forcedColors]: forcedColorsCurrentPage('CanvasText'),
    },
  ]);
