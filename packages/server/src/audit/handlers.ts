import type { components } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { sendError } from '../admin/access.js';
import { sendCsv, toCsv } from '../admin/csv.js';
import { containsPattern } from '../admin/listQuery.js';
import { AssetRequestError, cursorKey, keysetCursor, listBinding, openKeysetCursor, type KeysetPosition } from '../assets/cursor.js';
import { SqlParams } from '../queries/compile.js';
import { AUDIT_ACTIONS } from './actions.js';

type AuditEntry = components['schemas']['AuditEntry'];

/** Most rows one export holds (the contract's limit). */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

interface Filters {
  user?: string;
  action?: string;
  from?: string;
  to?: string;
  search?: string;
}

interface EntryRow extends Omit<AuditEntry, 'at'> {
  at: Date | string;
  /** `at` as PostgreSQL prints it, microseconds kept (for the cursor). */
  at_text: string;
}

const TIME_BOUNDS = 'from must be before to.';

/** The WHERE clause of the filters (README.md), its values added to `params`. */
function whereOf(filters: Filters, params: SqlParams): string {
  const conditions = ['true'];
  if (filters.user !== undefined) conditions.push(`actor_uuid = ${params.add(filters.user)}::uuid`);
  if (filters.action !== undefined) {
    conditions.push(filters.action.endsWith('.') ? `starts_with(action, ${params.add(filters.action)})` : `action = ${params.add(filters.action)}`);
  }
  if (filters.from !== undefined) conditions.push(`at >= ${params.add(filters.from)}::timestamptz`);
  if (filters.to !== undefined) conditions.push(`at < ${params.add(filters.to)}::timestamptz`);
  const search = filters.search?.trim();
  if (search) {
    const pattern = params.add(containsPattern(search));
    conditions.push(`(actor_name ilike ${pattern} or target_name ilike ${pattern})`);
  }
  return conditions.join(' and ');
}

const COLUMNS = `id::text as id, at, at::text as at_text, actor_uuid::text as actor_uuid, actor_name, impersonator_uuid::text as impersonator_uuid,
                 client_address, action, target_type, target_id, target_name, details`;

const entryOf = (row: EntryRow): AuditEntry => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  actor_uuid: row.actor_uuid,
  actor_name: row.actor_name,
  impersonator_uuid: row.impersonator_uuid,
  client_address: row.client_address,
  action: row.action,
  target_type: row.target_type,
  target_id: row.target_id,
  target_name: row.target_name,
  details: row.details,
});

/** Refuses `from` at or after `to`: such a window selects nothing, and is a mistake of the caller. */
const badWindow = (filters: Filters): boolean => filters.from !== undefined && filters.to !== undefined && Date.parse(filters.from) >= Date.parse(filters.to);

/** The audit log's three operations (README.md); the router checks Audit.View. */
export function auditHandlers(db: Database): Handlers {
  const key = cursorKey(db);
  return {
    listAuditEntries: async ({ query, reply }) => {
      const { cursor, size = 20, user, action, from, to, search } = query;
      const filters: Filters = { user, action, from, to, search };
      if (badWindow(filters)) return void sendError(reply, 400, TIME_BOUNDS);
      const binding = listBinding(['audit', user ?? null, action ?? null, from ?? null, to ?? null, search?.trim() ?? null, size]);
      let after: KeysetPosition | undefined;
      if (cursor !== undefined) {
        try {
          after = openKeysetCursor(await key(), binding, cursor);
        } catch (error) {
          if (error instanceof AssetRequestError) return void sendError(reply, 400, error.message);
          throw error;
        }
      }
      const params = new SqlParams();
      const where = whereOf(filters, params);
      const [counted] = await db.query<{ n: number }>(`select count(*)::int as n from audit_log where ${where}`, params.values);
      const window = after ? `and (at, id) < (${params.add(after.at)}::timestamptz, ${params.add(after.id)}::bigint)` : '';
      const rows = await db.query<EntryRow>(
        `select ${COLUMNS} from audit_log where ${where} ${window} order by at desc, id desc limit ${params.add(size + 1)}`,
        params.values,
      );
      const shown = rows.slice(0, size);
      const last = shown.at(-1);
      const page = after?.page ?? 0;
      const next = rows.length > size && last ? keysetCursor(await key(), binding, { at: last.at_text, id: last.id, page: page + 1 }) : null;
      return { data: shown.map(entryOf), meta: { page, size, total: counted?.n ?? 0, next_cursor: next } };
    },

    exportAuditEntries: async ({ query, reply }) => {
      if (badWindow(query)) return void sendError(reply, 400, TIME_BOUNDS);
      const params = new SqlParams();
      const where = whereOf(query, params);
      const rows = await db.query<EntryRow>(
        `select ${COLUMNS} from audit_log where ${where} order by at desc, id desc limit ${params.add(AUDIT_EXPORT_MAX_ROWS)}`,
        params.values,
      );
      const csv = toCsv(
        ['at', 'actor', 'impersonator', 'client_address', 'action', 'target_type', 'target_id', 'target_name', 'details'],
        rows.map(entryOf).map((entry) => [
          entry.at,
          entry.actor_name,
          entry.impersonator_uuid,
          entry.client_address,
          entry.action,
          entry.target_type,
          entry.target_id,
          entry.target_name,
          JSON.stringify(entry.details),
        ]),
      );
      sendCsv(reply, `audit-${new Date().toISOString().slice(0, 10)}.csv`, csv);
      return undefined;
    },

    listAuditActions: () => Promise.resolve({ data: [...AUDIT_ACTIONS] }),
  };
}
