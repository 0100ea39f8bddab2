export { SamlExpiryModal } from './SamlExpiryModal';
