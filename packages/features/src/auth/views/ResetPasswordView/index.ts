export { ResetPasswordView, type ResetPasswordViewProps } from './ResetPasswordView';
