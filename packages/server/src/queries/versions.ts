import type { components, QueryFilter } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { sendError } from '../admin/access.js';
import { pageMeta, pageWindow } from '../admin/listQuery.js';
import { diffFilters } from './diff.js';
import { MAX_INTEGER, QUERY_NOT_FOUND, iso, sqlOffset, viewerOf, visibleQuery } from './store.js';

type QueryVersion = components['schemas']['QueryVersion'];

export const noSuchVersion = (version: number) => `This query has no version ${String(version)}.`;

interface VersionRow {
  version: number;
  name: string;
  filter: QueryFilter;
  saved_by: string | null;
  saved_by_name: string | null;
  saved_at: Date | string;
}

const VERSION_SELECT = `select v.version, v.name, v.filter, v.saved_by::text as saved_by, u.user_name as saved_by_name, v.saved_at
  from saved_query_versions v left join users u on u.uuid = v.saved_by`;

const toVersion = (row: VersionRow): QueryVersion => ({
  version: row.version,
  name: row.name,
  filter: row.filter,
  saved_by: row.saved_by !== null && row.saved_by_name !== null ? { uuid: row.saved_by, user_name: row.saved_by_name } : null,
  saved_at: iso(row.saved_at),
});

/**
 * A saved query's history: its versions, newest first, one of them, and what changed between
 * two (diff.ts). Whoever may see the query may read its history (404 otherwise, as for the query).
 */
export function savedQueryVersionsHandlers(db: Database) {
  async function versionOf(queryId: string, version: number): Promise<QueryVersion | undefined> {
    if (version > MAX_INTEGER) return undefined;
    const [row] = await db.query<VersionRow>(`${VERSION_SELECT} where v.query_id = $1::uuid and v.version = $2`, [queryId, version]);
    return row && toVersion(row);
  }

  return {
    listSavedQueryVersions: async ({ params, query, request, reply }) => {
      const viewer = await viewerOf(db, request);
      const saved = await visibleQuery(db, viewer, params.queryId);
      if (!saved) return void sendError(reply, 404, QUERY_NOT_FOUND);
      const window = pageWindow(query);
      const [counted] = await db.query<{ total: number }>('select count(*)::int as total from saved_query_versions where query_id = $1::uuid', [saved.id]);
      const rows = await db.query<VersionRow>(`${VERSION_SELECT} where v.query_id = $1::uuid order by v.version desc limit $2 offset $3`, [
        saved.id,
        window.size,
        sqlOffset(window.offset),
      ]);
      return { data: rows.map(toVersion), meta: pageMeta(window, rows.length, counted?.total ?? 0) };
    },

    getSavedQueryVersion: async ({ params, request, reply }) => {
      const saved = await visibleQuery(db, await viewerOf(db, request), params.queryId);
      if (!saved) return void sendError(reply, 404, QUERY_NOT_FOUND);
      const version = await versionOf(saved.id, params.version);
      return version ? { data: { attributes: version } } : void sendError(reply, 404, noSuchVersion(params.version));
    },

    diffSavedQueryVersions: async ({ params, query, request, reply }) => {
      const saved = await visibleQuery(db, await viewerOf(db, request), params.queryId);
      if (!saved) return void sendError(reply, 404, QUERY_NOT_FOUND);
      const from = await versionOf(saved.id, query.from);
      if (!from) return void sendError(reply, 404, noSuchVersion(query.from));
      const to = await versionOf(saved.id, query.to);
      if (!to) return void sendError(reply, 404, noSuchVersion(query.to));
      return { data: { attributes: { from, to, name_before: from.name, name_after: to.name, changes: diffFilters(from.filter, to.filter) } } };
    },
  } satisfies Handlers;
}
