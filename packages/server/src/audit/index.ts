export { AUDIT_ACTIONS } from './actions.js';
export { auditHandlers } from './handlers.js';
export { SYSTEM_ACTOR, actorOf, recordAudit, type AuditActor, type AuditEntry } from './record.js';
