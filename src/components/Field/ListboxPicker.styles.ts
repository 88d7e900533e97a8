import { css, keyframes, type CSSObject, type Theme } from '@emotion/react';
import { textStyleObject } from './Field.styles';

export type PickerVariant = 'prefix' | 'select';

/** Maximum height of a dropdown list (SPEC §9). */
const DROPDOWN_MAX_HEIGHT = '18rem';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

const variantStyles: Record<PickerVariant, (theme: Theme) => CSSObject> = {
  // Sits inside the field's frame, before the input; the frame draws the border.
  prefix: (theme) => ({
    height: '100%',
    padding: `0 ${theme.space[2]}px 0 ${theme.space[3]}px`,
    borderRadius: `${theme.radii.control - 1}px 0 0 ${theme.radii.control - 1}px`,
    borderRight: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceSunken,
    '&:focus-visible': { outlineOffset: -2 },
  }),
  select: (theme) => ({
    width: '100%',
    height: theme.sizes.controlHeight + theme.space[2],
    padding: `0 ${theme.space[3]}px`,
    borderRadius: theme.radii.control,
    border: `1px solid ${theme.colors.borderStrong}`,
    background: theme.colors.surface,
    justifyContent: 'space-between',
    '&[data-invalid]': { borderColor: theme.tones.danger.text },
  }),
};

export const triggerStyles = (theme: Theme, variant: PickerVariant) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[2],
    margin: 0,
    border: 0,
    fontFamily: theme.fontFamily.sans,
    ...textStyleObject(theme, 'p'),
    lineHeight: 1.2,
    color: theme.colors.text,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    ...variantStyles[variant](theme),
    '[data-part="value"]': { overflow: 'hidden', textOverflow: 'ellipsis' },
    '&[data-placeholder] [data-part="value"]': { color: theme.colors.textMuted },
    '[data-part="chevron"]': {
      flexShrink: 0,
      color: theme.colors.textMuted,
      transition: `transform ${theme.durations.dropdown}ms ${theme.easing.standard}`,
    },
    '&[data-state="open"] [data-part="chevron"]': { transform: 'rotate(180deg)' },
    '&:disabled': {
      cursor: 'not-allowed',
      color: theme.colors.textMuted,
      background: theme.colors.surfaceSunken,
    },
  });

export const popupStyles = (theme: Theme) =>
  css({
    zIndex: theme.zIndex.dropdown,
    display: 'flex',
    flexDirection: 'column',
    minWidth: 'max(var(--picker-anchor-width, 0px), 240px)',
    maxWidth: 'min(360px, calc(100vw - 24px))',
    maxHeight: `min(${DROPDOWN_MAX_HEIGHT}, var(--picker-available-height, ${DROPDOWN_MAX_HEIGHT}))`,
    padding: theme.space[1],
    borderRadius: theme.radii.card,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    boxShadow: '0 12px 32px rgba(22, 23, 28, 0.16), 0 2px 6px rgba(22, 23, 28, 0.08)',
    animation: `${popIn} ${theme.durations.dropdown}ms ${theme.easing.standard}`,
  });

export const searchStyles = (theme: Theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space[2],
    flexShrink: 0,
    margin: theme.space[1],
    padding: `0 ${theme.space[2]}px`,
    height: theme.sizes.controlHeight,
    borderRadius: theme.radii.control,
    border: `1px solid ${theme.colors.borderStrong}`,
    background: theme.colors.surface,
    color: theme.colors.textMuted,
    '&:focus-within': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 1 },
    input: {
      flex: 1,
      minWidth: 0,
      height: '100%',
      border: 0,
      padding: 0,
      background: 'transparent',
      color: theme.colors.text,
      fontFamily: theme.fontFamily.sans,
      ...textStyleObject(theme, 'p'),
      outline: 'none',
      '&::placeholder': { color: theme.colors.textMuted },
    },
  });

export const listboxStyles = (theme: Theme) =>
  css({
    margin: 0,
    padding: 0,
    listStyle: 'none',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    '&:focus-visible': { outlineOffset: -2, borderRadius: theme.radii.control },
  });

export const optionStyles = (theme: Theme) =>
  css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space[2],
    minHeight: theme.sizes.controlHeight,
    padding: `${theme.space[1]}px ${theme.space[2]}px`,
    borderRadius: theme.radii.small,
    ...textStyleObject(theme, 'p'),
    lineHeight: 1.3,
    cursor: 'pointer',
    '&[data-active]': { background: theme.tones.primary.soft },
    '&[aria-selected="true"]': { fontWeight: 600, color: theme.colors.accentText },
    '[data-part="check"]': { flexShrink: 0 },
  });

export const emptyStyles = (theme: Theme) =>
  css({
    margin: 0,
    padding: `${theme.space[2]}px ${theme.space[3]}px`,
    ...textStyleObject(theme, 'small'),
    color: theme.colors.textMuted,
  });
