export { DashboardGrid, type DashboardGridItem, type DashboardGridProps } from './DashboardGrid';
