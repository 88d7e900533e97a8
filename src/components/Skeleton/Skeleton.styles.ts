import { css, type Theme } from '@emotion/react';
import { shimmer } from '../../theme/styles';

/** The moving highlight of a loading placeholder; shared by Skeleton and Image. */
export const shimmerSurface = (theme: Theme) =>
  css({
    background: `linear-gradient(90deg, ${theme.colors.surfaceSunken} 25%, ${theme.colors.border} 37%, ${theme.colors.surfaceSunken} 63%)`,
    backgroundSize: '400% 100%',
    animation: `${shimmer} 1.4s ease infinite`,
    [theme.media.reducedMotion]: { animation: 'none', background: theme.colors.surfaceSunken },
  });

export const skeletonStyles = (theme: Theme) =>
  css([
    shimmerSurface(theme),
    {
      display: 'block',
      borderRadius: theme.radii.small,
      '&[data-shape="circle"]': { borderRadius: '50%' },
      '&[data-shape="rect"]': { borderRadius: theme.radii.card },
      '&[data-shape="text"]': { height: '0.9em', margin: '0.35em 0' },
    },
  ]);

export const linesStyles = css({
  display: 'block',
  '& > span:last-of-type:not(:first-of-type)': { width: '62%' },
});
