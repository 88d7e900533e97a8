import { useTheme } from '../../theme/useTheme';
import { useState, type ComponentPropsWithRef } from 'react';
import { checkOneOf } from '../../lib/devWarning';
import { initialsOf, pickIndex } from '../../lib/initials';
import { avatarSizes, avatarStyles, avatarTones, type AvatarSize } from './Avatar.styles';

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The person's name: the accessible name, and the initials when there is no picture. */
  name: string;
  /** Address of the picture. Without it, or when it fails to load, the initials show. */
  src?: string;
  /**
   * 24, 32 or 48 px.
   * @default 'medium'
   */
  size?: AvatarSize;
  /**
   * Hides the avatar from assistive technology, for when the name is written next to it.
   * @default false
   */
  decorative?: boolean;
}

const sizes = Object.keys(avatarSizes) as AvatarSize[];

/**
 * Shows a person as their picture, or their initials when there is none. The `ref` and other
 * props go to the avatar's element.
 */
export function Avatar({ name, src, size = 'medium', decorative = false, ...rest }: AvatarProps) {
  const theme = useTheme();
  const [failedSrc, setFailedSrc] = useState<string>();
  const safeSize = checkOneOf('Avatar', 'size', size, sizes, 'medium');
  const showsImage = Boolean(src) && failedSrc !== src;
  const tone = avatarTones[pickIndex(name, avatarTones.length)]!;

  return (
    <span
      css={avatarStyles(theme, safeSize, tone)}
      data-size={safeSize}
      data-status={showsImage ? 'image' : 'initials'}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      {...rest}
    >
      {showsImage ? (
        <img src={src} alt="" draggable={false} onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
