import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { textStyleObject } from '../../theme/styles';

export type ToggleKind = 'checkbox' | 'switch';

const CHECKBOX_SIZE = 18;
const SWITCH_WIDTH = 36;
const SWITCH_HEIGHT = 20;
const THUMB_INSET = 2;
/** How far the invisible input reaches past the drawn control, to make a 24 px target. */
const TARGET_OUTSET = 3;

export const toggleFieldStyles = (theme: TesseraTheme) =>
  css({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space[1],
    fontFamily: theme.fontFamily.sans,
    color: theme.colors.text,
  });

export const toggleLabelStyles = (theme: TesseraTheme) =>
  css({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap: theme.space[2] + 2,
    width: 'fit-content',
    cursor: 'pointer',
    ...textStyleObject(theme, 'p'),
    lineHeight: `${SWITCH_HEIGHT + 2}px`,
    '[data-disabled] > &': { cursor: 'not-allowed', color: theme.colors.textMuted },
    [theme.media.forcedColors]: { '[data-disabled] > &': { color: 'GrayText' } },
    '[data-part="asterisk"]': { marginInlineStart: 2, color: theme.tones.danger.text },
    '[data-part="control"]': {
      position: 'relative',
      display: 'inline-flex',
      flexShrink: 0,
      height: SWITCH_HEIGHT + 2,
      alignItems: 'center',
    },
    // The native input stays in place (keyboard, forms, screen readers) but invisible over the
    // drawn control, so a click on the drawing is a click on the input. It reaches 3 px past the
    // drawing on every side: a target of at least 24 × 24 px (WCAG 2.5.8) around an 18 px box.
    input: {
      position: 'absolute',
      inset: -TARGET_OUTSET,
      width: 'auto',
      height: 'auto',
      margin: 0,
      opacity: 0,
      cursor: 'inherit',
    },
  });

const boxBase = (theme: TesseraTheme) => ({
  flexShrink: 0,
  // The drawing lets the pointer through to the input under it: a click, a tap or a test's
  // pointer lands on the input itself.
  pointerEvents: 'none' as const,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1.5px solid ${theme.colors.borderStrong}`,
  background: theme.colors.surface,
  color: theme.tones.primary.onSolid,
  transition: `background-color ${theme.durations.base}ms ${theme.easing.standard}, border-color ${theme.durations.base}ms ${theme.easing.standard}`,
  'input:focus-visible + &': {
    outline: `2px solid ${theme.colors.focusRing}`,
    outlineOffset: 2,
  },
  'input:checked + &, input:indeterminate + &': {
    background: theme.tones.primary.solid,
    borderColor: theme.tones.primary.solid,
  },
  '[data-invalid] input:not(:checked, :indeterminate) + &': {
    borderColor: theme.tones.danger.text,
  },
  'input:disabled + &': {
    background: theme.colors.surfaceSunken,
    borderColor: theme.colors.border,
    color: theme.colors.textMuted,
  },
});

export const checkboxBoxStyles = (theme: TesseraTheme) =>
  css({
    ...boxBase(theme),
    // Forced colours: a disabled box in grey (its fill and muted border are dropped).
    [theme.media.forcedColors]: { 'input:disabled + &': { borderColor: 'GrayText' } },
    width: CHECKBOX_SIZE,
    height: CHECKBOX_SIZE,
    borderRadius: theme.radii.small,
    svg: {
      opacity: 0,
      transform: 'scale(0.6)',
      transition: `all ${theme.durations.base}ms ${theme.easing.standard}`,
    },
    'input:checked + & svg, input:indeterminate + & svg': { opacity: 1, transform: 'none' },
  });

export const switchTrackStyles = (theme: TesseraTheme) =>
  css({
    ...boxBase(theme),
    position: 'relative',
    width: SWITCH_WIDTH,
    height: SWITCH_HEIGHT,
    borderRadius: theme.radii.pill,
    background: theme.colors.borderStrong,
    borderColor: theme.colors.borderStrong,
    '&::after': {
      content: '""',
      position: 'absolute',
      top: THUMB_INSET - 1.5,
      insetInlineStart: THUMB_INSET - 1.5,
      width: SWITCH_HEIGHT - THUMB_INSET * 2,
      height: SWITCH_HEIGHT - THUMB_INSET * 2,
      borderRadius: '50%',
      background: theme.colors.white,
      boxShadow: theme.shadows.knob,
      // A logical inset, not a transform: the thumb slides towards the end of the line in
      // either direction, in every browser that lays the track out right to left.
      transition: `inset-inline-start ${theme.durations.base}ms ${theme.easing.emphasized}`,
    },
    'input:checked + &::after': {
      insetInlineStart: THUMB_INSET - 1.5 + SWITCH_WIDTH - SWITCH_HEIGHT,
    },
    'input:disabled + &::after': { background: theme.colors.borderStrong, boxShadow: 'none' },
    'input:disabled:checked + &::after': { background: theme.colors.surface },
    'input:disabled:checked + &': {
      background: theme.colors.textMuted,
      borderColor: theme.colors.textMuted,
    },
    // Forced colours drop fills: the track keeps its edge, the thumb is drawn in system colours
    // (on: the highlight colour, filled), disabled in grey.
    [theme.media.forcedColors]: {
      forcedColorAdjust: 'none',
      background: 'Canvas',
      borderColor: 'CanvasText',
      '&::after': { background: 'CanvasText', boxShadow: 'none' },
      'input:checked + &': { background: 'Highlight', borderColor: 'Highlight' },
      'input:checked + &::after': { background: 'HighlightText' },
      'input:disabled + &, input:disabled:checked + &': {
        background: 'Canvas',
        borderColor: 'GrayText',
      },
      'input:disabled + &::after': { background: 'GrayText' },
    },
  });

/** Lines the description or error up with the label text. */
export const toggleMessageIndent = (theme: TesseraTheme, kind: ToggleKind) =>
  css({
    paddingInlineStart: (kind === 'switch' ? SWITCH_WIDTH : CHECKBOX_SIZE) + theme.space[2] + 2,
  });
