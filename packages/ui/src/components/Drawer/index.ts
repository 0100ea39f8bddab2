export {
  DRAWER_DEFAULT_WIDTH_PX,
  Drawer,
  DrawerTrigger,
  type DrawerContent,
  type DrawerProps,
  type DrawerRenderProps,
  type DrawerTriggerProps,
} from './Drawer';
