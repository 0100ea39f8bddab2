import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHART_GRID_COLUMNS, CHART_MESSAGES, CHART_MIN_SIZE, chartEntityProblems, chartProblems, fitChartSize, type ChartShape } from '@vigil/openapi/charts';
import type { components } from '@vigil/openapi';
import type { Database, Queryable } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import type { SessionUser } from '../auth/sessions.js';
import { callerOf, sendError } from '../admin/access.js';
import { isUuid } from '../auth/ids.js';
import { errorBody } from '../errors.js';
import { MAX_DETAILS } from '../openapi/registerRoutes.js';
import { dataFieldCatalog } from '../queries/catalog.js';
import { AGGREGATE_MESSAGES, columnFieldProblem, groupFieldProblem, measureProblem } from '../queries/aggregate.js';
import { filterRefusal, unknownEntity } from '../queries/checkFilter.js';
import { SqlParams } from '../queries/compile.js';
import { viewerOf, visibleSql } from '../queries/store.js';
import { registerQueryUsageProvider, type QueryUsage } from '../queries/usage.js';
import { ALL_SCOPES_FORBIDDEN, chartQueriesTooNarrow, mayTouchAllScopes, queriesNarrowerThan, type Refusal } from './sharing.js';
import { CHART_NOT_FOUND, SPACE_NOT_FOUND, chartById, chartQueryIds, insertChart, placeInSpace, setChartQueries, spaceFor, type Chart, type SpaceRow } from './store.js';

type Schemas = components['schemas'];

export const READ_ONLY_SPACE = 'You may view this dashboard but not change it.';
export const queryNotUsable = (id: string) => `No saved query with the id "${id}" that you may use.`;
export const notInSpace = (id: string) => `Chart "${id}" is not a chart of this dashboard.`;

/** Sends a refusal as its status with its sentence (and details for a 400). */
export function sendRefusal(reply: FastifyReply, refusal: Refusal): FastifyReply {
  return reply.code(refusal.status).send(errorBody(refusal.status, refusal.message, refusal.details ? { details: refusal.details } : {}));
}

/**
 * The space when the caller may change it, else the refusal: not visible (or no such space) 404,
 * visible only 403, shared with all data scopes without the extra permission 403.
 */
export async function editableSpace(db: Queryable, caller: SessionUser, uuid: string, notFound = SPACE_NOT_FOUND): Promise<SpaceRow | Refusal> {
  const found = await spaceFor(db, caller, uuid);
  if (!found) return { status: 404, message: notFound };
  if (found.access !== 'edit') return { status: 403, message: READ_ONLY_SPACE };
  if (found.row.all_data_scopes && !mayTouchAllScopes(caller)) return { status: 403, message: ALL_SCOPES_FORBIDDEN };
  return found.row;
}

const isRefusal = (value: object): value is Refusal => 'status' in value && 'message' in value && !('uuid' in value);

/**
 * What is wrong with a chart, as a 400: the rules of @vigil/openapi/charts (the first one's
 * sentence, every one in details), then its saved queries (each must exist and be visible to the
 * caller), then what chartFieldRefusal checks over their asset types.
 */
export async function chartRefusal(db: Queryable, request: FastifyRequest, chart: ChartShape): Promise<Refusal | undefined> {
  const problems = chartProblems(chart);
  const [first] = problems;
  if (first) return { status: 400, message: first.message, details: problems.slice(0, MAX_DETAILS).map((p) => ({ field: p.pointer, message: p.message })) };
  const ids = chartQueryIds(chart.config);
  let entities: string[] = [];
  if (ids.length) {
    const viewer = await viewerOf(db, request);
    const params = new SqlParams();
    const idsParam = params.add(ids.filter(isUuid));
    const rows = await db.query<{ id: string; entity: string }>(
      `select q.id::text as id, q.entity from saved_queries q where q.id = any(${idsParam}::uuid[]) and ${visibleSql(viewer, params)}`,
      params.values,
    );
    const byId = new Map(rows.map((row) => [row.id, row.entity]));
    const unusable = ids.findIndex((id) => !byId.has(id.toLowerCase()));
    if (unusable >= 0) {
      const message = queryNotUsable(ids[unusable] ?? '');
      return { status: 400, message, details: [{ field: `/config/queries/${String(unusable)}/query_id`, message }] };
    }
    entities = ids.map((id) => byId.get(id.toLowerCase()) ?? '');
  }
  return chartFieldRefusal(chart, entities);
}

