import type { FastifyReply } from 'fastify';
import type { components, QueryFilter } from '@vigil/openapi';
import type { Database, Queryable } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { errorBody } from '../errors.js';
import { isUniqueViolation, sendError } from '../admin/access.js';
import { anyFoldedMatch, containsPattern, likeLiteral, naturalOrder, orderBy, pageMeta, pageWindow } from '../admin/listQuery.js';
import { isUuid } from '../auth/ids.js';
import { dataFieldCatalog } from './catalog.js';
import { filterRefusal, unknownEntity } from './checkFilter.js';
import { canonical } from './diff.js';
import { folderExists, folderNotFound, queryFoldersHandlers } from './folders.js';
import {
  NOT_YOURS,
  PREDEFINED_READ_ONLY,
  QUERY_NOT_FOUND,
  SAVED_QUERY_COLUMNS,
  SAVED_QUERY_FROM,
  isReferenceViolation,
  mayEdit,
  sqlOffset,
  toSavedQuery,
  viewerOf,
  visibleQuery,
  visibleSql,
  type SavedQueryRow,
  type Viewer,
} from './store.js';
import { SqlParams } from './compile.js';
import { queryUsage, releaseQueries, usageSummary } from './usage.js';
import { savedQueryVersionsHandlers } from './versions.js';

type Schemas = components['schemas'];

export const BLANK_NAME = 'A saved query needs a name of more than spaces.';
export const PRIVATE_NOT_SHARED = 'A Private query cannot be shared with Data Scopes.';
/** The spec's sentence for dashboards (section 5), for queries shared with specific data scopes too. */
export const NO_DATA_SCOPE = 'At least one Data Scope must be selected';
export const BAD_FOLDER_FILTER = 'folder_id is the id of a query folder, or root.';
export const GONE_MEANWHILE = 'The folder or a data scope the request names was removed meanwhile.';
export const dataScopeNotFound = (id: string) => `No data scope with the id "${id}".`;
export const staleVersion = (base: number, latest: number) =>
  `This query was saved again since version ${String(base)} (its latest is version ${String(latest)}); reload it and make your change again.`;
export const futureVersion = (base: number, latest: number) => `This query has no version ${String(base)} yet; its latest is version ${String(latest)}.`;
export const queryInUse = (summary: string) => `This query is used by ${summary}; remove it from them first, or delete it anyway with force.`;
const nameTaken = (name: string, entity: string, yours: boolean) =>
  `${yours ? 'You already have' : 'Its owner already has'} a query over ${entity} named "${name}".`;

/** A 400's sentence, and where the fields at fault are when it is about the filter. */
interface Refusal {
  message: string;
  details?: components['schemas']['ErrorDetail'][];
}

const sendRefusal = (reply: FastifyReply, { message, details }: Refusal) => reply.code(400).send(errorBody(400, message, details ? { details } : {}));

interface Sharing {
  private: boolean;
  all: boolean;
  ids: string[];
}

/**
 * Who the query is shared with after a write. Private: its owner alone, so no data scope (asking
 * for both is refused). Otherwise every data scope, or the listed ones (at least one): a list
 * given alone means those; nothing said keeps what it had, and a query turning public, or new,
 * is shared with every data scope.
 */
function sharingAfter(body: Pick<Schemas['SavedQueryUpdate'], 'private' | 'all_data_scopes' | 'data_scope_ids'>, current: Sharing | undefined): Sharing | string {
  const isPrivate = body.private ?? current?.private ?? false;
  if (isPrivate) {
    if (body.all_data_scopes === true || (body.data_scope_ids?.length ?? 0) > 0) return PRIVATE_NOT_SHARED;
    return { private: true, all: false, ids: [] };
  }
  const was = current && !current.private ? current : undefined;
  const all = body.all_data_scopes ?? (body.data_scope_ids !== undefined ? false : (was?.all ?? true));
  const ids = all ? [] : [...new Set(body.data_scope_ids ?? was?.ids ?? [])].sort();
  if (!all && ids.length === 0) return NO_DATA_SCOPE;
  return { private: false, all, ids };
}

const sameSharing = (a: Sharing, b: Sharing) => a.private === b.private && a.all === b.all && a.ids.join() === b.ids.join();

