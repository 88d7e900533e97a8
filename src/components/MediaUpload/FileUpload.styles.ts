import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { focusOutline, ringShadow, spin, textStyle } from '../../theme/styles';

export type UploadAppearance = 'list' | 'grid';

export const rootStyles = (theme: TesseraTheme) =>
  css({
    display: 'grid',
    gap: theme.space[3],
    fontFamily: theme.fontFamily.sans,
    color: theme.colors.text,
    minWidth: 0,
  });

export const dropZoneStyles = (theme: TesseraTheme) =>
  css(textStyle(theme, 'p'), {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space[2],
    minHeight: 88,
    padding: `${theme.space[5]}px ${theme.space[4]}px`,
    border: `1px dashed ${theme.colors.borderStrong}`,
    borderRadius: theme.radii.card,
    background: theme.colors.surfaceSunken,
    color: theme.colors.textMuted,
    textAlign: 'center',
    cursor: 'pointer',
    transition: `border-color ${theme.durations.base}ms ${theme.easing.standard}, background-color ${theme.durations.base}ms ${theme.easing.standard}`,
    '& [data-part="browse"]': {
      color: theme.colors.accentText,
      fontWeight: 600,
      textDecoration: 'underline',
      textUnderlineOffset: 3,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${theme.colors.focusRing}`,
      outlineOffset: 2,
    },
    [theme.media.hover]: {
      '&:hover:not([data-disabled])': { borderColor: theme.tones.primary.text },
    },
    '&[data-drag-over]': {
      borderStyle: 'solid',
      borderColor: theme.tones.primary.text,
      background: theme.tones.primary.soft,
      color: theme.colors.text,
    },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      borderStyle: 'solid',
      borderColor: theme.colors.border,
      '& [data-part="browse"]': { color: 'inherit', textDecoration: 'none', fontWeight: 400 },
    },
    '[data-narrow] &': { minHeight: 64, padding: theme.space[3] },
  });

export const warningStyles = (theme: TesseraTheme) =>
  css(textStyle(theme, 'small'), {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space[2],
    margin: 0,
    color: theme.tones.danger.text,
    fontWeight: 600,
    svg: { flexShrink: 0 },
  });

export const listStyles = (theme: TesseraTheme, appearance: UploadAppearance) =>
  css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.space[2],
    ...(appearance === 'grid' && {
      gridTemplateColumns: 'repeat(auto-fill, minmax(148px, 1fr))',
      gap: theme.space[3],
    }),
    '&:empty': { display: 'none' },
  });

const statusTone = (theme: TesseraTheme) => ({
  '&[data-tone="danger"]': {
    borderColor: theme.tones.danger.text,
    background: theme.tones.danger.soft,
    '[data-part="main"]': { color: theme.tones.danger.text },
  },
  '&[data-tone="success"]': {
    borderColor: theme.tones.success.text,
    '[data-part="main"]': { color: theme.tones.success.text },
  },
});

export const itemStyles = (theme: TesseraTheme, appearance: UploadAppearance) =>
  css({
    position: 'relative',
    display: 'grid',
    alignItems: 'center',
    gap: theme.space[3],
    minWidth: 0,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.control + 2,
    background: theme.colors.surfaceRaised,
    overflow: 'hidden',
    touchAction: 'none',
    ...(appearance === 'list'
      ? {
          // Handle, preview, name and status, move buttons, actions.
          gridTemplateColumns: 'auto auto minmax(0, 1fr) auto auto',
          padding: `6px ${theme.space[3]}px`,
          '&:not([data-reorderable])': { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
        }
      : {
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 0,
          alignItems: 'start',
          alignContent: 'start',
        }),
    ...statusTone(theme),
    '&[data-dragging]': {
      zIndex: 1,
      boxShadow: theme.shadows.dragged,
      borderColor: theme.tones.primary.text,
      cursor: 'grabbing',
    },
  });

export const previewStyles = (theme: TesseraTheme, appearance: UploadAppearance) =>
  css({
    display: 'grid',
    placeItems: 'center',
    overflow: 'hidden',
    background: theme.colors.surfaceSunken,
    color: theme.colors.textMuted,
    img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
    ...(appearance === 'list'
      ? { width: 36, height: 36, borderRadius: theme.radii.small }
      : { width: '100%', aspectRatio: '4 / 3', gridArea: '1 / 1' }),
  });

export const infoStyles = (theme: TesseraTheme, appearance: UploadAppearance) =>
  css({
    display: 'grid',
    gap: 2,
    minWidth: 0,
    ...(appearance === 'grid' && {
      padding: `${theme.space[2]}px ${theme.space[3]}px ${theme.space[3]}px`,
    }),
    '[data-part="name"]': {
      fontSize: theme.textStyles.small.fontSize,
      lineHeight: theme.textStyles.small.lineHeight,
      fontWeight: 600,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '[data-part="status"]': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: theme.space[2],
      fontSize: theme.textStyles.small.fontSize,
      lineHeight: theme.textStyles.small.lineHeight,
      color: theme.colors.textMuted,
    },
    '[data-part="main"]': { color: theme.colors.text },
  });

export const actionsStyles = (theme: TesseraTheme, appearance: UploadAppearance) =>
  css({
    display: 'flex',
    gap: theme.space[1],
    ...(appearance === 'grid' && {
      position: 'absolute',
      top: theme.space[2],
      insetInlineEnd: theme.space[2],
      padding: 2,
      borderRadius: theme.radii.control + 2,
      background: theme.colors.surfaceRaised,
    }),
  });

/** The "move earlier" and "move later" buttons of a reorderable item. */
export const moveStyles = (theme: TesseraTheme, appearance: UploadAppearance) =>
  css({
    display: 'flex',
    gap: 2,
    // In a tile the buttons float on the preview's lower corner, sharing its grid cell.
    ...(appearance === 'grid' && {
      gridArea: '1 / 1',
      alignSelf: 'end',
      justifySelf: 'end',
      margin: theme.space[2],
      padding: 2,
      borderRadius: theme.radii.control + 2,
      background: theme.colors.surfaceRaised,
    }),
  });

export const handleStyles = (theme: TesseraTheme, appearance: UploadAppearance) =>
  css({
    cursor: 'grab',
    ...(appearance === 'grid' && {
      position: 'absolute',
      top: theme.space[2],
      insetInlineStart: theme.space[2],
      background: theme.colors.surfaceRaised,
    }),
  });

export const iconButtonStyles = (theme: TesseraTheme) =>
  css({
    display: 'inline-grid',
    placeItems: 'center',
    width: 28,
    height: 28,
    padding: 0,
    border: 0,
    borderRadius: theme.radii.control,
    background: 'transparent',
    color: theme.colors.text,
    cursor: 'pointer',
    svg: { width: 16, height: 16 },
    // The ring sits between two bands of the surface colour, so it keeps its contrast over
    // any photo the button floats on (the handle and actions of a grid tile).
    '&:focus-visible': {
      ...focusOutline(theme, 1),
      boxShadow: ringShadow(theme.colors.surfaceRaised, 5, false),
    },
    [theme.media.hover]: {
      '&:hover:not(:disabled, [aria-disabled="true"])': { background: theme.colors.surfaceSunken },
    },
    '&[data-tone="danger"]': { color: theme.tones.danger.text },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', color: theme.colors.textMuted },
  });

export const progressStyles = (theme: TesseraTheme) =>
  css({
    position: 'absolute',
    insetInline: 0,
    bottom: 0,
    height: 3,
    background: theme.colors.surfaceSunken,
    '& > span': {
      display: 'block',
      height: '100%',
      background: theme.tones.primary.solid,
      // The bar fills from the start of the line.
      transformOrigin: 'left',
      '&:dir(rtl)': { transformOrigin: 'right' },
      transition: `transform ${theme.durations.base}ms linear`,
    },
    [theme.media.reducedMotion]: { '& > span': { transition: 'none' } },
    // Forced colours drop both fills: the track gets an edge, the bar the highlight colour.
    [theme.media.forcedColors]: {
      forcedColorAdjust: 'none',
      background: 'Canvas',
      borderTop: '1px solid CanvasText',
      '& > span': { background: 'Highlight' },
    },
  });

export const spinnerStyles = (theme: TesseraTheme) =>
  css({
    display: 'inline-block',
    width: 12,
    height: 12,
    borderRadius: '50%',
    border: `2px solid ${theme.colors.textMuted}`,
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    verticalAlign: 'middle',
    [theme.media.reducedMotion]: { animationDuration: '2.4s' },
  });
