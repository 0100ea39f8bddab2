export { DashboardGrid, type DashboardGridItem, type DashboardGridProps } from './grid';
