export { SessionTimeoutModal } from './SessionTimeoutModal';
