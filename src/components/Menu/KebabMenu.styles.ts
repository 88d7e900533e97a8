import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { iconButton } from '../../theme/styles';

export const kebabTriggerStyles = (theme: TesseraTheme) =>
  css(iconButton(theme), {
    '&[data-state="open"]': { background: theme.colors.surfaceSunken },
  });
