export { VaultsTab } from './VaultsTab';
