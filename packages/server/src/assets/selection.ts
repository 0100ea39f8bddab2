import type { FastifyRequest } from 'fastify';
import type { QueryFilter } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import { callerOf } from '../admin/access.js';
import { MAX_JSON_DEPTH, jsonDepth } from '../jsonDepth.js';
import { loadSpec } from '../openapi/index.js';
import { compileSchemaChecker } from '../openapi/validation.js';
import { dataFieldCatalog } from '../queries/catalog.js';
import { filterRefusal } from '../queries/checkFilter.js';
import { compileFilter, relationshipOf, SqlParams } from '../queries/compile.js';
import { runEngineStatement } from '../queries/run.js';
import { assetScopeOf, scopeCondition } from '../queries/scope.js';
import { QUERY_NOT_FOUND, viewerOf, visibleQuery } from '../queries/store.js';
import { columnsOf, type AssetColumn, type EntityColumns, type SortKey } from './columns.js';
import { AssetRequestError, FOREIGN_CURSOR, listBinding, openCursor, signCursor } from './cursor.js';

export const BAD_FILTER_JSON = 'Invalid request: query/filter is not JSON of a QueryFilter.';
export const queryOfOtherEntity = (queryEntity: string, entity: string) => `The saved query selects ${queryEntity}, not ${entity}.`;

/** Longest sort value a cursor carries (the parameter is at most 500 characters); a longer one is read again by id. */
const CURSOR_VALUE_MAX_LENGTH = 120;

/** What a list request names: the entity, and the saved query and/or inline filter that select its assets. */
export interface ListRequest {
  entity: string;
  query_id?: string | undefined;
  filter?: string | undefined;
  sort?: string | undefined;
}

/** The assets a list request selects, as parts of one statement of the engine over `assets a`. */
export interface Selection {
  columns: EntityColumns;
  params: SqlParams;
  /** The whole condition: the entity, the caller's data scope, the saved query's and the inline filter. */
  where: string;
  /** The caller's data scope over another assets row (for related assets). */
  scope: (alias: string) => string;
  sort: { key: SortKey; descending: boolean; text: string };
  /** What a cursor of this list is bound to. */
  binding: string;
}

let checkSchema: ReturnType<typeof compileSchemaChecker> | undefined;

/** The inline filter's JSON as a QueryFilter the engine accepts; a 400 with JSON pointers otherwise. */
function parseFilter(entity: string, text: string): QueryFilter {
  let value: unknown;
  try {
    if (jsonDepth(text) > MAX_JSON_DEPTH) throw new Error('too deep');
    value = JSON.parse(text);
  } catch {
    throw new AssetRequestError(400, BAD_FILTER_JSON, [{ field: '/query/filter', message: 'is not JSON' }]);
  }
  checkSchema ??= compileSchemaChecker(loadSpec());
  const problems = checkSchema('/components/schemas/QueryFilter', value, '/filter');
  if (problems.length) throw new AssetRequestError(400, BAD_FILTER_JSON, problems.slice(0, 50));
  const filter = value as QueryFilter;
  const refusal = filterRefusal(entity, filter);
  if (refusal) throw new AssetRequestError(400, refusal.message, refusal.details.map((detail) => ({ field: detail.field ?? '/filter', message: detail.message })));
  return filter;
}

/**
 * Resolves a list request into the engine's condition: the entity (404 when it is no type), the
 * saved query the caller may see (404 otherwise; 400 when it selects another type), the inline
 * filter (400 when it is no QueryFilter the engine accepts), the caller's data scope and the sort.
 */
export async function selectionOf(db: Database, request: FastifyRequest, list: ListRequest, sortOf: (columns: EntityColumns, sort: string | undefined) => Selection['sort']): Promise<Selection> {
  const columns = columnsOf(list.entity);
  const caller = callerOf(request);
  const sort = sortOf(columns, list.sort);
  const inline = list.filter === undefined ? undefined : parseFilter(list.entity, list.filter);
  const filters: QueryFilter[] = inline ? [inline] : [];
  if (list.query_id !== undefined) {
    const query = await visibleQuery(db, await viewerOf(db, request), list.query_id);
    if (!query) throw new AssetRequestError(404, QUERY_NOT_FOUND);
    if (query.entity !== list.entity) throw new AssetRequestError(400, queryOfOtherEntity(query.entity, list.entity));
    filters.unshift(query.filter);
  }
  const params = new SqlParams();
  const scope = scopeCondition(await assetScopeOf(db, caller), params);
  const options = { catalog: dataFieldCatalog, entity: list.entity, params, now: new Date(), scope };
  const where = [`a.entity = ${params.add(list.entity)}`, scope('a'), ...filters.map((filter) => compileFilter(filter, options))].join(' and ');
  const binding = listBinding([caller.uuid, caller.data_scope_id ?? null, list.entity, list.query_id ?? null, inline ?? null, sort.text]);
  return { columns, params, where, scope, sort, binding };
}

export const TOTAL_CAP = 10_000;

