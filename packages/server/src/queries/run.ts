import { queryFilterPaths, type QueryFilter } from '@vigil/openapi/queryFilter';
import type { FastifyRequest } from 'fastify';
import type { components } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Handlers } from '../openapi/index.js';
import { callerOf } from '../admin/access.js';
import { pageMeta, pageWindow } from '../admin/listQuery.js';
import { errorBody } from '../errors.js';
import { dataFieldCatalog } from './catalog.js';
import { filterRefusal } from './checkFilter.js';
import { compileFilter, compileNodes, SqlParams } from './compile.js';
import { QUERY_NOT_FOUND, viewerOf, visibleQuery } from './store.js';
import { assetScopeOf, scopeCondition } from './scope.js';

type QueryRunRequest = components['schemas']['QueryRunRequest'];

/** How long one statement of the engine may run (PostgreSQL's statement_timeout). */
export const QUERY_TIMEOUT_MS = 15_000;

export const QUERY_RUN_MESSAGES = {
  tooSlow: `The query took too long and was stopped after ${String(QUERY_TIMEOUT_MS / 1000)} seconds. Narrow it down (fewer text or regex conditions, or more specific fields) and try again.`,
  what: 'Send either query_id, or entity and filter.',
} as const;

/** A request the engine refuses: the count and preview calls answer it with its status, message and details. */
export class QueryRunError extends Error {
  constructor(
    readonly statusCode: 400 | 404,
    message: string,
    readonly details: { field?: string; message: string }[] = [],
  ) {
    super(message);
  }
}

/**
 * Runs one statement of the engine in UTC (dates without a zone are UTC) and, on PostgreSQL, under
 * the statement time limit: one that runs past it is cancelled by the database and answered 400.
 * The embedded database (PGlite, single-threaded WebAssembly) does not honour statement_timeout;
 * there the limits of the tree (queryFilterProblems) bound the work instead.
 */
export async function runEngineStatement<R extends object>(db: Database, sql: string, params: readonly unknown[], timeoutMs = QUERY_TIMEOUT_MS): Promise<R[]> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query("select set_config('timezone', 'UTC', true)");
      if (db.engine === 'postgres') await tx.query("select set_config('statement_timeout', $1, true)", [String(timeoutMs)]);
      return tx.query<R>(sql, params);
    });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === '57014') throw new QueryRunError(400, QUERY_RUN_MESSAGES.tooSlow);
    throw error;
  }
}

/** What a run selects: a saved query the caller may see (else 404), or an inline filter the rules accept (else 400). */
async function resolve(db: Database, request: FastifyRequest, body: QueryRunRequest): Promise<{ entity: string; filter: QueryFilter }> {
  if (body.query_id !== undefined) {
    if (body.entity !== undefined || body.filter !== undefined) throw new QueryRunError(400, QUERY_RUN_MESSAGES.what);
    const query = await visibleQuery(db, await viewerOf(db, request), body.query_id);
    if (!query) throw new QueryRunError(404, QUERY_NOT_FOUND);
    return query;
  }
  if (body.entity === undefined || body.filter === undefined) throw new QueryRunError(400, QUERY_RUN_MESSAGES.what);
  const refusal = filterRefusal(body.entity, body.filter);
  if (refusal) throw new QueryRunError(400, refusal.message, refusal.details);
  return { entity: body.entity, filter: body.filter };
}

/** The engine's statement parts for one run: the assets of the entity in the caller's scope. */
async function prepare(db: Database, caller: SessionUser, entity: string) {
  const params = new SqlParams();
  const scope = scopeCondition(await assetScopeOf(db, caller), params);
  const options = { catalog: dataFieldCatalog, entity, params, now: new Date(), scope };
  const base = `a.entity = ${params.add(entity)} and ${scope('a')}`;
  return { params, options, base };
}

/** How many assets of `entity` a filter matches for the caller (the engine's count, for other domains too). */
export async function countAssets(db: Database, caller: SessionUser, entity: string, filter: QueryFilter): Promise<number> {
  const { params, options, base } = await prepare(db, caller, entity);
  const where = compileFilter(filter, options);
  const [row] = await runEngineStatement<{ count: number }>(db, `select count(*)::int as count from assets a where ${base} and ${where}`, params.values);
  return row?.count ?? 0;
}

function sendRunError(error: unknown, reply: { code(status: number): { send(body: unknown): unknown } }): void {
  if (!(error instanceof QueryRunError)) throw error;
  reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.details.length ? { details: error.details } : {}));
}

/** The engine's calls: counts (the whole filter, and each node alone) and the first matching assets. */
export function queryRunHandlers(db: Database) {
  return {
    countQuery: async ({ body, request, reply }) => {
      const caller = callerOf(request);
      try {
        const { entity, filter } = await resolve(db, request, body);
        if (!body.per_node) return { data: { attributes: { count: await countAssets(db, caller, entity, filter), nodes: {} } } };
        // One statement, one pass: each condition computed once per row (offset 0 keeps the
        // planner from folding the row's booleans back into every count), the groups from them.
        const { params, options, base } = await prepare(db, caller, entity);
        const { leaves, nodes } = compileNodes(filter, options);
        const paths = queryFilterPaths(filter);
        const columns = paths.map((path, index) => `count(*) filter (where ${nodes.get(path) ?? 'false'})::int as n${String(index)}`);
        const booleans = leaves.length ? leaves.map((leaf, index) => `${leaf} as b${String(index)}`).join(', ') : 'true as b';
        const [row] = await runEngineStatement<Record<string, number>>(
          db,
          `select ${columns.join(', ')} from (select ${booleans} from assets a where ${base} offset 0) as rows`,
          params.values,
        );
        const counts = Object.fromEntries(paths.map((path, index) => [path, row?.[`n${String(index)}`] ?? 0]));
        return { data: { attributes: { count: counts[''] ?? 0, nodes: counts } } };
      } catch (error) {
        sendRunError(error, reply);
        return undefined;
      }
    },

    previewQuery: async ({ body, request, reply }) => {
      const caller = callerOf(request);
      try {
        const { entity, filter } = await resolve(db, request, body);
        const window = pageWindow({ size: body.size ?? 20, ...(body.cursor !== undefined && { cursor: body.cursor }) });
        const { params, options, base } = await prepare(db, caller, entity);
        const where = compileFilter(filter, options);
        const total = params.values.length;
        const rows = await runEngineStatement<{ id: string; entity: string; name: string; fields: Record<string, unknown>; tags: string[]; last_updated: Date | string; adapters: string[] }>(
          db,
          `select a.id::text as id, a.entity, a.name, a.fields, a.tags, a.last_updated,
                  array(select distinct c.adapter from asset_adapters aa join adapter_connections c on c.id = aa.connection_id
                         where aa.asset_id = a.id order by c.adapter) as adapters
             from assets a where ${base} and ${where}
            order by a.last_updated desc, a.id desc
            limit $${String(total + 1)} offset $${String(total + 2)}`,
          [...params.values, window.size, window.offset],
        );
        const [counted] = await runEngineStatement<{ count: number }>(db, `select count(*)::int as count from assets a where ${base} and ${where}`, params.values);
        return {
          data: rows.map((row) => ({ ...row, last_updated: new Date(row.last_updated).toISOString() })),
          meta: pageMeta(window, rows.length, counted?.count ?? 0),
        };
      } catch (error) {
        sendRunError(error, reply);
        return undefined;
      }
    },
  } satisfies Handlers;
}
