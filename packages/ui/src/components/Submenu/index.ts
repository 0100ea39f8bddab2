export { MenuHeader, SubmenuTrigger, type MenuHeaderProps, type SubmenuTriggerProps } from './Submenu';
