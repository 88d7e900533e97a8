import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { iconButton } from '../../theme/styles';

const widthTransition = (theme: TesseraTheme) =>
  `${theme.durations.base}ms ${theme.easing.standard}`;

export const topBarStyles = (theme: TesseraTheme) =>
  css({
    position: 'fixed',
    inset: '0 0 auto 0',
    zIndex: theme.zIndex.topBar,
    display: 'flex',
    alignItems: 'center',
    gap: theme.space[3],
    height: theme.sizes.topBar,
    padding: `0 ${theme.space[4]}px`,
    borderBottom: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    fontFamily: theme.fontFamily.sans,
    '[data-part="brand"]': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.space[2],
      fontWeight: 700,
    },
    '[data-part="end"]': {
      marginInlineStart: 'auto',
      display: 'flex',
      alignItems: 'center',
      gap: theme.space[2],
    },
  });

// Inside the top bar and the side panel the ring hugs the button, so the edges do not clip it.
export const iconButtonStyles = (theme: TesseraTheme) =>
  css(iconButton(theme), { '&:focus-visible': { outlineOffset: 0 } });

export const menuButtonStyles = (theme: TesseraTheme) =>
  css({
    [theme.media.atLeast('mobile')]: { display: 'none' },
  });

export const sidePanelStyles = (theme: TesseraTheme) =>
  css({
    position: 'fixed',
    top: theme.sizes.topBar,
    bottom: 0,
    insetInlineStart: 0,
    zIndex: theme.zIndex.sticky,
    display: 'flex',
    flexDirection: 'column',
    width: theme.sizes.sidePanel,
    borderInlineEnd: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    overflowX: 'hidden',
    overflowY: 'auto',
    transition: `width ${widthTransition(theme)}`,
    '&[data-collapsed]': { width: theme.sizes.sidePanelCollapsed, overflowY: 'hidden' },
    '[data-part="collapse"]': {
      alignSelf: 'flex-end',
      margin: `${theme.space[2]}px ${theme.space[2] - 1}px ${theme.space[1]}px`,
    },
    '[data-part="navigation"]': {
      padding: `0 ${theme.space[3]}px ${theme.space[5]}px`,
      minWidth: theme.sizes.sidePanel,
    },
    [theme.media.below('mobile')]: { display: 'none' },
  });

export const mobileMenuStyles = (theme: TesseraTheme) =>
  css({
    position: 'fixed',
    top: theme.sizes.topBar,
    insetInline: 0,
    bottom: 0,
    zIndex: theme.zIndex.overlay,
    overflowY: 'auto',
    background: theme.colors.surface,
    [theme.media.atLeast('mobile')]: { display: 'none' },
  });

export const mainStyles = (theme: TesseraTheme) =>
  css({
    paddingTop: theme.sizes.topBar,
    marginInlineStart: theme.sizes.sidePanel,
    transition: `margin-inline-start ${widthTransition(theme)}`,
    '&[data-collapsed]': { marginInlineStart: theme.sizes.sidePanelCollapsed },
    [theme.media.below('mobile')]: { '&, &[data-collapsed]': { marginInlineStart: 0 } },
  });

export const innerLayoutStyles = (theme: TesseraTheme, hasAside: boolean, stickyTop: number) =>
  css({
    display: 'grid',
    gridTemplateColumns: hasAside ? 'minmax(0, 1fr) 220px' : 'minmax(0, 1fr)',
    gap: theme.space[7],
    maxWidth: theme.sizes.contentMaxWidth,
    margin: '0 auto',
    padding: `${theme.space[6]}px ${theme.space[5]}px`,
    '& > aside': {
      position: 'sticky',
      top: stickyTop,
      alignSelf: 'start',
      maxHeight: `calc(100vh - ${stickyTop + theme.space[5]}px)`,
      overflowY: 'auto',
    },
    [theme.media.below('wide')]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      '& > aside': { display: 'none' },
    },
    [theme.media.below('mobile')]: { padding: `${theme.space[5]}px ${theme.space[4]}px` },
  });

export const basicLayoutStyles = (theme: TesseraTheme) =>
  css({
    display: 'grid',
    gridTemplateColumns: `${theme.sizes.sideColumn}px minmax(0, ${theme.sizes.contentMaxWidth}px)`,
    justifyContent: 'center',
    gap: theme.space[6],
    padding: `${theme.space[6]}px ${theme.space[5]}px`,
    fontFamily: theme.fontFamily.sans,
    '& > [data-part="side"]': { minWidth: 0 },
    [theme.media.below('mobile')]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      padding: `${theme.space[5]}px ${theme.space[4]}px`,
    },
  });
