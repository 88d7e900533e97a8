import { css, type SerializedStyles } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { textStyle } from '../../theme/styles';

/** The floating panel that holds a list of options. */
export const panelStyles = (theme: TesseraTheme) =>
  css({
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: theme.space[1],
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.control + 2,
    boxShadow: theme.shadows.popover,
    fontFamily: theme.fontFamily.sans,
    outline: 'none',
    listStyle: 'none',
    margin: 0,
  });

const optionStylesByTheme = new WeakMap<TesseraTheme, SerializedStyles>();

/**
 * One option row; state comes from data attributes. Serialized once per theme: a list renders
 * it for every row (the phone prefix picker has 249), and Emotion takes an already serialized
 * style as it is instead of hashing it again for each row.
 */
export const optionStyles = (theme: TesseraTheme): SerializedStyles => {
  const cached = optionStylesByTheme.get(theme);
  if (cached) return cached;
  const styles = serializedOptionStyles(theme);
  optionStylesByTheme.set(theme, styles);
  return styles;
};

const serializedOptionStyles = (theme: TesseraTheme) =>
  css([
    textStyle(theme, 'p'),
    {
      display: 'flex',
      alignItems: 'center',
      gap: theme.space[2],
      minHeight: theme.sizes.controlHeight,
      boxSizing: 'border-box',
      padding: `${theme.space[1]}px ${theme.space[3]}px`,
      borderRadius: theme.radii.control,
      border: 0,
      background: 'transparent',
      color: 'inherit',
      font: 'inherit',
      textAlign: 'start',
      width: '100%',
      flexShrink: 0,
      cursor: 'pointer',
      userSelect: 'none',
      outline: 'none',
      '&:focus-visible, &:focus': { background: theme.colors.surfaceSunken },
      '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${theme.colors.focusRing}` },
      [theme.media.hover]: {
        '&:hover:not([data-disabled])': { background: theme.colors.surfaceSunken },
      },
      '&[data-selected]': { fontWeight: 600 },
      '&[data-disabled]': { color: theme.colors.textMuted, cursor: 'not-allowed' },
      // Forced colours drop the tint and the inset ring: the focused item gets an outline in
      // the highlight colour, a disabled one grey text.
      [theme.media.forcedColors]: {
        '&:focus-visible, &:focus': { outline: '2px solid Highlight', outlineOffset: -2 },
        '&[data-disabled]': { color: 'GrayText' },
      },
      '[data-part="label"]': { flex: 1, minWidth: 0 },
      '[data-part="check"]': { color: theme.colors.accentText, flexShrink: 0 },
      '[data-part="icon"]': { display: 'inline-flex', flexShrink: 0 },
      '[data-part="hover-icon"]': { display: 'none', flexShrink: 0 },
      '&[data-has-hover-icon]:is(:hover, :focus):not([data-disabled])': {
        '[data-part="icon"]': { display: 'none' },
        '[data-part="hover-icon"]': { display: 'inline-flex' },
      },
      'img[data-image-icon]': {
        width: theme.sizes.dropdownImageIcon,
        height: theme.sizes.dropdownImageIcon,
        objectFit: 'cover',
        borderRadius: theme.radii.small,
      },
    },
  ]);
