export { UserFormModal } from './UserFormModal';
