import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { focusOutline, textStyle } from '../../theme/styles';

export const cardStyles = (theme: TesseraTheme) =>
  css({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space[2],
    padding: theme.space[5],
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.card,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    transition: `border-color ${theme.durations.base}ms ${theme.easing.standard}, box-shadow ${theme.durations.base}ms ${theme.easing.standard}`,
    '&[data-interactive]': {
      [theme.media.hover]: {
        '&:hover': {
          borderColor: theme.colors.borderStrong,
          boxShadow: theme.shadows.lifted,
        },
      },
    },
    '&:has([data-part="action"]:focus-visible)': focusOutline(theme),
    '&[data-disabled]': { background: theme.colors.surfaceSunken },
    '&[data-disabled] [data-part="icon"], &[data-disabled] [data-part="content"]': {
      color: theme.colors.textMuted,
    },
  });

export const iconStyles = (theme: TesseraTheme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    marginBottom: theme.space[1],
    borderRadius: theme.radii.control + 4,
    background: theme.tones.primary.soft,
    color: theme.tones.primary.text,
  });

export const titleStyles = (theme: TesseraTheme) =>
  css([
    textStyle(theme, 'h5'),
    {
      display: 'flex',
      alignItems: 'center',
      gap: theme.space[2],
      margin: 0,
      '[data-part="action"]': {
        color: 'inherit',
        textDecoration: 'none',
        font: 'inherit',
        textAlign: 'start',
        padding: 0,
        border: 0,
        background: 'none',
        cursor: 'pointer',
        outline: 'none',
        // Stretches the link or button over the whole card, so the card is one target.
        '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
      },
      '[data-part="action"][aria-disabled="true"]': { cursor: 'not-allowed' },
    },
  ]);

export const contentStyles = (theme: TesseraTheme) =>
  css([textStyle(theme, 'p'), { margin: 0, color: theme.colors.textMuted }]);

export const badgeStyles = (theme: TesseraTheme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    height: 20,
    padding: `0 ${theme.space[2]}px`,
    borderRadius: theme.radii.pill,
    background: theme.tones.secondary.soft,
    color: theme.tones.secondary.text,
    fontSize: 12,
    fontWeight: 600,
    letterSpacing: 0,
    whiteSpace: 'nowrap',
  });
