export { FetchHistoryScreen } from './FetchHistoryScreen';
