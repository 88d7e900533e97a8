import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { textStyleObject } from '../../theme/styles';

/** Textarea height limits (SPEC §9): it grows with its content between these. */
const TEXTAREA_MIN_HEIGHT = '6rem';
const TEXTAREA_MAX_HEIGHT = '30rem';

/**
 * The starting height of a textarea with room for `rows` lines (`lh` is one line of its own
 * text), kept between the 6rem minimum and the 30rem maximum.
 */
export const textareaMinHeight = (rows: number, theme: TesseraTheme) =>
  `min(${TEXTAREA_MAX_HEIGHT}, max(${TEXTAREA_MIN_HEIGHT}, calc(${rows}lh + ${2 * theme.space[2]}px)))`;

export const fieldStyles = (theme: TesseraTheme) =>
  css({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space[1] + 2,
    minWidth: 0,
    fontFamily: theme.fontFamily.sans,
    color: theme.colors.text,
  });

export const labelStyles = (theme: TesseraTheme) =>
  css({
    ...textStyleObject(theme, 'small'),
    fontWeight: 600,
    color: theme.colors.text,
    '[data-disabled] > &': { color: theme.colors.textMuted },
    '[data-part="asterisk"]': { marginInlineStart: 2, color: theme.tones.danger.text },
  });

export const controlFrameStyles = (theme: TesseraTheme) =>
  css({
    position: 'relative',
    display: 'flex',
    alignItems: 'stretch',
    minHeight: theme.sizes.controlHeight + theme.space[2],
    borderRadius: theme.radii.control,
    border: `1px solid ${theme.colors.borderStrong}`,
    background: theme.colors.surface,
    transition: `border-color ${theme.durations.base}ms ${theme.easing.standard}`,
    [theme.media.hover]: {
      '&:hover:not([data-disabled])': { borderColor: theme.colors.text },
    },
    '&:focus-within': { borderColor: theme.colors.focusRing },
    '&:has(input:focus-visible, textarea:focus-visible)': {
      outline: `2px solid ${theme.colors.focusRing}`,
      outlineOffset: 1,
    },
    '&[data-invalid]': { borderColor: theme.tones.danger.text },
    '&[data-disabled]': {
      background: theme.colors.surfaceSunken,
      borderColor: theme.colors.border,
    },
    'input, textarea': {
      flex: 1,
      minWidth: 0,
      margin: 0,
      border: 0,
      borderRadius: 'inherit',
      padding: `0 ${theme.space[3]}px`,
      background: 'transparent',
      color: theme.colors.text,
      fontFamily: theme.fontFamily.sans,
      ...textStyleObject(theme, 'p'),
      // The frame draws the focus ring around the whole control, prefix included.
      outline: 'none',
      '&::placeholder': { color: theme.colors.textMuted, opacity: 1 },
      '&:disabled': { color: theme.colors.textMuted, cursor: 'not-allowed' },
    },
    textarea: {
      padding: `${theme.space[2]}px ${theme.space[3]}px`,
      minHeight: TEXTAREA_MIN_HEIGHT,
      maxHeight: TEXTAREA_MAX_HEIGHT,
      resize: 'vertical',
      fieldSizing: 'content',
      overflowY: 'auto',
    },
  });

export const messageStyles = (theme: TesseraTheme) =>
  css({
    ...textStyleObject(theme, 'small'),
    '&:empty': { display: 'none' },
    p: { margin: 0 },
    '[data-part="description"]': { color: theme.colors.textMuted },
    '[data-part="error"]': {
      display: 'flex',
      alignItems: 'flex-start',
      gap: theme.space[1],
      color: theme.tones.danger.text,
      fontWeight: 500,
      svg: { flexShrink: 0, marginTop: 2 },
    },
  });
