import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '@vigil/openapi';
import type { Database, Queryable } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { errorBody } from '../errors.js';
import { isUniqueViolation, sendError } from '../admin/access.js';
import { anyFoldedMatch, containsPattern, naturalOrder, pageMeta, pageWindow } from '../admin/listQuery.js';
import { AssetRequestError, FOREIGN_CURSOR, cursorKey, keysetCursor, listBinding, openCursor, openKeysetCursor, signCursor, type KeysetPosition } from '../assets/cursor.js';
import { actorOf, recordAudit } from '../audit/record.js';
import { signedInUser } from '../auth/plugin.js';
import { isUuid } from '../auth/ids.js';
import { SqlParams } from '../queries/compile.js';
import { sealSecret } from '../secrets/box.js';
import { DISCOVERY_IN_PROGRESS, discoveryHandlers, type DiscoveryControl } from '../routes/discovery.js';
import { ADAPTERS, AdapterError, type AdapterRegistry } from '../discovery/adapters/index.js';
import { assetCount } from '../discovery/lifecycle.js';
import { CONNECTION_COLUMNS, CONNECTION_FROM, enteredSecrets, prepareFetch, readConnection, type ConnectionRow } from '../discovery/connectionContext.js';
import {
  CONNECTION_STATUSES,
  DELETE_DURING_RUN,
  EMPTY_FILE,
  INVALID_CONNECTION,
  NOT_FETCHABLE,
  NO_FILE_ADAPTER,
  NO_SUCH_ADAPTER,
  NO_SUCH_CONNECTION,
  checkConfig,
  checkCredentials,
  connectionScopeOf,
  duplicateLabel,
  inScope,
  toConnection,
  type CheckedCredentials,
} from './store.js';

type Schemas = components['schemas'];
type Status = Schemas['AdapterConnectionStatus'];

/** A connection test fetches one page: at most this many records. */
export const TEST_PAGE_RECORDS = 100;
/** A connection test gives up after this long. */
export const TEST_TIMEOUT_MS = 20_000;
/** Largest file a file connection takes (the contract's 100 MiB). */
export const CONNECTION_FILE_MAX_BYTES = 100 * 1024 * 1024;
export const TEST_TIMED_OUT = `The source did not answer within ${String(TEST_TIMEOUT_MS / 1000)} seconds.`;
export const TEST_FAILED_UNEXPECTEDLY = 'The adapter failed unexpectedly; the server log has the details.';

/** The uploaded file's operation takes up to 100 MiB (every other operation keeps the server's 1 MiB). */
export const CONNECTION_BODY_LIMITS = { uploadConnectionFile: CONNECTION_FILE_MAX_BYTES } as const;
/** The uploaded file reaches its handler as bytes, whatever its content type. */
export const CONNECTION_RAW_BODIES = ['uploadConnectionFile'] as const;

interface AdapterRow {
  module: string;
  title: string;
  category: string;
  description: string;
  fetchable: boolean;
  takes_file: boolean;
  counts: Record<string, number>;
}

/** Per-status counts in the contract's order, without the empty ones. */
const countsOf = (counts: Record<string, number>): Schemas['AdapterConnectionCount'][] =>
  CONNECTION_STATUSES.filter((status) => (counts[status] ?? 0) > 0).map((status) => ({ status, count: counts[status] ?? 0 }));

/** An adapter's status: the worst of its connections' (a failure shows before a success), never_connected without any. */
function overallStatus(counts: Record<string, number>): Status {
  for (const status of ['disconnected', 'not_available', 'connected'] as const) if ((counts[status] ?? 0) > 0) return status;
  return 'never_connected';
}

const adapterSelect = (scopeParam: string) => `
  select a.module, a.title, a.category, a.description, a.fetchable, a.takes_file,
         coalesce((select jsonb_object_agg(s.status, s.n) from (
                    select c.status, count(*)::int as n from adapter_connections c
                     where c.adapter = a.module and ${inScope('c.id', scopeParam)} group by c.status) s), '{}'::jsonb) as counts
    from adapters a`;

interface ConnectionPosition {
  title: string;
  label: string;
  id: string;
  page: number;
}

