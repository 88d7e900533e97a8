import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { shimmerSurface } from '../../theme/styles';

/**
 * Re-exported for components that still import it from here; the theme is its home
 * (`shimmerSurface` in `theme/styles.ts`).
 */
export { shimmerSurface };

export const skeletonStyles = (theme: TesseraTheme) =>
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
