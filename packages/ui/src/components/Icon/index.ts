export { Icon, ICON_NAMES, ICON_DEFAULT_SIZE_PX, type IconName, type IconProps } from './Icon';
