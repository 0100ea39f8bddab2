import { fieldKind, type DataField, type QueryFilter } from '@vigil/openapi/queryFilter';
import type { Database } from '../db/index.js';
import { dataFieldCatalog } from './catalog.js';
import { compileFilter, compileNodes, queryFilterPaths, SqlParams, type CompileOptions } from './compile.js';
import { runEngineStatement } from './run.js';
import { scopeCondition, type AssetScope } from './scope.js';

/**
 * The engine's aggregations for charts (and any other domain that needs more than a count): counts
 * by the values of fields, a summary function over a field, groups with a measure, the first rows,
 * several counts in one pass, per-node counts and users by entitlement. Every one selects its
 * assets with `compileFilter` inside the caller's data scope; field names come from the data field
 * catalog only, and values only travel as parameters.
 */

/** Where aggregations run: the database, the caller's data scope (undefined: every asset) and the instant "last N days" counts back from. */
export interface AggregateContext {
  db: Database;
  scope: AssetScope | undefined;
  now: Date;
}

/** The assets of one entity that match every filter (a saved query's, the dashboard filter...). */
export interface Selection {
  entity: string;
  filters: readonly QueryFilter[];
}

/** A field a chart names that it cannot group, sum or show (a chart error, not a server fault). */
export class FieldRefusal extends Error {}

export const AGGREGATE_MESSAGES = {
  unknownField: (field: string, entity: string) => `There is no field "${field}" on ${entity}.`,
  notGroupable: (field: string) => `The field "${field}" cannot be charted by its values.`,
  notNumber: (field: string) => `The field "${field}" is not a number: average and sum need one.`,
  notBool: (field: string) => `The field "${field}" is not a yes/no field: counting true or false needs one.`,
  measureField: (fn: string) => `Choose the field the ${fn} measure is taken of.`,
} as const;

/** Designed: groups beyond these collapse into one "other" group. */
export const TOP_VALUES = 20;

const SAFE_KEY = /^[a-z][a-z0-9_]{0,99}$/;

function fieldOf(entity: string, name: string): DataField {
  const field = dataFieldCatalog.fields(entity)?.find((f) => f.name === name);
  if (!field || !SAFE_KEY.test(field.name)) throw new FieldRefusal(AGGREGATE_MESSAGES.unknownField(name, entity));
  return field;
}

/** The jsonb value of a field of `fields` (a catalog name, so safe as a literal). */
const json = (a: string, name: string) => `${a}.fields -> '${name}'`;

/**
 * A lateral join giving each asset row the values of a field as `alias.value`, as text: one row
 * (its value, or null when missing) for a single-valued field, one row per distinct item for a
 * list (one null row when it has none). Dates group by their UTC day.
 */
function valuesJoin(entity: string, name: string, alias: string, a = 'a'): string {
  const field = fieldOf(entity, name);
  const one = (expression: string) => `cross join lateral (select ${expression} as value) ${alias}`;
  const many = (select: string) => `left join lateral (${select}) ${alias} on true`;
  if (name === 'name') return one(`${a}.name`);
  if (name === 'first_seen' || name === 'last_seen') return one(`to_char(${a}.${name}, 'YYYY-MM-DD')`);
  if (name === 'adapters') {
    return many(`select distinct c.adapter as value from asset_adapters aa join adapter_connections c on c.id = aa.connection_id where aa.asset_id = ${a}.id`);
  }
  if (name === 'tags') return many(`select distinct t as value from unnest(${a}.tags) t`);
  const j = json(a, name);
  switch (fieldKind(field)) {
    case 'string':
    case 'number':
    case 'bool':
      return one(`case when jsonb_typeof(${j}) in ('string', 'number', 'boolean') then ${j} #>> '{}' end`);
    case 'date':
      return one(`to_char(vigil_timestamp(case when jsonb_typeof(${j}) = 'string' then ${j} #>> '{}' end), 'YYYY-MM-DD')`);
    case 'list':
      return many(`select distinct e as value from jsonb_array_elements_text(case when jsonb_typeof(${j}) = 'array' then ${j} else '[]'::jsonb end) e`);
    default:
      throw new FieldRefusal(AGGREGATE_MESSAGES.notGroupable(name));
  }
}

/** Whether each asset has exactly one row per value of the field (so group counts add up to the assets). */
function singleValued(entity: string, name: string): boolean {
  const kind = fieldKind(fieldOf(entity, name));
  return kind !== 'list';
}

/**
 * The condition over `assets a` selecting `selection` in a data scope (undefined: every asset), its
 * values added to `params`: the entity, the scope and every filter, compiled by the engine. For
 * statements of other domains that join more to the selected assets (campaigns' entitlements).
 */
