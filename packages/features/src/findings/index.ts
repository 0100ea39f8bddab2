export { FindingsScreen } from './views/FindingsScreen';
export { findingsFeature } from './findings.feature';
export {
  findingsSlice,
  initialFindingsState,
  findingsOpened,
  findingsFilterChanged,
  findingsMoreRequested,
  markReadRequested,
  type FindingsState,
  type FindingsFilter,
  type MarkReadTarget,
} from './state/findings.slice';
export { selectFindings } from './state/findings.selectors';
export { createFindingsSaga } from './state/findings.sagas';
export { listNotifications, markNotificationsRead } from './api/findings.api';
export * from './findings.constants';
export { FINDINGS_MESSAGES } from './findings.messages';
