export { NavigationSidebar, NAVIGATION_ICONS, type NavigationSidebarProps } from './NavigationSidebar';
