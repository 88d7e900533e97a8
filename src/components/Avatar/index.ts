export { Avatar } from './Avatar';
export type { AvatarProps } from './Avatar';
export { AvatarGroup } from './AvatarGroup';
export type { AvatarGroupProps, AvatarMember } from './AvatarGroup';
export type { AvatarSize } from './Avatar.styles';
