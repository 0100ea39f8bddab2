import { AuditScreen, FeatureGate, auditFeatures } from '@vigil/features';

/** Activity Logs: who did what in the console, and when (the audit log). */
export function Component() {
  return (
    <FeatureGate features={auditFeatures}>
      <AuditScreen />
    </FeatureGate>
  );
}
