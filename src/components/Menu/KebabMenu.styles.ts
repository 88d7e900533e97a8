import { css, type Theme } from '@emotion/react';
import { iconButton } from '../../theme/styles';

export const kebabTriggerStyles = (theme: Theme) =>
  css(iconButton(theme), {
    '&[data-state="open"]': { background: theme.colors.surfaceSunken },
  });
