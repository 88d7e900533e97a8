import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { focusOutlineOverMedia, shimmerSurface, textStyle } from '../../theme/styles';

export const figureStyles = (theme: TesseraTheme) =>
  css({
    margin: 0,
    maxWidth: '100%',
    figcaption: [
      textStyle(theme, 'small'),
      { marginTop: theme.space[2], color: theme.colors.textMuted },
    ],
  });

export const frameStyles = (theme: TesseraTheme) =>
  css({
    position: 'relative',
    maxWidth: '100%',
    overflow: 'hidden',
    background: theme.colors.surfaceSunken,
    img: {
      display: 'block',
      width: '100%',
      height: '100%',
      objectFit: 'cover',
      opacity: 0,
      transition: `opacity ${theme.durations.base}ms ${theme.easing.standard}`,
    },
    '&[data-status="loaded"] img': { opacity: 1 },
    '&[data-zoomed] img': { visibility: 'hidden' },
  });

export const placeholderStyles = (theme: TesseraTheme) =>
  css([shimmerSurface(theme), { position: 'absolute', inset: 0 }]);

export const fallbackStyles = (theme: TesseraTheme) =>
  css({
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: theme.colors.textMuted,
    background: theme.colors.surfaceSunken,
    border: `1px dashed ${theme.colors.borderStrong}`,
    borderRadius: 'inherit',
  });

export const zoomTriggerStyles = (theme: TesseraTheme) =>
  css({
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'flex-end',
    justifyContent: 'flex-end',
    padding: theme.space[2],
    border: 0,
    borderRadius: 'inherit',
    background: 'transparent',
    color: theme.colors.text,
    cursor: 'zoom-in',
    // Drawn over the photo: the ring sits inside a band of the surface colour.
    '&:focus-visible': focusOutlineOverMedia(theme, 'inside'),
    '& > span': {
      display: 'inline-flex',
      padding: 6,
      borderRadius: theme.radii.control,
      background: theme.colors.surfaceRaised,
      boxShadow: theme.shadows.overMedia,
      opacity: 0,
      transition: `opacity ${theme.durations.base}ms ${theme.easing.standard}`,
    },
    '&:focus-visible > span': { opacity: 1 },
    [theme.media.hover]: { '&:hover > span': { opacity: 1 } },
  });

export const overlayStyles = (theme: TesseraTheme) =>
  css({
    position: 'fixed',
    inset: 0,
    zIndex: theme.zIndex.modal,
    cursor: 'zoom-out',
    '[data-part="backdrop"]': {
      position: 'absolute',
      inset: 0,
      background: theme.colors.surface,
      opacity: 0,
      transition: `opacity ${theme.durations.zoom}ms ${theme.easing.emphasized}`,
    },
    '&[data-state="open"] [data-part="backdrop"]': { opacity: 0.94 },
    '[data-part="zoomed-image"]': {
      position: 'fixed',
      transformOrigin: 'top left',
      transition: `transform ${theme.durations.zoom}ms ${theme.easing.emphasized}`,
      objectFit: 'cover',
    },
    [theme.media.reducedMotion]: {
      '[data-part="backdrop"], [data-part="zoomed-image"]': { transition: 'none' },
    },
  });

export const closeButtonStyles = (theme: TesseraTheme) =>
  css({
    position: 'fixed',
    top: theme.space[3],
    insetInlineEnd: theme.space[3],
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: theme.sizes.controlHeight,
    height: theme.sizes.controlHeight,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.control,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    cursor: 'pointer',
    // It may sit over the zoomed photo: the ring is framed by the surface colour on both sides.
    '&:focus-visible': focusOutlineOverMedia(theme),
    [theme.media.hover]: { '&:hover': { borderColor: theme.colors.borderStrong } },
  });
