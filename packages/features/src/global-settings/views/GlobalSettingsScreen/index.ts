export { GlobalSettingsScreen } from './GlobalSettingsScreen';
