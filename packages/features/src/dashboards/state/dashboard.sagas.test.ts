import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type Space } from '@vigil/openapi';
import { mockApiServer } from '../../testing/mockApiServer';
import { dashboardBootRequests } from '../dashboards.boot';
import { SPACES_REFETCH_MS } from '../dashboards.constants';
import { DASHBOARDS_MESSAGES as M } from '../dashboards.messages';
import {
  ALL_VIEWS_SPACE_ID,
  allViewsCharts,
  devicesByOsChart,
  EMPTY_SPACE_ID,
  managedSummaryChart,
  newChartFixture,
  OVERVIEW_SPACE_ID,
  overviewCharts,
  spacesFixture,
  usersBySourceChart,
} from '../fixtures/dashboards';
import { dashboardDialogsHandlers, type DashboardDialogsServerOptions } from '../mocks/dashboardDialogs.handlers';
import { dashboardsHandlers, type DashboardsServerOptions } from '../mocks/dashboards.handlers';
import { selectChartData, selectDashboardDialog, selectDialogData, selectTemplates, selectDashboardNotice, selectDashboardNavigation, selectOpenCharts, selectOpenSpace, selectSpaces } from './dashboards.selectors';
import { dashboardsTestStore } from './dashboardsTestStore';
import {
  chartCsvRequested,
  chartDataRetryRequested,
  chartDeleteConfirmed,
  chartDuplicateRequested,
  chartMoveSubmitted,
  chartPinToggled,
  chartSaveSubmitted,
  dashboardClosed,
  dashboardOpened,
  dialogDataRetryRequested,
  dialogOpened,
  favoriteToggled,
  gridInteractionChanged,
  importDryRunSubmitted,
  importSubmitted,
  layoutChangeRequested,
  refreshConfirmed,
  spaceDeleteConfirmed,
  spaceExportRequested,
  spaceFilterSubmitted,
  spaceFromTemplateRequested,
  spaceSharingSubmitted,
  templateApplySubmitted,
  resetConfirmed,
  spaceCreateSubmitted,
  spaceTemplateExportRequested,
  templatesRequested,
} from './dashboard.slice';
import { chartCopyName, chartUpdateFrom, nextChartLayout } from './dashboard.sagas';
import { selectDataFields } from '../../topbar/state/topbar.selectors';
import { savedQueriesFixture } from '../../queries/fixtures/queries';
import { dataScopesFixture, rolesFixture } from '../../roles/fixtures/roles';

const server = mockApiServer();

