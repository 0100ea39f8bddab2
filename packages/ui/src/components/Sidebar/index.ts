export {
  Sidebar,
  SIDEBAR_COLLAPSE_LABEL,
  SIDEBAR_COLLAPSED_WIDTH_PX,
  SIDEBAR_EXPAND_LABEL,
  SIDEBAR_NARROW_BELOW_PX,
  SIDEBAR_WIDTH_PX,
  type SidebarProps,
  type SidebarRenderState,
} from './Sidebar';
export {
  SidebarNav,
  SIDEBAR_BADGE_MAX_COUNT,
  SIDEBAR_MORE_LABEL,
  SIDEBAR_NAV_LABEL,
  type SidebarNavEntry,
  type SidebarNavProps,
} from './SidebarNav';
export { useSidebarState, type SidebarState } from './SidebarContext';
export { fittingNavItemCount, type NavListMetrics } from './fittingNavItemCount';
