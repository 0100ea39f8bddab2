import type { RolesCsvColumn } from '../rolesCsvExport';
import {
  ApiError,
  unwrap,
  type AccessChangePreview,
  type ApiClient,
  type DataScope,
  type PermissionCatalogue,
  type Permissions,
  type Role,
  type RolesPage,
} from '@vigil/openapi';

export interface RolesQuery {
  page: number;
  size: number;
  search: string;
}

/** GET settings/roles: one page of roles with their users and service-accounts counts. */
export function fetchRoles(client: ApiClient, { page, size, search }: RolesQuery): Promise<RolesPage> {
  return unwrap(client.GET('/settings/roles', { params: { query: { page, size, ...(search ? { search } : {}) } } }));
}

/** GET settings/roles/permissions: the matrix's categories and actions, and the restrict setting. */
export function fetchPermissionCatalogue(client: ApiClient): Promise<PermissionCatalogue> {
  return unwrap(client.GET('/settings/roles/permissions'));
}

/** POST settings/roles: a new role. */
export function createRole(client: ApiClient, body: { name: string; permissions: Permissions }): Promise<Role> {
  return unwrap(client.POST('/settings/roles', { body }));
}

/** PUT settings/roles/{uuid}: replaces the role's name and permissions (restrict setting off). */
export function replaceRole(client: ApiClient, body: { uuid: string; name: string; permissions: Permissions }): Promise<Role> {
  return unwrap(client.PUT('/settings/roles/{uuid}', { params: { path: { uuid: body.uuid } }, body }));
}

/** PATCH settings/roles/{uuid}: the categories sent replace theirs (restrict setting on). */
export function patchRole(client: ApiClient, body: { uuid: string; name: string; permissions: Permissions }): Promise<Role> {
  return unwrap(client.PATCH('/settings/roles/{uuid}', { params: { path: { uuid: body.uuid } }, body }));
}

/** POST settings/roles/{uuid}/preview: what the role's users would gain or lose; saves nothing. */
export function previewRoleChange(client: ApiClient, uuid: string, permissions: Permissions): Promise<AccessChangePreview> {
  return unwrap(client.POST('/settings/roles/{uuid}/preview', { params: { path: { uuid } }, body: { permissions } }));
}

/** DELETE settings/roles/{uuid}. */
export async function deleteRole(client: ApiClient, uuid: string): Promise<void> {
  const { response, error } = await client.DELETE('/settings/roles/{uuid}', { params: { path: { uuid } } });
  // A 204 has no body, which `unwrap` would take for a failure.
  if (!response.ok) throw ApiError.fromReply(response, error);
}

/** GET settings/roles/csv with the list's search (empty: every role): the file's text; `columns` in their order, or all. */
export function exportRolesCsv(client: ApiClient, search: string, columns?: RolesCsvColumn[]): Promise<string> {
  const query = { ...(search ? { search } : {}), ...(columns?.length ? { columns } : {}) };
  return unwrap(client.GET('/settings/roles/csv', { params: { query }, parseAs: 'text' }));
}

/** GET settings/data_scope: every data scope, unwrapped from `data.attributes.scopes`. */
export async function fetchDataScopes(client: ApiClient): Promise<DataScope[]> {
  return (await unwrap(client.GET('/settings/data_scope'))).data.attributes.scopes;
}