/** The grouped fields of a chart (the field, the dimensions) and its table's columns, with where they are. */
function chartFields(chart: ChartShape): { pointer: string; name: string; column: boolean }[] {
  const { config, metric } = chart;
  // An adapter segment groups by the adapters whatever its field; a summary's field is its measures' (below).
  const field = config.field !== undefined && metric !== 'adapter_segment' && metric !== 'summary' ? [{ pointer: '/config/field', name: config.field, column: false }] : [];
  const dimensions = (config.dimensions ?? []).map((name, i) => ({ pointer: `/config/dimensions/${String(i)}`, name, column: metric === 'assets_table' }));
  return [...field, ...dimensions];
}

/**
 * What is wrong with a chart over queries of these asset types (`entities[i]`, query i's), as a
 * 400: its entity, the queries' types, then over the asset type it charts (its entity, else its
 * first query's) the fields it groups by or shows, its measures (a measure other than a count
 * needs a field, a summary's own field by default) and its filter. So a chart that could never be
 * computed is refused when saved or imported, not drawn as an error later.
 */
export function chartFieldRefusal(chart: ChartShape, entities: readonly string[]): Refusal | undefined {
  const refuse = (field: string, message: string): Refusal => ({ status: 400, message, details: [{ field, message }] });
  const { entity, filter } = chart.config;
  if (entity !== undefined && !dataFieldCatalog.fields(entity)) return refuse('/config/entity', unknownEntity(entity));
  const [entityProblem] = chartEntityProblems(chart.metric, entities);
  if (entityProblem) return refuse(entityProblem.pointer, entityProblem.message);
  const charted = entity ?? entities[0];
  if (!charted) return undefined;
  for (const { pointer, name, column } of chartFields(chart)) {
    const message = column ? columnFieldProblem(charted, name) : groupFieldProblem(charted, name);
    if (message) return refuse(pointer, message);
  }
  for (const [i, measure] of (chart.config.measures ?? []).entries()) {
    const field = measure.field ?? (chart.metric === 'summary' ? chart.config.field : undefined);
    const message = measure.function !== 'count' && field === undefined ? AGGREGATE_MESSAGES.measureField(measure.function) : measureProblem(charted, measure.function, field);
    if (message) return refuse(`/config/measures/${String(i)}`, message);
  }
  if (filter) {
    const refusal = filterRefusal(charted, filter);
    if (refusal) return { status: 400, message: refusal.message, details: refusal.details.map((d) => ({ ...d, field: `/config${d.field ?? ''}` })) };
  }
  return undefined;
}

/** A 400 when the space is shared more widely than the chart's queries (see queriesNarrowerThan). */
async function narrowRefusal(db: Queryable, space: SpaceRow, config: Chart['config']): Promise<Refusal | undefined> {
  const names = await queriesNarrowerThan(db, space, chartQueryIds(config));
  return names.length ? { status: 400, message: chartQueriesTooNarrow(names), details: [{ field: '/config/queries', message: chartQueriesTooNarrow(names) }] } : undefined;
}

/** Layouts of charts of one space: each chart's, within the grid and not under its view's minimum. */
function layoutProblems(layouts: Schemas['ChartLayoutsUpdate']['layouts'], charts: ReadonlyMap<string, Chart>): Schemas['ErrorDetail'][] {
  const problems: Schemas['ErrorDetail'][] = [];
  for (const [i, { id, layout }] of layouts.entries()) {
    const chart = charts.get(id.toLowerCase());
    if (!chart) {
      problems.push({ field: `/layouts/${String(i)}/id`, message: notInSpace(id) });
      continue;
    }
    const min = CHART_MIN_SIZE[chart.view];
    if (layout.h < min.height || layout.w < min.width) problems.push({ field: `/layouts/${String(i)}/layout`, message: CHART_MESSAGES.tooSmall(chart.view, min) });
    else if (layout.w > CHART_GRID_COLUMNS) problems.push({ field: `/layouts/${String(i)}/layout`, message: CHART_MESSAGES.tooWide });
    else if (layout.x + layout.w > CHART_GRID_COLUMNS) problems.push({ field: `/layouts/${String(i)}/layout`, message: CHART_MESSAGES.outsideGrid });
  }
  return problems;
}

