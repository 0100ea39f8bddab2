import type { Feature } from '../store/feature';
import { createAuditSaga } from './state/audit.sagas';
import { auditSlice } from './state/audit.slice';

/** The Activity Logs, injected when the audit route's lazy screen mounts (never on the login path). */
export const auditFeature: Feature = { name: 'audit', slice: auditSlice, saga: () => createAuditSaga() };

/** What the audit route's FeatureGate injects. */
export const auditFeatures: readonly Feature[] = [auditFeature];
