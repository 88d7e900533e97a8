/** Style fragments shared by several components. */
import { css, keyframes, type CSSObject, type SerializedStyles } from '@emotion/react';
import type { TesseraTheme } from './theme';

/** Visually hides content while keeping it in the accessibility tree. */
export const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * The focus ring's declarations, for a selector of the caller's own:
 * `{ '& a:focus-visible': focusOutline(theme) }`. `offset` moves the ring out from the edge
 * (negative draws it inside, for elements clipped by their container).
 */
export const focusOutline = (theme: TesseraTheme, offset = 2) => ({
  outline: `2px solid ${theme.colors.focusRing}`,
  outlineOffset: offset,
});

/**
 * The current page of a list of links in forced colours (Windows contrast themes), which drop
 * the tint or bar that marks it otherwise: the system's selection colours. For a caller's
 * `theme.media.forcedColors` block; `ring` is the focus ring's colour there, `HighlightText`
 * for a ring drawn inside the link, `CanvasText` for one outside it.
 */
export const forcedColorsCurrentPage = (ring: 'HighlightText' | 'CanvasText'): CSSObject => ({
  '&[aria-current="page"]': {
    forcedColorAdjust: 'none',
    background: 'Highlight',
    color: 'HighlightText',
  },
  '&[aria-current="page"]:focus-visible': { outlineColor: ring },
});

/**
 * The focus ring's declarations for a control over a photo or any backdrop the theme does not
 * know: the ring lies between bands of the surface colour, so it contrasts with whatever is
 * under it. `outside` draws it around the element (a button over an image), `inside` within its
 * edge (an image that is itself the control).
 */
export const focusOutlineOverMedia = (
  theme: TesseraTheme,
  placement: 'outside' | 'inside' = 'outside',
) =>
  placement === 'outside'
    ? { ...focusOutline(theme, 2), boxShadow: `0 0 0 6px ${theme.colors.surface}` }
    : { ...focusOutline(theme, -2), boxShadow: `inset 0 0 0 4px ${theme.colors.surface}` };

/** The focus ring of an interactive element, shown on keyboard focus (`:focus-visible`). */
export const focusRing = (theme: TesseraTheme, offset = 2) =>
  css({ '&:focus-visible': focusOutline(theme, offset) });

/**
 * A ring or hairline drawn with `box-shadow` in a theme colour: `ringShadow(theme.colors.border)`
 * is a 1 px inset hairline that takes no layout space.
 */
export const ringShadow = (color: string, width = 1, inset = true) =>
  `${inset ? 'inset ' : ''}0 0 0 ${width}px ${color}`;

/** A text style's declarations, to spread into a style object of the caller's own. */
export const textStyleObject = (
  theme: TesseraTheme,
  name: keyof TesseraTheme['textStyles'],
): CSSObject => {
  const style = theme.textStyles[name];
  return {
    fontSize: style.fontSize,
    lineHeight: style.lineHeight,
    fontWeight: style.fontWeight,
    letterSpacing: `${style.letterSpacing}em`,
  };
};

/** Text style as an Emotion style. */
export const textStyle = (theme: TesseraTheme, name: keyof TesseraTheme['textStyles']) =>
  css(textStyleObject(theme, name));

/**
 * The pill of a tag or status (Tag, StatusTag): a rounded, quiet label one line high, never wider
 * than its container (its label, in `OneLineLabel`, ends in an ellipsis).
 * `[data-removable]` makes room for a trailing remove button.
 */
export const pill = (theme: TesseraTheme) =>
  css({
    display: 'inline-flex',
    maxWidth: '100%',
    alignItems: 'center',
    gap: theme.space[1],
    height: 24,
    padding: `0 ${theme.space[2] + 2}px`,
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceSunken,
    color: theme.colors.text,
    fontFamily: theme.fontFamily.sans,
    fontSize: 12.5,
    fontWeight: 500,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    // Only the label gives way to a narrow container; an icon, dot or remove button keeps its size.
    '& > :not([data-part="label"])': { flexShrink: 0 },
    '&[data-removable]': { paddingInlineEnd: 2 },
  });

/** A small tinted word beside a navigation entry or group ("Beta", "New"). */
export const navigationTag = (theme: TesseraTheme) =>
  css({
    padding: `1px ${theme.space[2] - 2}px`,
    borderRadius: theme.radii.pill,
    background: theme.tones.primary.soft,
    color: theme.tones.primary.text,
    fontSize: 11,
    fontWeight: 600,
    lineHeight: 1.5,
  });

export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const shimmer = keyframes({
  from: { backgroundPosition: '200% 0' },
  to: { backgroundPosition: '-200% 0' },
});

/**
 * The moving highlight of a loading placeholder (Skeleton, Image), in the direction of the line;
 * still under reduced motion.
 */
export const shimmerSurface = (theme: TesseraTheme) =>
  css({
    background: `linear-gradient(90deg, ${theme.colors.surfaceSunken} 25%, ${theme.colors.border} 37%, ${theme.colors.surfaceSunken} 63%)`,
    backgroundSize: '400% 100%',
    animation: `${shimmer} 1.4s ease infinite`,
    // The highlight runs the way the line reads.
    '&:dir(rtl)': { animationDirection: 'reverse' },
    [theme.media.reducedMotion]: { animation: 'none', background: theme.colors.surfaceSunken },
  });

/**
 * A square, borderless button holding one icon (menus, toolbars, close buttons): the size of a
 * control, a quiet hover where hover applies, and the disabled look.
 */
export const iconButton = (theme: TesseraTheme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: theme.sizes.controlHeight,
    height: theme.sizes.controlHeight,
    padding: 0,
    border: 0,
    borderRadius: theme.radii.control,
    background: 'transparent',
    color: theme.colors.text,
    cursor: 'pointer',
    '&:focus-visible': focusOutline(theme),
    [theme.media.hover]: { '&:hover:not(:disabled)': { background: theme.colors.surfaceSunken } },
    '&:disabled': { color: theme.colors.textMuted, cursor: 'not-allowed' },
  });

/**
 * The floating panel of a list of options (Select, the menus, the phone prefix picker): raised
 * surface, popover shadow, its own scrolling.
 */
export const dropdownPanel = (theme: TesseraTheme) =>
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

const dropdownOptionByTheme = new WeakMap<TesseraTheme, SerializedStyles>();

/**
 * One option row of a dropdown list, laid out for `OptionContent`'s parts (`[data-part]`: icon,
 * hover icon, label, check); state comes from data attributes (`data-selected`,
 * `data-disabled`, `data-has-hover-icon`). Serialized once per theme: a list renders
 * it for every row (the phone prefix picker has 249), and Emotion takes an already serialized
 * style as it is instead of hashing it again for each row.
 */
export const dropdownOption = (theme: TesseraTheme): SerializedStyles => {
  const cached = dropdownOptionByTheme.get(theme);
  if (cached) return cached;
  const styles = serializedDropdownOption(theme);
  dropdownOptionByTheme.set(theme, styles);
  return styles;
};

const serializedDropdownOption = (theme: TesseraTheme) =>
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
