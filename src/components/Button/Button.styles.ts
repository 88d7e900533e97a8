import { css, keyframes, type CSSObject } from '@emotion/react';
import { focusOutline, ringShadow, spin } from '../../theme/styles';
import type { TesseraTheme, ToneColors } from '../../theme';

import type { ButtonVariant } from './Button';

const darken = (color: string, percent: number) =>
  `color-mix(in srgb, ${color} ${100 - percent}%, black)`;

interface VariantStyle {
  rest: CSSObject;
  hover: CSSObject;
  pressed: CSSObject;
}

const variantStyles: Record<ButtonVariant, (tone: ToneColors) => VariantStyle> = {
  primary: (tone) => ({
    rest: { background: tone.solid, color: tone.onSolid },
    hover: { background: darken(tone.solid, 10) },
    pressed: { background: darken(tone.solid, 18) },
  }),
  secondary: (tone) => ({
    rest: { background: tone.soft, color: tone.text },
    hover: { background: `color-mix(in srgb, ${tone.soft}, ${tone.text} 10%)` },
    pressed: { background: `color-mix(in srgb, ${tone.soft}, ${tone.text} 18%)` },
  }),
  tertiary: (tone) => ({
    rest: { background: 'transparent', color: tone.text },
    hover: { background: tone.soft },
    pressed: { background: `color-mix(in srgb, ${tone.soft}, ${tone.text} 10%)` },
  }),
};

export const buttonStyles = (theme: TesseraTheme, variant: ButtonVariant, tone: ToneColors) => {
  const { rest, hover, pressed } = variantStyles[variant](tone);
  const busy = '&[data-status="waiting"], &[data-status="success"]';
  return css({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space[2],
    // Never wider than its container: a longer label ends in an ellipsis (`OneLineLabel`).
    maxWidth: '100%',
    height: theme.sizes.controlHeight,
    padding: `0 ${theme.space[4] - 2}px`,
    border: 0,
    borderRadius: theme.radii.control,
    fontFamily: theme.fontFamily.sans,
    fontSize: 14,
    fontWeight: 600,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${theme.durations.base}ms ${theme.easing.standard}, transform ${theme.durations.base}ms ${theme.easing.standard}`,
    ...rest,
    '&:focus-visible': focusOutline(theme),
    '&[data-active]': pressed,
    [theme.media.hover]: {
      '&:hover:not([data-status="waiting"], [data-status="success"], [data-disabled])': hover,
      '&:hover [data-arrow="forward"]': { transform: 'translateX(2px)' },
      '&:hover [data-arrow="back"]': { transform: 'translateX(-2px)' },
    },
    // Touch-sized layouts get no sticky hover: feedback comes from the press itself.
    [theme.media.below('mobile')]: {
      '&:active:not([data-status="waiting"], [data-status="success"], [data-disabled])': {
        ...pressed,
        transform: 'scale(0.98)',
      },
    },
    [busy]: { cursor: 'default' },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: variant === 'tertiary' ? 'transparent' : theme.colors.surfaceSunken,
      color: theme.colors.textMuted,
      boxShadow: ringShadow(theme.colors.border),
    },
    // Forced colours drop the fill that makes the button's shape and its pressed look: an edge
    // in the button text colour, pressed in the highlight colours, disabled in grey.
    [theme.media.forcedColors]: {
      border: '1px solid ButtonText',
      '&[data-active]': {
        forcedColorAdjust: 'none',
        background: 'Highlight',
        borderColor: 'Highlight',
        color: 'HighlightText',
      },
      '&[data-disabled]': { color: 'GrayText', borderColor: 'GrayText' },
    },
  });
};

export const labelStyles = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'inherit',
  minWidth: 0,
  // Only the words give way to a narrow container; the arrows keep their size.
  '& > :not([data-part="label"])': { flexShrink: 0 },
  // Hidden by opacity, not visibility, so the label stays the button's accessible name.
  '[data-status="waiting"] > &, [data-status="success"] > &': { opacity: 0 },
  '[data-arrow]': { transition: 'transform 0.2s ease' },
});

export const indicatorStyles = css({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

// The reduced-motion indicator: a full ring whose opacity breathes slowly; nothing moves.
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.35 } });

export const spinnerStyles = (theme: TesseraTheme) =>
  css({
    width: 14,
    height: 14,
    borderRadius: '50%',
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.7s linear infinite`,
    // Instead of spinning, a still ring that pulses once every 2 s. The `!important`s outlast the
    // global reduced-motion reset, which would otherwise stop the pulse after one frame and
    // leave no sign that the button is busy.
    [theme.media.reducedMotion]: {
      borderRightColor: 'currentColor',
      animationName: `${pulse} !important`,
      animationDuration: '2s !important',
      animationTimingFunction: 'ease-in-out !important',
      animationIterationCount: 'infinite !important',
    },
  });
