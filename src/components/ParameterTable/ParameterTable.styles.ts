import { css, keyframes } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { focusOutline, ringShadow } from '../../theme/styles';

const highlight = (theme: TesseraTheme) =>
  keyframes({
    from: {
      background: theme.tones.primary.soft,
      boxShadow: ringShadow(theme.colors.focusRing, 2, false),
    },
    to: { background: 'transparent', boxShadow: ringShadow('transparent', 2, false) },
  });

export const listStyles = (theme: TesseraTheme, depth: number) =>
  css({
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontFamily: theme.fontFamily.sans,
    color: theme.colors.text,
    ...(depth > 0 && {
      marginTop: theme.space[2],
      paddingInlineStart: theme.space[4],
      borderInlineStart: `2px solid ${theme.colors.border}`,
    }),
  });

export const entryStyles = (theme: TesseraTheme) =>
  css({
    padding: `${theme.space[4]}px ${theme.space[3]}px`,
    borderBottom: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.small,
    scrollMarginTop: theme.sizes.scrollOffset,
    '&:last-of-type': { borderBottom: 0 },
    '&[data-highlighted]': {
      animation: `${highlight(theme)} ${theme.durations.highlight}ms ${theme.easing.standard}`,
    },
  });

export const headerStyles = (theme: TesseraTheme) =>
  css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.space[2],
    minHeight: 28,
  });

export const nameStyles = (theme: TesseraTheme) =>
  css({
    margin: 0,
    fontFamily: theme.fontFamily.mono,
    fontSize: 14,
    fontWeight: 700,
  });

export const typeStyles = (theme: TesseraTheme) =>
  css({
    fontFamily: theme.fontFamily.mono,
    fontSize: 13,
    color: theme.colors.accentText,
    overflowWrap: 'anywhere',
  });

export const requiredStyles = (theme: TesseraTheme) =>
  css({
    padding: `1px ${theme.space[2]}px`,
    borderRadius: theme.radii.pill,
    background: theme.tones.danger.soft,
    color: theme.tones.danger.text,
    fontSize: 12,
    fontWeight: 600,
  });

export const defaultStyles = (theme: TesseraTheme) =>
  css({
    fontSize: theme.textStyles.small.fontSize,
    color: theme.colors.textMuted,
    code: { fontFamily: theme.fontFamily.mono, color: theme.colors.text },
  });

export const iconButtonStyles = (theme: TesseraTheme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 28,
    height: 28,
    padding: 0,
    border: 0,
    borderRadius: theme.radii.control,
    background: 'transparent',
    color: theme.colors.textMuted,
    cursor: 'pointer',
    '&:focus-visible': focusOutline(theme, 1),
    '&[aria-expanded="true"]': { color: theme.colors.accentText },
    [theme.media.hover]: {
      '&:hover': { background: theme.colors.surfaceSunken, color: theme.colors.text },
    },
  });

/** The entry's copy-link button: a control that only works on screen. */
export const copyLinkStyles = css({ '@media print': { display: 'none' } });

export const commentStyles = (theme: TesseraTheme) =>
  css({
    margin: `${theme.space[2]}px 0 0`,
    fontSize: theme.textStyles.p.fontSize,
    lineHeight: theme.textStyles.p.lineHeight,
    color: theme.colors.text,
  });

export const exampleStyles = (theme: TesseraTheme) =>
  css({
    margin: `${theme.space[3]}px 0 0`,
    padding: theme.space[3],
    borderRadius: theme.radii.control,
    background: theme.colors.surfaceSunken,
    fontFamily: theme.fontFamily.mono,
    fontSize: 13,
    lineHeight: 1.5,
    overflowX: 'auto',
    '&:focus-visible': focusOutline(theme),
  });

export const previewStyles = (theme: TesseraTheme) =>
  css({
    marginTop: theme.space[3],
    padding: theme.space[4],
    border: `1px dashed ${theme.colors.border}`,
    borderRadius: theme.radii.control,
  });

export const sectionToggleStyles = (theme: TesseraTheme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[1],
    marginTop: theme.space[3],
    padding: `${theme.space[1]}px ${theme.space[2]}px`,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.pill,
    background: 'transparent',
    color: theme.colors.text,
    fontFamily: theme.fontFamily.sans,
    fontSize: theme.textStyles.small.fontSize,
    fontWeight: 600,
    cursor: 'pointer',
    '&:focus-visible': focusOutline(theme),
    svg: { transition: `transform ${theme.durations.base}ms ${theme.easing.standard}` },
    '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
    [theme.media.hover]: { '&:hover': { background: theme.colors.surfaceSunken } },
  });

export const attributesStyles = (theme: TesseraTheme) =>
  css({
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${theme.space[2]}px ${theme.space[4]}px`,
    margin: `${theme.space[2]}px 0 0`,
    padding: theme.space[3],
    borderRadius: theme.radii.control,
    background: theme.colors.surfaceSunken,
    fontSize: theme.textStyles.small.fontSize,
    dt: { fontFamily: theme.fontFamily.mono, fontWeight: 600 },
    dd: { margin: 0, color: theme.colors.text },
  });
