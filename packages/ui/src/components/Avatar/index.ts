export { Avatar, AVATAR_SIZE_PX, getInitials, type AvatarProps, type AvatarSize } from './Avatar';
