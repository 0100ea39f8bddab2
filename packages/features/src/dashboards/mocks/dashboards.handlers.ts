import { delay } from 'msw';
import { CHART_TIME_TYPES, chartProblems, placeChart, type Chart, type ChartData, type DashboardTemplate, type Space, type SpaceExport } from '@vigil/openapi';
import { apiHttp, attributesReply, FIXTURE_NOW, GLOBAL_DATA_SCOPE_ID, valueReply } from '@vigil/openapi/mocks';
import { DASHBOARDS_MESSAGES as M } from '../dashboards.messages';
import { spacesFixture, templatesFixture } from '../fixtures/dashboards';

export interface DashboardsServerOptions {
  spaces?: Space[];
  templates?: DashboardTemplate[];
  /** These charts' data fails (status error, with `chartFailure` as the reason) until asked alone `failTimes` more times. */
  failingCharts?: string[];
  /** How many single-chart retries still fail (default 0: the first retry works). */
  failTimes?: number;
  chartFailure?: string;
  /** GET /dashboard answers 500 (the first load's error). */
  failSpaces?: boolean;
  /** GET /dashboard never answers (loading). */
  spacesPending?: boolean;
  /** GET /dashboard/{id}/chart_data never answers. */
  dataPending?: boolean;
  /** GET /dashboard/{id}/chart_data answers 500. */
  failData?: boolean;
  /** PUT /dashboard/charts/update_layouts answers 500. */
  failLayouts?: boolean;
  /** POST /dashboard/{id}/refresh answers 500. */
  failRefresh?: boolean;
  /** Setting a dashboard filter is forbidden (403, the spec's sentence). */
  filterForbidden?: boolean;
  /** Hears each call as `METHOD /path?query` (and its body, when any). */
  record?: (call: string, body?: unknown) => void;
}

const error = (status: number, message: string, details?: { field: string; message: string }[]) => ({ status, message, ...(details ? { details } : {}) });

function hash(text: string): number {
  let value = 7;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) % 1_000_003;
  return value;
}

const CATEGORIES: Record<string, string[]> = {
  devices: ['Windows', 'Linux', 'macOS', 'iOS', 'Android'],
  users: ['Active Directory', 'Okta', 'Azure AD', 'Google Workspace'],
  vulnerabilities: ['Critical', 'High', 'Medium', 'Low'],
  software: ['Microsoft', 'Google', 'Adobe', 'Oracle'],
};
const DAY_MS = 86_400_000;

/**
 * The mock's data of a chart: deterministic figures from the chart's id and the space's refresh,
 * shaped as the contract says for its type and view.
 */
export function mockChartData(chart: Chart, refresh: number): ChartData {
  const seed = hash(`${chart.id}:${String(refresh)}`);
  const at = (i: number, scale = 400) => 20 + ((seed * (i + 3)) % scale);
  const base = { chart_id: chart.id, status: 'ok' as const, computed_at: FIXTURE_NOW };
  const queries = chart.config.queries ?? [];
  const names = queries.length > 0 ? queries.map((query) => query.name ?? query.query_id) : ['Assets'];
  const categories = CATEGORIES[chart.config.entity ?? 'devices'] ?? CATEGORIES['devices'] ?? [];
  switch (chart.view) {
    case 'text':
    case 'rich_text':
      return base;
    case 'summary':
    case 'cards':
      return { ...base, value: at(0, 2000), previous: at(1, 2000), total: 2400 };
    case 'table':
    case 'generic_table':
      return {
        ...base,
        table: {
          columns: [
            { key: 'name', label: 'Name' },
            { key: 'owner', label: 'Owner' },
            { key: 'count', label: 'Count' },
          ],
          rows: categories.map((category, i) => [category, `owner${String(i + 1)}@example.com`, at(i)]),
        },
      };
    case 'venn_triangle': {
      const [a = 'A', b = 'B'] = names;
      return { ...base, categories: [a, b, `${a} ∩ ${b}`], series: [{ name: 'Assets', values: [at(0, 900) + 300, at(1, 900) + 300, at(2, 200)] }] };
    }
    case 'scatter_plot':
      return { ...base, categories: ['1', '3', '5', '8', '13', '21'], series: [{ name: 'Roles', values: [0, 1, 2, 3, 4, 5].map((i) => at(i, 60)) }] };
    default: {
      const overTime = CHART_TIME_TYPES.includes(chart.metric) || chart.config.data_source === 'historical';
      if (overTime) {
        const end = Date.parse('2026-11-01T00:00:00Z');
        const dates = Array.from({ length: 7 }, (_, i) => new Date(end - (6 - i) * DAY_MS).toISOString());
        return { ...base, data_source: 'historical', dates, series: names.map((name, s) => ({ name, values: dates.map((_, i) => at(i + s * 7, 600) + 400) })), total: 2400 };
      }
      return { ...base, categories, series: names.map((name, s) => ({ name, values: categories.map((_, i) => at(i + s * 5)) })), total: 2400 };
    }
  }
}

