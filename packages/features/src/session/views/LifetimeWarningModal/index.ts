export { LifetimeWarningModal } from './LifetimeWarningModal';