/** A chart's cached data is stale once it changed or moved (chart data computes it again). */
const forgetData = (tx: Queryable, chartId: string) => tx.query('delete from chart_data_cache where chart_id = $1::uuid', [chartId]);
const touchSpace = (tx: Queryable, spaceUuid: string) => tx.query('update spaces set last_updated = now() where uuid = $1::uuid', [spaceUuid]);

/** The charts using saved queries, for the queries domain (usage, and removing a query by force). */
async function chartsUsing(db: Queryable, queryIds: readonly string[]): Promise<QueryUsage[]> {
  return db.query<QueryUsage>(
    `select distinct 'chart' as kind, c.id::text as id, c.name, s.uuid::text as parent_id, s.name as parent_name
       from chart_queries cq join charts c on c.id = cq.chart_id join spaces s on s.uuid = c.space_uuid
      where cq.query_id = any($1::uuid[])`,
    [queryIds],
  );
}

/** Takes removed queries out of the charts using them (config and chart_queries), inside the delete's transaction. */
async function releaseQueries(tx: Queryable, queryIds: readonly string[]): Promise<void> {
  const removed = new Set(queryIds.map((id) => id.toLowerCase()));
  const charts = await tx.query<{ id: string; config: Chart['config'] }>(
    'select c.id::text as id, c.config from charts c where exists (select 1 from chart_queries cq where cq.chart_id = c.id and cq.query_id = any($1::uuid[])) for update',
    [queryIds],
  );
  for (const chart of charts) {
    const config = { ...chart.config, queries: (chart.config.queries ?? []).filter((query) => !removed.has(query.query_id.toLowerCase())) };
    await tx.query('update charts set config = $2, last_updated = now() where id = $1::uuid', [chart.id, JSON.stringify(config)]);
    await setChartQueries(tx, chart.id, chartQueryIds(config));
    await forgetData(tx, chart.id);
  }
}

let unregister: (() => void) | undefined;
/** Registers the charts with the queries domain once per process (every server built shares the registry). */
export function registerChartQueryUsage(): void {
  unregister ??= registerQueryUsageProvider(chartsUsing, releaseQueries);
}