/** Hands each request to `record` as `METHOD /path?query` (the API prefix left out), with its body. */
export function callRecorder(record: ((call: string, body?: unknown) => void) | undefined) {
  return (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    record?.(`${request.method} ${decodeURIComponent(url.pathname.replace(/^.*\/api/, ''))}${decodeURIComponent(url.search)}`, body);
  };
}

/**
 * A dashboards server over in-memory spaces, as the contract answers: the list (search, sort,
 * paging), spaces and their sharing rules (the spec's sentences), favourites (at least one),
 * charts, layouts, templates, import with a dry run, chart data computed from the fixtures (one
 * request per space, a chart failing on its own), and refresh bumping the space's refreshId.
 */
export function dashboardsHandlers({
  spaces: initial = spacesFixture,
  templates = templatesFixture,
  failingCharts = [],
  failTimes = 0,
  chartFailure = 'The query engine timed out',
  failSpaces = false,
  spacesPending = false,
  dataPending = false,
  failData = false,
  failLayouts = false,
  failRefresh = false,
  filterForbidden = false,
  record,
}: DashboardsServerOptions = {}) {
  let spaces: Space[] = structuredClone(initial);
  const refreshes = new Map<string, number>();
  const failing = new Set(failingCharts);
  let retriesFailing = failTimes;
  let created = 0;
  const call = callRecorder(record);
  const nextId = (kind: string) => {
    created += 1;
    return `${kind === 'space' ? '00000005' : '00000006'}-0000-4000-9000-${String(created).padStart(12, '0')}`;
  };
  const find = (id: string) => spaces.find((space) => space.uuid === id);
  const allCharts = () => spaces.flatMap((space) => space.charts ?? []);
  const findChart = (id: string) => allCharts().find((chart) => chart.id === id);
  const save = (space: Space) => {
    spaces = spaces.map((item) => (item.uuid === space.uuid ? space : item));
    return space;
  };
  const saveChart = (chart: Chart) => {
    spaces = spaces.map((space) => ({ ...space, charts: (space.charts ?? []).map((item) => (item.id === chart.id ? chart : item)) }));
    return chart;
  };
  /** The sharing rules of section 5, in the spec's words. */
  const sharingProblem = (space: Pick<Space, 'access' | 'sharing'>): string | null => {
    const { access, sharing } = space;
    if (!sharing) return null;
    if (access === 'private' && sharing.data_scopes.all) return M.privateAllDataScopes;
    if (access !== 'private' && !sharing.roles.some((role) => role.access === 'viewers' || role.access === 'editors')) return M.mustRemainShared;
    if (!sharing.data_scopes.all && (sharing.data_scopes.ids ?? []).length === 0) return M.atLeastOneDataScope;
    return null;
  };

  return [
    apiHttp.get('/dashboard', async ({ request, response }) => {
      call(request);
      if (spacesPending) await delay('infinite');
      if (failSpaces) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      const query = new URL(request.url).searchParams;
      const search = query.get('search')?.toLowerCase() ?? '';
      const size = Number(query.get('size') ?? 20);
      const page = Number(query.get('page') ?? 0);
      const sort = query.get('sort');
      const folder = query.get('folder_id');
      // The management filters, repeated parameters; none chosen narrows nothing.
      const chosen = (name: string, value: string) => query.getAll(name).length === 0 || query.getAll(name).includes(value);
      let matching = spaces.filter(
        (space) =>
          (!search || space.name.toLowerCase().includes(search)) &&
          (folder === null || (space.folder_id ?? '') === folder) &&
          chosen('types', space.type) &&
          chosen('access', space.access) &&
          chosen('created_by', space.created_by),
      );
      if (sort) {
        const field = sort.replace(/^-/, '') as 'name' | 'last_updated' | 'access' | 'type' | 'created_by';
        const direction = sort.startsWith('-') ? -1 : 1;
        matching = [...matching].sort((a, b) => direction * a[field].localeCompare(b[field]) || a.name.localeCompare(b.name));
      }
      const data = matching.slice(page * size, (page + 1) * size);
      const next = (page + 1) * size < matching.length ? String(page + 1) : null;
      return response(200).json({ data, meta: { page, size, total: matching.length, next_cursor: next } });
    }),
    apiHttp.post('/dashboard', async ({ request, response }) => {
      const body = await request.clone().json();
      call(request, body);
      const space: Space = {
        uuid: nextId('space'),
        name: body.name,
        access: body.access,
        type: body.type ?? 'custom',
        initiated: false,
        origin: null,
        spaceFilter: body.spaceFilter ?? null,
        last_updated: FIXTURE_NOW,
        created_by: 'admin',
        hidePartialAdapters: body.hidePartialAdapters ?? false,
        refreshId: null,
        // Without sharing given: a private dashboard stays in the global scope, others are shared with all scopes.
        sharing: body.sharing ?? { roles: [], data_scopes: body.access === 'private' ? { all: false, ids: [GLOBAL_DATA_SCOPE_ID] } : { all: true } },
        favorite: false,
        folder_id: body.folder_id ?? null,
        charts: [],
      };
      const problem = sharingProblem(space);
      if (problem) return response(400).json(error(400, problem));
      spaces = [...spaces, space];
      return response(201).json(attributesReply(space));
    }),
    apiHttp.delete('/dashboard', async ({ request, response }) => {
      const body = await request.clone().json();
      call(request, body);
      const ids = new Set(body.ids);
      const search = typeof body.filters?.search === 'string' ? body.filters.search.toLowerCase() : '';
      const folder = body.filters?.folder_id as string | undefined;
      // include false: every space matching the filters but the ids (the server's selectionSql).
      const matches = (space: Space) => (!search || space.name.toLowerCase().includes(search)) && (folder === undefined || space.folder_id === folder);
      const before = spaces.length;
      spaces = spaces.filter((space) => (body.include ? !ids.has(space.uuid) : ids.has(space.uuid) || !matches(space)));
      return response(200).json(attributesReply({ deleted: before - spaces.length }));
    }),
    apiHttp.get('/dashboard/management/filters', ({ request, response }) => {
      call(request);
      const values = <T extends string>(of: (space: Space) => T) => [...new Set(spaces.map(of))].filter(Boolean).sort();
      return response(200).json({
        data: {
          attributes: {
            types: values((space) => space.type),
            access: values((space) => space.access),
            permission_levels: [],
            created_by: values((space) => space.created_by),
            template_groups: ['all', 'use_cases', 'recommended'],
            template_types: ['saas', 'cam'],
          },
        },
      });
    }),
    apiHttp.get('/dashboard/templates', ({ request, response }) => {
      call(request);
      const query = new URL(request.url).searchParams;
      const group = query.get('group') ?? 'all';
      const type = query.get('type');
      return response(200).json(valueReply(templates.filter((t) => (group === 'all' || t.groups.includes(group as never)) && (!type || t.type === type))));
    }),
    apiHttp.put('/dashboard/move_to_folder', async ({ request, response }) => {
      const body = await request.clone().json();
      call(request, body);
      const ids = new Set(body.ids);
      spaces = spaces.map((space) => (ids.has(space.uuid) ? { ...space, folder_id: body.folder_id } : space));
      return response(204).empty();
    }),
    apiHttp.put('/dashboard/reorder/{id}', async ({ request, params, response }) => {
      const body = await request.clone().json();
      call(request, body);
      const space = find(params.id);
      if (!space) return response(404).json(error(404, 'Dashboard not found'));
      const rest = spaces.filter((item) => item.uuid !== space.uuid);
      spaces = [...rest.slice(0, body.index), space, ...rest.slice(body.index)];
      return response(204).empty();
    }),
    apiHttp.post('/dashboard/import', async ({ request, response }) => {
      const body = await request.clone().json();
      call(request, { ...body, archive: `${String(body.archive.length)} chars` });
      let document: SpaceExport;
      try {
        document = JSON.parse(atob(body.archive)) as SpaceExport;
        // A file of another kind may carry anything: the cast above does not check it.
        if ((document.format as string) !== 'vigil.dashboard/1') throw new Error('not an export');
      } catch {
        return response(400).json(error(400, 'The file is not a dashboard export'));
      }
      const queries = document.queries.map((query) => ({ id: query.id, name: query.name, entity: query.entity, match: null, mapped_to: body.dry_run ? null : (body.query_map?.[query.id] ?? query.id) }));
      if (body.dry_run) return response(200).json(attributesReply({ dry_run: true, spaces: [{ name: document.space.name, charts: document.charts.length }], queries }));
      const uuid = body.space_id ?? nextId('space');
      const charts = document.charts.map((chart) => ({ ...chart, id: nextId('chart'), space: uuid }));
      if (body.space_id) {
        const target = find(body.space_id);
        if (!target) return response(404).json(error(404, 'Dashboard not found'));
        save({ ...target, charts });
      } else {
        spaces = [...spaces, { ...document.space, uuid, name: document.space.name, favorite: false, charts }];
      }
      return response(200).json(attributesReply({ dry_run: false, spaces: [{ uuid, name: document.space.name, charts: charts.length }], queries }));
    }),
    // Chart routes before the space routes whose `/dashboard/{id}/{templateId}` would take them.
    apiHttp.put('/dashboard/charts/update_layouts', async ({ request, response }) => {
      const body = await request.clone().json();
      call(request, body);
      if (failLayouts) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      for (const { id, layout } of body.layouts) {
        const chart = findChart(id);
        if (!chart || chart.space !== body.space) return response(404).json(error(404, 'Chart not found'));
        const problems = chartProblems({ ...chart, layout });
        if (problems.length > 0) return response(400).json(error(400, problems[0]?.message ?? 'Invalid layout'));
      }
      for (const { id, layout } of body.layouts) {
        const chart = findChart(id);
        if (chart) saveChart({ ...chart, layout, size: { width: layout.w, height: layout.h } });
      }
      return response(204).empty();
    }),
    apiHttp.get('/dashboard/charts/{id}/csv', ({ request, params, response }) => {
      call(request);
      const chart = findChart(params.id);
      if (!chart) return response(404).json(error(404, 'Chart not found'));
      const data = mockChartData(chart, 0);
      const lines = ['category,value', ...(data.categories ?? []).map((category, i) => `${category},${String(data.series?.[0]?.values[i] ?? '')}`)];
      return new Response(lines.join('\n'), { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="${chart.name}.csv"` } });
    }),
    apiHttp.put('/dashboard/charts/{id}/move', async ({ request, params, response }) => {
      const body = await request.clone().json();
      call(request, body);
      const chart = findChart(params.id);
      const target = find(body.destination_space);
      if (!chart || !target) return response(404).json(error(404, 'Not found'));
      const place = placeChart((target.charts ?? []).map((item) => item.layout), { width: chart.layout.w, height: chart.layout.h });
      const moved: Chart = { ...chart, space: target.uuid, layout: { ...chart.layout, ...place } };
      spaces = spaces.map((space) => {
        const charts = (space.charts ?? []).filter((item) => item.id !== chart.id);
        return { ...space, charts: space.uuid === target.uuid ? [...charts, moved] : charts };
      });
      return response(200).json(attributesReply(moved));
    }),
    apiHttp.post('/dashboard/charts/{id}', async ({ request, params, response }) => {
      const body = await request.clone().json();
      call(request, body);
      const space = find(params.id);
      if (!space) return response(404).json(error(404, 'Dashboard not found'));
      const problems = chartProblems(body);
      if (problems.length > 0) return response(400).json(error(400, 'The chart has problems', problems.map((p) => ({ field: p.pointer, message: p.message }))));
      const layout = body.layout ?? { x: 0, y: 0, w: 6, h: 7 };
      const chart: Chart = {
        id: nextId('chart'),
        space: space.uuid,
        name: body.name,
        metric: body.metric,
        view: body.view,
        config: body.config,
        size: body.size ?? { width: layout.w, height: layout.h },
        description: body.description ?? null,
        show_title: body.show_title ?? true,
        layout,
        pinned: body.pinned ?? false,
        preview_task_id: null,
      };
      save({ ...space, charts: [...(space.charts ?? []), chart] });
      return response(201).json(attributesReply(chart));
    }),
    apiHttp.put('/dashboard/charts/{id}', async ({ request, params, response }) => {
      const body = await request.clone().json();
      call(request, body);
      const chart = findChart(params.id);
      if (!chart) return response(404).json(error(404, 'Chart not found'));
      const next = { ...chart, ...body };
      const problems = chartProblems(next);
      if (problems.length > 0) return response(400).json(error(400, 'The chart has problems', problems.map((p) => ({ field: p.pointer, message: p.message }))));
      return response(200).json(attributesReply(saveChart(next)));
    }),
    apiHttp.delete('/dashboard/charts/{id}', ({ request, params, response }) => {
      call(request);
      if (!findChart(params.id)) return response(404).json(error(404, 'Chart not found'));
      spaces = spaces.map((space) => ({ ...space, charts: (space.charts ?? []).filter((chart) => chart.id !== params.id) }));
      return response(204).empty();
    }),
    apiHttp.get('/dashboard/{id}/chart_data', async ({ request, params, response }) => {
      call(request);
      if (dataPending) await delay('infinite');
      if (failData) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      const space = find(params.id);
      if (!space) return response(404).json(error(404, 'Dashboard not found'));
      const only = new URL(request.url).searchParams.get('chart_id')?.split(',');
      const single = only !== undefined && only.length === 1;
      const charts = (space.charts ?? []).filter((chart) => !only || only.includes(chart.id));
      const refresh = refreshes.get(space.uuid) ?? 0;
      const data = charts.map((chart): ChartData => {
        if (failing.has(chart.id)) {
          if (single) {
            if (retriesFailing > 0) retriesFailing -= 1;
            else failing.delete(chart.id);
          }
          if (failing.has(chart.id) || !single) return { chart_id: chart.id, status: 'error', message: chartFailure };
        }
        return mockChartData(chart, refresh);
      });
      return response(200).json(attributesReply({ space: space.uuid, refreshId: space.refreshId ?? null, charts: data }));
    }),
    apiHttp.post('/dashboard/{id}/refresh', ({ request, params, response }) => {
      call(request);
      const space = find(params.id);
      if (!space) return response(404).json(error(404, 'Dashboard not found'));
      if (failRefresh) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      const count = (refreshes.get(space.uuid) ?? 0) + 1;
      refreshes.set(space.uuid, count);
      const refreshId = `refresh-${String(count)}`;
      save({ ...space, refreshId });
      return response(202).json(attributesReply({ refreshId }));
    }),
    apiHttp.post('/dashboard/{id}/duplicate', async ({ request, params, response }) => {
      const body = await request.clone().json();
      call(request, body);
      const space = find(params.id);
      if (!space) return response(404).json(error(404, 'Dashboard not found'));
      const uuid = nextId('space');
      const copy: Space = { ...space, uuid, name: body.name, favorite: false, origin: space.uuid, charts: (space.charts ?? []).map((chart) => ({ ...chart, id: nextId('chart'), space: uuid })) };
      spaces = [...spaces, copy];
      return response(201).json(attributesReply(copy));
    }),
    apiHttp.post('/dashboard/export', async ({ request, response }) => {
      const body = await request.clone().json();
      call(request, body);
      const { ids, include } = body.selection;
      const search = typeof body.selection.filters?.search === 'string' ? body.selection.filters.search.toLowerCase() : '';
      const chosen = spaces.filter((space) => (include ? ids.includes(space.uuid) : !ids.includes(space.uuid) && (!search || space.name.toLowerCase().includes(search))));
      const documents: SpaceExport[] = chosen.map((space) => ({ format: 'vigil.dashboard/1', space, charts: space.charts ?? [], queries: [] }));
      if (body.as_template) {
        // Not a real zip: the console only saves the bytes as a file.
        return new Response(`PK${JSON.stringify(documents)}`, { status: 200, headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="dashboard-template.zip"' } });
      }
      return response(200).json(documents, { headers: { 'Content-Disposition': 'attachment; filename="dashboards.json"' } });
    }),
    apiHttp.get('/dashboard/{id}/export', ({ request, params, response }) => {
      call(request);
      const space = find(params.id);
      if (!space) return response(404).json(error(404, 'Dashboard not found'));
      const document: SpaceExport = { format: 'vigil.dashboard/1', space, charts: space.charts ?? [], queries: [] };
      return response(200).json(document, { headers: { 'Content-Disposition': `attachment; filename="${space.name}.json"` } });
    }),
    apiHttp.put('/dashboard/{id}', async ({ request, params, response }) => {
      const body = await request.clone().json();
      call(request, body);
      const space = find(params.id);
      if (!space) return response(404).json(error(404, 'Dashboard not found'));
      if (body.spaceFilter !== undefined && body.spaceFilter !== null && filterForbidden) return response(403).json(error(403, M.filterForbidden));
      if (body.favorite === false && space.favorite && spaces.filter((item) => item.favorite).length === 1) return response(400).json(error(400, M.atLeastOneFavorite));
      const changes = { ...body };
      delete changes.bulk_permission_change;
      const next: Space = { ...space, ...changes, last_updated: FIXTURE_NOW };
      const problem = sharingProblem(next);
      if (problem) return response(400).json(error(400, problem));
      return response(200).json(attributesReply(save(next)));
    }),
    apiHttp.delete('/dashboard/{id}', ({ request, params, response }) => {
      call(request);
      if (!find(params.id)) return response(404).json(error(404, 'Dashboard not found'));
      spaces = spaces.filter((space) => space.uuid !== params.id);
      return response(204).empty();
    }),
    // Before the template route, whose second segment would take 'reset' for a template id.
    apiHttp.put('/dashboard/{id}/reset', ({ request, params, response }) => {
      call(request);
      const space = find(params.id);
      const template = templates.find((item) => item.id === space?.origin);
      if (!space) return response(404).json(error(404, 'Dashboard not found'));
      if (!template) return response(400).json(error(400, 'This dashboard was not made from a template, so there is nothing to reset it to.'));
      return response(200).json(attributesReply(save({ ...space, charts: templateCharts(space, template, nextId) })));
    }),
    apiHttp.put('/dashboard/{id}/{templateId}', ({ request, params, response }) => {
      call(request);
      const space = find(params.id);
      const template = templates.find((item) => item.id === params.templateId);
      if (!space || !template) return response(404).json(error(404, 'Not found'));
      return response(200).json(attributesReply(save({ ...space, origin: template.id, from_template: true, charts: templateCharts(space, template, nextId) })));
    }),
  ];
}

/** A template's charts laid out in a space, two to a row. */
function templateCharts(space: Space, template: DashboardTemplate, nextId: (kind: string) => string): Chart[] {
  return template.charts.map((item, i) => ({
    id: nextId('chart'),
    space: space.uuid,
    name: item.name,
    metric: item.metric,
    view: item.view,
    config: {},
    size: { width: 6, height: 7 },
    description: null,
    show_title: true,
    layout: { x: (i % 2) * 6, y: Math.floor(i / 2) * 7, w: 6, h: 7 },
    pinned: false,
    preview_task_id: null,
  }));
}
