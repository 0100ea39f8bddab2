export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  type MenuItemProps,
  type MenuItemTone,
  type MenuPlacement,
  type MenuProps,
  type MenuSectionProps,
  type MenuTriggerProps,
} from './Menu';