function openConnectionCursor(key: Buffer, binding: string, cursor: string): ConnectionPosition {
  const { t, l, i, p } = openCursor(key, binding, cursor);
  if (typeof t !== 'string' || typeof l !== 'string' || typeof i !== 'string' || !isUuid(i) || typeof p !== 'number' || !Number.isSafeInteger(p) || p < 1) {
    throw new AssetRequestError(400, FOREIGN_CURSOR);
  }
  return { title: t, label: l, id: i, page: p };
}

interface HistoryRow {
  id: string;
  run_id: string;
  connection_id: string | null;
  adapter: string;
  adapter_title: string;
  connection_label: string;
  status: Schemas['FetchHistoryEntry']['status'];
  started_at: Date;
  started_text: string;
  finished_at: Date | null;
  fetched: Record<string, number>;
  error_count: number;
  error: string | null;
  row_errors: Schemas['RowError'][];
}

const toHistoryEntry = (row: HistoryRow): Schemas['FetchHistoryEntry'] => ({
  id: row.id,
  run_id: row.run_id,
  connection_id: row.connection_id,
  adapter: row.adapter,
  adapter_title: row.adapter_title,
  connection_label: row.connection_label,
  status: row.status,
  started_at: new Date(row.started_at).toISOString(),
  finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  duration_ms: row.finished_at ? Math.max(0, new Date(row.finished_at).getTime() - new Date(row.started_at).getTime()) : null,
  fetched: row.fetched,
  error_count: row.error_count,
  error: row.error,
  row_errors: row.row_errors.slice(0, 100),
});

/** A refusal thrown inside a transaction, answered with its status (nothing of the transaction is kept). */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

/** Answers a refusal (or a bad cursor) with its status; anything else is a fault of the server and is thrown again. */
function refuse(reply: FastifyReply, error: unknown): void {
  if (error instanceof Refusal) void reply.code(error.status).send(errorBody(error.status, error.message, error.details ? { details: error.details } : {}));
  else if (error instanceof AssetRequestError) void reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
  else throw error;
}

/** '3 devices, 1 user' */
const describeCount = (fetched: Record<string, number>): string => {
  const parts = Object.entries(fetched).map(([entity, n]) => assetCount(n, entity));
  return parts.length ? parts.join(', ') : 'no records';
};