/** Charts: create, edit (pin), delete, lay out, move (README.md). */
export function chartsHandlers(db: Database): Handlers {
  registerChartQueryUsage();

  /** The chart and its space when the caller may change them, else the reply is sent. */
  async function editableChart(request: FastifyRequest, reply: FastifyReply, id: string): Promise<{ chart: Chart; space: SpaceRow } | undefined> {
    const caller = callerOf(request);
    const chart = await chartById(db, id.trim());
    if (!chart) return void sendError(reply, 404, CHART_NOT_FOUND);
    const space = await editableSpace(db, caller, chart.space, CHART_NOT_FOUND);
    if (isRefusal(space)) return void sendRefusal(reply, space);
    return { chart, space };
  }

  return {
    createChart: async ({ params, body, request, reply }) => {
      const space = await editableSpace(db, callerOf(request), params.id.trim());
      if (isRefusal(space)) return void sendRefusal(reply, space);
      const refusal = (await chartRefusal(db, request, body)) ?? (await narrowRefusal(db, space, body.config));
      if (refusal) return void sendRefusal(reply, refusal);
      const chart = await db.transaction(async (tx) => {
        const inserted = await insertChart(tx, space.uuid, body);
        await touchSpace(tx, space.uuid);
        return inserted;
      });
      return void reply.code(201).send({ data: { attributes: chart } } satisfies Schemas['ChartReply']);
    },

    updateChart: async ({ params, body, request, reply }) => {
      if (params.id.trim() === '') return void sendRefusal(reply, { status: 400, message: CHART_MESSAGES.idRequired, details: [{ field: 'path/id', message: CHART_MESSAGES.idRequired }] });
      const found = await editableChart(request, reply, params.id);
      if (!found) return undefined;
      const { chart } = found;
      const view = body.view ?? chart.view;
      // Size and layout stay in step: a new layout sets the size; a new size (or a new view's
      // minimum) resizes the layout in place, moved left as far as the grid needs.
      const size = body.layout ? { height: body.layout.h, width: body.layout.w } : (body.size ?? fitChartSize(view, chart.size));
      const resized = size.height !== chart.size.height || size.width !== chart.size.width;
      const layout =
        body.layout ??
        (resized ? { ...chart.layout, h: size.height, w: size.width, x: Math.max(0, Math.min(chart.layout.x, CHART_GRID_COLUMNS - size.width)) } : chart.layout);
      const merged = { metric: body.metric ?? chart.metric, view, config: body.config ?? chart.config, size, layout };
      // Renaming, pinning, a title or description change the chart's shape in nothing: no check (a chart whose query was removed by force can still be pinned).
      const reshaped = body.metric !== undefined || body.view !== undefined || body.config !== undefined || body.size !== undefined || body.layout !== undefined;
      const refusal = reshaped ? ((await chartRefusal(db, request, merged)) ?? (body.config ? await narrowRefusal(db, found.space, body.config) : undefined)) : undefined;
      if (refusal) return void sendRefusal(reply, refusal);
      await db.transaction(async (tx) => {
        await tx.query(
          `update charts set name = $2, metric = $3, view = $4, config = $5, size = $6, layout = $7, description = $8, show_title = $9, pinned = $10, last_updated = now()
            where id = $1::uuid`,
          [
            chart.id,
            body.name ?? chart.name,
            merged.metric,
            merged.view,
            JSON.stringify(merged.config),
            JSON.stringify(size),
            JSON.stringify(layout),
            body.description !== undefined ? body.description : (chart.description ?? null),
            body.show_title ?? chart.show_title,
            body.pinned ?? chart.pinned,
          ],
        );
        if (body.config) await setChartQueries(tx, chart.id, chartQueryIds(body.config));
        if (body.config || body.metric || body.view) await forgetData(tx, chart.id);
        await touchSpace(tx, chart.space);
      });
      const updated = await chartById(db, chart.id);
      return updated ? { data: { attributes: updated } } : void sendError(reply, 404, CHART_NOT_FOUND);
    },

    deleteChart: async ({ params, request, reply }) => {
      const found = await editableChart(request, reply, params.id);
      if (!found) return undefined;
      await db.transaction(async (tx) => {
        await tx.query('delete from charts where id = $1::uuid', [found.chart.id]);
        await touchSpace(tx, found.chart.space);
      });
      return void reply.code(204).send();
    },

    updateChartLayouts: async ({ body, request, reply }) => {
      const space = await editableSpace(db, callerOf(request), body.space.trim());
      if (isRefusal(space)) return void sendRefusal(reply, space);
      const charts = new Map((await db.query<Chart>('select id::text as id, view, space_uuid::text as space from charts where space_uuid = $1::uuid', [space.uuid])).map((c) => [c.id, c]));
      const problems = layoutProblems(body.layouts, charts);
      const [first] = problems;
      if (first) return void sendRefusal(reply, { status: 400, message: first.message, details: problems.slice(0, MAX_DETAILS) });
      await db.transaction(async (tx) => {
        for (const { id, layout } of body.layouts) {
          await tx.query('update charts set layout = $2, size = $3, last_updated = now() where id = $1::uuid and space_uuid = $4::uuid', [
            id,
            JSON.stringify(layout),
            JSON.stringify({ height: layout.h, width: layout.w }),
            space.uuid,
          ]);
        }
        await touchSpace(tx, space.uuid);
      });
      return void reply.code(204).send();
    },

    moveChart: async ({ params, body, request, reply }) => {
      const found = await editableChart(request, reply, params.id);
      if (!found) return undefined;
      const destination = await editableSpace(db, callerOf(request), body.destination_space.trim());
      if (isRefusal(destination)) return void sendRefusal(reply, destination);
      const narrow = await narrowRefusal(db, destination, found.chart.config);
      if (narrow) return void sendRefusal(reply, narrow);
      if (destination.uuid !== found.chart.space) {
        await db.transaction(async (tx) => {
          // After the destination's charts, with the size it had.
          const layout = await placeInSpace(tx, destination.uuid, { width: found.chart.layout.w, height: found.chart.layout.h });
          await tx.query('update charts set space_uuid = $2::uuid, layout = $3, last_updated = now() where id = $1::uuid', [found.chart.id, destination.uuid, JSON.stringify(layout)]);
          await forgetData(tx, found.chart.id);
          await touchSpace(tx, found.chart.space);
          await touchSpace(tx, destination.uuid);
        });
      }
      const moved = await chartById(db, found.chart.id);
      return moved ? { data: { attributes: moved } } : void sendError(reply, 404, CHART_NOT_FOUND);
    },
  };
}
