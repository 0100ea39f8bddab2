import {
  unwrap,
  unwrapAttributes,
  unwrapValue,
  type ApiClient,
  type DataScopeOptions,
  type LoginReply,
  type Tenant,
  type Workspace,
} from '@vigil/openapi';
import { CONNECT_AS_ORIGIN, WORKSPACES_PAGE_SIZE } from '../navigation.constants';

/** GET /notifications/count: the unread notifications of the Findings entry. */
export async function fetchNotificationCount(client: ApiClient): Promise<number> {
  return (await unwrapValue(client.GET('/notifications/count'))).count;
}

/** GET /data_scope_impersonation_options: the Connect As menu's scopes and the user's main scope. */
export function fetchDataScopeOptions(client: ApiClient): Promise<DataScopeOptions> {
  return unwrapAttributes(client.GET('/data_scope_impersonation_options'));
}

/** GET /self/workspaces: the switcher's workspaces. */
export async function fetchWorkspaces(client: ApiClient): Promise<Workspace[]> {
  return (await unwrap(client.GET('/self/workspaces', { params: { query: { size: WORKSPACES_PAGE_SIZE } } }))).data;
}

/** PUT /self/workspaces/{id}: the workspace now current. */
export function switchWorkspace(client: ApiClient, id: string): Promise<Workspace> {
  return unwrap(client.PUT('/self/workspaces/{id}', { params: { path: { id } }, body: { workspaceId: id } }));
}

/** GET /tenants: the tenants to connect as. */
export function fetchTenants(client: ApiClient): Promise<Tenant[]> {
  return unwrapValue(client.GET('/tenants'));
}

/** POST /impersonate_login: sign in as another user. */
export function impersonateLogin(client: ApiClient, userId: string): Promise<LoginReply> {
  return unwrap(client.POST('/impersonate_login', { body: { user_id: userId } }));
}

/** GET /impersonate_logout: back to the own account. */
export function impersonateLogout(client: ApiClient): Promise<LoginReply> {
  return unwrap(client.GET('/impersonate_logout'));
}

/** POST /data_scope_impersonation_login: connect as a data scope (from the user popover). */
export function dataScopeLogin(client: ApiClient, dataScopeId: string): Promise<LoginReply> {
  return unwrap(client.POST('/data_scope_impersonation_login', { body: { data_scope_id: dataScopeId, origin: CONNECT_AS_ORIGIN } }));
}

/** GET /data_scope_impersonation_logout: back to the main scope. */
export function dataScopeLogout(client: ApiClient): Promise<LoginReply> {
  return unwrap(client.GET('/data_scope_impersonation_logout'));
}

/** POST /connect_as_tenant_login: connect as a tenant. */
export function tenantLogin(client: ApiClient, tenantId: string): Promise<LoginReply> {
  return unwrap(client.POST('/connect_as_tenant_login', { body: { tenant_id: tenantId } }));
}

/** GET /connect_as_tenant_logout: back to the own account. */
export function tenantLogout(client: ApiClient): Promise<LoginReply> {
  return unwrap(client.GET('/connect_as_tenant_logout'));
}
