export { HomeOverview } from './HomeOverview';
