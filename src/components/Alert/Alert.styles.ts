import { css, type Theme } from '@emotion/react';
import { focusOutline, textStyle } from '../../theme/styles';
import type { Tone } from '../../theme';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

/** Which theme tone colours each alert tone. */
export const alertToneColors: Record<AlertTone, Tone> = {
  info: 'primary',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
};

export const alertStyles = (theme: Theme, tone: AlertTone) => {
  const colors = theme.tones[alertToneColors[tone]];
  return css([
    textStyle(theme, 'p'),
    {
      display: 'flex',
      alignItems: 'flex-start',
      gap: theme.space[3],
      padding: `${theme.space[3]}px ${theme.space[4]}px`,
      border: `1px solid color-mix(in srgb, ${colors.text} 30%, transparent)`,
      borderRadius: theme.radii.card,
      background: colors.soft,
      color: theme.colors.text,
    },
  ]);
};

export const iconStyles = (theme: Theme, tone: AlertTone) =>
  css({
    display: 'flex',
    flexShrink: 0,
    paddingTop: 3,
    color: theme.tones[alertToneColors[tone]].text,
  });

export const bodyStyles = (theme: Theme) =>
  css({
    flex: 1,
    minWidth: 0,
    display: 'grid',
    gap: theme.space[1],
    '& > p': { margin: 0 },
  });

export const titleStyles = (theme: Theme) =>
  css([textStyle(theme, 'h6'), { margin: 0, color: theme.colors.text }]);

export const actionStyles = (theme: Theme) =>
  css({ display: 'flex', alignItems: 'center', gap: theme.space[2], flexShrink: 0 });

export const dismissStyles = (theme: Theme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 28,
    height: 28,
    border: 0,
    borderRadius: theme.radii.control,
    background: 'transparent',
    color: theme.colors.text,
    cursor: 'pointer',
    '&:focus-visible': focusOutline(theme),
    [theme.media.hover]: {
      '&:hover': { background: `color-mix(in srgb, ${theme.colors.text} 8%, transparent)` },
    },
  });
