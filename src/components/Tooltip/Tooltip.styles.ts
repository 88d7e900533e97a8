import { css, type Theme } from '@emotion/react';
import { focusOutline, textStyle } from '../../theme/styles';

export const tooltipStyles = (theme: Theme) =>
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

export const arrowFill = (theme: Theme) => theme.colors.surfaceRaised;

/** A plain-text trigger: a button that reads as the text around it, marked as having more to say. */
export const textTriggerStyles = (theme: Theme) =>
  css({
    appearance: 'none',
    margin: 0,
    padding: 0,
    border: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    letterSpacing: 'inherit',
    textAlign: 'inherit',
    verticalAlign: 'baseline',
    textDecoration: 'underline dotted',
    textUnderlineOffset: 3,
    cursor: 'help',
    borderRadius: theme.radii.small,
    '&:focus-visible': focusOutline(theme),
  });
