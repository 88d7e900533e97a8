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
