import type { FastifyRequest } from 'fastify';
import type { components, QueryFilter } from '@vigil/openapi';
import type { Queryable } from '../db/index.js';
import type { SessionUser } from '../auth/sessions.js';
import { callerOf } from '../admin/access.js';
import { GLOBAL_DATA_SCOPE_ID } from '../auth/ids.js';
import { can, isAdmin } from '../auth/permissions.js';
import { SqlParams } from './compile.js';

type Schemas = components['schemas'];

export const QUERY_NOT_FOUND = 'No such saved query.';
export const PREDEFINED_READ_ONLY = 'Predefined queries are read-only; duplicate one to change the copy.';
export const NOT_YOURS = 'Only the owner of this query or an administrator may change it.';

/**
 * Who is asking, as far as saved queries care: the user, whether they are an admin (admins see
 * and change every query but the predefined ones), whether their role may change queries, and
 * the data scope they work in: the one they are connected to (Connect As), else their own; a
 * user without one is in 'Global (Unrestricted)', which a query can be shared with like any other.
 */
export interface Viewer {
  uuid: string;
  admin: boolean;
  mayUpdate: boolean;
  scopeId: string;
}

/** The data scope the caller works in: the one they are connected to (Connect As), else their own, else Global. */
export async function workingScopeOf(db: Queryable, caller: SessionUser): Promise<string> {
  const [row] = await db.query<{ scope: string }>('select coalesce($1::uuid, (select data_scope_id from users where uuid = $2), $3::uuid)::text as scope', [
    caller.data_scope_id,
    caller.uuid,
    GLOBAL_DATA_SCOPE_ID,
  ]);
  return row?.scope ?? GLOBAL_DATA_SCOPE_ID;
}

export async function viewerOf(db: Queryable, request: FastifyRequest): Promise<Viewer> {
  const caller = callerOf(request);
  return { uuid: caller.uuid, admin: isAdmin(caller), mayUpdate: can(caller, 'Queries', 'Update'), scopeId: await workingScopeOf(db, caller) };
}

/**
 * The SQL condition "the viewer may see saved query `q`": predefined, or theirs, or (not private
 * and shared with every data scope or with the viewer's); admins see every query.
 */
export function visibleSql(viewer: Viewer, params: SqlParams, q = 'q'): string {
  if (viewer.admin) return 'true';
  const me = params.add(viewer.uuid);
  const scope = params.add(viewer.scopeId);
  return `(${q}.predefined or ${q}.owner_uuid = ${me}::uuid or (not ${q}.private and (${q}.all_data_scopes or exists (
            select 1 from saved_query_data_scopes sds where sds.query_id = ${q}.id and sds.data_scope_id = ${scope}::uuid))))`;
}

export interface SavedQueryRow {
  id: string;
  name: string;
  entity: string;
  filter: QueryFilter;
  description: string;
  owner_uuid: string | null;
  owner_name: string | null;
  private: boolean;
  predefined: boolean;
  all_data_scopes: boolean;
  data_scope_ids: string[];
  folder_id: string | null;
  version: number;
  created_at: Date | string;
  last_updated: Date | string;
}

/** The columns of a saved query's reply, over `saved_queries q left join users o on o.uuid = q.owner_uuid`. */
export const SAVED_QUERY_COLUMNS = `q.id::text as id, q.name, q.entity, q.filter, q.description, q.owner_uuid::text as owner_uuid, o.user_name as owner_name,
  q.private, q.predefined, q.all_data_scopes,
  array(select sds.data_scope_id::text from saved_query_data_scopes sds where sds.query_id = q.id order by sds.data_scope_id) as data_scope_ids,
  q.folder_id::text as folder_id, q.version, q.created_at, q.last_updated`;
export const SAVED_QUERY_FROM = 'saved_queries q left join users o on o.uuid = q.owner_uuid';

/**
 * Whether a statement was refused for a row another refers to, or for referring to a row that is
 * gone: a foreign key (23503), or one declared `on delete restrict` (23001), PostgreSQL and PGlite alike.
 */
export const isReferenceViolation = (error: unknown): boolean => ['23503', '23001'].includes(String((error as { code?: unknown } | null)?.code));

export const iso = (value: Date | string): string => new Date(value).toISOString();

/** The largest value of an `integer` column: a version number past it names no version. */
export const MAX_INTEGER = 2_147_483_647;

/** An offset as a statement can take it: far past any list, yet a number PostgreSQL reads. */
export const sqlOffset = (offset: number): number => Math.min(offset, Number.MAX_SAFE_INTEGER);

/** Whether the viewer may change or remove the query: never a predefined one; the owner's or an admin's to change, with Queries/Update. */
export const mayEdit = (viewer: Viewer, row: Pick<SavedQueryRow, 'predefined' | 'owner_uuid'>): boolean =>
  viewer.mayUpdate && !row.predefined && (viewer.admin || row.owner_uuid === viewer.uuid);

export function toSavedQuery(row: SavedQueryRow, viewer: Viewer): Schemas['SavedQuery'] {
  return {
    id: row.id,
    name: row.name,
    entity: row.entity,
    filter: row.filter,
    description: row.description,
    owner: row.owner_uuid !== null && row.owner_name !== null ? { uuid: row.owner_uuid, user_name: row.owner_name } : null,
    private: row.private,
    predefined: row.predefined,
    all_data_scopes: row.all_data_scopes,
    data_scope_ids: row.data_scope_ids,
    folder_id: row.folder_id,
    version: row.version,
    created_at: iso(row.created_at),
    last_updated: iso(row.last_updated),
    can_edit: mayEdit(viewer, row),
  };
}

/** The saved query with this id when the viewer may see it. */
export async function visibleQuery(db: Queryable, viewer: Viewer, id: string): Promise<SavedQueryRow | undefined> {
  const params = new SqlParams();
  const idParam = params.add(id);
  const [row] = await db.query<SavedQueryRow>(`select ${SAVED_QUERY_COLUMNS} from ${SAVED_QUERY_FROM} where q.id = ${idParam}::uuid and ${visibleSql(viewer, params)}`, params.values);
  return row;
}