export function selectionCondition(scope: AssetScope | undefined, selection: Selection, params: SqlParams, now: Date): { where: string; options: CompileOptions } {
  const inScope = scopeCondition(scope, params);
  const options: CompileOptions = { catalog: dataFieldCatalog, entity: selection.entity, params, now, scope: inScope };
  const parts = [`a.entity = ${params.add(selection.entity)}`, inScope('a'), ...selection.filters.map((filter) => compileFilter(filter, options))];
  return { where: parts.join(' and '), options };
}

/** The statement's parameters and its condition: the entity, the data scope and every filter. */
function whereOf(ctx: AggregateContext, selection: Selection, params = new SqlParams()) {
  const { where, options } = selectionCondition(ctx.scope, selection, params, ctx.now);
  return { params, options, where };
}

/** How many assets the selection holds. */
export async function countSelection(ctx: AggregateContext, selection: Selection): Promise<number> {
  const { params, where } = whereOf(ctx, selection);
  const [row] = await runEngineStatement<{ n: number }>(ctx.db, `select count(*)::int as n from assets a where ${where}`, params.values);
  return row?.n ?? 0;
}

/**
 * Several counts in one pass over the selection: for each entry, the assets that also match all
 * of its filters (compare: one per query; intersect: each query and each intersection).
 */
export async function countMatches(ctx: AggregateContext, selection: Selection, matches: readonly (readonly QueryFilter[])[]): Promise<number[]> {
  if (matches.length === 0) return [];
  const { params, options, where } = whereOf(ctx, selection);
  const columns = matches.map((filters, index) => {
    const condition = filters.length ? filters.map((filter) => `(${compileFilter(filter, options)})`).join(' and ') : 'true';
    return `count(*) filter (where ${condition})::int as n${String(index)}`;
  });
  const [row] = await runEngineStatement<Record<string, number>>(ctx.db, `select ${columns.join(', ')} from assets a where ${where}`, params.values);
  return matches.map((_, index) => row?.[`n${String(index)}`] ?? 0);
}

/** One group of `countByValues`: the value per field (null: missing, or "other" when `top` says so), and with time buckets the span of buckets its assets were present in. */
export interface ValueCount {
  values: (string | null)[];
  /** Per field: whether the value is one of the top ones (false: the group stands for every other value). */
  top: boolean[];
  /** The first and last time bucket (indices, both included) of the group's assets; 0 and 0 without buckets. */
  first: number;
  last: number;
  count: number;
}

/** Consecutive time buckets [start, end), ascending, each ending where the next starts: assets are present in those between their first and last seen. */
export interface TimeBuckets {
  starts: readonly string[];
  ends: readonly string[];
}

/**
 * Assets counted by the values of one or two fields (per item for a list), each field's values
 * beyond its `top` most frequent collapsed into one group; with `buckets`, per time bucket too,
 * counting the assets present in the bucket (first seen before its end, last seen after its start).
 * Also answers `total`: the assets of the selection (present in any bucket).
 */
