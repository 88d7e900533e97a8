import { css } from '@emotion/react';
import type { TesseraTheme } from '../../theme';
import { textStyleObject } from '../../theme/styles';

/** Size of an image option's picture (SPEC §9). */
const OPTION_IMAGE_SIZE = 58;
const RADIO_SIZE = 18;

export const groupStyles = (theme: TesseraTheme) =>
  css({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space[2],
    fontFamily: theme.fontFamily.sans,
    color: theme.colors.text,
    '[data-part="legend"]': {
      ...textStyleObject(theme, 'small'),
      fontWeight: 600,
    },
    '&[data-disabled] [data-part="legend"]': { color: theme.colors.textMuted },
    '[data-part="asterisk"]': { marginInlineStart: 2, color: theme.tones.danger.text },
  });

export const optionListStyles = (theme: TesseraTheme) =>
  css({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space[2],
    '&[data-has-images]': { flexDirection: 'row', flexWrap: 'wrap', gap: theme.space[3] },
  });

export const optionStyles = (theme: TesseraTheme) =>
  css({
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.space[2] + 2,
    width: 'fit-content',
    cursor: 'pointer',
    ...textStyleObject(theme, 'p'),
    lineHeight: '22px',
    '&[data-disabled]': { cursor: 'not-allowed', color: theme.colors.textMuted },
    '[data-part="control"]': {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      height: 22,
    },
    input: {
      position: 'absolute',
      inset: 0,
      width: '100%',
      height: '100%',
      margin: 0,
      opacity: 0,
      cursor: 'inherit',
    },
    '[data-part="circle"]': {
      width: RADIO_SIZE,
      height: RADIO_SIZE,
      borderRadius: '50%',
      border: `1.5px solid ${theme.colors.borderStrong}`,
      background: theme.colors.surface,
      transition: `border ${theme.durations.base}ms ${theme.easing.standard}`,
    },
    'input:checked + [data-part="circle"]': {
      border: `6px solid ${theme.tones.primary.solid}`,
    },
    'input:focus-visible + [data-part="circle"]': {
      outline: `2px solid ${theme.colors.focusRing}`,
      outlineOffset: 2,
    },
    '[data-invalid] & input:not(:checked) + [data-part="circle"]': {
      borderColor: theme.tones.danger.text,
    },
    'input:disabled + [data-part="circle"]': {
      background: theme.colors.surfaceSunken,
      borderColor: theme.colors.border,
    },
    'input:disabled:checked + [data-part="circle"]': { borderColor: theme.colors.borderStrong },
    // Forced colours drop the muted fill and border: a disabled option in grey.
    [theme.media.forcedColors]: {
      '&[data-disabled]': { color: 'GrayText' },
      'input:disabled + [data-part="circle"]': { borderColor: 'GrayText' },
    },
    '[data-part="text"]': { display: 'flex', flexDirection: 'column' },
    '[data-part="description"]': {
      ...textStyleObject(theme, 'small'),
      color: theme.colors.textMuted,
    },
  });

/** Image options are tiles: the picture above, the radio and text below, a frame around. */
export const imageOptionStyles = (theme: TesseraTheme) =>
  css({
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: theme.space[2],
    width: 168,
    padding: theme.space[3],
    borderRadius: theme.radii.card,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    '&:has(input:checked)': {
      borderColor: theme.tones.primary.solid,
      boxShadow: `inset 0 0 0 1px ${theme.tones.primary.solid}`,
    },
    // Forced colours draw every frame alike and drop the inner shadow that doubles the chosen
    // one: it is drawn in the selection colour, twice as thick, with an outline inside it.
    [theme.media.forcedColors]: {
      '&:has(input:checked)': {
        borderColor: 'Highlight',
        outline: '1px solid Highlight',
        outlineOffset: -2,
      },
      '&[data-disabled]': { borderColor: 'GrayText' },
    },
    '[data-part="row"]': { display: 'flex', alignItems: 'flex-start', gap: theme.space[2] },
    img: {
      display: 'block',
      width: OPTION_IMAGE_SIZE,
      height: OPTION_IMAGE_SIZE,
      objectFit: 'cover',
      borderRadius: theme.radii.control,
    },
  });
