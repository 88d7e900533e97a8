import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { textStyle } from '../../theme/styles';
import type { StatusTone } from '../../theme/theme';

export const alertStyles = (theme: TesseraTheme, tone: StatusTone) => {
  const colors = theme.tones[tone];
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

export const iconStyles = (theme: TesseraTheme, tone: StatusTone) =>
  css({
    display: 'flex',
    flexShrink: 0,
    paddingTop: 3,
    color: theme.tones[tone].text,
  });

export const bodyStyles = (theme: TesseraTheme) =>
  css({
    flex: 1,
    minWidth: 0,
    display: 'grid',
    gap: theme.space[1],
    '& > p': { margin: 0 },
  });

export const titleStyles = (theme: TesseraTheme) =>
  css([textStyle(theme, 'h6'), { margin: 0, color: theme.colors.text }]);

export const actionStyles = (theme: TesseraTheme) =>
  css({ display: 'flex', alignItems: 'center', gap: theme.space[2], flexShrink: 0 });

/**
 * In the dark scheme, an opaque backdrop behind the action: tinted buttons (secondary, tertiary
 * on hover) are drawn with a translucent tone, and on the alert's own tint the two add up until a
 * light label falls below 4.5:1 (a danger Retry measured 4.11:1). On the sunken surface even the
 * hover tint stays above 4.5:1. The light scheme's dark labels keep their contrast on the doubled
 * tint, and the button stays distinct from the alert there, so it gets no backdrop.
 */
export const actionSlotStyles = (theme: TesseraTheme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[2],
    borderRadius: theme.radii.control,
    background: theme.colorScheme === 'dark' ? theme.colors.surfaceSunken : undefined,
  });
