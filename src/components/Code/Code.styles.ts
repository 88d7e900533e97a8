import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';

export const inlineCodeStyles = (theme: TesseraTheme) =>
  css({
    padding: '0.1em 0.35em',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.small,
    background: theme.colors.surfaceSunken,
    color: theme.colors.text,
    fontFamily: theme.fontFamily.mono,
    fontSize: '0.875em',
    overflowWrap: 'anywhere',
    boxDecorationBreak: 'clone',
    WebkitBoxDecorationBreak: 'clone',
  });