/** The adapters, connections, file, test, fetch-now and fetch history operations (README.md). */
export function connectionsHandlers(db: Database, control: DiscoveryControl, registry: AdapterRegistry = ADAPTERS) {
  const key = cursorKey(db);
  const lifecycle = discoveryHandlers(db, control).getDiscoveryLifecycle;

  /** A connection the caller's data scope shows, else undefined (answered as 404). */
  const visibleConnection = async (q: Queryable, request: FastifyRequest, id: string, lock = false): Promise<ConnectionRow | undefined> => {
    const scope = await connectionScopeOf(q, request);
    if (scope !== null) {
      const [seen] = await q.query('select 1 from data_scope_connections where data_scope_id = $1::uuid and connection_id = $2::uuid', [scope, id]);
      if (!seen) return undefined;
    }
    return readConnection(q, id, lock);
  };

  const adapterRow = async (module: string, scope: string | null) => {
    const [row] = await db.query<AdapterRow>(`${adapterSelect('$2')} where a.module = $1`, [module, scope]);
    return row;
  };

  /** Stores checked credentials on a connection: the description, and the entered values sealed (or none). */
  const storeCredentials = (tx: Queryable, id: string, checked: CheckedCredentials) =>
    tx.query('update adapter_connections set credentials = $2::jsonb, secret_sealed = $3 where id = $1::uuid', [
      id,
      JSON.stringify(checked.credentials),
      checked.values ? sealSecret(JSON.stringify(checked.values)) : null,
    ]);

  const invalid = (reply: FastifyReply, problems: { field: string; message: string }[]) => {
    void reply.code(400).send(errorBody(400, INVALID_CONNECTION, { details: problems.slice(0, 50) }));
  };

  return {
    listAdapters: async ({ query, request }) => {
      const window = pageWindow(query);
      const scope = await connectionScopeOf(db, request);
      const search = query.search?.trim() ? containsPattern(query.search.trim()) : null;
      const where = `($2::text is null or ${anyFoldedMatch(['a.title', 'a.module', 'a.category'], '$2')})`;
      const rows = await db.query<AdapterRow>(`${adapterSelect('$1')} where ${where} order by ${naturalOrder('a.title')}, a.module limit $3 offset $4`, [scope, search, window.size, window.offset]);
      const [count] = await db.query<{ n: number }>(`select count(*)::int as n from adapters a where ${where.replaceAll('$2', '$1')}`, [search]);
      return {
        data: rows.map((row) => ({
          module: row.module,
          title: row.title,
          category: row.category,
          description: row.description,
          fetchable: row.fetchable,
          status: overallStatus(row.counts),
          connections: countsOf(row.counts),
        })),
        meta: pageMeta(window, rows.length, count?.n ?? 0),
      };
    },

    getAdapter: async ({ params, request, reply }) => {
      const row = await adapterRow(params.module, await connectionScopeOf(db, request));
      if (!row) return void sendError(reply, 404, NO_SUCH_ADAPTER);
      const adapter = row.fetchable ? registry.get(row.module) : undefined;
      return {
        data: {
          attributes: {
            module: row.module,
            title: row.title,
            category: row.category,
            description: row.description,
            fetchable: adapter !== undefined,
            takes_file: adapter?.takesFile ?? false,
            entities: [...(adapter?.entities ?? [])],
            config_schema: adapter?.configSchema ?? { type: 'object', properties: {} },
            secret_fields: [...(adapter?.secretFields ?? [])],
            connections: countsOf(row.counts),
          },
        },
      };
    },

    listConnections: async ({ query, request, reply }) => {
      const size = query.size ?? 20;
      const scope = await connectionScopeOf(db, request);
      const search = query.search?.trim() || null;
      const binding = listBinding(['connections', scope, query.adapter ?? null, query.status ?? null, search, size]);
      let after: ConnectionPosition | undefined;
      try {
        if (query.cursor !== undefined) after = openConnectionCursor(await key(), binding, query.cursor);
      } catch (error) {
        refuse(reply, error);
        return undefined;
      }
      const params = new SqlParams();
      const conditions = [inScope('c.id', params.add(scope))];
      if (query.adapter !== undefined) conditions.push(`c.adapter = ${params.add(query.adapter)}`);
      if (query.status !== undefined) conditions.push(`c.status = ${params.add(query.status)}`);
      if (search) {
        const pattern = params.add(containsPattern(search));
        conditions.push(`(c.label ilike ${pattern} or a.title ilike ${pattern})`);
      }
      const where = conditions.join(' and ');
      const [count] = await db.query<{ n: number }>(`select count(*)::int as n from ${CONNECTION_FROM} where ${where}`, params.values);
      const window = after ? ` and (a.title, c.label, c.id::text) > (${params.add(after.title)}, ${params.add(after.label)}, ${params.add(after.id)})` : '';
      const rows = await db.query<ConnectionRow>(
        `select ${CONNECTION_COLUMNS} from ${CONNECTION_FROM} where ${where}${window} order by a.title, c.label, c.id::text limit ${params.add(size + 1)}`,
        params.values,
      );
      const shown = rows.slice(0, size);
      const last = shown.at(-1);
      const page = after?.page ?? 0;
      const next = rows.length > size && last ? signCursor(await key(), binding, { t: last.adapter_title, l: last.label, i: last.id, p: page + 1 }) : null;
      return { data: shown.map(toConnection), meta: { page, size, total: count?.n ?? 0, next_cursor: next } };
    },

    createConnection: async ({ body, request, reply }) => {
      const [adapterState] = await db.query<{ title: string; fetchable: boolean }>('select title, fetchable from adapters where module = $1', [body.adapter]);
      if (!adapterState) return void sendError(reply, 404, NO_SUCH_ADAPTER);
      const adapter = adapterState.fetchable ? registry.get(body.adapter) : undefined;
      if (!adapter) return void sendError(reply, 400, NOT_FETCHABLE);
      const config = checkConfig(adapter, body.config);
      const credentials = checkCredentials(adapter, body.credentials ?? { source: 'none' }, {});
      const problems = [...config.problems, ...credentials.problems];
      if (problems.length) {
        invalid(reply, problems);
        return undefined;
      }
      try {
        const row = await db.transaction(async (tx) => {
          const [added] = await tx.query<{ id: string }>('insert into adapter_connections (adapter, label, config) values ($1, $2, $3::jsonb) returning id::text as id', [
            body.adapter,
            body.label,
            JSON.stringify(config.config),
          ]);
          if (!added) throw new Error('the connection was not stored');
          await storeCredentials(tx, added.id, credentials.checked);
          // A caller whose data scope restricts connections sees the ones they add.
          const scope = await connectionScopeOf(tx, request);
          if (scope !== null) await tx.query('insert into data_scope_connections (data_scope_id, connection_id) values ($1::uuid, $2::uuid)', [scope, added.id]);
          await recordAudit(tx, actorOf(request), {
            action: 'connection.created',
            target_type: 'connection',
            target_id: added.id,
            target_name: body.label,
            details: { adapter: body.adapter, config_fields: Object.keys(config.config), credentials: credentials.checked.credentials },
          });
          return readConnection(tx, added.id);
        });
        if (!row) throw new Error('the connection just stored was not found');
        void reply.code(201);
        return { data: { attributes: toConnection(row) } };
      } catch (error) {
        if (isUniqueViolation(error)) return void sendError(reply, 409, duplicateLabel(adapterState.title, body.label));
        throw error;
      }
    },

    getConnection: async ({ params, request, reply }) => {
      const row = await visibleConnection(db, request, params.connection_id);
      if (!row) return void sendError(reply, 404, NO_SUCH_CONNECTION);
      return { data: { attributes: toConnection(row) } };
    },

    updateConnection: async ({ params, body, request, reply }) => {
      try {
        const row = await db.transaction(async (tx) => {
          const before = await visibleConnection(tx, request, params.connection_id, true);
          if (!before) throw new Refusal(404, NO_SUCH_CONNECTION);
          const [state] = await tx.query<{ fetchable: boolean }>('select fetchable from adapters where module = $1', [before.adapter]);
          const adapter = state?.fetchable ? registry.get(before.adapter) : undefined;
          if (!adapter && (body.config !== undefined || body.credentials !== undefined)) throw new Refusal(400, NOT_FETCHABLE);
          const config = adapter && body.config !== undefined ? checkConfig(adapter, body.config) : undefined;
          const previous = before.credentials.source === 'entered' ? await enteredSecrets(tx, before.id) : {};
          const credentials = adapter && body.credentials !== undefined ? checkCredentials(adapter, body.credentials, previous) : undefined;
          const problems = [...(config?.problems ?? []), ...(credentials?.problems ?? [])];
          if (problems.length) throw new Refusal(400, INVALID_CONNECTION, problems.slice(0, 50));
          const changed = [
            ...(body.label !== undefined && body.label !== before.label ? ['label'] : []),
            ...(config && JSON.stringify(config.config) !== JSON.stringify(before.config) ? ['config'] : []),
            ...(credentials ? ['credentials'] : []),
          ];
          await tx.query('update adapter_connections set label = coalesce($2, label), config = coalesce($3::jsonb, config) where id = $1::uuid', [
            before.id,
            body.label ?? null,
            config ? JSON.stringify(config.config) : null,
          ]);
          if (credentials) await storeCredentials(tx, before.id, credentials.checked);
          await recordAudit(tx, actorOf(request), {
            action: 'connection.updated',
            target_type: 'connection',
            target_id: before.id,
            target_name: body.label ?? before.label,
            details: { adapter: before.adapter, changed, ...(credentials && { credentials: credentials.checked.credentials }) },
          });
          return readConnection(tx, before.id);
        });
        if (!row) throw new Error('the connection just changed was not found');
        return { data: { attributes: toConnection(row) } };
      } catch (error) {
        if (isUniqueViolation(error)) {
          const row = await readConnection(db, params.connection_id);
          return void sendError(reply, 409, duplicateLabel(row?.adapter_title ?? 'This adapter', body.label ?? ''));
        }
        refuse(reply, error);
        return undefined;
      }
    },

    deleteConnection: async ({ params, request, reply }) => {
      await control.settle();
      try {
        await db.transaction(async (tx) => {
          const [running] = await tx.query("select 1 from discovery_runs where status <> 'done' limit 1");
          if (running) throw new Refusal(409, DELETE_DURING_RUN);
          const before = await visibleConnection(tx, request, params.connection_id, true);
          if (!before) throw new Refusal(404, NO_SUCH_CONNECTION);
          // Assets only this connection reports go with it; the others record that it stopped reporting them.
          const orphans = await tx.query(
            `delete from assets where id in (
               select aa.asset_id from asset_adapters aa where aa.connection_id = $1::uuid
                  and not exists (select 1 from asset_adapters o where o.asset_id = aa.asset_id and o.connection_id <> $1::uuid))
             returning id`,
            [before.id],
          );
          await tx.query(
            `insert into asset_events (asset_id, at, event_type, title, removed, connection_id)
             select aa.asset_id, now(), 'adapter_connection_removed', $2, array[$3::text], $1::uuid from asset_adapters aa where aa.connection_id = $1::uuid`,
            [before.id, `${before.adapter_title} stopped reporting`, before.label],
          );
          await tx.query('delete from adapter_connections where id = $1::uuid', [before.id]);
          await recordAudit(tx, actorOf(request), {
            action: 'connection.deleted',
            target_type: 'connection',
            target_id: before.id,
            target_name: before.label,
            details: { adapter: before.adapter, assets_deleted: orphans.length },
          });
        });
      } catch (error) {
        refuse(reply, error);
        return undefined;
      }
      void reply.code(204).send();
      return undefined;
    },

    testConnection: async ({ params, request, reply }) => {
      const connection = await visibleConnection(db, request, params.connection_id);
      if (!connection) return void sendError(reply, 404, NO_SUCH_CONNECTION);
      const started = Date.now();
      const controller = new AbortController();
      const fetched: Record<string, number> = {};
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new AdapterError(TEST_TIMED_OUT, 'not_available'));
        }, TEST_TIMEOUT_MS);
      });
      const fetchPage = async () => {
        const { adapter, context } = await prepareFetch(db, connection.id, { signal: controller.signal, limit: TEST_PAGE_RECORDS, rowError: () => undefined, registry });
        let count = 0;
        for await (const batch of adapter.fetch(context)) {
          for (const record of batch.slice(0, TEST_PAGE_RECORDS - count)) fetched[record.entity] = (fetched[record.entity] ?? 0) + 1;
          count = Math.min(TEST_PAGE_RECORDS, count + batch.length);
          if (count >= TEST_PAGE_RECORDS) break;
        }
      };
      let outcome: { ok: boolean; status: Status; message: string };
      try {
        await Promise.race([fetchPage(), timedOut]);
        outcome = { ok: true, status: 'connected', message: `The connection works: ${describeCount(fetched)} in the first page.` };
      } catch (error) {
        if (error instanceof AdapterError) outcome = { ok: false, status: error.status, message: error.message };
        else {
          request.log.error(error, 'a connection test failed unexpectedly');
          outcome = { ok: false, status: 'disconnected', message: TEST_FAILED_UNEXPECTEDLY };
        }
      } finally {
        clearTimeout(timer);
        controller.abort();
      }
      await db.query('update adapter_connections set status = $2, error = $3 where id = $1::uuid', [connection.id, outcome.status, outcome.ok ? null : outcome.message]);
      return { data: { attributes: { ...outcome, fetched: outcome.ok ? fetched : {}, duration_ms: Date.now() - started } } };
    },

    fetchConnection: async ({ params, request, reply }) => {
      const connection = await visibleConnection(db, request, params.connection_id);
      if (!connection) return void sendError(reply, 404, NO_SUCH_CONNECTION);
      const [state] = await db.query<{ fetchable: boolean }>('select fetchable from adapters where module = $1', [connection.adapter]);
      if (!state?.fetchable || !registry.has(connection.adapter)) return void sendError(reply, 400, NOT_FETCHABLE);
      if (!(await control.start('manual', signedInUser(request).user_name, [connection.id]))) return void sendError(reply, 409, DISCOVERY_IN_PROGRESS);
      void reply.code(202);
      return lifecycle();
    },

    uploadConnectionFile: async ({ params, query, request, reply }) => {
      const bytes = request.body;
      if (!(bytes instanceof Uint8Array)) throw new Error('the file route read no bytes');
      try {
        const row = await db.transaction(async (tx) => {
          const before = await visibleConnection(tx, request, params.connection_id, true);
          if (!before) throw new Refusal(404, NO_SUCH_CONNECTION);
          const [state] = await tx.query<{ takes_file: boolean }>('select takes_file from adapters where module = $1', [before.adapter]);
          if (!state?.takes_file) throw new Refusal(400, NO_FILE_ADAPTER);
          if (bytes.length === 0) throw new Refusal(400, EMPTY_FILE);
          await tx.query(
            `insert into connection_files (connection_id, content) values ($1::uuid, $2)
             on conflict (connection_id) do update set content = excluded.content`,
            [before.id, bytes],
          );
          await tx.query('update adapter_connections set file_name = $2, file_size = $3, file_uploaded_at = now() where id = $1::uuid', [before.id, query.name, bytes.length]);
          await recordAudit(tx, actorOf(request), {
            action: 'connection.file_uploaded',
            target_type: 'connection',
            target_id: before.id,
            target_name: before.label,
            details: { adapter: before.adapter, file_name: query.name, size: bytes.length },
          });
          return readConnection(tx, before.id);
        });
        if (!row) throw new Error('the connection was not found after its upload');
        return { data: { attributes: toConnection(row) } };
      } catch (error) {
        refuse(reply, error);
        return undefined;
      }
    },

    listFetchHistory: async ({ query, request, reply }) => {
      const size = query.size ?? 20;
      const scope = await connectionScopeOf(db, request);
      const binding = listBinding(['fetch_history', scope, query.connection_id ?? null, query.run_id ?? null, size]);
      let after: KeysetPosition | undefined;
      try {
        if (query.cursor !== undefined) after = openKeysetCursor(await key(), binding, query.cursor);
        if (after && !/^\d{1,18}$/.test(after.id)) throw new AssetRequestError(400, FOREIGN_CURSOR);
      } catch (error) {
        refuse(reply, error);
        return undefined;
      }
      const params = new SqlParams();
      const conditions = [inScope('h.connection_id', params.add(scope))];
      if (query.connection_id !== undefined) conditions.push(`h.connection_id = ${params.add(query.connection_id)}::uuid`);
      if (query.run_id !== undefined) conditions.push(`h.run_id = ${params.add(query.run_id)}::uuid`);
      const where = conditions.join(' and ');
      const [count] = await db.query<{ n: number }>(`select count(*)::int as n from fetch_history h where ${where}`, params.values);
      const window = after ? ` and (h.started_at, h.id) < (${params.add(after.at)}::timestamptz, ${params.add(after.id)}::bigint)` : '';
      const rows = await db.query<HistoryRow>(
        `select h.id::text as id, h.run_id::text as run_id, h.connection_id::text as connection_id, h.adapter, coalesce(a.title, h.adapter) as adapter_title,
                h.connection_label, h.status, h.started_at, h.started_at::text as started_text, h.finished_at, h.fetched, h.error_count, h.error, h.row_errors
           from fetch_history h left join adapters a on a.module = h.adapter
          where ${where}${window} order by h.started_at desc, h.id desc limit ${params.add(size + 1)}`,
        params.values,
      );
      const shown = rows.slice(0, size);
      const last = shown.at(-1);
      const page = after?.page ?? 0;
      const next = rows.length > size && last ? keysetCursor(await key(), binding, { at: last.started_text, id: last.id, page: page + 1 }) : null;
      return { data: shown.map(toHistoryEntry), meta: { page, size, total: count?.n ?? 0, next_cursor: next } };
    },
  } satisfies Handlers;
}
