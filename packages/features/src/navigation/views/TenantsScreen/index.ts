export { TenantsScreen } from './TenantsScreen';
