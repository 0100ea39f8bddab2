import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { callerOf } from '../admin/access.js';
import { containsPattern } from '../admin/listQuery.js';
import { dataFieldCatalog } from '../queries/catalog.js';
import { SqlParams } from '../queries/compile.js';
import { AssetRequestError, cursorKey, FOREIGN_CURSOR, listBinding, openCursor, signCursor } from './cursor.js';
import { visibleAsset } from './detail.js';
import { sendRefusal } from './list.js';

/** The kinds of events asset_events holds (migration 050). */
export const EVENT_TYPES = ['field_changed', 'adapter_connection_added', 'adapter_connection_removed'] as const;
/** Without a range: the last 7 days (spec 001 section 9: default relative date range). */
export const DEFAULT_RANGE_DAYS = 7;
const DAY_MS = 86_400_000;

export const RANGE_REVERSED = 'date_from must not be after date_to.';
export const unknownEventType = (type: string) => `Unknown event_type "${type}"; use one of: ${EVENT_TYPES.join(', ')}.`;
export const unknownEventField = (field: string, entity: string) => `Unknown field "${field}" for ${entity}.`;
export const unknownEventSort = (sort: string) => `Cannot sort by "${sort}"; sort by timestamp or -timestamp.`;

const bad = (field: string, message: string) => new AssetRequestError(400, message, [{ field, message }]);

interface EventRow {
  id: string;
  at: Date | string;
  /** Exact, to the microsecond, for the cursor. */
  at_text: string;
  names: string[];
  title: string;
  event_type: string;
  added: string[];
  removed: string[];
  connection_id: string | null;
  adapter: string | null;
  label: string | null;
}

/** The investigation table of one asset (spec 001 sections 3 and 7): its events in a date range, filtered, keyset paged. */
export function investigationHandlers(db: Database) {
  const key = cursorKey(db);
  return {
    listAssetInvestigationEvents: async ({ params, query, request, reply }) => {
      try {
        const { asset } = await visibleAsset(db, request, params.entity, params.id);
        const types = query.event_type ?? [];
        const unknownType = types.find((type) => !(EVENT_TYPES as readonly string[]).includes(type));
        if (unknownType !== undefined) throw bad('/query/event_type', unknownEventType(unknownType));
        if (query.field !== undefined && !(dataFieldCatalog.fields(params.entity) ?? []).some((field) => field.name === query.field)) {
          throw bad('/query/field', unknownEventField(query.field, params.entity));
        }
        const sort = query.sort ?? '-timestamp';
        if (sort !== '-timestamp' && sort !== 'timestamp') throw bad('/query/sort', unknownEventSort(sort));
        const size = query.size ?? 20;
        const search = query.search?.trim() ? query.search.trim() : undefined;
        // The cursor is bound to the request as sent; the range it resolved to travels inside it,
        // so "the last 7 days" stays the same range from page to page.
        const binding = listBinding([callerOf(request).uuid, params.entity, asset.id, query.date_from ?? null, query.date_to ?? null, [...types].sort(), query.field ?? null, search ?? null, sort, size]);
        let from: Date;
        let to: Date;
        let after: { at: string; id: string } | undefined;
        let page = query.page ?? 0;
        if (query.cursor !== undefined) {
          const payload = openCursor(await key(), binding, query.cursor);
          const { f, t, a, i, p } = payload;
          if (typeof f !== 'string' || typeof t !== 'string' || typeof a !== 'string' || typeof i !== 'string' || !/^\d{1,18}$/.test(i) || typeof p !== 'number') {
            throw new AssetRequestError(400, FOREIGN_CURSOR);
          }
          [from, to, after, page] = [new Date(f), new Date(t), { at: a, id: i }, p];
        } else {
          to = query.date_to === undefined ? new Date() : new Date(query.date_to);
          from = query.date_from === undefined ? new Date(to.getTime() - DEFAULT_RANGE_DAYS * DAY_MS) : new Date(query.date_from);
          if (from.getTime() > to.getTime()) throw bad('/query/date_from', RANGE_REVERSED);
        }
        const sql = new SqlParams();
        const conditions = [`e.asset_id = ${sql.add(asset.id)}::bigint`, `e.at >= ${sql.add(from.toISOString())}::timestamptz`, `e.at <= ${sql.add(to.toISOString())}::timestamptz`];
        if (types.length) conditions.push(`e.event_type = any(${sql.add(types)}::text[])`);
        if (query.field !== undefined) conditions.push(`e.field = ${sql.add(query.field)}`);
        if (search !== undefined) {
          const pattern = sql.add(containsPattern(search));
          conditions.push(`(e.title ilike ${pattern} or exists (select 1 from unnest(e.added || e.removed) as v (value) where v.value ilike ${pattern}))`);
        }
        const descending = sort === '-timestamp';
        const matching = conditions.join(' and ');
        const [counted] = await db.query<{ n: number }>(`select count(*)::int as n from asset_events e where ${matching}`, sql.values);
        const window: string[] = [];
        if (after) {
          const op = descending ? '<' : '>';
          window.push(`(e.at, e.id) ${op} (${sql.add(after.at)}::timestamptz, ${sql.add(after.id)}::bigint)`);
        }
        const direction = descending ? 'desc' : 'asc';
        const offset = after ? 0 : page * size;
        const rows = await db.query<EventRow>(
          `select e.id::text as id, e.at, e.at::text as at_text, e.names, e.title, e.event_type, e.added, e.removed,
                  e.connection_id::text as connection_id, c.adapter, c.label
             from asset_events e left join adapter_connections c on c.id = e.connection_id
            where ${[matching, ...window].join(' and ')}
            order by e.at ${direction}, e.id ${direction}
            limit ${sql.add(size + 1)} offset ${sql.add(Math.min(offset, Number.MAX_SAFE_INTEGER))}`,
          sql.values,
        );
        const shown = rows.slice(0, size);
        const last = shown.at(-1);
        const total = counted?.n ?? 0;
        const next =
          rows.length > size && last
            ? signCursor(await key(), binding, { f: from.toISOString(), t: to.toISOString(), a: last.at_text, i: last.id, p: page + 1 })
            : null;
        return {
          data: shown.map((row) => ({
            timestamp: new Date(row.at).toISOString(),
            asset_entity_names: row.names,
            field_event_title: row.title,
            event_type: row.event_type,
            added_values: row.added,
            removed_values: row.removed,
            adapters_connections:
              row.connection_id !== null && row.adapter !== null
                ? [{ adapter_name: row.adapter, connection_id: row.connection_id, ...(row.label !== null && { connection_label: row.label }) }]
                : [],
          })),
          meta: { page, size, total, next_cursor: next },
        };
      } catch (error) {
        sendRefusal(error, reply);
        return undefined;
      }
    },
  } satisfies Handlers;
}
