import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { textStyle } from '../../theme/styles';
import type { TextStyleName } from '../../tokens';

export const typographyStyles = (theme: TesseraTheme, variant: TextStyleName, muted: boolean) =>
  css(textStyle(theme, variant), {
    margin: 0,
    color: muted ? theme.colors.textMuted : 'inherit',
    fontFamily: theme.fontFamily.sans,
  });
