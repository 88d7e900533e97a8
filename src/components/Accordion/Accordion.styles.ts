import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { textStyle } from '../../theme/styles';

export const accordionStyles = (theme: TesseraTheme) =>
  css({
    borderTop: `1px solid ${theme.colors.border}`,
    color: theme.colors.text,
  });

export const itemStyles = (theme: TesseraTheme) =>
  css({
    borderBottom: `1px solid ${theme.colors.border}`,
  });

export const headingStyles = css({ margin: 0 });

export const triggerStyles = (theme: TesseraTheme) =>
  css([
    textStyle(theme, 'h6'),
    {
      display: 'flex',
      width: '100%',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.space[3],
      padding: `${theme.space[4]}px ${theme.space[1]}px`,
      border: 0,
      background: 'transparent',
      color: 'inherit',
      fontFamily: theme.fontFamily.sans,
      textAlign: 'start',
      cursor: 'pointer',
      borderRadius: theme.radii.small,
      '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
      [theme.media.hover]: { '&:hover': { color: theme.colors.accentText } },
      svg: {
        flexShrink: 0,
        color: theme.colors.textMuted,
        transition: `transform ${theme.durations.base}ms ${theme.easing.standard}`,
      },
      '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
      [theme.media.reducedMotion]: { svg: { transition: 'none' } },
    },
  ]);

/**
 * The panel animates its height through a grid row going from 0fr to 1fr, which needs no
 * measuring. `visibility` switches after the collapse, so a closed panel leaves the
 * accessibility tree and the tab order.
 */
export const panelStyles = (theme: TesseraTheme) => {
  const timing = `${theme.durations.base}ms ${theme.easing.standard}`;
  return css({
    display: 'grid',
    gridTemplateRows: '0fr',
    visibility: 'hidden',
    transition: `grid-template-rows ${timing}, visibility 0s linear ${theme.durations.base}ms`,
    '&[data-state="open"]': {
      gridTemplateRows: '1fr',
      visibility: 'visible',
      transition: `grid-template-rows ${timing}, visibility 0s`,
    },
    [theme.media.reducedMotion]: {
      transition: 'none',
      '&[data-state="open"]': { transition: 'none' },
    },
    // Laid out on sheets, Chromium sizes a collapsed (0fr) grid row to its content: a closed
    // panel printed as a blank gap.
    '@media print': { '&:not([data-state="open"])': { display: 'none' } },
  });
};

export const panelInnerStyles = (theme: TesseraTheme) =>
  css([
    textStyle(theme, 'p'),
    {
      overflow: 'hidden',
      minHeight: 0,
      color: theme.colors.textMuted,
      '& > div': { padding: `0 ${theme.space[1]}px ${theme.space[4]}px` },
    },
  ]);
