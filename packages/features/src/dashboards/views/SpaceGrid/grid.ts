// The one place the dashboard grid comes from: switch to `export { DashboardGrid } from '@vigil/ui';`
// when ui exports it (its props are the stand-in's).
export { DashboardGrid, DASHBOARD_GRID_GAP_PX, type DashboardGridItem, type DashboardGridProps } from './gridStandIn';