export async function countByValues(
  ctx: AggregateContext,
  selection: Selection,
  fields: readonly string[],
  { top = [TOP_VALUES, TOP_VALUES], buckets }: { top?: readonly number[]; buckets?: TimeBuckets } = {},
): Promise<{ groups: ValueCount[]; total: number }> {
  const { params, where } = whereOf(ctx, selection);
  const joins = fields.map((name, index) => valuesJoin(selection.entity, name, `v${String(index)}`));
  const dims = fields.map((_, index) => `v${String(index)}.value as d${String(index)}`);
  // With buckets, each asset's span of buckets in one pass (width_bucket over the bounds), not a row per bucket.
  let bucketWhere = '';
  let span = ['0', '0'];
  const end = buckets?.ends.at(-1);
  if (buckets && end !== undefined && buckets.starts.length > 0) {
    const bounds = params.add([...buckets.starts, end]);
    span = [`greatest(width_bucket(a.first_seen, ${bounds}::timestamptz[]) - 1, 0)`, `least(width_bucket(a.last_seen, ${bounds}::timestamptz[]), ${params.add(buckets.starts.length)}::int) - 1`];
    bucketWhere = ` and a.first_seen < ${params.add(end)}::timestamptz and a.last_seen >= ${params.add(buckets.starts[0])}::timestamptz`;
  }
  const dimNames = fields.map((_, index) => `d${String(index)}`);
  const ranks = fields.map((_, index) => {
    const d = `d${String(index)}`;
    return `t${String(index)} as (select ${d} as value, 1 as k from g group by ${d} order by sum(n) desc, ${d} nulls last limit ${params.add(top[index] ?? TOP_VALUES)}::int)`;
  });
  const rankJoins = fields.map((_, index) => `left join t${String(index)} on t${String(index)}.value is not distinct from g.d${String(index)}`);
  const outer = fields.flatMap((_, index) => [
    `(t${String(index)}.k is not null) as top${String(index)}`,
    `case when t${String(index)}.k is not null then g.d${String(index)} end as d${String(index)}`,
  ]);
  const sql = `with g as (select ${[...dims, `${span[0] ?? '0'} as f`, `${span[1] ?? '0'} as l`].join(', ')}, count(*)::int as n
                 from assets a ${joins.join(' ')}
                where ${where}${bucketWhere} group by ${[...dimNames, 'f', 'l'].join(', ')}),
               ${ranks.join(', ')}
               select ${outer.join(', ')}, g.f, g.l, sum(g.n)::int as n from g ${rankJoins.join(' ')}
                group by ${[...fields.flatMap((_, index) => [String(2 * index + 1), String(2 * index + 2)]), 'g.f', 'g.l'].join(', ')}`;
  const rows = await runEngineStatement<Record<string, unknown>>(ctx.db, sql, params.values);
  const groups = rows.map((row) => ({
    values: fields.map((_, index) => (row[`d${String(index)}`] ?? null) as string | null),
    top: fields.map((_, index) => row[`top${String(index)}`] === true),
    first: Number(row['f']),
    last: Number(row['l']),
    count: Number(row['n']),
  }));
  const total = !buckets && fields.length === 1 && fields[0] !== undefined && singleValued(selection.entity, fields[0]) ? groups.reduce((sum, group) => sum + group.count, 0) : await countSelection(ctx, selection);
  return { groups, total };
}

export type SummaryFunction = 'average' | 'sum' | 'count' | 'count_true' | 'count_false';

/** The SQL aggregate of a summary function over a field (count: the assets). */
function measureSql(entity: string, fn: SummaryFunction, name: string | undefined, a = 'a'): string {
  if (fn === 'count' || name === undefined) return 'count(*)::float8';
  const field = fieldOf(entity, name);
  const kind = fieldKind(field);
  if (fn === 'average' || fn === 'sum') {
    if (kind !== 'number') throw new FieldRefusal(AGGREGATE_MESSAGES.notNumber(name));
    const number = `case when jsonb_typeof(${json(a, name)}) = 'number' then (${json(a, name)} #>> '{}')::float8 end`;
    return fn === 'average' ? `avg(${number})::float8` : `sum(${number})::float8`;
  }
  if (kind !== 'bool') throw new FieldRefusal(AGGREGATE_MESSAGES.notBool(name));
  return `(count(*) filter (where ${json(a, name)} = '${fn === 'count_true' ? 'true' : 'false'}'::jsonb))::float8`;
}

/** Why a summary function cannot take a field of the entity (no such field, or not of its kind), for a chart before it is saved. */
export const measureProblem = (entity: string, fn: SummaryFunction, name: string | undefined): string | undefined => refusalOf(() => measureSql(entity, fn, name));

/** Why a chart cannot group the entity's assets by a field's values (no such field, or not one of values), before it is saved. */
export const groupFieldProblem = (entity: string, name: string): string | undefined => refusalOf(() => valuesJoin(entity, name, 'v'));

/** Why a field cannot be a column of an assets table (no such field), before it is saved. */
export const columnFieldProblem = (entity: string, name: string): string | undefined => refusalOf(() => fieldOf(entity, name));

/** The sentence of the FieldRefusal `check` throws, if it throws one. */
function refusalOf(check: () => unknown): string | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (error instanceof FieldRefusal) return error.message;
    throw error;
  }
}

/** A summary function over a field of the selection; null when there is nothing to average or sum. */
export async function summarize(ctx: AggregateContext, selection: Selection, fn: SummaryFunction, field: string | undefined): Promise<number | null> {
  const { params, where } = whereOf(ctx, selection);
  const [row] = await runEngineStatement<{ value: number | null }>(ctx.db, `select ${measureSql(selection.entity, fn, field)} as value from assets a where ${where}`, params.values);
  return row?.value ?? null;
}

