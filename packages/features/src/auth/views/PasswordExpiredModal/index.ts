export { PasswordExpiredModal, type PasswordExpiredModalProps } from './PasswordExpiredModal';
