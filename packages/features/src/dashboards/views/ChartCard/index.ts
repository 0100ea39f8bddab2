export { ChartCard, type ChartCardProps } from './ChartCard';
