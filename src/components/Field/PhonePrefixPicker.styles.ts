/** The looks of the phone prefix picker: its trigger inside the field's frame, and its popup. */
import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { ringShadow, textStyleObject } from '../../theme/styles';

export const triggerStyles = (theme: TesseraTheme) =>
  css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[1],
    flexShrink: 0,
    margin: 0,
    paddingBlock: 0,
    paddingInline: `${theme.space[3]}px ${theme.space[2]}px`,
    border: 0,
    borderInlineEnd: `1px solid ${theme.colors.border}`,
    borderStartStartRadius: theme.radii.control - 1,
    borderEndStartRadius: theme.radii.control - 1,
    background: theme.colors.surfaceSunken,
    color: theme.colors.text,
    fontFamily: theme.fontFamily.sans,
    ...textStyleObject(theme, 'p'),
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: -2 },
    '&[data-placeholder]': { color: theme.colors.textMuted },
    '[data-part="chevron"]': {
      color: theme.colors.textMuted,
      transition: `transform ${theme.durations.dropdown}ms ${theme.easing.standard}`,
    },
    '&[data-state="open"] [data-part="chevron"]': { transform: 'rotate(180deg)' },
    '&:disabled': { cursor: 'not-allowed', color: theme.colors.textMuted },
  });

export const popupStyles = (theme: TesseraTheme) =>
  css({
    width: 300,
    maxWidth: `calc(100vw - ${theme.space[5]}px)`,
    overflow: 'hidden',
    '[data-part="search"]': {
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
    },
    '[data-part="search"] input': {
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
    '[role="listbox"]': {
      flex: 1,
      minHeight: 0,
      margin: 0,
      padding: 0,
      listStyle: 'none',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      // The picker keeps the rows in place itself when the rest of the list is drawn.
      overflowAnchor: 'none',
    },
    // The option the arrows are on: a tint alone is about 1.1:1 against its neighbours, so a
    // 2 px ring in the focus colour (at least 3:1 against the list in both schemes) marks it.
    '[role="option"][data-active]': {
      background: theme.colors.surfaceSunken,
      boxShadow: ringShadow(theme.colors.focusRing, 2),
    },
    // Forced colours drop the tint and the ring: an outline in the highlight colour instead.
    [theme.media.forcedColors]: {
      '[role="option"][data-active]': { outline: '2px solid Highlight', outlineOffset: -2 },
    },
    '[data-part="empty"]': {
      margin: 0,
      padding: `${theme.space[2]}px ${theme.space[3]}px`,
      ...textStyleObject(theme, 'small'),
      color: theme.colors.textMuted,
    },
  });
