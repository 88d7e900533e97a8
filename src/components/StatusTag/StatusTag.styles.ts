import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import type { StatusTone } from '../../theme/theme';

export const toneTagStyles = (theme: TesseraTheme, tone: StatusTone) =>
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
    // Forced colours replace backgrounds, which would erase the dot: it is drawn as a border,
    // in the text colour.
    [theme.media.forcedColors]: {
      '[data-part="dot"]': { boxSizing: 'border-box', border: '3px solid CanvasText' },
    },
  });
