import { css } from '@emotion/react';
import type { TesseraTheme, Tone } from '../../theme';

export type AvatarSize = 'small' | 'medium' | 'large';

export const avatarSizes: Record<AvatarSize, { box: number; fontSize: number }> = {
  small: { box: 24, fontSize: 10 },
  medium: { box: 32, fontSize: 12 },
  large: { box: 48, fontSize: 17 },
};

/** Tones that colour initials, picked per name. */
export const avatarTones: Tone[] = ['primary', 'success', 'warning', 'danger', 'secondary'];

export const avatarStyles = (theme: TesseraTheme, size: AvatarSize, tone: Tone) =>
  css({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: avatarSizes[size].box,
    height: avatarSizes[size].box,
    borderRadius: '50%',
    overflow: 'hidden',
    background: `color-mix(in srgb, ${theme.tones[tone].soft}, ${theme.colors.surface})`,
    color: theme.tones[tone].text,
    fontFamily: theme.fontFamily.sans,
    fontSize: avatarSizes[size].fontSize,
    fontWeight: 600,
    lineHeight: 1,
    letterSpacing: '0.02em',
    userSelect: 'none',
    img: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  });

export const groupStyles = (theme: TesseraTheme) =>
  css({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    '[data-part="members"]': { display: 'flex', margin: 0, padding: 0, listStyle: 'none' },
    '[data-part="members"] > li + li': { marginInlineStart: -theme.space[2] },
    '[data-part="members"] > li > span, [data-part="more"]': {
      boxShadow: `0 0 0 2px ${theme.colors.surface}`,
    },
  });

export const moreStyles = (theme: TesseraTheme, size: AvatarSize) =>
  css({
    // Positioned like the avatars, so it paints above the one it overlaps and its "+" shows.
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: avatarSizes[size].box,
    height: avatarSizes[size].box,
    marginInlineStart: -theme.space[2],
    padding: `0 ${theme.space[1]}px`,
    border: 0,
    borderRadius: theme.radii.pill,
    background: theme.colors.surfaceSunken,
    color: theme.colors.text,
    fontFamily: theme.fontFamily.sans,
    fontSize: avatarSizes[size].fontSize,
    fontWeight: 600,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
    [theme.media.hover]: { '&:hover': { background: theme.colors.border } },
  });

export const hiddenListStyles = (theme: TesseraTheme) =>
  css({
    position: 'absolute',
    top: '100%',
    insetInlineStart: 0,
    zIndex: theme.zIndex.dropdown,
    display: 'grid',
    gap: theme.space[2],
    minWidth: 200,
    margin: `${theme.space[2]}px 0 0`,
    padding: theme.space[3],
    listStyle: 'none',
    '&[hidden]': { display: 'none' },
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.card,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    boxShadow: theme.shadows.flyout,
    fontSize: 14,
    '& > li': { display: 'flex', alignItems: 'center', gap: theme.space[2] },
  });
