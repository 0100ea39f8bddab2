export { DataScopesScreen } from './DataScopesScreen';
