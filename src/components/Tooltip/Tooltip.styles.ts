import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { focusOutline, textStyle } from '../../theme/styles';

export const tooltipStyles = (theme: TesseraTheme) =>
  css([
    textStyle(theme, 'small'),
    {
      boxSizing: 'border-box',
      padding: `${theme.space[2]}px ${theme.space[3]}px`,
      borderRadius: theme.radii.control,
      background: theme.colors.surfaceRaised,
      color: theme.colors.text,
      border: `1px solid ${theme.colors.border}`,
      boxShadow: theme.shadows.tooltip,
      fontFamily: theme.fontFamily.sans,
      overflowWrap: 'anywhere',
      '&[data-width="auto"]': { width: 'max-content' },
    },
  ]);

export const arrowFill = (theme: TesseraTheme) => theme.colors.surfaceRaised;

/**
 * A plain-text trigger: a term that reads as the text around it, marked as having more to say.
 * It is inline, so a term of several words wraps with its sentence; each line's piece gets the
 * focus ring's rounded corners.
 */
export const textTriggerStyles = (theme: TesseraTheme) =>
  css({
    display: 'inline',
    textDecoration: 'underline dotted',
    textUnderlineOffset: 3,
    cursor: 'help',
    borderRadius: theme.radii.small,
    boxDecorationBreak: 'clone',
    WebkitBoxDecorationBreak: 'clone',
    '&:focus-visible': focusOutline(theme),
  });
