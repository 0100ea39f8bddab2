export { IconButton, ICON_BUTTON_TOOLTIP_DELAY_MS, type IconButtonProps } from './IconButton';
