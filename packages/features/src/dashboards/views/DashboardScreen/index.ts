export { DashboardScreen, chartHeightPx, type DashboardScreenProps } from './DashboardScreen';
export { SpaceDialogs } from './SpaceDialogs';
