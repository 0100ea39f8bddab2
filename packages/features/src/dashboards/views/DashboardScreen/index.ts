export { DashboardScreen, chartHeightPx, type DashboardScreenProps } from './DashboardScreen';
