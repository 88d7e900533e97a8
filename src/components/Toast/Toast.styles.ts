import { css, keyframes } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import type { StatusTone } from '../../theme/theme';
import { ringShadow } from '../../theme/styles';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const toastStyles = (theme: TesseraTheme, tone: StatusTone) =>
  css({
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: theme.space[3],
    width: theme.sizes.toastWidth,
    maxWidth: `calc(100vw - ${theme.space[5] * 2}px)`,
    paddingBlock: theme.space[3],
    paddingInline: `${theme.space[4]}px ${theme.space[3]}px`,
    borderRadius: theme.radii.card,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    boxShadow: `${ringShadow(theme.colors.border, 1, false)}, ${theme.shadows.floating}`,
    // Forced colours drop the shadow that draws the edge: a border instead.
    [theme.media.forcedColors]: { border: '1px solid CanvasText' },
    fontFamily: theme.fontFamily.sans,
    animation: `${enter} ${theme.durations.base}ms ${theme.easing.emphasized}`,
    // The close button is quieter than the message until hovered.
    '[data-part="close"]': {
      color: theme.colors.textMuted,
      borderRadius: theme.radii.small,
      [theme.media.hover]: {
        '&:hover': { background: theme.colors.surfaceSunken, color: theme.colors.text },
      },
    },
    '[data-part="icon"]': {
      display: 'flex',
      marginTop: 2,
      color: theme.tones[tone].text,
    },
  });

export const titleStyles = (theme: TesseraTheme) =>
  css({
    margin: 0,
    fontSize: theme.textStyles.p.fontSize,
    lineHeight: 1.4,
    fontWeight: 600,
  });

export const messageStyles = (theme: TesseraTheme) =>
  css({
    margin: `${theme.space[1] / 2}px 0 0`,
    fontSize: theme.textStyles.small.fontSize,
    lineHeight: theme.textStyles.small.lineHeight,
    color: theme.colors.textMuted,
    overflowWrap: 'anywhere',
  });

export const viewportStyles = (theme: TesseraTheme) =>
  css({
    position: 'fixed',
    insetInlineEnd: theme.space[5],
    bottom: theme.space[5],
    zIndex: theme.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space[2],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    // An empty viewport must not catch clicks meant for the page below.
    pointerEvents: 'none',
    '& > *': { pointerEvents: 'auto' },
    [theme.media.below('mobile')]: {
      insetInline: theme.space[3],
      bottom: theme.space[3],
      alignItems: 'center',
    },
  });
