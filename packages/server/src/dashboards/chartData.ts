import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '@vigil/openapi';
import { queryFilterProblems, type QueryFilter } from '@vigil/openapi/queryFilter';
import { printQueryText } from '@vigil/openapi/queryText';
import { CHART_DIMENSIONS, CHART_MAX_POINTS, CHART_MESSAGES, chartEntityProblems, historicalMeasureProblems, isChartHistorical } from '@vigil/openapi/charts';
import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { callerOf } from '../admin/access.js';
import { sendCsv, toCsv } from '../admin/csv.js';
import { errorBody } from '../errors.js';
import {
  checkField,
  countByValues,
  countMatches,
  countNodes,
  countSelection,
  FieldRefusal,
  firstRows,
  groupWithMeasure,
  rowValue,
  summarize,
  TOP_VALUES,
  usersByEntitlement,
  type AggregateContext,
  type Selection,
  type SummaryFunction,
} from '../queries/aggregate.js';
import { dataFieldCatalog } from '../queries/catalog.js';
import { QueryRunError } from '../queries/run.js';
import { assetScopeOf } from '../queries/scope.js';
import { SqlParams } from '../queries/compile.js';
import { SAVED_QUERY_COLUMNS, SAVED_QUERY_FROM, viewerOf, visibleSql, type SavedQueryRow, type Viewer } from '../queries/store.js';
import { decimateSeries } from './decimate.js';
import { CHART_NOT_FOUND, chartById, chartsOf, SPACE_NOT_FOUND, spaceFor, type Chart, type SpaceRow } from './store.js';
import { addUnits, bucketDaily, calendarBuckets, dayBounds, isCyclic, periodOf, type TimeUnit } from './time.js';

type Schemas = components['schemas'];
type ChartData = Schemas['ChartData'];
type ChartSeries = Schemas['ChartSeries'];
/** What a chart's computation answers; id, status and time are added around it. */
type ChartBody = Omit<ChartData, 'chart_id' | 'status' | 'computed_at'>;

export const CHART_DATA_MESSAGES = {
  queryUnavailable: 'A query of this chart no longer exists or is not shared with you.',
  historyRestricted: 'Data over time is counted over every asset, so it is not shown in a data scope that restricts assets.',
  failed: 'The chart could not be computed. Try again, or change the chart.',
  refreshNotAllowed: 'Only an editor of this dashboard may refresh it.',
  tooManyIds: 'Ask for at most 100 charts at a time (chart_id).',
} as const;

/** The contract's limit of chart_id's list. */
const MAX_CHART_IDS = 100;

/** Designed labels: the group of every value past the top ones, and assets without a value. */
export const OTHER_LABEL = 'Other';
export const NO_VALUE_LABEL = 'No value';
/** Designed sizes: rows of an assets table, groups of a table or pivot, entitlements of role mining, values of a segment timeline. */
export const ASSETS_TABLE_ROWS = 50;
export const TABLE_GROUPS = 100;
export const ROLE_MINING_ENTITLEMENTS = 50;
export const SEGMENT_TIMELINE_VALUES = 5;

/** A chart the engine cannot answer as configured: its data is `status: error` with this message. */
class ChartRefusal extends Error {}

/** A saved query a chart uses, as the caller may see it. */
interface ChartQueryRef {
  id: string;
  name: string;
  color: string | undefined;
  entity: string;
  filter: QueryFilter;
  version: number;
}

interface Env {
  ctx: AggregateContext;
  space: SpaceRow;
  /** What the caller's asset scope holds (its tags and connections), for the cache key: null without one. */
  scopeContent: unknown;
}

