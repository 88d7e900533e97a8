/** Style fragments shared by several components. */
import { css, keyframes, type Theme } from '@emotion/react';

/** Visually hides content while keeping it in the accessibility tree. */
export const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The focus ring of an interactive element, for elements that draw it themselves. */
export const focusRing = (theme: Theme) =>
  css({
    '&:focus-visible': {
      outline: `2px solid ${theme.colors.focusRing}`,
      outlineOffset: 2,
    },
  });

/** Text style as an Emotion object. */
export const textStyle = (theme: Theme, name: keyof Theme['textStyles']) => {
  const style = theme.textStyles[name];
  return css({
    fontSize: style.fontSize,
    lineHeight: style.lineHeight,
    fontWeight: style.fontWeight,
    letterSpacing: `${style.letterSpacing}em`,
  });
};

export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const shimmer = keyframes({
  from: { backgroundPosition: '200% 0' },
  to: { backgroundPosition: '-200% 0' },
});

/**
 * A square, borderless button holding one icon (menus, toolbars, close buttons): the size of a
 * control, a quiet hover where hover applies, and the disabled look.
 */
export const iconButton = (theme: Theme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
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
    '&:disabled': { color: theme.colors.textMuted, cursor: 'not-allowed' },
  });
