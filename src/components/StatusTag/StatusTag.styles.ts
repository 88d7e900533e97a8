import { css, type Theme } from '@emotion/react';
import type { StatusTone } from '../../theme/theme';

export const toneTagStyles = (theme: Theme, tone: StatusTone) =>
  css({
    borderColor: 'transparent',
    background: theme.tones[tone].soft,
    color: theme.tones[tone].text,
    fontWeight: 600,
    '[data-part="dot"]': {
      width: 6,
      height: 6,
      borderRadius: '50%',
      background: 'currentColor',
    },
  });