/** The saved queries the charts use that the caller may see, by id (one statement for all the charts). */
async function visibleQueriesOf(db: Database, viewer: Viewer, charts: readonly Chart[]): Promise<Map<string, SavedQueryRow>> {
  const ids = [...new Set(charts.flatMap((chart) => (chart.config.queries ?? []).map((query) => query.query_id)))].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return new Map();
  const params = new SqlParams();
  const idsParam = params.add(ids);
  const rows = await db.query<SavedQueryRow>(`select ${SAVED_QUERY_COLUMNS} from ${SAVED_QUERY_FROM} where q.id = any(${idsParam}::uuid[]) and ${visibleSql(viewer, params)}`, params.values);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The saved queries of a chart, in order; a query gone or not visible to the caller refuses the chart. */
function queriesOf(visible: Map<string, SavedQueryRow>, chart: Chart): ChartQueryRef[] {
  return (chart.config.queries ?? []).map((query) => {
    const row = visible.get(query.query_id);
    if (!row) throw new ChartRefusal(CHART_DATA_MESSAGES.queryUnavailable);
    return { id: row.id, name: query.name || row.name, color: query.color, entity: row.entity, filter: row.filter, version: row.version };
  });
}

/** The dashboard filter, for the charts whose entity it fits (a filter naming fields another entity lacks leaves that entity's charts alone). */
function spaceFiltersFor(space: SpaceRow, entity: string): QueryFilter[] {
  const filter = space.space_filter;
  if (!filter) return [];
  return queryFilterProblems(dataFieldCatalog, entity, filter).length === 0 ? [filter] : [];
}

const selectionOf = (env: Env, entity: string, filters: readonly QueryFilter[] = []): Selection => ({ entity, filters: [...filters, ...spaceFiltersFor(env.space, entity)] });

function oneEntity(queries: readonly ChartQueryRef[]): string {
  const entities = new Set(queries.map((query) => query.entity));
  const [entity] = entities;
  if (entities.size !== 1 || entity === undefined) throw new ChartRefusal(CHART_MESSAGES.mixedEntities);
  return entity;
}

function first(queries: readonly ChartQueryRef[]): ChartQueryRef {
  const query = queries[0];
  if (!query) throw new ChartRefusal(CHART_DATA_MESSAGES.queryUnavailable);
  return query;
}

const seriesOf = (query: ChartQueryRef, values: (number | null)[]): ChartSeries => ({ name: query.name, query_id: query.id, ...(query.color && { color: query.color }), values });

/** Categories with their values sorted as the chart asks (by value, largest first, by default); the "other" group stays last. */
function sortCategories(categories: readonly string[], values: readonly number[], sort: Schemas['ChartSort'] | undefined, otherLast: boolean): { categories: string[]; values: number[] } {
  const points = categories.map((category, index) => ({ category, value: values[index] ?? 0 }));
  const other = otherLast && points.at(-1)?.category === OTHER_LABEL ? points.pop() : undefined;
  const direction = (sort?.order ?? 'desc') === 'asc' ? 1 : -1;
  const byName = (a: { category: string }, b: { category: string }) => a.category.localeCompare(b.category, 'en');
  points.sort((a, b) => (sort?.type === 'name' ? direction * byName(a, b) : direction * (a.value - b.value) || byName(a, b)));
  if (other) points.push(other);
  return { categories: points.map((point) => point.category), values: points.map((point) => point.value) };
}

const label = (value: string | null) => value ?? NO_VALUE_LABEL;

/**
 * Adapter modules by title, for adapter segments; with `hidePartial`, without the adapters that
 * contribute only part of their data (designed: one of their connections is not connected).
 */
async function adapterTitles(db: Database, hidePartial: boolean): Promise<{ names: Map<string, string>; hidden: Set<string> }> {
  const rows = await db.query<{ module: string; title: string; partial: boolean }>(
    `select d.module, d.title, exists (select 1 from adapter_connections c where c.adapter = d.module and c.status <> 'connected') as partial from adapters d`,
  );
  return { names: new Map(rows.map((row) => [row.module, row.title])), hidden: new Set(hidePartial ? rows.filter((row) => row.partial).map((row) => row.module) : []) };
}

/** Counts per value of one field (top values, then "Other"), as categories and one series; `hidden` values left out. */
async function segment(env: Env, chart: Chart, query: ChartQueryRef, field: string, names?: Map<string, string>, hidden?: Set<string>): Promise<ChartBody> {
  const { groups, total } = await countByValues(env.ctx, selectionOf(env, query.entity, [query.filter]), [field], { top: [TOP_VALUES] });
  const top = groups.filter((group) => group.top[0] && !hidden?.has(group.values[0] ?? ''));
  const other = groups.filter((group) => !group.top[0]).reduce((sum, group) => sum + group.count, 0);
  const categories = top.map((group) => {
    const value = group.values[0] ?? null;
    return value === null ? NO_VALUE_LABEL : (names?.get(value) ?? value);
  });
  const values = top.map((group) => group.count);
  if (other > 0) {
    categories.push(OTHER_LABEL);
    values.push(other);
  }
  const sorted = sortCategories(categories, values, chart.config.sort, other > 0);
  return { categories: sorted.categories, series: [seriesOf(query, sorted.values)], total };
}

/** Counts by two fields: the first's values as categories, one series per value of the second. */
async function matrix(env: Env, query: ChartQueryRef, dimensions: readonly string[]): Promise<ChartBody> {
  const [rowsField, columnsField] = dimensions;
  if (!rowsField || !columnsField) throw new ChartRefusal(CHART_MESSAGES.dimensions(2, 2));
  const { groups, total } = await countByValues(env.ctx, selectionOf(env, query.entity, [query.filter]), [rowsField, columnsField], { top: [TOP_VALUES, 10] });
  const keyOf = (value: string | null, top: boolean) => (top ? label(value) : OTHER_LABEL);
  const rowTotals = new Map<string, number>();
  const columnTotals = new Map<string, number>();
  const cells = new Map<string, number>();
  for (const group of groups) {
    const row = keyOf(group.values[0] ?? null, group.top[0] ?? false);
    const column = keyOf(group.values[1] ?? null, group.top[1] ?? false);
    rowTotals.set(row, (rowTotals.get(row) ?? 0) + group.count);
    columnTotals.set(column, (columnTotals.get(column) ?? 0) + group.count);
    cells.set(JSON.stringify([row, column]), (cells.get(JSON.stringify([row, column])) ?? 0) + group.count);
  }
  const order = (totals: Map<string, number>) =>
    [...totals.entries()].sort((a, b) => (a[0] === OTHER_LABEL ? 1 : b[0] === OTHER_LABEL ? -1 : b[1] - a[1] || a[0].localeCompare(b[0], 'en'))).map(([key]) => key);
  const categories = order(rowTotals);
  return {
    categories,
    series: order(columnTotals).map((column) => ({ name: column, values: categories.map((row) => cells.get(JSON.stringify([row, column])) ?? 0) })),
    total,
  };
}

const MEASURE_LABELS: Readonly<Record<SummaryFunction, string>> = { average: 'Average', sum: 'Sum', count: 'Count', count_true: 'Count of true', count_false: 'Count of false' };

const titleOf = (entity: string, field: string) => dataFieldCatalog.fields(entity)?.find((f) => f.name === field)?.title ?? field;

/** A table cell of an asset's value: lists joined, objects as JSON. */
function cell(value: unknown): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return value as string | number | boolean;
}

