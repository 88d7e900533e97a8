import { css, type Theme } from '@emotion/react';

export const kebabTriggerStyles = (theme: Theme) =>
  css({
    display: 'inline-grid',
    placeItems: 'center',
    width: theme.sizes.controlHeight,
    height: theme.sizes.controlHeight,
    padding: 0,
    border: 0,
    borderRadius: theme.radii.control,
    background: 'transparent',
    color: theme.colors.text,
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
    [theme.media.hover]: { '&:hover:not(:disabled)': { background: theme.colors.surfaceSunken } },
    '&[data-state="open"]': { background: theme.colors.surfaceSunken },
    '&:disabled': { color: theme.colors.textMuted, cursor: 'not-allowed' },
  });
