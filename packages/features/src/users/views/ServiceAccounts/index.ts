export { ServiceAccountsSection } from './ServiceAccountsSection';
export { ServiceAccountFormModal, type ServiceAccountFormModalProps } from './ServiceAccountFormModal';