/** The label of each condition of a filter by path (rule wizard categories), in the tree's order. */
function conditionLabels(filter: QueryFilter, path = ''): [string, string][] {
  const join = (kind: 'c' | 'g', index: number) => `${path ? `${path}.` : ''}${kind}${String(index)}`;
  return [
    ...filter.conditions.map((condition, index): [string, string] => [join('c', index), printQueryText({ operator: 'and', conditions: [condition], groups: [] })]),
    ...filter.groups.flatMap((group, index) => conditionLabels(group, join('g', index))),
  ];
}

/** Latest data: what the assets hold now. */
async function fieldsData(env: Env, chart: Chart, queries: ChartQueryRef[]): Promise<ChartBody> {
  const { config } = chart;
  const ctx = env.ctx;
  switch (chart.metric) {
    case 'text':
      return {};
    case 'summary': {
      const query = first(queries);
      const measure = config.measures?.[0];
      const fn = measure?.function ?? 'count';
      const selection = selectionOf(env, query.entity, [query.filter]);
      const value = await summarize(ctx, selection, fn, measure?.field ?? config.field);
      return { value, ...(fn === 'count' && value !== null && { total: value }) };
    }
    case 'compare':
    case 'compare_permission':
    case 'resource_asset_compare': {
      const counts = new Map<ChartQueryRef, number>();
      for (const entity of new Set(queries.map((query) => query.entity))) {
        const of = queries.filter((query) => query.entity === entity);
        const found = await countMatches(ctx, selectionOf(env, entity), of.map((query) => [query.filter]));
        of.forEach((query, index) => counts.set(query, found[index] ?? 0));
      }
      if (config.data_series === 'individual') {
        return { categories: ['Count'], series: queries.map((query) => seriesOf(query, [counts.get(query) ?? 0])) };
      }
      const sorted = config.sort
        ? sortCategories(queries.map((query) => query.name), queries.map((query) => counts.get(query) ?? 0), config.sort, false)
        : { categories: queries.map((query) => query.name), values: queries.map((query) => counts.get(query) ?? 0) };
      return { categories: sorted.categories, series: [{ name: 'Count', values: sorted.values }] };
    }
    case 'intersect': {
      const entity = oneEntity(queries);
      // Every non-empty combination of the 2 or 3 queries, singles first; and their union.
      const combos: ChartQueryRef[][] = [];
      for (let mask = 1; mask < 1 << queries.length; mask++) combos.push(queries.filter((_, index) => mask & (1 << index)));
      combos.sort((a, b) => a.length - b.length);
      const union: QueryFilter = { operator: 'or', conditions: [], groups: queries.map((query) => query.filter) };
      const counts = await countMatches(ctx, selectionOf(env, entity), [...combos.map((combo) => combo.map((query) => query.filter)), [union]]);
      return {
        categories: combos.map((combo) => combo.map((query) => query.name).join(' ∩ ')),
        series: [{ name: 'Count', values: counts.slice(0, combos.length) }],
        total: counts[combos.length] ?? 0,
      };
    }
    case 'segment':
      if (!config.field) throw new ChartRefusal(CHART_MESSAGES.fieldRequired);
      return segment(env, chart, first(queries), config.field);
    case 'adapter_segment': {
      const { names, hidden } = await adapterTitles(env.ctx.db, env.space.hide_partial_adapters);
      return segment(env, chart, first(queries), 'adapters', names, hidden);
    }
    case 'matrix':
      return matrix(env, first(queries), config.dimensions ?? []);
    case 'table':
    case 'pivot': {
      const query = first(queries);
      const dimensions = config.dimensions?.length ? config.dimensions : config.field ? [config.field] : [];
      const [min, max] = CHART_DIMENSIONS[chart.metric] ?? [1, 3];
      if (dimensions.length < min || dimensions.length > max) throw new ChartRefusal(CHART_MESSAGES.dimensions(min, max));
      const measure = config.measures?.[0] ?? { function: 'count' as const };
      const groups = await groupWithMeasure(ctx, selectionOf(env, query.entity, [query.filter]), dimensions, { fn: measure.function, field: measure.field }, TABLE_GROUPS);
      const measureLabel = measure.function === 'count' || !measure.field ? MEASURE_LABELS[measure.function] : `${MEASURE_LABELS[measure.function]} of ${titleOf(query.entity, measure.field)}`;
      return {
        table: {
          columns: [...dimensions.map((field) => ({ key: field, label: titleOf(query.entity, field) })), { key: 'value', label: measureLabel }],
          rows: groups.map((group) => [...group.values.map(label), group.value]),
        },
      };
    }
    case 'assets_table': {
      const query = first(queries);
      const columns = config.dimensions?.length ? config.dimensions : ['name', 'last_seen'];
      for (const column of columns) checkField(query.entity, column);
      const selection = selectionOf(env, query.entity, [query.filter]);
      const rows = await firstRows(ctx, selection, ASSETS_TABLE_ROWS);
      return {
        table: { columns: columns.map((field) => ({ key: field, label: titleOf(query.entity, field) })), rows: rows.map((row) => columns.map((column) => cell(rowValue(row, column)))) },
        total: await countSelection(ctx, selection),
      };
    }
    case 'rule_wizard': {
      const query = first(queries);
      const counts = await countNodes(ctx, selectionOf(env, query.entity), query.filter);
      const conditions = conditionLabels(query.filter);
      return {
        categories: [query.name, ...conditions.map(([, text]) => text)],
        series: [seriesOf(query, [counts[''] ?? 0, ...conditions.map(([path]) => counts[path] ?? 0)])],
        total: counts[''] ?? 0,
      };
    }
    case 'role_mining': {
      const query = queries[0];
      // The rule a save checks (a chart stored before it may break it).
      const [problem] = chartEntityProblems('role_mining', queries.map((ref) => ref.entity));
      if (problem) throw new ChartRefusal(problem.message);
      const rows = await usersByEntitlement(ctx, selectionOf(env, 'users', query ? [query.filter] : []), ROLE_MINING_ENTITLEMENTS);
      return {
        categories: rows.map((row) => `${row.application}: ${row.name}`),
        series: [{ name: 'Users', values: rows.map((row) => row.users) }],
        table: {
          columns: [
            { key: 'entitlement', label: 'Entitlement' },
            { key: 'type', label: 'Type' },
            { key: 'application', label: 'Application' },
            { key: 'users', label: 'Users' },
          ],
          rows: rows.map((row) => [row.name, row.type, row.application, row.users]),
        },
      };
    }
    default:
      throw new ChartRefusal(CHART_DATA_MESSAGES.failed);
  }
}


