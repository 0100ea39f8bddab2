// @vitest-environment node
// The contract covers every call of section 7 of both specification documents, and marks the
// calls whose paths the spec does not show as designed, each with a reason.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Operation = {
  operationId?: string;
  security?: unknown[];
  'x-designed'?: boolean;
  'x-designed-reason'?: string;
  'x-permission'?: string;
};
type Area = { paths?: Record<string, Record<string, Operation>> };

const specDir = new URL('../spec/', import.meta.url);
const operations = new Map<string, Operation>();
for (const file of readdirSync(specDir).filter((f) => f.endsWith('.yaml'))) {
  const area = parse(readFileSync(new URL(file, specDir), 'utf8')) as Area;
  for (const [path, item] of Object.entries(area.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (['get', 'put', 'post', 'patch', 'delete'].includes(method)) operations.set(`${method.toUpperCase()} ${path}`, operation);
    }
  }
}

/** Section 7 of spec 000 (shell, sign-in, session, access). */
const SHELL_CALLS = [
  'GET /token/refresh', 'GET /version.json', 'POST /login', 'POST /login/ldap', 'POST /login/verify',
  'PATCH /login/send_2fa_code', 'GET /logout', 'POST /impersonate_login', 'POST /data_scope_impersonation_login',
  'GET /data_scope_impersonation_logout', 'POST /connect_as_tenant_login', 'GET /connect_as_tenant_logout',
  'GET /signup', 'POST /signup', 'GET /settings/password_policy', 'GET /settings/users/tokens/validate/{token}',
  'PUT /settings/users/tokens/reset', 'POST /settings/users/tokens/generate', 'PUT /settings/users/tokens/generate',
  'POST /settings/users/tokens/notify', 'PUT /settings/users/tokens/notify', 'GET /settings/users', 'POST /settings/users',
  'PUT /settings/users/{uuid}', 'DELETE /settings/users', 'DELETE /settings/users/{uuid}', 'PUT /settings/users/assign_role',
  'PUT /settings/users/assign_data_scope_bulk', 'GET /settings/roles', 'POST /settings/roles', 'PUT /settings/roles/{uuid}',
  'PATCH /settings/roles/{uuid}', 'DELETE /settings/roles/{uuid}', 'GET /settings/data_scope', 'GET /settings/users/csv',
  'GET /settings/roles/csv', 'PUT /self/password', 'PATCH /self', 'PUT /self/workspaces/{id}', 'PUT /seen_announcement',
  'GET /settings/getting_started', 'PUT /settings/getting_started', 'PUT /settings/getting_started/completion',
  'GET /get_constants', 'GET /settings/plugins/{pluginId}/{configName}', 'PUT /settings/plugins/{pluginId}/{configName}',
  'GET /login/saml',
];

/** Section 7 of spec 001 (top bar, search, dashboards, campaigns, settings). */
const OPERATIONS_CALLS = [
  'GET /dashboard/lifecycle', 'GET /dashboard/first_historical_date', 'GET /dashboard/get_allowed_dates',
  'GET /services/implemented_asset_types', 'GET /settings/custom_fields/priority_fields', 'GET /dashboard/discovery',
  'GET /dashboard/discovery/history', 'GET /dashboard/discovery/ids', 'GET /global_search', 'GET /global_search/count',
  'GET /global_search/fields', 'GET /dashboard', 'POST /dashboard', 'PUT /dashboard/{id}', 'POST /dashboard/{id}/duplicate',
  'DELETE /dashboard/{id}', 'DELETE /dashboard', 'POST /dashboard/{id}/refresh', 'POST /dashboard/asset_profile/{id}/refresh',
  'PUT /dashboard/reorder/{id}', 'PUT /dashboard/{id}/{templateId}', 'PUT /dashboard/{id}/reset', 'GET /dashboard/{id}/export',
  'POST /dashboard/export', 'PUT /dashboard/move_to_folder', 'GET /dashboard/management/filters',
  'GET /dashboard/adapter_data/{module}', 'POST /dashboard/charts/{id}', 'PUT /dashboard/charts/{id}',
  'PUT /dashboard/charts/update_layouts', 'DELETE /dashboard/charts/{id}', 'GET /dashboard/charts/{id}/csv',
  'PUT /dashboard/charts/{id}/move', 'GET /campaigns/users_names_list', 'GET /campaigns/supported_notify_methods',
  'POST /campaigns/query', 'GET /campaigns/{id}', 'POST /campaigns/{id}/schedule', 'PATCH /campaigns/terminate',
  'GET /campaigns_external/{id}', 'POST /campaigns_external', 'GET /certificate/details', 'PUT /certificate/global_ssl',
  'PUT /certificate/certificate_settings', 'PUT /certificate/csr', 'GET /certificate/csr', 'PUT /certificate/cancel_csr',
  'PUT /certificate/import_cert', 'PUT /certificate/reset_to_defaults', 'GET /license_status', 'GET /settings/maintenance',
  'PUT /settings/maintenance', 'POST /settings/maintenance', 'DELETE /settings/maintenance', 'GET /settings/schedule_config',
  'POST /settings/schedule_config', 'GET /settings/webhook/schema', 'GET /settings/webhook/config',
  'POST /settings/webhook/config', 'PUT /settings/webhook/config/{config_id}',
];

/** Calls the spec says exist but whose method and path it does not show. */
const DESIGNED_CALLS = [
  'GET /users/me', 'GET /session/expiry', 'POST /pre_logout', 'POST /tenant_impersonation_logout',
  'GET /important_notifications', 'GET /data_scope_impersonation_options', 'GET /login/options',
  'POST /dashboard/discovery/start', 'POST /dashboard/discovery/stop', 'GET /data_fields', 'GET /adapters',
  'GET /environment', 'GET /assets/{entity}/{id}/investigation', 'POST /services/analytics/events',
];

describe('the contract', () => {
  it.each([...SHELL_CALLS, ...OPERATIONS_CALLS])('has %s', (call) => {
    expect(operations.has(call), `${call} is missing from openapi/spec`).toBe(true);
  });

  it.each(DESIGNED_CALLS)('has %s, marked designed with a reason', (call) => {
    const operation = operations.get(call);
    expect(operation, `${call} is missing from openapi/spec`).toBeDefined();
    expect(operation?.['x-designed']).toBe(true);
    expect(operation?.['x-designed-reason']?.trim()).toMatch(/\S+ \S+/);
  });

  it('gives every designed operation a one-line reason', () => {
    const unexplained = [...operations].filter(([, op]) => op['x-designed'] && !op['x-designed-reason']?.trim()).map(([call]) => call);
    expect(unexplained).toEqual([]);
  });

  it('says what permission every operation that needs a session requires', () => {
    const isPublic = (op: Operation) => op.security?.length === 0;
    const wrong = [...operations]
      .filter(([, op]) => (isPublic(op) ? op['x-permission'] !== undefined : !/^(signed-in|[A-Z]\w+\.[A-Z]\w+(\|[A-Z]\w+\.[A-Z]\w+)*)$/.test(op['x-permission'] ?? '')))
      .map(([call]) => call);
    expect(wrong).toEqual([]);
  });

  it('names every operation uniquely', () => {
    const ids = [...operations.values()].map((op) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
