import { css, keyframes } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { textStyle } from '../../theme/styles';

const bounceFrames = {
  '0%, 100%': { transform: 'scale(1)' },
  '50%': { transform: 'scale(0.98)' },
};
// Two identical animations: switching between them restarts the bounce.
const bounceEven = keyframes(bounceFrames);
const bounceOdd = keyframes(bounceFrames);

export const backdropStyles = (theme: TesseraTheme) =>
  css({
    display: 'grid',
    placeItems: 'center',
    padding: theme.space[5],
    background: theme.colors.overlay,
    zIndex: theme.zIndex.modal,
    [theme.media.below('mobile')]: { padding: theme.space[3] },
  });

export const dialogStyles = (theme: TesseraTheme) =>
  css({
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    width: '100%',
    maxHeight: `calc(100vh - ${theme.space[5] * 2}px)`,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.card,
    boxShadow: theme.shadows.modal,
    fontFamily: theme.fontFamily.sans,
    outline: 'none',
    '&[data-bounce="even"]': {
      animation: `${bounceEven} ${theme.durations.modalBounce}ms ${theme.easing.standard}`,
    },
    '&[data-bounce="odd"]': {
      animation: `${bounceOdd} ${theme.durations.modalBounce}ms ${theme.easing.standard}`,
    },
    [theme.media.reducedMotion]: { '&[data-bounce]': { animation: 'none' } },
  });

export const headerStyles = (theme: TesseraTheme) =>
  css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.space[3],
    padding: `${theme.space[4]}px 0 0`,
    paddingInline: `${theme.space[5]}px ${theme.space[4]}px`,
    '[data-part="title"]': [
      textStyle(theme, 'h5'),
      { flex: 1, margin: 0, paddingTop: theme.space[1], color: theme.colors.text },
    ],
  });

export const closeButtonStyles = (theme: TesseraTheme) =>
  css({
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: theme.sizes.controlHeight,
    height: theme.sizes.controlHeight,
    marginInlineStart: 'auto',
    padding: 0,
    border: 0,
    borderRadius: theme.radii.control,
    background: 'transparent',
    color: theme.colors.textMuted,
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
    [theme.media.hover]: {
      '&:hover': { background: theme.colors.surfaceSunken, color: theme.colors.text },
    },
  });

export const bodyStyles = (theme: TesseraTheme) =>
  css([
    textStyle(theme, 'p'),
    {
      padding: `${theme.space[3]}px ${theme.space[5]}px ${theme.space[5]}px`,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      '&[data-first]': { paddingTop: theme.space[5] },
      '& > :first-of-type': { marginTop: 0 },
      '& > :last-of-type': { marginBottom: 0 },
      '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: -2 },
    },
  ]);

export const footerStyles = (theme: TesseraTheme) =>
  css({
    display: 'flex',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: theme.space[2],
    padding: `${theme.space[3]}px ${theme.space[5]}px`,
    borderTop: `1px solid ${theme.colors.border}`,
  });