async function replaceDataScopes(tx: Queryable, queryId: string, ids: readonly string[]): Promise<void> {
  await tx.query('delete from saved_query_data_scopes where query_id = $1', [queryId]);
  if (ids.length) {
    await tx.query('insert into saved_query_data_scopes (query_id, data_scope_id) select $1, unnest($2::uuid[])', [queryId, ids]);
  }
}

async function writeVersion(tx: Queryable, queryId: string, savedBy: string): Promise<void> {
  await tx.query(
    `insert into saved_query_versions (query_id, version, name, filter, saved_by)
     select id, version, name, filter, $2 from saved_queries where id = $1`,
    [queryId, savedBy],
  );
}

/** A new saved query's fields, its name trimmed and its filter and sharing already checked. */
export interface NewSavedQuery {
  name: string;
  entity: string;
  filter: QueryFilter;
  description: string;
  private: boolean;
  allDataScopes: boolean;
  dataScopeIds: readonly string[];
  folderId: string | null;
}

/**
 * Creates a saved query of `ownerUuid` as version 1, with its data scopes and its first version,
 * inside the caller's transaction (a name the owner has over the entity throws a unique violation).
 */
export async function insertSavedQuery(tx: Queryable, ownerUuid: string, query: NewSavedQuery): Promise<string> {
  const [created] = await tx.query<{ id: string }>(
    `insert into saved_queries (name, entity, filter, description, owner_uuid, private, predefined, all_data_scopes, folder_id)
     values ($1, $2, $3, $4, $5, $6, false, $7, $8) returning id::text as id`,
    [query.name, query.entity, JSON.stringify(query.filter), query.description, ownerUuid, query.private, query.allDataScopes, query.folderId],
  );
  if (!created) throw new Error('the insert of a saved query returned nothing');
  await replaceDataScopes(tx, created.id, query.dataScopeIds);
  await writeVersion(tx, created.id, ownerUuid);
  return created.id;
}

/**
 * The saved queries of the Queries area (spec 001 sections 2, 3 and 5; openapi/spec/queries.yaml),
 * with their folders (folders.ts) and history (versions.ts).
 *
 * Access. Queries/View reads and Queries/Update changes (the routes' x-permission). A caller
 * sees the predefined queries, their own, and the others' that are not private and are shared
 * with every data scope or with the caller's current one (the data scope they are connected to,
 * else their own; a user with none is in 'Global (Unrestricted)', which a query can be shared
 * with like any other); admins see every query. A query the caller
 * may not see is answered 404, as one that does not exist, so ids tell nothing. Predefined
 * queries are read-only for everyone (403: duplicate one instead); another's query is changed,
 * moved or removed only by its owner or an admin (403); `can_edit` says so in every reply.
 *
 * Names. A name is unique per owner and entity type, whatever its case ("Windows" may name a
 * devices query and a software query of the same user, and a predefined query and a user's):
 * a second one is 409. Names are trimmed.
 *
 * Versions. Every create, and every update that changes the name or the filter, writes a
 * version (who, when) in the same transaction; `version` is the latest. An update sent with an
 * older `base_version` is 409: someone saved meanwhile. Only the name and filter are versioned:
 * the description, sharing and folder are the query's current settings.
 */
