export { AuditScreen } from './AuditScreen';
