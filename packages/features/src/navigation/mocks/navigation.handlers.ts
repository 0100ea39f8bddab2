import type { CurrentUser, DataScopeOptions, Tenant, Workspace } from '@vigil/openapi';
import { apiHttp, attributesReply, buildDataScopeOptions, pageReply, valueReply } from '@vigil/openapi/mocks';
import { currentUserFixture } from '../../session/fixtures/session';
import { switchReplyFixture, tenantsFixture, workspacesFixture } from '../fixtures/navigation';

/** The refusal the switch handlers give when told to fail. */
export const switchRefusal = { status: 403, message: 'You do not have permission to connect as this Data Scope' } as const;

/** Mock HTTP answers for the navigation's calls, for stories and tests; typed by the contract. */
export const navigationHandlers = {
  /** GET /notifications/count; `record` hears of each call. */
  notificationCount: (count = 7, record?: (call: string) => void) =>
    apiHttp.get('/notifications/count', ({ response }) => {
      record?.('GET /notifications/count');
      return response(200).json(valueReply({ count }));
    }),
  /** GET /data_scope_impersonation_options; `record` hears of each call. */
  dataScopeOptions: (options: DataScopeOptions = buildDataScopeOptions(), record?: (call: string) => void) =>
    apiHttp.get('/data_scope_impersonation_options', ({ response }) => {
      record?.('GET /data_scope_impersonation_options');
      return response(200).json(attributesReply(options));
    }),
  /** GET /self/workspaces and PUT /self/workspaces/{id} over `workspaces`. */
  workspaces: (workspaces: Workspace[] = workspacesFixture, record?: (call: string) => void) => [
    apiHttp.get('/self/workspaces', ({ response }) => {
      record?.('GET /self/workspaces');
      return response(200).json(pageReply(workspaces, { size: workspaces.length || 1 }));
    }),
    apiHttp.put('/self/workspaces/{id}', ({ params, response }) => {
      record?.(`PUT /self/workspaces/${params.id}`);
      const workspace = workspaces.find((item) => item.id === params.id);
      return workspace
        ? response(200).json({ ...workspace, is_current: true })
        : response(404).json({ status: 404, message: 'Workspace not found' });
    }),
  ],
  /** GET /tenants. */
  tenants: (tenants: Tenant[] = tenantsFixture) => apiHttp.get('/tenants', ({ response }) => response(200).json(valueReply(tenants))),
  /** GET /tenants failing. */
  tenantsFailed: () =>
    apiHttp.get('/tenants', ({ response }) => response('default').json({ status: 500, message: 'Internal Server Error' }, { status: 500 })),
  /**
   * A server whose signed-in user changes with the identity switches: GET /users/me answers the
   * current identity; each of the six switch calls makes `switchedTo` current (or, with `fail`,
   * answers 403 with `switchRefusal` and changes nothing). Put before the session's handlers.
   */
  identitySwitches: ({
    user = currentUserFixture,
    switchedTo,
    fail = false,
    record,
  }: {
    user?: CurrentUser;
    switchedTo: CurrentUser;
    fail?: boolean;
    record?: (call: string) => void;
  }) => {
    let current = user;
    const answer = (call: string) => {
      record?.(call);
      if (fail) return null;
      current = switchedTo;
      return switchReplyFixture(switchedTo);
    };
    return [
      apiHttp.get('/users/me', ({ response }) => {
        record?.('GET /users/me');
        return response(200).json(valueReply(current));
      }),
      apiHttp.post('/impersonate_login', ({ response }) => {
        const reply = answer('POST /impersonate_login');
        return reply ? response(200).json(reply) : response(403).json(switchRefusal);
      }),
      apiHttp.get('/impersonate_logout', ({ response }) => {
        const reply = answer('GET /impersonate_logout');
        return reply ? response(200).json(reply) : response(403).json(switchRefusal);
      }),
      apiHttp.post('/data_scope_impersonation_login', ({ response }) => {
        const reply = answer('POST /data_scope_impersonation_login');
        return reply ? response(200).json(reply) : response(403).json(switchRefusal);
      }),
      apiHttp.get('/data_scope_impersonation_logout', ({ response }) => {
        const reply = answer('GET /data_scope_impersonation_logout');
        return reply ? response(200).json(reply) : response(403).json(switchRefusal);
      }),
      apiHttp.post('/connect_as_tenant_login', ({ response }) => {
        const reply = answer('POST /connect_as_tenant_login');
        return reply ? response(200).json(reply) : response(403).json(switchRefusal);
      }),
      apiHttp.get('/connect_as_tenant_logout', ({ response }) => {
        const reply = answer('GET /connect_as_tenant_logout');
        return reply ? response(200).json(reply) : response(403).json(switchRefusal);
      }),
    ];
  },
};
