import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { focusOutline } from '../../theme/styles';

/** Side of each size, in px: `large` is the height of a control. */
export const iconButtonSizes = { xsmall: 20, small: 24, medium: 28, large: 32 } as const;

export const iconButtonStyles = (theme: TesseraTheme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: 0,
    borderRadius: theme.radii.control,
    background: 'transparent',
    // The surrounding component decides the colour (an alert's text, a tag's tone).
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    ...Object.fromEntries(
      Object.entries(iconButtonSizes).map(([size, side]) => [
        `&[data-size="${size}"]`,
        { width: side, height: side },
      ]),
    ),
    '&[data-size="xsmall"]': { borderRadius: '50%' },
    '&:focus-visible': focusOutline(theme, 1),
    [theme.media.hover]: {
      '&:hover:not(:disabled)': {
        background: 'color-mix(in srgb, currentColor 12%, transparent)',
      },
    },
    '&:disabled': { color: theme.colors.textMuted, cursor: 'not-allowed' },
  });