/** How many assets the selection holds: exact up to `cap`, else the cap and `capped` (one count over a bounded subquery). */
export async function cappedTotal(db: Database, selection: Selection, cap = TOTAL_CAP): Promise<{ total: number; capped: boolean }> {
  const values = [...selection.params.values, cap + 1];
  const [row] = await runEngineStatement<{ n: number }>(
    db,
    `select count(*)::int as n from (select 1 from assets a where ${selection.where} limit $${String(values.length)}) as matching`,
    values,
  );
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/** Every asset of the selection, counted (the export's X-Total-Count). */
export async function exactTotal(db: Database, selection: Selection): Promise<number> {
  const [row] = await runEngineStatement<{ n: number }>(db, `select count(*)::int as n from assets a where ${selection.where}`, selection.params.values);
  return row?.n ?? 0;
}

/** An asset as the `assets` table holds it (the list and the detail page read these columns). */
export interface AssetRecord {
  id: string;
  entity: string;
  name: string;
  fields: Record<string, unknown>;
  tags: string[];
  first_seen: Date | string;
  last_seen: Date | string;
  last_updated: Date | string;
}

/** A row of a list as the statement returns it. */
export interface ListedRow extends AssetRecord {
  adapters: string[];
  sort_value: string | null;
  [relationship: `rel_${string}`]: number;
}

/** Where a page starts: after the row with this sort value (as text; null when it had none) and id. */
export interface Position {
  value: string | null;
  id: string;
}

/** The cursor of the page after `row`; a long sort value is left out and read again from the row (by id) when the cursor comes back. */
export function cursorAfter(key: Buffer, selection: Selection, row: ListedRow): string {
  const long = row.sort_value !== null && row.sort_value.length > CURSOR_VALUE_MAX_LENGTH;
  return signCursor(key, selection.binding, long ? { i: row.id } : { i: row.id, v: row.sort_value });
}

/** The position a cursor of this list names; a 400 for a changed or foreign one. */
export async function positionOf(db: Database, key: Buffer, selection: Selection, cursor: string): Promise<Position> {
  const payload = openCursor(key, selection.binding, cursor);
  const id = payload['i'];
  if (typeof id !== 'string' || !/^\d{1,18}$/.test(id)) throw new AssetRequestError(400, FOREIGN_CURSOR);
  if (typeof payload['v'] === 'string' || payload['v'] === null) return { value: payload['v'], id };
  const [row] = await db.query<{ v: string | null }>(`select (${selection.sort.key.expression})::text as v from assets a where a.id = $1`, [id]);
  if (!row) throw new AssetRequestError(400, 'The asset this cursor continues after was removed; start again from the first page.');
  return { value: row.v, id };
}

/**
 * One keyset page (after `position`, `size` rows, one more to tell whether another page follows):
 * ordered by the sort key (nulls last either way), then by id, with the columns' values. Every
 * asset is read through the engine's condition, in the caller's data scope.
 */
export async function pageOf(db: Database, selection: Selection, columns: readonly AssetColumn[], position: Position | undefined, size: number): Promise<ListedRow[]> {
  const params = new SqlParams();
  params.values.push(...selection.params.values);
  const { key, descending } = selection.sort;
  const e = key.expression;
  const op = descending ? '<' : '>';
  const conditions = [selection.where];
  if (position) {
    const id = `${params.add(position.id)}::bigint`;
    if (position.value === null) {
      conditions.push(`(${e} is null and a.id > ${id})`);
    } else {
      const v = `${params.add(position.value)}::${key.type}`;
      // The first part bounds an index scan; the second breaks ties by id.
      const after = `(${e} ${op}= ${v} and (${e} ${op} ${v} or a.id > ${id}))`;
      conditions.push(key.nullable ? `(${after} or ${e} is null)` : after);
    }
  }
  const relationships = columns.filter((column) => column.type === 'relationship').map((column) => {
    const field = selection.columns.byName.get(column.name)?.field;
    const link = relationshipOf(selection.columns.entity, column.name);
    if (!link || !field?.entity) throw new Error(`no relationship ${selection.columns.entity}.${column.name}`);
    const [mine, theirs] = link.direction === 'forward' ? ['from_id', 'to_id'] : ['to_id', 'from_id'];
    return `(select count(*) from asset_links l join assets r on r.id = l.${theirs}
               where l.${mine} = a.id and l.kind = ${params.add(link.kind)} and r.entity = ${params.add(field.entity)} and ${selection.scope('r')})::int as "rel_${column.name}"`;
  });
  // Non-null keys sort in the index's order (desc: nulls first, never met); nullable ones put nulls last.
  const nulls = key.nullable ? ' nulls last' : '';
  const sql = `select a.id::text as id, a.entity, a.name, a.fields, a.tags, a.first_seen, a.last_seen, a.last_updated, (${e})::text as sort_value,
                      array(select distinct c.adapter from asset_adapters aa join adapter_connections c on c.id = aa.connection_id
                             where aa.asset_id = a.id order by c.adapter) as adapters
                      ${relationships.map((r) => `, ${r}`).join('')}
                 from assets a
                where ${conditions.join(' and ')}
                order by ${e} ${descending ? 'desc' : 'asc'}${nulls}, a.id
                limit ${params.add(size + 1)}`;
  return runEngineStatement<ListedRow>(db, sql, params.values);
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The value of one column of a row, as the list and the export show it. */
export function columnValue(row: ListedRow, column: AssetColumn): unknown {
  switch (column.name) {
    case 'name':
      return row.name;
    case 'adapters':
      return row.adapters;
    case 'tags':
      return row.tags;
    case 'first_seen':
    case 'last_seen':
    case 'last_updated':
      return iso(row[column.name]);
  }
  if (column.type === 'relationship') return row[`rel_${column.name}`];
  return row.fields[column.name] ?? undefined;
}

/** A listed row in the contract's shape. */
export function toAssetRow(row: ListedRow, columns: readonly AssetColumn[]) {
  const values: Record<string, unknown> = {};
  for (const column of columns) {
    const value = columnValue(row, column);
    if (value !== undefined && value !== null) values[column.name] = value;
  }
  return { id: row.id, entity: row.entity, name: row.name, adapters: row.adapters, last_seen: iso(row.last_seen), last_updated: iso(row.last_updated), values };
}
