export { DataScopeSettingsModal } from './DataScopeSettingsModal';
