export { QueriesScreen, type QueriesScreenProps } from './QueriesScreen';
