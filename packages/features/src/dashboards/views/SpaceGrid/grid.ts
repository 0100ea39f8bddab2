// The one place the dashboard grid comes from (ui's react-grid-layout grid with move/resize handles).
export { DashboardGrid, type DashboardGridItem, type DashboardGridProps } from '@vigil/ui';

/** Gap between rows of ui's DashboardGrid (its margin), for the height a chart gets from its rows. */
export const DASHBOARD_GRID_GAP_PX = 16;
