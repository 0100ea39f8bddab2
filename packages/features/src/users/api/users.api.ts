import type { UsersCsvColumn } from '../usersCsvExport';
import {
  unwrap,
  unwrapAttributes,
  type AccessChangePreview,
  type ApiClient,
  type AssignDataScopeRequest,
  type AssignRoleRequest,
  type BulkActionAccepted,
  type BulkActionReply,
  type DataScope,
  type Role,
  type UserCreate,
  type UserFilters,
  type UserListItem,
  type UsersDeleteRequest,
  type UsersPage,
  type UserUpdate,
} from '@vigil/openapi';
import { USERS_PAGE_SIZE } from '../users.constants';

/** The list's query: page, search, sort and filters (spec 3, Users list view). */
export interface UsersQuery {
  page: number;
  sort: string | null;
  filters: UserFilters;
}

/** The filters as query strings, empty ones left out (shared by the list and the CSV export). */
export function filterQuery(sort: string | null, filters: UserFilters) {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(sort ? { sort } : {}),
    ...(filters.role_id?.length ? { role_id: filters.role_id } : {}),
    ...(filters.source?.length ? { source: filters.source } : {}),
    ...(filters.date_from ? { date_from: filters.date_from } : {}),
    ...(filters.date_to ? { date_to: filters.date_to } : {}),
  };
}

/** GET settings/users: one page of the list. */
export function fetchUsers(client: ApiClient, { page, sort, filters }: UsersQuery): Promise<UsersPage> {
  return unwrap(client.GET('/settings/users', { params: { query: { page, size: USERS_PAGE_SIZE, ...filterQuery(sort, filters) } } }));
}

/** GET settings/roles: every role, for the filter, the form and Assign Role. */
export async function fetchRoles(client: ApiClient): Promise<Role[]> {
  // Roles are few; one large page holds them all.
  return (await unwrap(client.GET('/settings/roles', { params: { query: { size: 2000 } } }))).data;
}

/** GET settings/data_scope: the scopes to assign. */
export async function fetchDataScopes(client: ApiClient): Promise<DataScope[]> {
  return (await unwrapAttributes(client.GET('/settings/data_scope'))).scopes;
}

/** A bulk reply: done at once (200) or left to background work (202). */
export type BulkOutcome = { kind: 'done'; reply: BulkActionReply } | { kind: 'accepted'; reply: BulkActionAccepted };

async function bulk(
  result: Promise<{ data?: BulkActionReply | BulkActionAccepted; error?: unknown; response: Response }>,
): Promise<BulkOutcome> {
  const { response } = await result;
  const reply = await unwrap(result);
  return response.status === 202 ? { kind: 'accepted', reply: reply as BulkActionAccepted } : { kind: 'done', reply: reply as BulkActionReply };
}

/** DELETE settings/users: the selection's users. */
export function deleteUsers(client: ApiClient, body: UsersDeleteRequest): Promise<BulkOutcome> {
  return bulk(client.DELETE('/settings/users', { body }));
}

/** PUT settings/users/assign_role. */
export function assignRole(client: ApiClient, body: AssignRoleRequest): Promise<BulkOutcome> {
  return bulk(client.PUT('/settings/users/assign_role', { body }));
}

/** PUT settings/users/assign_data_scope_bulk. */
export function assignDataScope(client: ApiClient, body: AssignDataScopeRequest): Promise<BulkOutcome> {
  return bulk(client.PUT('/settings/users/assign_data_scope_bulk', { body }));
}

/** POST settings/users/assign_data_scope_bulk/preview: what the assignment would change. */
export function previewDataScope(client: ApiClient, body: AssignDataScopeRequest): Promise<AccessChangePreview> {
  return unwrap(client.POST('/settings/users/assign_data_scope_bulk/preview', { body }));
}

/** POST settings/users. */
export function createUser(client: ApiClient, body: UserCreate): Promise<UserListItem> {
  return unwrap(client.POST('/settings/users', { body }));
}

/** PUT settings/users/{uuid}. */
export function updateUser(client: ApiClient, body: UserUpdate): Promise<UserListItem> {
  return unwrap(client.PUT('/settings/users/{uuid}', { params: { path: { uuid: body.uuid } }, body }));
}

/** GET settings/users/csv: the list under `filters` (none: every user), as a file; `columns` in their order, or all. */
export async function exportUsersCsv(client: ApiClient, sort: string | null, filters: UserFilters, columns?: UsersCsvColumn[]): Promise<Blob> {
  const query = { ...filterQuery(sort, filters), ...(columns?.length ? { columns } : {}) };
  return unwrap(client.GET('/settings/users/csv', { params: { query }, parseAs: 'blob' }));
}
