import type { components } from '@vigil/openapi';

type AuditAction = components['schemas']['AuditActionList']['data'][number];

/** The areas the action filter groups by, in the order the page shows them. */
const AREAS = {
  auth: 'Sign-in',
  user: 'Users',
  role: 'Roles',
  data_scope: 'Data scopes',
  impersonation: 'Impersonation',
  api_key: 'API keys',
  campaign: 'Campaigns',
  settings: 'Settings',
  feature_flags: 'Feature flags',
  certificate: 'Certificates',
  maintenance: 'Maintenance',
  scheduler: 'Scheduler',
  webhook: 'Webhooks',
  connection: 'Adapter connections',
  vault: 'Vaults',
} as const;

type Area = keyof typeof AREAS;

/**
 * Every action the server writes (`area.verb` -> label), in the order the page offers them. A
 * new `recordAudit` call adds its action here, so the filter and the labels know it.
 */
const LABELS: Record<Area, Record<string, string>> = {
  auth: { login: 'Signed in', login_failed: 'Sign-in failed', logout: 'Signed out' },
  user: { created: 'User created', updated: 'User updated', deleted: 'User deleted', password_reset: 'Password reset' },
  role: { created: 'Role created', updated: 'Role updated', deleted: 'Role deleted', assigned: 'Role assigned' },
  // The server has no data scope editor yet (no create, update or delete): only assignments are written.
  data_scope: { assigned: 'Data scope assigned' },
  impersonation: { started: 'Impersonation started', stopped: 'Impersonation stopped' },
  api_key: { reset: 'API key reset' },
  campaign: { created: 'Campaign created', scheduled: 'Campaign scheduled', terminated: 'Campaign terminated', answered: 'Campaign decisions submitted' },
  settings: { updated: 'Settings updated', reset: 'Settings reset to defaults' },
  feature_flags: { updated: 'Feature flags updated' },
  certificate: {
    csr_created: 'Certificate signing request created',
    csr_cancelled: 'Certificate signing request cancelled',
    imported: 'Certificate imported',
    reset: 'Certificate reset to defaults',
    settings_updated: 'Certificate settings updated',
  },
  maintenance: { updated: 'Maintenance updated', troubleshooting_started: 'Troubleshooting started', troubleshooting_stopped: 'Troubleshooting stopped' },
  scheduler: { updated: 'Scheduler updated' },
  webhook: { created: 'Webhook created', updated: 'Webhook updated', deleted: 'Webhook deleted', disabled: 'Webhook disabled' },
  connection: { created: 'Connection added', updated: 'Connection updated', deleted: 'Connection deleted', file_uploaded: 'Connection file uploaded' },
  vault: { configured: 'Vault configured', unconfigured: 'Vault removed' },
};

/** The catalogue GET /audit/actions answers: every action with its label and area. */
export const AUDIT_ACTIONS: readonly AuditAction[] = (Object.keys(LABELS) as Area[]).flatMap((area) =>
  Object.entries(LABELS[area]).map(([verb, label]) => ({ action: `${area}.${verb}`, label, area: AREAS[area] })),
);