/** The daily snapshot counts of saved queries over a period: the days, and one value list per query (null: no snapshot that day). */
async function dailyCounts(db: Database, queries: readonly ChartQueryRef[], fromDay: string | null, toDay: string): Promise<{ days: string[]; values: (number | null)[][] }> {
  const rows = await db.query<{ query_id: string; day: string; count: number }>(
    `select query_id::text as query_id, to_char(day, 'YYYY-MM-DD') as day, count from saved_query_daily_counts
      where query_id = any($1::uuid[]) and ($2::date is null or day >= $2::date) and day <= $3::date order by day`,
    [queries.map((query) => query.id), fromDay, toDay],
  );
  const days = [...new Set(rows.map((row) => row.day))];
  const at = new Map(days.map((day, index) => [day, index]));
  const values = queries.map((query) => {
    const out: (number | null)[] = days.map(() => null);
    for (const row of rows) if (row.query_id === query.id) out[at.get(row.day) ?? 0] = row.count;
    return out;
  });
  return { days, values };
}

/** Data over time: the daily snapshots of the queries (or, for segment timelines, the assets present in each bucket). */
async function historicalData(env: Env, chart: Chart, queries: ChartQueryRef[]): Promise<ChartBody> {
  const { config } = chart;
  // The rule a save checks (a chart stored before it would show a count under the measure's name).
  const [measureProblem] = historicalMeasureProblems(chart);
  if (measureProblem) throw new ChartRefusal(measureProblem.message);
  const period = periodOf(config.date_range, env.ctx.now);
  const unit: TimeUnit = config.time_aggregation?.unit ?? 'day';
  if (chart.metric === 'segment_timeline') {
    const query = first(queries);
    if (!config.field) throw new ChartRefusal(CHART_MESSAGES.fieldRequired);
    const buckets = calendarBuckets(period, unit);
    const { groups } = await countByValues(env.ctx, selectionOf(env, query.entity, [query.filter]), [config.field], {
      top: [SEGMENT_TIMELINE_VALUES],
      buckets: { starts: buckets.starts.map((d) => d.toISOString()), ends: buckets.ends.map((d) => d.toISOString()) },
    });
    // A bucket still running (today's) has not seen every asset yet: one seen in the bucket before
    // counts in it too, or the line would drop at its end until the next discovery.
    const lastIndex = buckets.starts.length - 1;
    const running = (buckets.ends.at(-1)?.getTime() ?? 0) > env.ctx.now.getTime();
    const names: string[] = [];
    const values = new Map<string, number[]>();
    for (const group of groups) {
      const name = group.top[0] ? label(group.values[0] ?? null) : OTHER_LABEL;
      if (!values.has(name)) {
        names.push(name);
        values.set(name, buckets.starts.map(() => 0));
      }
      const list = values.get(name);
      const lastBucket = running && group.last === lastIndex - 1 ? lastIndex : group.last;
      if (list) for (let bucket = group.first; bucket <= lastBucket; bucket++) list[bucket] = (list[bucket] ?? 0) + group.count;
    }
    const last = (name: string) => values.get(name)?.at(-1) ?? 0;
    names.sort((a, b) => (a === OTHER_LABEL ? 1 : b === OTHER_LABEL ? -1 : last(b) - last(a) || a.localeCompare(b, 'en')));
    const dated = decimateSeries(
      buckets.starts.map((d) => d.toISOString()),
      names.map((name) => ({ name, values: values.get(name) ?? [] })),
      CHART_MAX_POINTS,
    );
    return { dates: dated.axis, series: dated.series, ...(dated.decimated && { decimated: true }) };
  }
  // The snapshots count every asset: a data scope that restricts assets must not see them.
  if (env.ctx.scope) throw new ChartRefusal(CHART_DATA_MESSAGES.historyRestricted);
  const { fromDay, toDay } = dayBounds(period);
  const { days, values } = await dailyCounts(env.ctx.db, queries, fromDay, toDay);
  if (chart.metric === 'summary') {
    const series = values[0] ?? [];
    const lastIndex = series.findLastIndex((value) => value !== null);
    const lastDay = days[lastIndex];
    if (lastIndex < 0 || lastDay === undefined) return { value: null, previous: null };
    const gap = config.time_gap;
    const value = series[lastIndex] ?? null;
    if (gap?.type === 'relative' && gap.unit && gap.count) {
      // The snapshot a gap back may lie before the period: read it wherever it is (the last one on or before that day).
      const previousDay = addUnits(new Date(`${lastDay}T00:00:00Z`), gap.unit, -gap.count).toISOString().slice(0, 10);
      const [row] = await env.ctx.db.query<{ count: number }>('select count from saved_query_daily_counts where query_id = $1::uuid and day <= $2::date order by day desc limit 1', [
        first(queries).id,
        previousDay,
      ]);
      return { value, previous: row?.count ?? null };
    }
    return { value, previous: series.find((one) => one !== null) ?? null };
  }
  const bucketed = bucketDaily(days, values, unit);
  let series: ChartSeries[] = queries.map((query, index) => seriesOf(query, bucketed.values[index] ?? []));
  if (config.data_series === 'total') {
    series = [{ name: 'Total', values: bucketed.buckets.map((_, index) => (series.every((one) => one.values[index] === null) ? null : series.reduce((sum, one) => sum + (one.values[index] ?? 0), 0))) }];
  }
  const reduced = decimateSeries(bucketed.buckets, series, CHART_MAX_POINTS);
  return { ...(isCyclic(unit) ? { categories: reduced.axis } : { dates: reduced.axis }), series: reduced.series, ...(reduced.decimated && { decimated: true }) };
}

