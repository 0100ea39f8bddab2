export { DataScopeConnectDialog } from './DataScopeConnectDialog';