/** Groups by up to three fields with a measure per group, the largest first (at most `limit`). */
export async function groupWithMeasure(
  ctx: AggregateContext,
  selection: Selection,
  fields: readonly string[],
  measure: { fn: SummaryFunction; field?: string | undefined },
  limit: number,
): Promise<{ values: (string | null)[]; value: number | null }[]> {
  const { params, where } = whereOf(ctx, selection);
  const joins = fields.map((name, index) => valuesJoin(selection.entity, name, `v${String(index)}`));
  const dims = fields.map((_, index) => `v${String(index)}.value as d${String(index)}`);
  const groupBy = fields.map((_, index) => String(index + 1)).join(', ');
  const rows = await runEngineStatement<Record<string, unknown>>(
    ctx.db,
    `select ${dims.join(', ')}, ${measureSql(selection.entity, measure.fn, measure.field)} as value
       from assets a ${joins.join(' ')} where ${where}
      group by ${groupBy} order by value desc nulls last, ${groupBy} limit ${params.add(limit)}::int`,
    params.values,
  );
  return rows.map((row) => ({ values: fields.map((_, index) => (row[`d${String(index)}`] ?? null) as string | null), value: row['value'] === null ? null : Number(row['value']) }));
}

/** An asset row as the first-rows call answers it. */
export interface AssetRowData {
  id: string;
  name: string;
  fields: Record<string, unknown>;
  tags: string[];
  first_seen: string;
  last_seen: string;
  adapters: string[];
}

/** The first assets of the selection, the most recently updated first (what a list opens on). */
export async function firstRows(ctx: AggregateContext, selection: Selection, limit: number): Promise<AssetRowData[]> {
  const { params, where } = whereOf(ctx, selection);
  const rows = await runEngineStatement<Omit<AssetRowData, 'first_seen' | 'last_seen'> & { first_seen: Date | string; last_seen: Date | string }>(
    ctx.db,
    `select a.id::text as id, a.name, a.fields, a.tags, a.first_seen, a.last_seen,
            array(select distinct c.adapter from asset_adapters aa join adapter_connections c on c.id = aa.connection_id
                   where aa.asset_id = a.id order by c.adapter) as adapters
       from assets a where ${where} order by a.last_updated desc, a.id desc limit ${params.add(limit)}::int`,
    params.values,
  );
  return rows.map((row) => ({ ...row, first_seen: new Date(row.first_seen).toISOString(), last_seen: new Date(row.last_seen).toISOString() }));
}

/** A field's value of a first-rows asset (the common fields from their columns). */
export function rowValue(row: AssetRowData, name: string): unknown {
  switch (name) {
    case 'name':
    case 'tags':
    case 'first_seen':
    case 'last_seen':
    case 'adapters':
      return row[name];
    default:
      return row.fields[name];
  }
}

/** Checks that a field exists on the entity (for columns); throws FieldRefusal otherwise. */
export function checkField(entity: string, name: string): DataField {
  return fieldOf(entity, name);
}

/**
 * Counts every node of `filter` alone (its own `not` included) over the selection, in one pass:
 * each condition computed once per row (offset 0 keeps the planner from folding the row's
 * booleans back into every count), the groups from them. Keyed by node path ('' the whole filter).
 */
export async function countNodes(ctx: AggregateContext, selection: Selection, filter: QueryFilter): Promise<Record<string, number>> {
  const { params, options, where } = whereOf(ctx, selection);
  const { leaves, nodes } = compileNodes(filter, options);
  const paths = queryFilterPaths(filter);
  const columns = paths.map((path, index) => `count(*) filter (where ${nodes.get(path) ?? 'false'})::int as n${String(index)}`);
  const booleans = leaves.length ? leaves.map((leaf, index) => `${leaf} as b${String(index)}`).join(', ') : 'true as b';
  const [row] = await runEngineStatement<Record<string, number>>(ctx.db, `select ${columns.join(', ')} from (select ${booleans} from assets a where ${where} offset 0) as rows`, params.values);
  return Object.fromEntries(paths.map((path, index) => [path, row?.[`n${String(index)}`] ?? 0]));
}

/** Users of the selection (entity users) per entitlement they hold, the most held first. */
export async function usersByEntitlement(
  ctx: AggregateContext,
  selection: Selection,
  limit: number,
): Promise<{ name: string; type: string; application: string; users: number }[]> {
  const { params, where } = whereOf(ctx, selection);
  return runEngineStatement(
    ctx.db,
    `select e.name, e.type, c.label as application, count(distinct a.id)::int as users
       from assets a join user_entitlements e on e.asset_id = a.id join adapter_connections c on c.id = e.connection_id
      where ${where} group by e.name, e.type, c.label order by users desc, e.name, e.type, c.label limit ${params.add(limit)}::int`,
    params.values,
  );
}
