export { ResetPasswordModal, type ResetPasswordModalProps } from './ResetPasswordModal';
