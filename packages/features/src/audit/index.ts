export { AuditScreen } from './views/AuditScreen';
export {
  auditSlice,
  initialAuditState,
  auditScreenOpened,
  auditRequested,
  auditFiltersChanged,
  auditFiltersCleared,
  auditMoreRequested,
  auditEntryOpened,
  auditExportRequested,
  type AuditState,
  type AuditUserOption,
} from './state/audit.slice';
export { selectAudit, selectAuditActionGroups, selectAuditLabels, selectAuditUserOptions, selectOpenAuditEntry, selectAuditFiltered } from './state/audit.selectors';
export { createAuditSaga, type AuditSagaOptions, type AuditDownload } from './state/audit.sagas';
export { auditQuery, NO_AUDIT_FILTERS, type AuditAction, type AuditFilters } from './api/audit.api';
export * from './audit.constants';
export { AUDIT_MESSAGES } from './audit.messages';
export { auditFeature, auditFeatures } from './audit.feature';
