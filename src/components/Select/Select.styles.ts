import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { ringShadow, textStyle } from '../../theme/styles';

/**
 * The input that carries a required value: out of sight along the box's bottom edge, where the
 * browser's "Please select an item" bubble points, and out of the pointer's way.
 */
export const requiredValueStyles = css({
  position: 'absolute',
  insetInlineStart: 0,
  bottom: 0,
  width: '100%',
  height: 1,
  padding: 0,
  margin: 0,
  border: 0,
  opacity: 0,
  pointerEvents: 'none',
});

/** The box and the input that carries its value, which is placed along the box's edge. */
export const boxStyles = css({ position: 'relative', display: 'flex' });

export const rootStyles = (theme: TesseraTheme) =>
  css({
    display: 'inline-flex',
    flexDirection: 'column',
    gap: theme.space[1],
    minWidth: 'min(200px, 100%)',
    // A long chosen option is cut off with an ellipsis inside the box, never widens it past
    // its container.
    maxWidth: '100%',
    fontFamily: theme.fontFamily.sans,
    // A long description wraps at the box's width instead of widening it.
    '& > [aria-live]': { width: 0, minWidth: '100%' },
  });

export const labelStyles = (theme: TesseraTheme) =>
  css([
    textStyle(theme, 'small'),
    {
      fontWeight: 600,
      color: theme.colors.text,
      '[data-part="asterisk"]': { marginInlineStart: 2, color: theme.tones.danger.text },
    },
  ]);

export const triggerStyles = (theme: TesseraTheme) =>
  css([
    textStyle(theme, 'p'),
    {
      display: 'flex',
      alignItems: 'center',
      gap: theme.space[2],
      minHeight: theme.sizes.controlHeight + 4,
      width: '100%',
      boxSizing: 'border-box',
      padding: `${theme.space[1]}px ${theme.space[3]}px`,
      background: theme.colors.surface,
      color: theme.colors.text,
      border: `1px solid ${theme.colors.borderStrong}`,
      borderRadius: theme.radii.control,
      font: 'inherit',
      textAlign: 'start',
      cursor: 'pointer',
      transition: `border-color ${theme.durations.base}ms ${theme.easing.standard}`,
      '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
      [theme.media.hover]: {
        '&:hover:not(:disabled)': { borderColor: theme.colors.text },
      },
      '&[data-state="open"]': { borderColor: theme.colors.focusRing },
      '&[data-invalid]': { borderColor: theme.tones.danger.text },
      '&:disabled': {
        cursor: 'not-allowed',
        background: theme.colors.surfaceSunken,
        color: theme.colors.textMuted,
        borderColor: theme.colors.border,
      },
      '[data-part="value"]': {
        flex: 1,
        minWidth: 0,
        display: 'flex',
        alignItems: 'center',
        gap: theme.space[2],
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        '[data-part="label"]': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
      },
      '&[data-placeholder] [data-part="value"]': { color: theme.colors.textMuted },
      '[data-part="chevron"]': {
        flexShrink: 0,
        transition: `transform ${theme.durations.dropdown}ms ${theme.easing.standard}`,
      },
      '&[data-state="open"] [data-part="chevron"]': { transform: 'rotate(180deg)' },
      'img[data-image-icon]': { width: 24, height: 24, borderRadius: theme.radii.small },
    },
  ]);

/**
 * The option the keyboard is on (the combobox's active descendant): focus stays on the box, so
 * the list draws the focus ring itself, inside the option, over a quiet fill.
 */
export const activeOptionStyles = (theme: TesseraTheme) =>
  css({
    '&[data-active]': {
      background: theme.colors.surfaceSunken,
      boxShadow: ringShadow(theme.colors.focusRing, 2),
    },
    // Forced colours drop the tint and the ring: an outline in the highlight colour instead.
    [theme.media.forcedColors]: {
      '&[data-active]': { outline: '2px solid Highlight', outlineOffset: -2 },
      '&[data-disabled]': { color: 'GrayText' },
    },
  });
