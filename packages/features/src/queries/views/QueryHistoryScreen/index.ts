export { QueryHistoryScreen, type QueryHistoryScreenProps } from './QueryHistoryScreen';
