import { css, type Theme } from '@emotion/react';
import { textStyle } from '../../theme/styles';
import type { TextStyleName } from '../../tokens';

export const typographyStyles = (theme: Theme, variant: TextStyleName, muted: boolean) =>
  css(textStyle(theme, variant), {
    margin: 0,
    color: muted ? theme.colors.textMuted : 'inherit',
    fontFamily: theme.fontFamily.sans,
  });
