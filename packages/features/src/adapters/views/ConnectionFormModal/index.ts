export { ConnectionFormModal, type ConnectionFormModalProps } from './ConnectionFormModal';