export function savedQueriesHandlers(db: Database) {
  /** What is wrong with a write, as a 400: its filter first, then its sharing, then a data scope or folder it names that does not exist. */
  async function writeProblem(sharing: Sharing | string, folderId: string | null | undefined, entity: string, filter: QueryFilter | undefined): Promise<Refusal | undefined> {
    const refusal = filter === undefined ? undefined : filterRefusal(entity, filter);
    if (refusal) return refusal;
    if (typeof sharing === 'string') return { message: sharing };
    if (sharing.ids.length) {
      const known = new Set((await db.query<{ uuid: string }>('select uuid::text as uuid from data_scopes where uuid = any($1::uuid[])', [sharing.ids])).map((row) => row.uuid));
      const unknown = sharing.ids.find((id) => !known.has(id));
      if (unknown !== undefined) return { message: dataScopeNotFound(unknown) };
    }
    if (folderId && !(await folderExists(db, folderId))) return { message: folderNotFound(folderId) };
    return undefined;
  }

  /** The query of the path when the caller may change it; otherwise the reply (404, 403) is sent. */
  async function editable(viewer: Viewer, id: string, reply: FastifyReply): Promise<SavedQueryRow | undefined> {
    const row = await visibleQuery(db, viewer, id);
    if (!row) return void sendError(reply, 404, QUERY_NOT_FOUND);
    if (row.predefined) return void sendError(reply, 403, PREDEFINED_READ_ONLY);
    return mayEdit(viewer, row) ? row : void sendError(reply, 403, NOT_YOURS);
  }

  /** Sends the saved query after a write (the writer sees it: theirs, or they are an admin); 404 when it was removed meanwhile. */
  async function sendQuery(reply: FastifyReply, viewer: Viewer, id: string, status: 200 | 201): Promise<undefined> {
    const row = await visibleQuery(db, viewer, id);
    if (!row) return void sendError(reply, 404, QUERY_NOT_FOUND);
    return void reply.code(status).send({ data: { attributes: toSavedQuery(row, viewer) } } satisfies Schemas['SavedQueryReply']);
  }

  /** "Copy of <name>", or "Copy of <name> (2)" and so on when the owner has that name over the entity already. */
  async function freeCopyName(viewer: Viewer, source: SavedQueryRow): Promise<string> {
    const base = `Copy of ${source.name}`;
    const taken = new Set(
      (
        await db.query<{ name: string }>('select lower(name) as name from saved_queries where owner_uuid = $1 and entity = $2 and name ilike $3', [
          viewer.uuid,
          source.entity,
          `${likeLiteral(base)}%`,
        ])
      ).map((row) => row.name),
    );
    for (let n = 1; ; n++) {
      const name = n === 1 ? base : `${base} (${String(n)})`;
      if (!taken.has(name.toLowerCase())) return name;
    }
  }

  return {
    ...queryFoldersHandlers(db),
    ...savedQueryVersionsHandlers(db),

    listSavedQueries: async ({ query, request, reply }) => {
      const viewer = await viewerOf(db, request);
      const window = pageWindow(query);
      const params = new SqlParams();
      const where = [visibleSql(viewer, params)];
      if (query.entity_type !== undefined) {
        if (!dataFieldCatalog.fields(query.entity_type)) return void sendError(reply, 400, unknownEntity(query.entity_type));
        where.push(`q.entity = ${params.add(query.entity_type)}`);
      }
      if (query.folder_id === 'root') where.push('q.folder_id is null');
      else if (query.folder_id !== undefined) {
        if (!isUuid(query.folder_id)) return void sendError(reply, 400, BAD_FOLDER_FILTER);
        where.push(`q.folder_id = ${params.add(query.folder_id)}::uuid`);
      }
      const search = query.search?.trim();
      if (search) {
        const pattern = params.add(containsPattern(search));
        where.push(anyFoldedMatch(['q.name', 'q.description'], pattern));
      }
      const kind = query.kind ?? 'all';
      if (kind === 'predefined') where.push('q.predefined');
      if (kind === 'mine') where.push(`q.owner_uuid = ${params.add(viewer.uuid)}::uuid`);
      if (kind === 'shared') where.push(`not q.predefined and not q.private and q.owner_uuid is distinct from ${params.add(viewer.uuid)}::uuid`);
      const order = orderBy(query.sort, { name: naturalOrder('q.name'), last_updated: 'q.last_updated', entity: 'q.entity', owner: naturalOrder('o.user_name') }, 'name', `${naturalOrder('q.name')}, q.id`);
      const condition = where.join(' and ');
      const [counted] = await db.query<{ total: number }>(`select count(*)::int as total from ${SAVED_QUERY_FROM} where ${condition}`, params.values);
      const limit = params.add(window.size);
      const offset = params.add(sqlOffset(window.offset));
      const rows = await db.query<SavedQueryRow>(`select ${SAVED_QUERY_COLUMNS} from ${SAVED_QUERY_FROM} where ${condition} ${order} limit ${limit} offset ${offset}`, params.values);
      return { data: rows.map((row) => toSavedQuery(row, viewer)), meta: pageMeta(window, rows.length, counted?.total ?? 0) };
    },

    createSavedQuery: async ({ body, request, reply }) => {
      const viewer = await viewerOf(db, request);
      const { filter } = body;
      const name = body.name.trim();
      if (!name) return void sendError(reply, 400, BLANK_NAME);
      const sharing = sharingAfter(body, undefined);
      const problem = await writeProblem(sharing, body.folder_id, body.entity, filter);
      if (problem) return void sendRefusal(reply, problem);
      if (typeof sharing === 'string') return undefined; // a problem above
      let id: string;
      try {
        id = await db.transaction((tx) =>
          insertSavedQuery(tx, viewer.uuid, {
            name,
            entity: body.entity,
            filter,
            description: body.description ?? '',
            private: sharing.private,
            allDataScopes: sharing.all,
            dataScopeIds: sharing.ids,
            folderId: body.folder_id ?? null,
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) return void sendError(reply, 409, nameTaken(name, body.entity, true));
        if (isReferenceViolation(error)) return void sendError(reply, 400, GONE_MEANWHILE);
        throw error;
      }
      return sendQuery(reply, viewer, id, 201);
    },

    getSavedQuery: async ({ params, request, reply }) => {
      const viewer = await viewerOf(db, request);
      const row = await visibleQuery(db, viewer, params.queryId);
      return row ? { data: { attributes: toSavedQuery(row, viewer) } } : void sendError(reply, 404, QUERY_NOT_FOUND);
    },

    updateSavedQuery: async ({ params, body, request, reply }) => {
      const viewer = await viewerOf(db, request);
      const row = await editable(viewer, params.queryId, reply);
      if (!row) return undefined;
      const name = body.name?.trim();
      if (name === '') return void sendError(reply, 400, BLANK_NAME);
      const current: Sharing = { private: row.private, all: row.all_data_scopes, ids: [...row.data_scope_ids].sort() };
      const touchesSharing = body.private !== undefined || body.all_data_scopes !== undefined || body.data_scope_ids !== undefined;
      const sharing = touchesSharing ? sharingAfter(body, current) : current;
      const problem = await writeProblem(sharing, body.folder_id, row.entity, body.filter);
      if (problem) return void sendRefusal(reply, problem);
      if (typeof sharing === 'string') return undefined; // a problem above

      type Outcome = { ok: true } | { ok: false; status: 404 | 409 | 400; message: string };
      let outcome: Outcome;
      try {
        outcome = await db.transaction(async (tx): Promise<Outcome> => {
          // The row is locked until the end: a concurrent save waits, then sees the new version.
          const [locked] = await tx.query<{ version: number; name: string; filter: QueryFilter }>(
            'select version, name, filter from saved_queries where id = $1 for update',
            [row.id],
          );
          if (!locked) return { ok: false, status: 404, message: QUERY_NOT_FOUND };
          if (body.base_version !== undefined && body.base_version < locked.version) return { ok: false, status: 409, message: staleVersion(body.base_version, locked.version) };
          if (body.base_version !== undefined && body.base_version > locked.version) return { ok: false, status: 400, message: futureVersion(body.base_version, locked.version) };
          const renamed = name !== undefined && name !== locked.name;
          const refiltered = body.filter !== undefined && canonical(body.filter) !== canonical(locked.filter);
          const versioned = renamed || refiltered;
          await tx.query(
            `update saved_queries
                set name = $2, filter = $3, description = coalesce($4, description), private = $5, all_data_scopes = $6,
                    folder_id = case when $7 then $8::uuid else folder_id end,
                    version = version + case when $9 then 1 else 0 end, last_updated = now()
              where id = $1`,
            [
              row.id,
              renamed ? name : locked.name,
              JSON.stringify(refiltered ? body.filter : locked.filter),
              body.description ?? null,
              sharing.private,
              sharing.all,
              body.folder_id !== undefined,
              body.folder_id ?? null,
              versioned,
            ],
          );
          if (!sameSharing(sharing, current)) await replaceDataScopes(tx, row.id, sharing.ids);
          if (versioned) await writeVersion(tx, row.id, viewer.uuid);
          return { ok: true };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return void sendError(reply, 409, nameTaken(name ?? row.name, row.entity, row.owner_uuid === viewer.uuid));
        if (isReferenceViolation(error)) return void sendError(reply, 400, GONE_MEANWHILE);
        throw error;
      }
      if (!outcome.ok) return void sendError(reply, outcome.status, outcome.message);
      return sendQuery(reply, viewer, row.id, 200);
    },

    /**
     * Removes a query and its history. What uses it (charts, campaigns: usage.ts) is asked in
     * the same transaction, the query locked: while something does, 409 with `used_by`, unless
     * `force`; then each domain first takes it out of what uses it (usage.ts `releaseQueries`).
     */
    deleteSavedQuery: async ({ params, query, request, reply }) => {
      const viewer = await viewerOf(db, request);
      const row = await editable(viewer, params.queryId, reply);
      if (!row) return undefined;
      const usedBy = await db.transaction(async (tx) => {
        const [locked] = await tx.query('select id from saved_queries where id = $1 for update', [row.id]);
        if (!locked) return [];
        const usage = await queryUsage(tx, [row.id]);
        if (usage.length && query.force !== true) return usage;
        if (usage.length) await releaseQueries(tx, [row.id]);
        await tx.query('delete from saved_queries where id = $1', [row.id]);
        return [];
      });
      if (usedBy.length) return void reply.code(409).send({ ...errorBody(409, queryInUse(usageSummary(usedBy))), used_by: usedBy });
      return void reply.code(204).send();
    },

    /**
     * A copy owned by the caller, as version 1: same entity, filter and description, in the same
     * folder, and private (the caller shares it when they mean to; a copy of a predefined or a
     * shared query would otherwise show up in everyone's list). Without a name, "Copy of <name>",
     * numbered when the caller has that one already; a name given that they have is 409.
     */
    duplicateSavedQuery: async ({ params, body, request, reply }) => {
      const viewer = await viewerOf(db, request);
      const source = await visibleQuery(db, viewer, params.queryId);
      if (!source) return void sendError(reply, 404, QUERY_NOT_FOUND);
      // The body is optional: the handler's type does not say so.
      const given = (body as Schemas['DuplicateSavedQuery'] | undefined)?.name?.trim();
      if (given === '') return void sendError(reply, 400, BLANK_NAME);
      const name = given ?? (await freeCopyName(viewer, source));
      let id: string | undefined;
      try {
        id = await db.transaction(async (tx) => {
          const [created] = await tx.query<{ id: string }>(
            `insert into saved_queries (name, entity, filter, description, owner_uuid, private, predefined, all_data_scopes, folder_id)
             select $2, entity, filter, description, $3, true, false, false, folder_id from saved_queries where id = $1
             returning id::text as id`,
            [source.id, name, viewer.uuid],
          );
          if (!created) return undefined;
          await writeVersion(tx, created.id, viewer.uuid);
          return created.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return void sendError(reply, 409, nameTaken(name, source.entity, true));
        throw error;
      }
      // Removed between the read and the copy.
      if (id === undefined) return void sendError(reply, 404, QUERY_NOT_FOUND);
      return sendQuery(reply, viewer, id, 201);
    },

    /**
     * Files queries in a folder (null: the root), all or none: every one must be visible (else
     * 404) and the caller's to change (else 403, predefined ones included: folders are shared,
     * so filing one changes everyone's list). Filing is no edit: no version, last_updated kept.
     */
    moveSavedQueries: async ({ body, request, reply }) => {
      const viewer = await viewerOf(db, request);
      const ids = [...new Set(body.ids)];
      if (body.folder_id !== null && !(await folderExists(db, body.folder_id))) return void sendError(reply, 404, folderNotFound(body.folder_id));
      const params = new SqlParams();
      const idsParam = params.add(ids);
      const rows = await db.query<Pick<SavedQueryRow, 'id' | 'predefined' | 'owner_uuid'>>(
        `select q.id::text as id, q.predefined, q.owner_uuid::text as owner_uuid from saved_queries q where q.id = any(${idsParam}::uuid[]) and ${visibleSql(viewer, params)}`,
        params.values,
      );
      if (rows.length < ids.length) return void sendError(reply, 404, QUERY_NOT_FOUND);
      if (rows.some((row) => row.predefined)) return void sendError(reply, 403, PREDEFINED_READ_ONLY);
      if (rows.some((row) => !mayEdit(viewer, row))) return void sendError(reply, 403, NOT_YOURS);
      try {
        await db.query('update saved_queries set folder_id = $2 where id = any($1::uuid[])', [ids, body.folder_id]);
      } catch (error) {
        if (isReferenceViolation(error) && body.folder_id !== null) return void sendError(reply, 404, folderNotFound(body.folder_id));
        throw error;
      }
      return { data: { attributes: { moved: ids.length } } };
    },

    getSavedQueryUsage: async ({ params, request, reply }) => {
      const viewer = await viewerOf(db, request);
      const row = await visibleQuery(db, viewer, params.queryId);
      if (!row) return void sendError(reply, 404, QUERY_NOT_FOUND);
      return { data: await queryUsage(db, [row.id]) };
    },
  } satisfies Handlers;
}
