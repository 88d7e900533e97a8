import { css, type Theme } from '@emotion/react';
import type { Tone } from '../../theme';
import { focusOutline } from '../../theme/styles';

/** The pill shared by Tag and StatusTag. */
export const tagStyles = (theme: Theme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[1],
    height: 24,
    padding: `0 ${theme.space[2] + 2}px`,
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceSunken,
    color: theme.colors.text,
    fontFamily: theme.fontFamily.sans,
    fontSize: 12.5,
    fontWeight: 500,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    '&[data-removable]': { paddingRight: 2 },
  });

export const toneTagStyles = (theme: Theme, tone: Tone) =>
  css({
    borderColor: 'transparent',
    background: theme.tones[tone].soft,
    color: theme.tones[tone].text,
    fontWeight: 600,
    '[data-part="dot"]': {
      width: 6,
      height: 6,
      borderRadius: '50%',
      background: 'currentColor',
    },
  });

export const removeButtonStyles = (theme: Theme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 20,
    height: 20,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    '&:focus-visible': focusOutline(theme, 1),
    [theme.media.hover]: {
      '&:hover': { background: `color-mix(in srgb, currentColor 12%, transparent)` },
    },
  });