/** One chart's data, computed (no cache). */
async function computeChart(env: Env, chart: Chart, queries: ChartQueryRef[]): Promise<ChartBody> {
  if (chart.metric === 'text') return {};
  if (isChartHistorical(chart)) return { data_source: 'historical', ...(await historicalData(env, chart, queries)) };
  return { data_source: 'fields', ...(await fieldsData(env, chart, queries)) };
}

/**
 * What the computed data depends on, hashed: the chart (its definition and last change), the
 * space's refresh and filter, the caller's asset scope and what it holds, the queries (names,
 * filters, versions) and, for data over time, the hour (relative ranges move with the clock).
 */
function cacheKeyOf(env: Env, chart: Chart, lastUpdated: string | undefined, queries: readonly ChartQueryRef[]): string {
  const hour = isChartHistorical(chart) ? env.ctx.now.toISOString().slice(0, 13) : null;
  const parts = [
    chart.metric,
    chart.view,
    chart.config,
    lastUpdated ?? null,
    env.space.refresh_id,
    env.space.space_filter ?? null,
    env.space.hide_partial_adapters,
    env.ctx.scope ?? null,
    env.scopeContent,
    queries.map((q) => [q.id, q.version, q.name, q.entity, q.filter]),
    hour,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/** The error a chart answers for an exception: the engine's and the chart's own refusals by their message, anything else logged. */
function chartError(chartId: string, error: unknown, request: FastifyRequest): ChartData {
  if (error instanceof ChartRefusal || error instanceof FieldRefusal || error instanceof QueryRunError) return { chart_id: chartId, status: 'error', message: error.message };
  request.log.error(error);
  return { chart_id: chartId, status: 'error', message: CHART_DATA_MESSAGES.failed };
}

/** Computations under way by chart and cache key: a fetch while a refresh warms the charts waits for that work instead of repeating it. */
const computing = new Map<string, Promise<{ data: ChartBody; computedAt: string }>>();

function computeOnce(token: string, compute: () => Promise<{ data: ChartBody; computedAt: string }>): Promise<{ data: ChartBody; computedAt: string }> {
  const running = computing.get(token);
  if (running) return running;
  const started = compute().finally(() => computing.delete(token));
  computing.set(token, started);
  return started;
}

/** The data of charts of one space for the caller: from the cache when it holds them, else computed and kept. Each chart fails alone. */
export async function chartsData(db: Database, request: FastifyRequest, space: SpaceRow, charts: readonly Chart[]): Promise<ChartData[]> {
  if (charts.length === 0) return [];
  const caller = callerOf(request);
  const viewer = await viewerOf(db, request);
  const scope = await assetScopeOf(db, caller);
  const [scopeContent] = scope
    ? await db.query(
        `select array(select tag from data_scope_tags where data_scope_id = $1::uuid order by tag) as tags,
                array(select connection_id::text from data_scope_connections where data_scope_id = $1::uuid order by connection_id) as connections`,
        [scope.uuid],
      )
    : [null];
  const env: Env = { ctx: { db, scope, now: new Date() }, space, scopeContent };
  const updated = new Map(
    (await db.query<{ id: string; last_updated: Date | string }>('select id::text as id, last_updated from charts where id = any($1::uuid[])', [charts.map((chart) => chart.id)])).map((row) => [
      row.id,
      new Date(row.last_updated).toISOString(),
    ]),
  );
  const visible = await visibleQueriesOf(db, viewer, charts);
  // Each chart's queries and cache key, or the refusal it answers.
  const planned = charts.map((chart) => {
    try {
      const queries = queriesOf(visible, chart);
      return { chart, queries, key: cacheKeyOf(env, chart, updated.get(chart.id), queries) };
    } catch (error) {
      return { chart, error };
    }
  });
  const keyed = planned.flatMap((plan) => (plan.key === undefined ? [] : [plan]));
  const cached = new Map(
    (
      await db.query<{ chart_id: string; data: ChartBody; computed_at: Date | string }>(
        `select c.chart_id::text as chart_id, c.data, c.computed_at from chart_data_cache c
           join unnest($1::uuid[], $2::text[]) as k(chart_id, cache_key) on k.chart_id = c.chart_id and k.cache_key = c.cache_key`,
        [keyed.map((plan) => plan.chart.id), keyed.map((plan) => plan.key)],
      )
    ).map((row) => [row.chart_id, row]),
  );
  const out: ChartData[] = [];
  for (const plan of planned) {
    const { chart } = plan;
    if (plan.key === undefined) {
      out.push(chartError(chart.id, plan.error, request));
      continue;
    }
    const hit = cached.get(chart.id);
    if (hit) {
      out.push({ ...hit.data, chart_id: chart.id, status: 'ok', computed_at: new Date(hit.computed_at).toISOString() });
      continue;
    }
    try {
      const { data, computedAt } = await computeOnce(`${chart.id}:${plan.key}`, async () => {
        const body = await computeChart(env, chart, plan.queries);
        return { data: body, computedAt: await keep(db, chart.id, plan.key, body) };
      });
      out.push({ ...data, chart_id: chart.id, status: 'ok', computed_at: computedAt });
    } catch (error) {
      out.push(chartError(chart.id, error, request));
    }
  }
  return out;
}

/** Stores a chart's computed data under its key (and forgets its entries of more than a day ago); answers when it was computed. */
async function keep(db: Database, chartId: string, key: string, data: ChartBody): Promise<string> {
  try {
    const [row] = await db.query<{ computed_at: Date | string }>(
      `insert into chart_data_cache (chart_id, cache_key, data) values ($1::uuid, $2, $3)
       on conflict (chart_id, cache_key) do update set data = excluded.data, computed_at = now() returning computed_at`,
      [chartId, key, JSON.stringify(data)],
    );
    await db.query(`delete from chart_data_cache where chart_id = $1::uuid and cache_key <> $2 and computed_at < now() - interval '1 day'`, [chartId, key]);
    return new Date(row?.computed_at ?? Date.now()).toISOString();
  } catch {
    // The chart was deleted meanwhile: its data is still the answer, there is nothing to keep it for.
    return new Date().toISOString();
  }
}

/** A chart's data as CSV rows: a table as itself, else one row per data point (category or date, series, value). */
export function chartCsv(chart: Chart, data: ChartData): string {
  if (data.table) return toCsv(data.table.columns.map((column) => column.label), data.table.rows);
  const rows: (string | number | null)[][] = [];
  const axis = data.dates ?? data.categories;
  if (axis && data.series) {
    for (const series of data.series) axis.forEach((point, index) => rows.push([point, series.name, series.values[index] ?? null]));
    return toCsv([data.dates ? 'date' : 'category', 'series', 'value'], rows);
  }
  if (data.value !== undefined) rows.push(['value', chart.name, data.value]);
  if (data.previous !== undefined) rows.push(['previous', chart.name, data.previous]);
  return toCsv(['category', 'series', 'value'], rows);
}

/** A download's file name from a chart's name: letters, digits, spaces, dots, dashes and underscores only. */
export function csvFileName(name: string): string {
  const safe = name
    .replace(/[^A-Za-z0-9 ._-]+/g, '_')
    .replace(/^[ ._]+|[ .]+$/g, '')
    .slice(0, 100);
  return `${safe || 'chart'}.csv`;
}

/** Chart data through the query engine (one request per dashboard), refresh, and a chart's CSV. */
export const chartDataHandlers = (db: Database): Handlers => {
  const refresh = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    const found = await spaceFor(db, callerOf(request), id);
    if (!found) return void reply.code(404).send(errorBody(404, SPACE_NOT_FOUND));
    if (found.access !== 'edit') return void reply.code(403).send(errorBody(403, CHART_DATA_MESSAGES.refreshNotAllowed));
    const refreshId = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ refresh_id: string }>('update spaces set refresh_id = gen_random_uuid(), initiated = true where uuid = $1::uuid returning refresh_id::text as refresh_id', [id]);
      // Entries of the earlier refresh can never be read again.
      await tx.query('delete from chart_data_cache where chart_id in (select id from charts where space_uuid = $1::uuid)', [id]);
      return row?.refresh_id ?? '';
    });
    // The charts are computed once the answer has gone (the embedded database runs one statement at
    // a time: started earlier, they would hold the answer back), for the caller's scope.
    const refreshed: SpaceRow = { ...found.row, refresh_id: refreshId, initiated: true };
    reply.raw.once('finish', () => {
      void chartsOf(db, [id])
        .then((charts) => chartsData(db, request, refreshed, charts))
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'warming a refreshed dashboard failed');
        });
    });
    reply.code(202);
    return { data: { attributes: { refreshId } } };
  };
  return {
    getSpaceChartData: async ({ params, query, request, reply }) => {
      const found = await spaceFor(db, callerOf(request), params.id);
      if (!found) return void reply.code(404).send(errorBody(404, SPACE_NOT_FOUND));
      // Comma-separated (style form, explode false): the validator hands `a,b` over as one item, so the contract's 100 is counted here.
      const ids = query.chart_id?.flatMap((each) => each.split(',')).map((id) => id.trim().toLowerCase());
      if (ids && ids.length > MAX_CHART_IDS) return void reply.code(400).send(errorBody(400, CHART_DATA_MESSAGES.tooManyIds));
      const wanted = ids && new Set(ids);
      const charts = (await chartsOf(db, [found.row.uuid])).filter((chart) => !wanted || wanted.has(chart.id));
      return { data: { attributes: { space: found.row.uuid, refreshId: found.row.refresh_id, charts: await chartsData(db, request, found.row, charts) } } };
    },
    refreshSpace: async ({ params, request, reply }) => refresh(request, reply, params.id),
    refreshAssetProfileSpace: async ({ params, request, reply }) => refresh(request, reply, params.id),
    exportChartCsv: async ({ params, request, reply }) => {
      const chart = await chartById(db, params.id);
      const found = chart && (await spaceFor(db, callerOf(request), chart.space));
      if (!chart || !found) return void reply.code(404).send(errorBody(404, CHART_NOT_FOUND));
      const [data] = await chartsData(db, request, found.row, [chart]);
      if (!data || data.status === 'error') return void reply.code(400).send(errorBody(400, data?.message ?? CHART_DATA_MESSAGES.failed));
      sendCsv(reply, csvFileName(chart.name), chartCsv(chart, data));
      return undefined;
    },
  };
};
