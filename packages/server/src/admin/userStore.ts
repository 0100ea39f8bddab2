import type { components } from '@vigil/openapi';
import type { Queryable } from '../db/index.js';
import type { Permissions } from '../auth/permissions.js';
import { isUuid } from '../auth/ids.js';
import { anyFoldedMatch, containsPattern, orderBy } from './listQuery.js';

type Schemas = components['schemas'];

/** The user who is special (spec section 6): never deleted, excluded from bulk role and data-scope changes. */
export const ADMIN_USER_NAME = 'admin';

/** A user as the users list shows it, with what the grant rules need. */
export interface AdminUserRow {
  uuid: string;
  user_name: string;
  first_name: string;
  last_name: string;
  email: string | null;
  source: string;
  role_id: string | null;
  role_name: string | null;
  role_permissions: Permissions | null;
  data_scope_id: string | null;
  data_scope_name: string | null;
  is_disabled: boolean;
  last_updated: Date;
  last_login: Date | null;
}

const SELECT = `
  select u.uuid, u.user_name, u.first_name, u.last_name, u.email, u.source, u.role_id, r.name as role_name,
         r.permissions as role_permissions, u.data_scope_id, d.name as data_scope_name, u.is_disabled, u.last_updated, u.last_login
    from users u
    left join roles r on r.uuid = u.role_id
    left join data_scopes d on d.uuid = u.data_scope_id`;

/** Sortable fields of the users list. */
const SORTS: Record<string, string> = {
  user_name: 'u.user_name',
  first_name: 'u.first_name',
  last_name: 'u.last_name',
  email: 'u.email',
  source: 'u.source',
  role_name: 'r.name',
  last_updated: 'u.last_updated',
  last_login: 'u.last_login',
};

export const userListItem = (row: AdminUserRow): Schemas['UserListItem'] => ({
  uuid: row.uuid,
  user_name: row.user_name,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email ?? (row.source === 'saml' ? row.user_name : null),
  source: row.source,
  role_id: row.role_id ?? '',
  role_name: row.role_name ?? '',
  data_scope_id: row.data_scope_id,
  last_updated: row.last_updated.toISOString(),
  last_login: row.last_login?.toISOString() ?? null,
  predefined: row.user_name === ADMIN_USER_NAME,
  is_disabled: row.is_disabled,
});

/** Builds a `where` clause from the list's filters; pushes its values onto `params`. Service accounts are not users of the list. */
export function userFilterSql(filters: Schemas['UserFilters'], params: unknown[]): string {
  const add = (value: unknown) => `$${String(params.push(value))}`;
  const conditions = ['not u.is_service_account'];
  if (filters.search) {
    const pattern = add(containsPattern(filters.search));
    conditions.push(anyFoldedMatch(['u.user_name', 'u.first_name', 'u.last_name', 'u.email', 'r.name'], pattern));
  }
  if (filters.role_id?.length) conditions.push(`u.role_id = any(${add(filters.role_id.filter(isUuid))}::uuid[])`);
  if (filters.source?.length) conditions.push(`u.source = any(${add(filters.source)}::text[])`);
  // Days are UTC days, whatever the database's time zone.
  if (filters.date_from) conditions.push(`u.last_login >= (${add(filters.date_from)}::date)::timestamp at time zone 'UTC'`);
  if (filters.date_to) conditions.push(`u.last_login < (${add(filters.date_to)}::date + 1)::timestamp at time zone 'UTC'`);
  return `where ${conditions.join(' and ')}`;
}

/** The users matching `filters`, sorted, in the window (all when no window). */
export async function findUsers(
  db: Queryable,
  filters: Schemas['UserFilters'],
  sort: string | undefined,
  window?: { offset: number; size: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const params: unknown[] = [];
  const where = userFilterSql(filters, params);
  const order = orderBy(sort, SORTS, 'user_name', 'u.uuid');
  const limit = window ? ` limit ${String(window.size)} offset ${String(window.offset)}` : '';
  const rows = await db.query<AdminUserRow>(`${SELECT} ${where} ${order}${limit}`, params);
  if (!window) return { rows, total: rows.length };
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from users u left join roles r on r.uuid = u.role_id ${where}`,
    params,
  );
  return { rows, total: count?.total ?? 0 };
}

/** The users with these uuids (ids that are not uuids match nothing). */
export async function usersByIds(db: Queryable, ids: readonly string[]): Promise<AdminUserRow[]> {
  // Service accounts are not users: the users calls neither see nor change them.
  return db.query<AdminUserRow>(`${SELECT} where u.uuid = any($1::uuid[]) and not u.is_service_account order by u.user_name`, [ids.filter(isUuid)]);
}

export async function userById(db: Queryable, uuid: string): Promise<AdminUserRow | undefined> {
  return isUuid(uuid) ? (await usersByIds(db, [uuid]))[0] : undefined;
}

/** The users a bulk selection names: exactly its ids, or every user matching its filters but its ids. */
export async function selectedUsers(db: Queryable, selection: Schemas['Selection']): Promise<AdminUserRow[]> {
  if (selection.include ?? true) return usersByIds(db, selection.ids);
  const excluded = new Set(selection.ids);
  const { rows } = await findUsers(db, selection.filters ?? {}, undefined);
  return rows.filter((row) => !excluded.has(row.uuid));
}