/** Lets the store, the sagas and the mock server run until `check` holds (no timers: they may be fake). */
async function until(check: () => boolean, what = 'the condition') {
  for (let i = 0; i < 2000; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** The real reducers and sagas against the mock dashboards server, every call logged; `spaceId` opened (null: home). */
async function setup(options: DashboardsServerOptions = {}, spaceId: string | null = null, { fakeTime = false, dialogs = {} }: { fakeTime?: boolean; dialogs?: DashboardDialogsServerOptions } = {}) {
  const calls: { call: string; body?: unknown }[] = [];
  const downloads: string[] = [];
  const record = (call: string, body?: unknown) => calls.push({ call, body });
  server.use(...dashboardsHandlers({ ...options, record }), ...dashboardDialogsHandlers({ ...dialogs, record }));
  // Fake timers before the page opens, so the refetch's first 60 s wait is on the fake clock.
  if (fakeTime) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const store = dashboardsTestStore(createApiClient({ baseUrl: 'http://vigil.test/api' }), undefined, {
    saveFile: (_file, fileName) => downloads.push(fileName),
  });
  const state = () => store.getState();
  const dataCalls = () => calls.filter(({ call }) => call.includes('/chart_data')).map(({ call }) => call);
  const spacesCalls = () => calls.filter(({ call }) => call.startsWith('GET /dashboard?')).map(({ call }) => call);
  const dataSettled = () => Object.values(selectChartData(state())).every((entry) => entry.status !== 'loading');
  store.dispatch(dashboardOpened({ spaceId }));
  await until(() => selectSpaces(state()).status !== 'loading' && dataSettled() && (selectOpenCharts(state()).length === 0 || Object.keys(selectChartData(state())).length > 0), 'the space');
  return { store, state, calls, downloads, dataCalls, spacesCalls, dataSettled };
}

const layoutOf = (state: Parameters<typeof selectOpenCharts>[0], id: string) => selectOpenCharts(state).find((chart) => chart.id === id)?.layout;

describe('opening the dashboard', () => {
  it('opens the first favourite at the home with one data request for the whole space', async () => {
    const { state, dataCalls, spacesCalls } = await setup();
    expect(spacesCalls()).toEqual(['GET /dashboard?all_spaces=true&size=500']);
    expect(selectOpenSpace(state())?.uuid).toBe(OVERVIEW_SPACE_ID);
    expect(dataCalls()).toEqual([`GET /dashboard/${OVERVIEW_SPACE_ID}/chart_data`]);
    const data = selectChartData(state());
    expect(Object.keys(data).sort()).toEqual(overviewCharts.map((chart) => chart.id).sort());
    expect(data[managedSummaryChart.id]?.status).toBe('ok');
    expect(typeof data[managedSummaryChart.id]?.data?.value).toBe('number');
  });

  it('asks for the data of the space the address names at once, without waiting for the spaces', async () => {
    const calls: string[] = [];
    server.use(...dashboardsHandlers({ spacesPending: true, record: (call) => calls.push(call) }));
    const store = dashboardsTestStore(createApiClient({ baseUrl: 'http://vigil.test/api' }));
    store.dispatch(dashboardOpened({ spaceId: OVERVIEW_SPACE_ID }));
    await until(() => calls.length === 2, 'both requests');
    expect(calls.sort()).toEqual([`GET /dashboard/${OVERVIEW_SPACE_ID}/chart_data`, 'GET /dashboard?all_spaces=true&size=500']);
    expect(selectSpaces(store.getState()).status).toBe('loading');
  });

  it('asks first for what dashboardBootRequests names, which a page load may send ahead', async () => {
    for (const spaceId of [OVERVIEW_SPACE_ID, null]) {
      const calls: string[] = [];
      server.use(...dashboardsHandlers({ spacesPending: true, record: (call) => calls.push(call) }));
      const store = dashboardsTestStore(createApiClient({ baseUrl: 'http://vigil.test/api' }));
      store.dispatch(dashboardOpened({ spaceId }));
      const first = dashboardBootRequests(spaceId).map((path) => `GET ${path}`);
      await until(() => calls.length === first.length, 'the first requests');
      expect(calls.sort()).toEqual(first.sort());
    }
  });

  it("opens the space the address names with its data from that one request, and asks again when it failed", async () => {
    const named = await setup({}, OVERVIEW_SPACE_ID);
    expect(named.dataCalls()).toEqual([`GET /dashboard/${OVERVIEW_SPACE_ID}/chart_data`]);
    expect(Object.keys(selectChartData(named.state())).sort()).toEqual(overviewCharts.map((chart) => chart.id).sort());
    expect(selectChartData(named.state())[managedSummaryChart.id]?.status).toBe('ok');
    const failing = await setup({ failData: true }, OVERVIEW_SPACE_ID);
    expect(failing.dataCalls()).toEqual([`GET /dashboard/${OVERVIEW_SPACE_ID}/chart_data`, `GET /dashboard/${OVERVIEW_SPACE_ID}/chart_data`]);
    expect(Object.values(selectChartData(failing.state())).every((entry) => entry.status === 'error')).toBe(true);
  });

  it('opens the first visible space when none is a favourite, and nothing when there is none', async () => {
    const noFavourite: Space[] = spacesFixture.map((space) => ({ ...space, favorite: false }));
    const first = await setup({ spaces: noFavourite });
    expect(selectOpenSpace(first.state())?.uuid).toBe(noFavourite[0]?.uuid);
    const none = await setup({ spaces: [] });
    expect(selectOpenSpace(none.state())).toBeNull();
    expect(none.dataCalls()).toEqual([]);
  });

  it('loads another space when the address changes, and keeps the spaces', async () => {
    const { store, state, dataCalls, spacesCalls, dataSettled } = await setup();
    store.dispatch(dashboardOpened({ spaceId: ALL_VIEWS_SPACE_ID }));
    await until(() => dataCalls().length === 2 && dataSettled());
    expect(dataCalls()[1]).toBe(`GET /dashboard/${ALL_VIEWS_SPACE_ID}/chart_data`);
    expect(Object.keys(selectChartData(state()))).toHaveLength(allViewsCharts.length);
    expect(spacesCalls()).toHaveLength(1);
  });

  it('a failed chart shows its own error, the others their data, and Retry asks for that chart alone', async () => {
    const { store, state, dataCalls, dataSettled } = await setup({ failingCharts: [usersBySourceChart.id] });
    expect(selectChartData(state())[usersBySourceChart.id]).toEqual({ status: 'error', data: null, message: 'The query engine timed out' });
    expect(selectChartData(state())[devicesByOsChart.id]?.status).toBe('ok');
    store.dispatch(chartDataRetryRequested({ chartId: usersBySourceChart.id }));
    await until(() => dataCalls().length === 2 && dataSettled());
    expect(dataCalls()[1]).toBe(`GET /dashboard/${OVERVIEW_SPACE_ID}/chart_data?chart_id=${usersBySourceChart.id}`);
    expect(selectChartData(state())[usersBySourceChart.id]?.status).toBe('ok');
  });

  it('a failed request fails every chart with the server sentence', async () => {
    const { state } = await setup({ failData: true });
    expect(Object.values(selectChartData(state())).map((entry) => entry.message)).toEqual(overviewCharts.map(() => 'Internal Server Error'));
  });
});

describe('the refetch every 60 seconds', () => {
  it('fetches the spaces again each 60 s while the page is open, and stops when it closes', async () => {
    const { store, spacesCalls } = await setup({}, null, { fakeTime: true });
    await vi.advanceTimersByTimeAsync(SPACES_REFETCH_MS - 1);
    expect(spacesCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => spacesCalls().length === 2, 'the first refetch');
    await vi.advanceTimersByTimeAsync(SPACES_REFETCH_MS);
    await until(() => spacesCalls().length === 3, 'the second refetch');
    store.dispatch(dashboardClosed());
    await vi.advanceTimersByTimeAsync(SPACES_REFETCH_MS * 3);
    await new Promise((resolve) => setImmediate(resolve));
    expect(spacesCalls()).toHaveLength(3);
  });

  it('asks for every chart again when the refetch brings another filter, and for a chart edited elsewhere alone', async () => {
    const { dataCalls } = await setup({}, null, { fakeTime: true });
    const elsewhere = (path: string, body: unknown) => fetch(`http://vigil.test/api${path}`, { method: 'PUT', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
    // A refetch with nothing changed asks for no data.
    await vi.advanceTimersByTimeAsync(SPACES_REFETCH_MS);
    await new Promise((resolve) => setImmediate(resolve));
    expect(dataCalls()).toHaveLength(1);
    // Another tab sets the dashboard filter: every chart's data changes.
    const filter = { operator: 'and', conditions: [{ field: 'os', operator: 'equals', value: 'Linux' }], groups: [] };
    expect((await elsewhere(`/dashboard/${OVERVIEW_SPACE_ID}`, { spaceFilter: filter })).ok).toBe(true);
    await vi.advanceTimersByTimeAsync(SPACES_REFETCH_MS);
    await until(() => dataCalls().length === 2, 'the whole space again');
    expect(dataCalls()[1]).toBe(`GET /dashboard/${OVERVIEW_SPACE_ID}/chart_data`);
    // Another tab changes one chart's number format: that chart alone.
    expect((await elsewhere(`/dashboard/charts/${devicesByOsChart.id}`, { config: { ...devicesByOsChart.config, number_format: 'floor' } })).ok).toBe(true);
    await vi.advanceTimersByTimeAsync(SPACES_REFETCH_MS);
    await until(() => dataCalls().length === 3, 'the edited chart again');
    expect(dataCalls()[2]).toBe(`GET /dashboard/${OVERVIEW_SPACE_ID}/chart_data?chart_id=${devicesByOsChart.id}`);
  });

  it('holds a refetch during a drag and applies it after the gesture, without losing the dragged layout', async () => {
    const { store, state, spacesCalls, calls } = await setup({}, null, { fakeTime: true });
    // Someone else renames the space meanwhile (the server's copy changes).
    const rename = await fetch(`http://vigil.test/api/dashboard/${OVERVIEW_SPACE_ID}`, { method: 'PUT', body: JSON.stringify({ name: 'Renamed elsewhere' }), headers: { 'Content-Type': 'application/json' } });
    expect(rename.ok).toBe(true);
    store.dispatch(gridInteractionChanged(true));
    await vi.advanceTimersByTimeAsync(SPACES_REFETCH_MS);
    await until(() => spacesCalls().length === 2, 'the refetch');
    await until(() => store.getState().dashboard.heldSpaces !== null, 'the held spaces');
    // Nothing changes under the pointer.
    expect(selectOpenSpace(state())?.name).toBe('Security Overview');
    const moved = { x: 6, y: 14, w: 6, h: 7 };
    store.dispatch(layoutChangeRequested([{ id: devicesByOsChart.id, layout: moved }]));
    store.dispatch(gridInteractionChanged(false));
    expect(selectOpenSpace(state())?.name).toBe('Renamed elsewhere');
    expect(layoutOf(state(), devicesByOsChart.id)).toMatchObject(moved);
    await until(() => calls.some(({ call }) => call === 'PUT /dashboard/charts/update_layouts'), 'the layout save');
    expect(calls.find(({ call }) => call === 'PUT /dashboard/charts/update_layouts')?.body).toEqual({
      space: OVERVIEW_SPACE_ID,
      layouts: [{ id: devicesByOsChart.id, layout: { ...moved, static: false } }],
    });
  });
});

describe('refresh', () => {
  it('posts the refresh, takes its id and fetches the data again', async () => {
    const { store, state, calls, dataCalls, dataSettled } = await setup();
    const before = selectChartData(state())[devicesByOsChart.id]?.data;
    store.dispatch(dialogOpened({ kind: 'refresh' }));
    store.dispatch(refreshConfirmed());
    expect(selectDashboardDialog(state()).busy).toBe(true);
    await until(() => dataCalls().length === 2 && dataSettled());
    expect(calls.map(({ call }) => call).slice(-2)).toEqual([`POST /dashboard/${OVERVIEW_SPACE_ID}/refresh`, `GET /dashboard/${OVERVIEW_SPACE_ID}/chart_data`]);
    expect(selectOpenSpace(state())?.refreshId).toBe('refresh-1');
    expect(selectDashboardDialog(state()).dialog).toBeNull();
    expect(selectDashboardNotice(state())).toEqual({ tone: 'success', text: M.refreshStarted });
    expect(selectChartData(state())[devicesByOsChart.id]?.data).not.toEqual(before);
  });

  it('keeps the dialog open with the sentence when the refresh fails', async () => {
    const { store, state } = await setup({ failRefresh: true });
    store.dispatch(dialogOpened({ kind: 'refresh' }));
    store.dispatch(refreshConfirmed());
    await until(() => selectDashboardDialog(state()).error !== null);
    expect(selectDashboardDialog(state())).toMatchObject({ dialog: { kind: 'refresh' }, busy: false, error: 'Internal Server Error' });
  });
});

describe('layouts', () => {
  it('shows a new layout at once and puts the old one back with an error when saving fails', async () => {
    const { store, state } = await setup({ failLayouts: true });
    const old = layoutOf(state(), devicesByOsChart.id);
    store.dispatch(layoutChangeRequested([{ id: devicesByOsChart.id, layout: { x: 0, y: 20, w: 12, h: 7 } }]));
    expect(layoutOf(state(), devicesByOsChart.id)).toMatchObject({ y: 20, w: 12 });
    await until(() => selectDashboardNotice(state()) !== null);
    expect(layoutOf(state(), devicesByOsChart.id)).toEqual(old);
    expect(selectDashboardNotice(state())).toEqual({ tone: 'error', text: `${M.layoutFailed} Internal Server Error` });
  });
});

describe('space actions', () => {
  it('keeps the sharing rule of the server in the dialog', async () => {
    const { store, state } = await setup();
    store.dispatch(dialogOpened({ kind: 'share' }));
    store.dispatch(spaceSharingSubmitted({ access: 'public', sharing: { roles: [], data_scopes: { all: true } }, bulkPermissionChange: 'NONE' }));
    await until(() => selectDashboardDialog(state()).error !== null);
    expect(selectDashboardDialog(state())).toMatchObject({ dialog: { kind: 'share' }, error: M.mustRemainShared });
    store.dispatch(spaceSharingSubmitted({ access: 'private', sharing: { roles: [], data_scopes: { all: true } }, bulkPermissionChange: 'NONE' }));
    await until(() => selectDashboardDialog(state()).error === M.privateAllDataScopes);
  });

  it('saves sharing with the bulk permission change', async () => {
    const { store, state, calls } = await setup();
    store.dispatch(dialogOpened({ kind: 'share' }));
    const sharing = { roles: [{ role_id: 'r1', access: 'viewers' as const }], data_scopes: { all: true } };
    store.dispatch(spaceSharingSubmitted({ access: 'custom', sharing, bulkPermissionChange: 'PRIVATE_TO_PUBLIC' }));
    await until(() => selectDashboardDialog(state()).dialog === null);
    expect(calls.at(-1)).toEqual({ call: `PUT /dashboard/${OVERVIEW_SPACE_ID}`, body: { access: 'custom', sharing, bulk_permission_change: 'PRIVATE_TO_PUBLIC' } });
    expect(selectOpenSpace(state())?.access).toBe('custom');
  });

  it('sets the filter and fetches the data again; a 403 keeps the sentence', async () => {
    const filter = { operator: 'and' as const, conditions: [{ field: 'os', operator: 'equals', value: 'Linux' }], groups: [] };
    const allowed = await setup();
    allowed.store.dispatch(dialogOpened({ kind: 'filter' }));
    allowed.store.dispatch(spaceFilterSubmitted({ filter }));
    await until(() => allowed.dataCalls().length === 2 && allowed.dataSettled());
    expect(selectOpenSpace(allowed.state())?.spaceFilter).toEqual(filter);
    allowed.store.dispatch(spaceFilterSubmitted({ filter: null }));
    await until(() => allowed.dataCalls().length === 3 && allowed.dataSettled());
    expect(selectOpenSpace(allowed.state())?.spaceFilter).toBeNull();

    const forbidden = await setup({ filterForbidden: true });
    forbidden.store.dispatch(dialogOpened({ kind: 'filter' }));
    forbidden.store.dispatch(spaceFilterSubmitted({ filter }));
    await until(() => selectDashboardDialog(forbidden.state()).error !== null);
    expect(selectDashboardDialog(forbidden.state()).error).toBe(M.filterForbidden);
  });

  it('keeps at least one favourite: the last one is put back with the spec sentence', async () => {
    const { store, state } = await setup();
    store.dispatch(favoriteToggled({ spaceId: ALL_VIEWS_SPACE_ID, favorite: true }));
    await until(() => selectSpaces(state()).items.find((space) => space.uuid === ALL_VIEWS_SPACE_ID)?.favorite === true);
    store.dispatch(favoriteToggled({ spaceId: OVERVIEW_SPACE_ID, favorite: false }));
    await until(() => selectSpaces(state()).items.filter((space) => space.favorite).length === 1);
    store.dispatch(favoriteToggled({ spaceId: ALL_VIEWS_SPACE_ID, favorite: false }));
    expect(selectSpaces(state()).items.find((space) => space.uuid === ALL_VIEWS_SPACE_ID)?.favorite).toBe(false);
    await until(() => selectDashboardNotice(state()) !== null);
    expect(selectDashboardNotice(state())).toEqual({ tone: 'error', text: M.atLeastOneFavorite });
    expect(selectSpaces(state()).items.find((space) => space.uuid === ALL_VIEWS_SPACE_ID)?.favorite).toBe(true);
  });

  it('deletes the space and goes home', async () => {
    const { store, state } = await setup({}, EMPTY_SPACE_ID);
    store.dispatch(dialogOpened({ kind: 'deleteSpace' }));
    store.dispatch(spaceDeleteConfirmed());
    await until(() => selectDashboardNavigation(state()) !== null);
    expect(selectDashboardNavigation(state())).toMatchObject({ to: '/', replace: true });
    expect(selectSpaces(state()).items.some((space) => space.uuid === EMPTY_SPACE_ID)).toBe(false);
  });

  it('lists and applies a template, then loads the new charts', async () => {
    const { store, state, dataCalls, dataSettled } = await setup({}, EMPTY_SPACE_ID);
    store.dispatch(templatesRequested({ group: 'recommended' }));
    await until(() => state().dashboard.templates.status === 'loaded');
    expect(state().dashboard.templates.items.map((template) => template.id)).toEqual(['asset-hygiene']);
    store.dispatch(dialogOpened({ kind: 'template' }));
    store.dispatch(templateApplySubmitted({ templateId: 'asset-hygiene' }));
    // The open asked for the (empty) space's data with the spaces; the template's charts, for theirs.
    await until(() => selectOpenCharts(state()).length === 2 && dataCalls().length === 2 && dataSettled());
    expect(selectDashboardNotice(state())?.text).toBe(M.templateApplied('Asset hygiene'));
  });

  it('imports after a dry run, with the query map, and goes to the new space', async () => {
    const { store, state, calls } = await setup();
    const archive = btoa(JSON.stringify({ format: 'vigil.dashboard/1', space: spacesFixture[0], charts: overviewCharts, queries: [{ id: 'q1', name: 'Managed devices', entity: 'devices', filter: { operator: 'and', conditions: [], groups: [] } }] }));
    store.dispatch(dialogOpened({ kind: 'import' }));
    store.dispatch(importDryRunSubmitted({ archive }));
    await until(() => selectDashboardDialog(state()).importPreview !== null);
    expect(selectDashboardDialog(state()).importPreview).toMatchObject({ dry_run: true, spaces: [{ name: 'Security Overview', charts: 4 }], queries: [{ id: 'q1', match: null }] });
    store.dispatch(importSubmitted({ archive, queryMap: { q1: 'q-existing' } }));
    await until(() => selectDashboardNavigation(state()) !== null);
    expect(calls.filter(({ call }) => call === 'POST /dashboard/import').map(({ body }) => (body as { query_map?: unknown }).query_map)).toEqual([undefined, { q1: 'q-existing' }]);
    const to = selectDashboardNavigation(state())?.to ?? '';
    expect(selectSpaces(state()).items.some((space) => to === `/dashboard/${space.uuid}` && space.charts?.length === 4)).toBe(true);
  });

  it('imports a file of one dashboard into the open one: its charts replaced, no move elsewhere', async () => {
    const { store, state, calls } = await setup({}, EMPTY_SPACE_ID);
    const archive = btoa(JSON.stringify({ format: 'vigil.dashboard/1', space: spacesFixture[0], charts: overviewCharts, queries: [{ id: 'q1', name: 'Managed devices', entity: 'devices', filter: { operator: 'and', conditions: [], groups: [] } }] }));
    store.dispatch(dialogOpened({ kind: 'import' }));
    store.dispatch(importDryRunSubmitted({ archive }));
    await until(() => selectDashboardDialog(state()).importPreview !== null);
    store.dispatch(importSubmitted({ archive, queryMap: { q1: 'q-existing' }, intoOpenSpace: true }));
    await until(() => selectOpenCharts(state()).length === 4);
    expect(calls.filter(({ call }) => call === 'POST /dashboard/import').at(-1)?.body).toMatchObject({ space_id: EMPTY_SPACE_ID, query_map: { q1: 'q-existing' } });
    expect(selectDashboardNavigation(state())).toBeNull();
  });

  it('exports the space as a file, and as a template zip, and says so', async () => {
    const { store, state, downloads, calls } = await setup();
    store.dispatch(spaceExportRequested());
    await until(() => downloads.length === 1);
    store.dispatch(spaceTemplateExportRequested());
    await until(() => downloads.length === 2);
    expect(downloads).toEqual(['Security Overview.json', 'dashboard-template.zip']);
    expect(selectDashboardNotice(state())).toEqual({ tone: 'success', text: 'dashboard-template.zip downloaded' });
    expect(calls.find(({ call }) => call === 'POST /dashboard/export')?.body).toEqual({ selection: { ids: [OVERVIEW_SPACE_ID], include: true }, as_template: true });
  });

  it("resets a dashboard made from a template to the template's charts, and loads their data", async () => {
    const { store, state, calls, dataCalls, dataSettled } = await setup({}, EMPTY_SPACE_ID);
    store.dispatch(dialogOpened({ kind: 'template' }));
    store.dispatch(templateApplySubmitted({ templateId: 'asset-hygiene' }));
    await until(() => selectOpenCharts(state()).length === 2 && dataSettled());
    const applied = selectOpenCharts(state()).map((chart) => chart.id);
    store.dispatch(dialogOpened({ kind: 'reset' }));
    store.dispatch(resetConfirmed());
    await until(() => selectDashboardNotice(state())?.text === M.spaceReset('Empty dashboard') && dataCalls().length === 3 && dataSettled());
    expect(calls.filter(({ call }) => call.endsWith('/reset')).map(({ call }) => call)).toEqual([`PUT /dashboard/${EMPTY_SPACE_ID}/reset`]);
    expect(selectOpenCharts(state())).toHaveLength(2);
    expect(selectOpenCharts(state()).some((chart) => applied.includes(chart.id))).toBe(false);
    expect(selectDashboardDialog(state()).dialog).toBeNull();
  });
});

describe('chart actions', () => {
  it('creates a chart after the others and loads its data alone; a 400 gives the wizard its problems', async () => {
    const { store, state, calls, dataCalls, dataSettled } = await setup();
    store.dispatch(dialogOpened({ kind: 'wizard' }));
    store.dispatch(chartSaveSubmitted({ chart: newChartFixture }));
    await until(() => selectOpenCharts(state()).length === 5 && dataCalls().length === 2 && dataSettled());
    const created = selectOpenCharts(state()).at(-1);
    expect(created).toMatchObject({ name: newChartFixture.name, layout: { x: 6, y: 11, w: 6, h: 7 } });
    expect(dataCalls()[1]).toBe(`GET /dashboard/${OVERVIEW_SPACE_ID}/chart_data?chart_id=${created?.id ?? ''}`);
    expect(selectChartData(state())[created?.id ?? '']?.status).toBe('ok');

    store.dispatch(dialogOpened({ kind: 'wizard', chartId: devicesByOsChart.id }));
    store.dispatch(chartSaveSubmitted({ chart: { ...newChartFixture, view: 'line', config: { queries: Array.from({ length: 7 }, (_, i) => ({ query_id: `q${String(i)}` })) } } }));
    await until(() => selectDashboardDialog(state()).error !== null);
    expect(calls.at(-1)?.call).toBe(`PUT /dashboard/charts/${devicesByOsChart.id}`);
    expect(selectDashboardDialog(state()).problems).toContainEqual({ pointer: '/config/queries', message: 'A line chart allows at most 6 queries.' });
  });

  it('duplicates with the same config, pins, moves, deletes and exports CSV', async () => {
    const { store, state, calls, downloads } = await setup();
    store.dispatch(chartDuplicateRequested({ chartId: devicesByOsChart.id }));
    await until(() => selectOpenCharts(state()).length === 5);
    expect(calls.find(({ call }) => call.startsWith('POST /dashboard/charts/'))?.body).toMatchObject({
      name: M.copyName(devicesByOsChart.name),
      config: devicesByOsChart.config,
      metric: 'segment',
      view: 'histogram',
      layout: { x: 6, y: 11, w: 6, h: 7 },
    });

    store.dispatch(chartPinToggled({ chartId: devicesByOsChart.id }));
    await until(() => selectOpenCharts(state()).find((chart) => chart.id === devicesByOsChart.id)?.pinned === true);
    expect(selectDashboardNotice(state())?.text).toBe(M.chartPinned(devicesByOsChart.name));

    store.dispatch(dialogOpened({ kind: 'moveChart', chartId: usersBySourceChart.id }));
    store.dispatch(chartMoveSubmitted({ destination: EMPTY_SPACE_ID }));
    await until(() => !selectOpenCharts(state()).some((chart) => chart.id === usersBySourceChart.id));
    expect(selectSpaces(state()).items.find((space) => space.uuid === EMPTY_SPACE_ID)?.charts?.map((chart) => chart.id)).toEqual([usersBySourceChart.id]);
    expect(selectDashboardNotice(state())?.text).toBe(M.chartMoved(usersBySourceChart.name, 'Empty dashboard'));

    store.dispatch(dialogOpened({ kind: 'deleteChart', chartId: managedSummaryChart.id }));
    store.dispatch(chartDeleteConfirmed());
    await until(() => !selectOpenCharts(state()).some((chart) => chart.id === managedSummaryChart.id));
    expect(selectChartData(state())[managedSummaryChart.id]).toBeUndefined();

    store.dispatch(chartCsvRequested({ chartId: devicesByOsChart.id }));
    await until(() => downloads.length === 1);
    expect(downloads).toEqual(['Devices by OS.csv']);
    expect(selectDashboardNotice(state())).toEqual({ tone: 'success', text: 'Devices by OS.csv downloaded' });
  });

  it("names a copy 'Copy of …', cut to the 200 characters a chart's name may have", () => {
    expect(chartCopyName('Devices by OS')).toBe('Copy of Devices by OS');
    const copy = chartCopyName('x'.repeat(200));
    expect(copy).toHaveLength(200);
    expect(copy).toMatch(/^Copy of x+…$/);
  });

  it('places a new chart beside the last ones when their row has room, else below, at least its view minimum', () => {
    expect(nextChartLayout([], { view: 'summary' })).toEqual({ x: 0, y: 0, w: 6, h: 7 });
    const [first] = overviewCharts;
    if (!first) throw new Error('no chart');
    expect(nextChartLayout([first], { view: 'pie' })).toEqual({ x: 6, y: 0, w: 6, h: 7 });
    const wide = { ...first, layout: { ...first.layout, w: 12 } };
    expect(nextChartLayout([wide], { view: 'pie' })).toEqual({ x: 0, y: 7, w: 6, h: 7 });
    // The overview's last row starts at 7 (left) while its right column runs to 11: the matrix goes under that.
    expect(nextChartLayout(overviewCharts, { view: 'matrix', size: { width: 2, height: 2 } })).toEqual({ x: 6, y: 11, w: 6, h: 6 });
    expect(nextChartLayout(overviewCharts, { view: 'table', size: { width: 12, height: 7 } })).toEqual({ x: 0, y: 14, w: 12, h: 7 });
  });
});

describe('a new dashboard from a template (/dashboard/new?template=)', () => {
  it('creates a private dashboard named after the template, applies it and goes there in place', async () => {
    const { store, state, calls } = await setup();
    store.dispatch(spaceFromTemplateRequested({ templateId: 'saas-posture' }));
    await until(() => selectDashboardNavigation(state()) !== null);
    const created = calls.find(({ call }) => call === 'POST /dashboard');
    expect(created?.body).toEqual({ name: 'SaaS posture', type: 'personal', access: 'private' });
    const navigation = selectDashboardNavigation(state());
    expect(navigation?.replace).toBe(true);
    const uuid = navigation?.to.replace('/dashboard/', '') ?? '';
    expect(calls.map(({ call }) => call)).toContain(`PUT /dashboard/${uuid}/saas-posture`);
    expect(selectSpaces(state()).items.find((space) => space.uuid === uuid)?.charts?.map((chart) => chart.name)).toEqual(['Users by source']);
  });

  it('says so when the template is not there', async () => {
    const { store, state, calls } = await setup();
    store.dispatch(spaceFromTemplateRequested({ templateId: 'gone' }));
    await until(() => selectDashboardNotice(state()) !== null);
    expect(selectDashboardNotice(state())).toEqual({ tone: 'error', text: M.templateNotFound });
    expect(calls.some(({ call }) => call === 'POST /dashboard')).toBe(false);
  });
});

describe('a new dashboard from the list (its form over the list)', () => {
  it('creates it with no dashboard open, and the page it moves to loads every space', async () => {
    const calls: { call: string; body?: unknown }[] = [];
    server.use(...dashboardsHandlers({ record: (call, body) => calls.push({ call, body }) }));
    const store = dashboardsTestStore(createApiClient({ baseUrl: 'http://vigil.test/api' }));
    const state = () => store.getState();
    store.dispatch(dialogOpened({ kind: 'create' }));
    store.dispatch(spaceCreateSubmitted({ name: 'Patch status', type: 'custom', access: 'private' }));
    await until(() => selectDashboardNavigation(state()) !== null, 'the move to the new dashboard');
    expect(selectDashboardDialog(state()).dialog).toBeNull();
    const uuid = selectDashboardNavigation(state())?.to.replace('/dashboard/', '') ?? '';
    // The page it moves to: the spaces (never loaded on the list) come with it, not only the new one.
    store.dispatch(dashboardOpened({ spaceId: uuid }));
    await until(() => selectSpaces(state()).status === 'loaded', 'the spaces');
    expect(calls.map(({ call }) => call).filter((call) => call.startsWith('GET /dashboard?'))).toEqual(['GET /dashboard?all_spaces=true&size=500']);
    expect(selectSpaces(state()).items.length).toBe(spacesFixture.length + 1);
    expect(selectOpenSpace(state())?.name).toBe('Patch status');
  });
});

describe('coming back to the page', () => {
  it('fetches the spaces again after the page was left, not when only the space changes', async () => {
    const { store, spacesCalls, dataSettled } = await setup();
    store.dispatch(dashboardOpened({ spaceId: ALL_VIEWS_SPACE_ID }));
    await until(dataSettled);
    expect(spacesCalls()).toHaveLength(1);
    store.dispatch(dashboardClosed());
    store.dispatch(dashboardOpened({ spaceId: OVERVIEW_SPACE_ID }));
    await until(() => spacesCalls().length === 2, 'the spaces again');
  });
});

describe('what a dialog loads when it opens', () => {
  const otherCalls = (calls: { call: string }[]) =>
    calls.map(({ call }) => call).filter((call) => /^GET \/(queries|settings|data_fields)/.test(call));

  it('sharing: the saved queries (one page of 500), the roles and the data scopes', async () => {
    const { store, state, calls } = await setup();
    store.dispatch(dialogOpened({ kind: 'share' }));
    await until(() => selectDialogData(state()).status === 'loaded', 'the sharing data');
    expect(otherCalls(calls).sort()).toEqual(['GET /queries?size=500&sort=name', 'GET /settings/data_scope', 'GET /settings/roles?size=2000']);
    const data = selectDialogData(state());
    expect(data.roles).toEqual(rolesFixture.map(({ uuid, name }) => ({ uuid, name })));
    expect(data.dataScopes).toEqual(dataScopesFixture.map(({ uuid, name }) => ({ uuid, name })));
    expect(data.queries).toHaveLength(savedQueriesFixture.length);
    const predefined = savedQueriesFixture.find((query) => query.predefined);
    // Predefined queries are everyone's (the server's rule): never narrower than a space.
    expect(data.queries.find((query) => query.id === predefined?.id)).toMatchObject({ private: false, all_data_scopes: true });
    const own = savedQueriesFixture.find((query) => query.private);
    expect(data.queries.find((query) => query.id === own?.id)).toMatchObject({ private: true });
  });

  it('sharing: a caller who may not list roles and data scopes gets none, and the dialog still opens', async () => {
    const { store, state } = await setup({}, null, { dialogs: { sharingForbidden: true } });
    store.dispatch(dialogOpened({ kind: 'share' }));
    await until(() => selectDialogData(state()).status !== 'loading' && selectDialogData(state()).status !== 'idle');
    expect(selectDialogData(state())).toMatchObject({ status: 'loaded', roles: [], dataScopes: [], error: null });
    expect(selectDialogData(state()).queries.length).toBeGreaterThan(0);
  });

  it('the wizard: the saved queries and the data fields; the filter: only the data fields, once', async () => {
    const { store, state, calls } = await setup();
    store.dispatch(dialogOpened({ kind: 'wizard' }));
    await until(() => selectDialogData(state()).status === 'loaded');
    expect(otherCalls(calls).sort()).toEqual(['GET /data_fields', 'GET /queries?size=500&sort=name']);
    expect(Object.keys(selectDataFields(state()) ?? {})).toContain('devices');
    store.dispatch(dialogOpened({ kind: 'filter' }));
    await until(() => selectDialogData(state()).status === 'loaded');
    // The fields are in the store already: nothing more is asked.
    expect(otherCalls(calls)).toHaveLength(2);
  });

  it('a failed list says so, and Retry loads it', async () => {
    const { store, state } = await setup({}, null, { dialogs: { failQueries: true } });
    store.dispatch(dialogOpened({ kind: 'import' }));
    await until(() => selectDialogData(state()).status === 'failed');
    expect(selectDialogData(state()).error).toBe('Internal Server Error');
    server.use(...dashboardDialogsHandlers());
    store.dispatch(dialogDataRetryRequested());
    await until(() => selectDialogData(state()).status === 'loaded');
    expect(selectDialogData(state()).queries).toHaveLength(savedQueriesFixture.length);
  });

  it('the template chooser: the templates, once', async () => {
    const { store, state, calls } = await setup();
    store.dispatch(dialogOpened({ kind: 'template' }));
    await until(() => selectTemplates(state()).status === 'loaded');
    store.dispatch(dialogOpened({ kind: 'template' }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls.filter(({ call }) => call.startsWith('GET /dashboard/templates'))).toHaveLength(1);
    expect(selectTemplates(state()).items.length).toBeGreaterThan(0);
  });
});

describe('a template at the home without any dashboard', () => {
  it('makes the first dashboard from it and goes there', async () => {
    const { store, state, calls } = await setup({ spaces: [] });
    store.dispatch(dialogOpened({ kind: 'template' }));
    await until(() => selectTemplates(state()).status === 'loaded');
    store.dispatch(templateApplySubmitted({ templateId: 'saas-posture' }));
    await until(() => selectDashboardNavigation(state()) !== null);
    expect(calls.find(({ call }) => call === 'POST /dashboard')?.body).toEqual({ name: 'SaaS posture', type: 'personal', access: 'private' });
    expect(selectDashboardDialog(state()).dialog).toBeNull();
  });
});

describe('editing a chart with the wizard', () => {
  it('sends the wizard chart as an update, the layout grown to the new view minimum', async () => {
    const { store, state, calls } = await setup();
    store.dispatch(dialogOpened({ kind: 'wizard', chartId: managedSummaryChart.id }));
    const edited = { name: 'Managed by OS', metric: 'segment' as const, view: 'histogram' as const, config: { entity: 'devices', queries: managedSummaryChart.config.queries ?? [], field: 'specific_data.data.os.type' } };
    store.dispatch(chartSaveSubmitted({ chart: edited }));
    await until(() => selectDashboardDialog(state()).dialog === null || selectDashboardDialog(state()).error !== null, 'the save');
    expect(selectDashboardDialog(state()).problems).toEqual([]);
    const put = calls.find(({ call }) => call === `PUT /dashboard/charts/${managedSummaryChart.id}`);
    expect(put?.body).toEqual({ ...edited, description: null, show_title: true, size: { width: 6, height: 4 }, layout: { x: 6, y: 0, w: 6, h: 4, static: false } });
    expect(selectOpenCharts(state()).find((chart) => chart.id === managedSummaryChart.id)).toMatchObject({ name: 'Managed by OS', view: 'histogram' });
  });

  it('keeps the layout when it fits, and moves a grown chart back inside the columns', () => {
    const base = { ...devicesByOsChart, layout: { x: 9, y: 2, w: 3, h: 4, static: false } };
    const kept = chartUpdateFrom(devicesByOsChart, { name: 'A', metric: 'segment', view: 'pie', config: {} });
    expect(kept).not.toHaveProperty('layout');
    expect(kept.size).toEqual(devicesByOsChart.size);
    expect(chartUpdateFrom(base, { name: 'A', metric: 'segment', view: 'matrix', config: {}, size: { width: 1, height: 1 } })).toMatchObject({
      layout: { x: 6, y: 2, w: 6, h: 6 },
      size: { width: 6, height: 6 },
    });
  });
});
