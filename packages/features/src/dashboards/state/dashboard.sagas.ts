import type { Saga } from 'redux-saga';
import { all, call, delay, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, CHART_GRID_COLUMNS, CHART_MIN_SIZE, CHART_NAME_MAX_LENGTH, DEFAULT_CHART_SIZE, type ApiClient, fitChartSize, placeChart, type Chart, type ChartCreate, type ChartUpdate, type ChartData, type ChartLayout, type DashboardTemplate, type Space } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import { listSavedQueries } from '../../queries/api/queries.api';
import { DEFAULT_QUERIES_SORT } from '../../queries/queries.constants';
import { ensureDataFields } from '../../queries/state/sagaHelpers';
import { fetchDataScopes, fetchRoles } from '../../users/api/users.api';
import { browserDownload } from '../../shell/download';
import {
  applyTemplate,
  createChart,
  createSpace,
  deleteChart,
  deleteSpace,
  duplicateSpace,
  exportChartCsv,
  exportSpace,
  exportSpacesAsTemplate,
  getChartData,
  importSpaces,
  listAllSpaces,
  listTemplates,
  moveChart,
  refreshSpace,
  updateChart,
  updateChartLayouts,
  updateSpace,
  type DownloadedFile,
  type ImportResult,
  resetSpace,
} from '../api/dashboards.api';
import { DASHBOARD_PATHS, DIALOG_QUERIES_SIZE, SPACES_REFETCH_MS } from '../dashboards.constants';
import { DASHBOARDS_MESSAGES as M } from '../dashboards.messages';
import { selectDashboardState } from './dashboards.selectors';
import {
  chartCsvRequested,
  chartDataFailed,
  chartDataLoaded,
  chartDataRequested,
  chartDataRetryRequested,
  chartDeleteConfirmed,
  chartDuplicateRequested,
  chartMoveSubmitted,
  chartPinToggled,
  chartRemoved,
  chartSaveSubmitted,
  chartUpserted,
  dashboardClosed,
  dashboardNoticeShown,
  dashboardOpened,
  dialogDataFailed,
  dialogDataLoaded,
  dialogDataRequested,
  dialogDataRetryRequested,
  dialogFailed,
  dialogOpened,
  favoriteSet,
  favoriteToggled,
  gridInteractionChanged,
  importDryRunSubmitted,
  importPreviewed,
  importSubmitted,
  layoutChanged,
  layoutChangeRequested,
  layoutSaved,
  layoutSaveFailed,
  refreshConfirmed,
  resetConfirmed,
  spaceAdded,
  spaceCreateSubmitted,
  spaceDeleteConfirmed,
  spaceDuplicateSubmitted,
  spaceExportRequested,
  spaceTemplateExportRequested,
  spaceFilterSubmitted,
  spaceFromTemplateRequested,
  spaceRemoved,
  spaceRenameSubmitted,
  spacesChanged,
  spacesFailed,
  spacesHeld,
  spaceSharingSubmitted,
  spacesLoaded,
  spacesRequested,
  spaceUpdated,
  templateApplySubmitted,
  templatesFailed,
  templatesLoaded,
  templatesRequested,
  type DashboardState,
  type DialogChoice,
  type DialogQuery,
  type SpaceDialogKind,
} from './dashboard.slice';
import { errorText, serverProblems, type SaveFile } from './sagaHelpers';

export interface DashboardSagaOptions {
  /** Hands exports and CSVs to the user; the browser's download by default. */
  saveFile?: SaveFile;
}

const openSpace = (state: DashboardState): Space | null => state.spaces.items.find((space) => space.uuid === state.openSpaceId) ?? null;

/** The name of a chart's copy ('Copy of …'), cut to the length a chart's name may have. */
export function chartCopyName(name: string): string {
  const copy = M.copyName(name);
  return copy.length <= CHART_NAME_MAX_LENGTH ? copy : `${copy.slice(0, CHART_NAME_MAX_LENGTH - 1)}…`;
}

/** Where a new chart goes (`placeChart`: beside the last charts when their row has room, else below), its view's size at least. */
export function nextChartLayout(charts: readonly Chart[], chart: Pick<ChartCreate, 'view' | 'size'>): ChartLayout {
  return placeChart(
    charts.map((item) => item.layout),
    fitChartSize(chart.view, chart.size ?? DEFAULT_CHART_SIZE),
  );
}

/**
 * The wizard's chart (a ChartCreate, also when editing) as the update of `chart`: its settings, and
 * its place on the grid grown to the new view's minimum when it is smaller (kept inside the columns).
 */
export function chartUpdateFrom(chart: Chart, edited: ChartCreate): ChartUpdate {
  const update: ChartUpdate = {
    name: edited.name,
    metric: edited.metric,
    view: edited.view,
    config: edited.config,
    description: edited.description ?? null,
    show_title: edited.show_title ?? chart.show_title,
    // The size at least the view's minimum (a new view keeps the chart's size otherwise).
    size: fitChartSize(edited.view, edited.size ?? chart.size),
  };
  const min = CHART_MIN_SIZE[edited.view];
  const { layout } = chart;
  if (layout.w >= min.width && layout.h >= min.height) return update;
  const w = Math.min(CHART_GRID_COLUMNS, Math.max(layout.w, min.width));
  return { ...update, layout: { ...layout, w, h: Math.max(layout.h, min.height), x: Math.min(layout.x, CHART_GRID_COLUMNS - w) } };
}

/** What each dialog needs from other areas when it opens. */
const DIALOG_NEEDS: Partial<Record<SpaceDialogKind, { queries?: boolean; sharing?: boolean; fields?: boolean }>> = {
  wizard: { queries: true, fields: true },
  share: { queries: true, sharing: true },
  import: { queries: true },
  filter: { fields: true },
};

/** The saved queries the caller may see (one large page), as the dialogs use them; predefined ones are everyone's. */
function* dialogQueries(): Generator<unknown, DialogQuery[], unknown> {
  const page = yield* callApi(listSavedQueries, { search: '', sort: DEFAULT_QUERIES_SORT, kind: 'all', entity: null, folderId: null, cursor: null, size: DIALOG_QUERIES_SIZE }, undefined);
  return page.items.map((query) => ({
    id: query.id,
    name: query.name,
    entity: query.entity,
    private: query.private && !query.predefined,
    all_data_scopes: query.all_data_scopes || query.predefined,
  }));
}

/** Roles or data scopes to share with; a caller who may not list them (403) gets none, and shares by access and all data scopes. */
function* sharingChoices(fetch: (client: ApiClient) => Promise<DialogChoice[]>): Generator<unknown, DialogChoice[], unknown> {
  try {
    const items = yield* callApi(fetch);
    return items.map(({ uuid, name }) => ({ uuid, name }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return [];
    throw error;
  }
}

// eslint-disable-next-line require-yield -- a saga that needs nothing for this dialog.
function* nothing(): Generator<unknown, DialogChoice[], unknown> {
  return [];
}

/** A space's chart data, as one request for the whole space answers it. */
type SpaceChartData = { refreshId: string | null; charts: ChartData[] };

/**
 * What every chart's data of a space depends on, as the page knows it: its refresh, its filter and
 * whether partial adapters are hidden. Set in another tab, it comes with the 60 s refetch.
 */
const spaceDataKey = (space: Space) => JSON.stringify([space.refreshId ?? null, space.spaceFilter ?? null, space.hidePartialAdapters]);
/** What one chart's data depends on besides its space: its definition (edited in another tab, say). */
const chartDataKey = (chart: Chart) => JSON.stringify([chart.metric, chart.view, chart.config]);

/** The dashboard page's saga: spaces (refetched every 60 s), chart data, and every action of the page. */
export function createDashboardSaga({ saveFile = browserDownload }: DashboardSagaOptions = {}): Saga {
  // The space (and its data key) whose chart data is shown: another space, a new refresh or another filter loads it all again.
  let dataFor: { spaceId: string; key: string } | null = null;
  // Each chart's key when its data was asked for: a chart whose definition changed since is asked again.
  const chartKeys = new Map<string, string>();
  // The page was left: the list screen (or another tab) may have changed the spaces meanwhile.
  let stale = false;

  function* state() {
    return (yield select(selectDashboardState)) as DashboardState;
  }

  /** The data of the space is now of this space's key. */
  function markDataFor(space: Space) {
    dataFor = { spaceId: space.uuid, key: spaceDataKey(space) };
  }

  /** Notes the definitions of the charts whose data is asked for (all: null). */
  function* noteChartKeys(chartIds: readonly string[] | null) {
    const wanted = chartIds && new Set(chartIds);
    for (const chart of openSpace(yield* state())?.charts ?? []) if (!wanted || wanted.has(chart.id)) chartKeys.set(chart.id, chartDataKey(chart));
  }

  function* loadChartData(spaceId: string, chartIds: string[] | null) {
    yield* noteChartKeys(chartIds);
    yield put(chartDataRequested({ chartIds }));
    try {
      const reply: { charts: ChartData[] } = yield* callApi(getChartData, spaceId, chartIds ?? undefined, undefined);
      if ((yield* state()).openSpaceId === spaceId) yield put(chartDataLoaded(reply.charts));
    } catch (error) {
      const current = yield* state();
      if (current.openSpaceId !== spaceId) return;
      const ids = chartIds ?? (openSpace(current)?.charts ?? []).map((chart) => chart.id);
      yield put(chartDataFailed({ chartIds: ids, message: errorText(error, M.chartFailed) }));
    }
  }

  /**
   * One request for the whole space when it is new, refreshed or filtered otherwise; else only the
   * charts without data, or whose definition changed since their data was asked for.
   */
  function* ensureChartData() {
    const current = yield* state();
    const space = openSpace(current);
    if (!space || current.interacting) return;
    if (dataFor?.spaceId !== space.uuid || dataFor.key !== spaceDataKey(space)) {
      markDataFor(space);
      // A space without charts has no data to ask for.
      if ((space.charts ?? []).length > 0) yield call(loadChartData, space.uuid, null);
      return;
    }
    const stale = (space.charts ?? []).filter((chart) => !current.chartData[chart.id] || chartKeys.get(chart.id) !== chartDataKey(chart)).map((chart) => chart.id);
    if (stale.length > 0) yield call(loadChartData, space.uuid, stale);
  }

  /** Lists the spaces, true when they are in: during a gesture the answer waits until it ends; a failure is reported. */
  function* loadSpaces() {
    try {
      const spaces: Space[] = yield* callApi(listAllSpaces, undefined);
      if ((yield* state()).interacting) {
        yield put(spacesHeld(spaces));
        return false;
      }
      yield put(spacesLoaded(spaces));
      return true;
    } catch (error) {
      yield put(spacesFailed(errorText(error, M.loadFailed)));
      return false;
    }
  }

  /** Fetches the spaces, then the open space's chart data. */
  function* fetchSpaces() {
    if (yield* loadSpaces()) yield call(ensureChartData);
  }

  /** The data of the space the address names, or null when it cannot be had (ensureChartData asks again and reports). */
  function* prefetchChartData(spaceId: string) {
    try {
      const reply: SpaceChartData = yield* callApi(getChartData, spaceId, undefined, undefined);
      return reply;
    } catch {
      return null;
    }
  }

  /**
   * A first open of the space the address names: its charts' data is asked for with the spaces
   * rather than after them, and kept when it is of the space's current refresh.
   */
  function* fetchSpacesWithData(spaceId: string) {
    const [listed, data] = (yield all([call(loadSpaces), call(prefetchChartData, spaceId)])) as [boolean, SpaceChartData | null];
    if (!listed) return;
    const current = yield* state();
    const space = openSpace(current);
    if (data && space?.uuid === spaceId && (space.refreshId ?? null) === data.refreshId) {
      markDataFor(space);
      yield* noteChartKeys(null);
      yield put(chartDataLoaded(data.charts));
    }
    yield call(ensureChartData);
  }

  function* opened() {
    const current = yield* state();
    if (current.spaces.status !== 'loaded' || stale) {
      stale = false;
      if (current.requestedSpaceId && current.requestedSpaceId !== dataFor?.spaceId) yield call(fetchSpacesWithData, current.requestedSpaceId);
      else yield call(fetchSpaces);
    } else yield call(ensureChartData);
  }

  /** Every 60 s while the page is open (spec 4 and 9). */
  function* refetchWhileOpen() {
    for (;;) {
      yield take(dashboardOpened.type);
      yield race({
        poll: call(function* poll() {
          for (;;) {
            yield delay(SPACES_REFETCH_MS);
            yield call(fetchSpaces);
          }
        }),
        closed: take(dashboardClosed.type),
      });
    }
  }

  function* interactionChanged({ payload }: ReturnType<typeof gridInteractionChanged>) {
    // The reducer applied a held refetch at the gesture's end; its new charts or refresh may need data.
    if (!payload) yield call(ensureChartData);
  }

  function* layoutRequested({ payload }: ReturnType<typeof layoutChangeRequested>) {
    const space = openSpace(yield* state());
    if (!space) return;
    const before = new Map((space.charts ?? []).map((chart) => [chart.id, chart.layout]));
    const same = (a: ChartLayout, b: ChartLayout) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
    const changed = payload.filter(({ id, layout }) => {
      const old = before.get(id);
      return old !== undefined && !same(old, layout);
    });
    if (changed.length === 0) return;
    const layouts = changed.map(({ id, layout }) => ({ id, layout: { ...layout, static: before.get(id)?.static ?? false } }));
    const previous = changed.map(({ id }) => ({ id, layout: before.get(id) as ChartLayout }));
    yield put(layoutChanged(layouts));
    try {
      yield* callApi(updateChartLayouts, space.uuid, layouts);
      yield put(layoutSaved(layouts.map(({ id }) => id)));
    } catch (error) {
      yield put(layoutSaveFailed({ previous, text: `${M.layoutFailed} ${errorText(error, '')}`.trim() }));
    }
  }

  function* refresh() {
    const space = openSpace(yield* state());
    if (!space) return;
    try {
      const refreshId: string = yield* callApi(refreshSpace, space.uuid);
      yield put(spaceUpdated({ space: { ...space, refreshId }, text: M.refreshStarted }));
      markDataFor({ ...space, refreshId });
      yield call(loadChartData, space.uuid, null);
    } catch (error) {
      yield put(dialogFailed({ text: errorText(error, M.refreshFailed) }));
    }
  }

  function* favorite({ payload }: ReturnType<typeof favoriteToggled>) {
    yield put(favoriteSet(payload));
    try {
      const space: Space = yield* callApi(updateSpace, payload.spaceId, { favorite: payload.favorite });
      yield put(spaceUpdated({ space, keepDialog: true }));
    } catch (error) {
      yield put(favoriteSet({ spaceId: payload.spaceId, favorite: !payload.favorite }));
      yield put(dashboardNoticeShown({ tone: 'error', text: errorText(error, M.favoriteFailed) }));
    }
  }

  function* create({ payload }: ReturnType<typeof spaceCreateSubmitted>) {
    try {
      const space: Space = yield* callApi(createSpace, payload);
      yield put(spaceAdded({ space, to: DASHBOARD_PATHS.space(space.uuid), text: M.spaceCreated(space.name) }));
    } catch (error) {
      yield put(dialogFailed({ text: errorText(error, M.spaceSaveFailed) }));
    }
  }

  /** A PUT of the open space; the dialog keeps the server's sentence (sharing rules 400, filter 403). */
  function* updateOpen(body: Parameters<typeof updateSpace>[2], reloadData: boolean) {
    const space = openSpace(yield* state());
    if (!space) return;
    try {
      const updated: Space = yield* callApi(updateSpace, space.uuid, body);
      yield put(spaceUpdated({ space: updated, text: M.spaceSaved }));
      if (reloadData) {
        markDataFor(updated);
        yield call(loadChartData, space.uuid, null);
      }
    } catch (error) {
      yield put(dialogFailed({ text: errorText(error, M.spaceSaveFailed) }));
    }
  }

  function* rename({ payload }: ReturnType<typeof spaceRenameSubmitted>) {
    yield call(updateOpen, { name: payload.name.trim() }, false);
  }

  function* sharing({ payload }: ReturnType<typeof spaceSharingSubmitted>) {
    yield call(updateOpen, { access: payload.access, sharing: payload.sharing, bulk_permission_change: payload.bulkPermissionChange }, false);
  }

  function* filter({ payload }: ReturnType<typeof spaceFilterSubmitted>) {
    yield call(updateOpen, { spaceFilter: payload.filter }, true);
  }

  function* duplicate({ payload }: ReturnType<typeof spaceDuplicateSubmitted>) {
    const space = openSpace(yield* state());
    if (!space) return;
    try {
      const copy: Space = yield* callApi(duplicateSpace, space.uuid, payload.name.trim());
      yield put(spaceAdded({ space: copy, to: DASHBOARD_PATHS.space(copy.uuid), text: M.duplicated(copy.name) }));
    } catch (error) {
      yield put(dialogFailed({ text: errorText(error, M.spaceSaveFailed) }));
    }
  }

  function* remove() {
    const space = openSpace(yield* state());
    if (!space) return;
    try {
      yield* callApi(deleteSpace, space.uuid);
      dataFor = null;
      yield put(spaceRemoved({ spaceId: space.uuid, to: DASHBOARD_PATHS.home, text: M.spaceDeleted(space.name) }));
    } catch (error) {
      yield put(dialogFailed({ text: errorText(error, M.spaceDeleteFailed) }));
    }
  }

  function* templates({ payload }: ReturnType<typeof templatesRequested>) {
    try {
      const items: DashboardTemplate[] = yield* callApi(listTemplates, payload?.group, payload?.type);
      yield put(templatesLoaded(items));
    } catch {
      yield put(templatesFailed());
    }
  }

  /** The open space after the server replaced its charts (a template applied, a reset): the space as it has it, and the new charts' data. */
  function* chartsReplaced(updated: Space, text: string) {
    yield put(spaceUpdated({ space: updated, text }));
    markDataFor(updated);
    yield call(loadChartData, updated.uuid, null);
  }

  function* applyTemplateTo({ payload }: ReturnType<typeof templateApplySubmitted>) {
    const current = yield* state();
    const space = openSpace(current);
    if (!space) {
      // The home without any dashboard: the template makes the first one.
      yield call(fromTemplate, spaceFromTemplateRequested(payload));
      return;
    }
    try {
      const updated: Space = yield* callApi(applyTemplate, space.uuid, payload.templateId);
      const name = current.templates.items.find((template) => template.id === payload.templateId)?.name ?? payload.templateId;
      yield call(chartsReplaced, updated, M.templateApplied(name));
    } catch (error) {
      yield put(dialogFailed({ text: errorText(error, M.spaceSaveFailed) }));
    }
  }

  /** A private dashboard named after the template, with the template applied; the page goes to it in place of `/dashboard/new`. */
  function* fromTemplate({ payload }: ReturnType<typeof spaceFromTemplateRequested>) {
    try {
      const all: DashboardTemplate[] = yield* callApi(listTemplates, undefined, undefined);
      yield put(templatesLoaded(all));
      const template = all.find((item) => item.id === payload.templateId);
      if (!template) throw new Error(M.templateNotFound);
      const space: Space = yield* callApi(createSpace, { name: template.name, type: 'personal', access: 'private' });
      const applied: Space = yield* callApi(applyTemplate, space.uuid, template.id);
      yield put(spaceAdded({ space: applied, to: DASHBOARD_PATHS.space(applied.uuid), text: M.templateApplied(template.name), replace: true }));
    } catch (error) {
      yield put(dashboardNoticeShown({ tone: 'error', text: error instanceof Error && error.message ? error.message : M.spaceSaveFailed }));
    }
  }

  function* importDryRun({ payload }: ReturnType<typeof importDryRunSubmitted>) {
    const space = openSpace(yield* state());
    try {
      const result: ImportResult = yield* callApi(importSpaces, {
        archive: payload.archive,
        dry_run: true,
        ...(payload.intoOpenSpace && space ? { space_id: space.uuid } : {}),
      });
      yield put(importPreviewed(result));
    } catch (error) {
      yield put(dialogFailed({ text: errorText(error, M.importFailed) }));
    }
  }

  function* importFile({ payload }: ReturnType<typeof importSubmitted>) {
    const space = openSpace(yield* state());
    const into = payload.intoOpenSpace && space ? space.uuid : null;
    try {
      const result: ImportResult = yield* callApi(importSpaces, { archive: payload.archive, query_map: payload.queryMap, ...(into ? { space_id: into } : {}) });
      const spaces: Space[] = yield* callApi(listAllSpaces, undefined);
      yield put(spacesLoaded(spaces));
      const first = result.spaces[0]?.uuid;
      yield put(spacesChanged({ text: M.imported(result.spaces.length), ...(!into && first ? { to: DASHBOARD_PATHS.space(first) } : {}) }));
      if (into) {
        dataFor = null;
        yield call(ensureChartData);
      }
    } catch (error) {
      yield put(dialogFailed({ text: errorText(error, M.importFailed) }));
    }
  }

  function* download(fetchFile: () => Generator<unknown, DownloadedFile, unknown>, failed: string) {
    try {
      const { file, fileName }: DownloadedFile = yield* fetchFile();
      yield call(saveFile, file, fileName);
      yield put(dashboardNoticeShown({ tone: 'success', text: M.fileDownloaded(fileName) }));
    } catch (error) {
      yield put(dashboardNoticeShown({ tone: 'error', text: errorText(error, failed) }));
    }
  }

  function* exportOpen() {
    const space = openSpace(yield* state());
    if (space) yield call(download, () => callApi(exportSpace, space.uuid, space.name), M.exportFailed);
  }

  function* exportOpenAsTemplate() {
    const space = openSpace(yield* state());
    if (space) yield call(download, () => callApi(exportSpacesAsTemplate, { ids: [space.uuid], include: true }, space.name), M.exportFailed);
  }

  /** The open dashboard back to its template's charts: the space as the server now has it, and their data. */
  function* resetOpen() {
    const space = openSpace(yield* state());
    if (!space) return;
    try {
      const reset: Space = yield* callApi(resetSpace, space.uuid);
      yield call(chartsReplaced, reset, M.spaceReset(reset.name));
    } catch (error) {
      yield put(dialogFailed({ text: errorText(error, M.spaceSaveFailed) }));
    }
  }

  function* chartCsv({ payload }: ReturnType<typeof chartCsvRequested>) {
    const chart = openSpace(yield* state())?.charts?.find((item) => item.id === payload.chartId);
    if (chart) yield call(download, () => callApi(exportChartCsv, chart.id, chart.name), M.csvFailed);
  }

  function* saveChart({ payload }: ReturnType<typeof chartSaveSubmitted>) {
    const current = yield* state();
    const space = openSpace(current);
    if (!space) return;
    const editing = current.dialog?.chartId ? space.charts?.find((item) => item.id === current.dialog?.chartId) : undefined;
    try {
      const chart: Chart = editing
        ? yield* callApi(updateChart, editing.id, chartUpdateFrom(editing, payload.chart))
        : yield* callApi(createChart, space.uuid, { ...payload.chart, layout: payload.chart.layout ?? nextChartLayout(space.charts ?? [], payload.chart) });
      yield put(chartUpserted({ chart, text: M.chartSaved(chart.name) }));
      yield call(loadChartData, space.uuid, [chart.id]);
    } catch (error) {
      yield put(dialogFailed({ text: errorText(error, M.chartFailedAction), problems: serverProblems(error) }));
    }
  }

  function* duplicateChart({ payload }: ReturnType<typeof chartDuplicateRequested>) {
    const space = openSpace(yield* state());
    const chart = space?.charts?.find((item) => item.id === payload.chartId);
    if (!space || !chart) return;
    const copy: ChartCreate = {
      name: chartCopyName(chart.name),
      metric: chart.metric,
      view: chart.view,
      config: chart.config,
      size: chart.size,
      description: chart.description ?? null,
      show_title: chart.show_title,
      layout: { ...nextChartLayout(space.charts ?? [], chart), w: chart.layout.w, h: chart.layout.h },
    };
    try {
      const created: Chart = yield* callApi(createChart, space.uuid, copy);
      yield put(chartUpserted({ chart: created, text: M.chartSaved(created.name) }));
      yield call(loadChartData, space.uuid, [created.id]);
    } catch (error) {
      yield put(dashboardNoticeShown({ tone: 'error', text: errorText(error, M.chartFailedAction) }));
    }
  }

  function* removeChart() {
    const current = yield* state();
    const chart = openSpace(current)?.charts?.find((item) => item.id === current.dialog?.chartId);
    if (!chart) return;
    try {
      yield* callApi(deleteChart, chart.id);
      yield put(chartRemoved({ chartId: chart.id, text: M.chartDeleted(chart.name) }));
    } catch (error) {
      yield put(dialogFailed({ text: errorText(error, M.chartFailedAction) }));
    }
  }

  function* moveChartTo({ payload }: ReturnType<typeof chartMoveSubmitted>) {
    const current = yield* state();
    const chart = openSpace(current)?.charts?.find((item) => item.id === current.dialog?.chartId);
    if (!chart) return;
    try {
      const moved: Chart = yield* callApi(moveChart, chart.id, payload.destination);
      const name = current.spaces.items.find((space) => space.uuid === payload.destination)?.name ?? M.otherSpace;
      yield put(chartRemoved({ chartId: chart.id, movedTo: moved, text: M.chartMoved(chart.name, name) }));
    } catch (error) {
      yield put(dialogFailed({ text: errorText(error, M.chartFailedAction) }));
    }
  }

  function* pin({ payload }: ReturnType<typeof chartPinToggled>) {
    const chart = openSpace(yield* state())?.charts?.find((item) => item.id === payload.chartId);
    if (!chart) return;
    try {
      const updated: Chart = yield* callApi(updateChart, chart.id, { pinned: !chart.pinned });
      yield put(chartUpserted({ chart: updated }));
      // Said, as the chart's other actions are: the mark in its header alone is silent.
      yield put(dashboardNoticeShown({ tone: 'success', text: updated.pinned ? M.chartPinned(chart.name) : M.chartUnpinned(chart.name) }));
    } catch (error) {
      yield put(dashboardNoticeShown({ tone: 'error', text: errorText(error, M.chartFailedAction) }));
    }
  }

  /** When a dialog opens: what it needs from the other areas (saved queries, roles, data scopes, data fields, templates). */
  function* loadDialogData() {
    const current = yield* state();
    const kind = current.dialog?.kind;
    if (kind === 'template') {
      if (current.templates.status !== 'loaded') yield put(templatesRequested());
      return;
    }
    const needs = kind ? DIALOG_NEEDS[kind] : undefined;
    if (!needs) return;
    yield put(dialogDataRequested());
    try {
      const [queries, roles, dataScopes, fields] = (yield all([
        call(needs.queries ? dialogQueries : nothing),
        call(needs.sharing ? sharingChoices : nothing, fetchRoles),
        call(needs.sharing ? sharingChoices : nothing, fetchDataScopes),
        call(needs.fields ? ensureDataFields : () => true),
      ])) as [DialogQuery[], DialogChoice[], DialogChoice[], boolean];
      if (!fields) throw new Error(M.dialogDataFailed);
      yield put(dialogDataLoaded({ queries, roles, dataScopes }));
    } catch (error) {
      yield put(dialogDataFailed(error instanceof Error && !(error instanceof ApiError) ? error.message : errorText(error, M.dialogDataFailed)));
    }
  }

  function* retry({ payload }: ReturnType<typeof chartDataRetryRequested>) {
    const space = openSpace(yield* state());
    if (space) yield call(loadChartData, space.uuid, [payload.chartId]);
  }

  return function* dashboardSaga() {
    yield all([
      takeLatest(dashboardOpened.type, opened),
      takeEvery(dashboardClosed.type, () => {
        stale = true;
      }),
      takeLatest(spacesRequested.type, fetchSpaces),
      refetchWhileOpen(),
      takeEvery(gridInteractionChanged.type, interactionChanged),
      takeEvery(layoutChangeRequested.type, layoutRequested),
      takeLeading(refreshConfirmed.type, refresh),
      takeEvery(favoriteToggled.type, favorite),
      takeLeading(spaceCreateSubmitted.type, create),
      takeLeading(spaceRenameSubmitted.type, rename),
      takeLeading(spaceSharingSubmitted.type, sharing),
      takeLeading(spaceFilterSubmitted.type, filter),
      takeLeading(spaceDuplicateSubmitted.type, duplicate),
      takeLeading(spaceDeleteConfirmed.type, remove),
      takeLatest(templatesRequested.type, templates),
      takeLeading(templateApplySubmitted.type, applyTemplateTo),
      takeLeading(spaceFromTemplateRequested.type, fromTemplate),
      takeLeading(importDryRunSubmitted.type, importDryRun),
      takeLeading(importSubmitted.type, importFile),
      takeLeading(spaceExportRequested.type, exportOpen),
      takeLeading(spaceTemplateExportRequested.type, exportOpenAsTemplate),
      takeLeading(resetConfirmed.type, resetOpen),
      takeEvery(chartCsvRequested.type, chartCsv),
      takeLeading(chartSaveSubmitted.type, saveChart),
      takeEvery(chartDuplicateRequested.type, duplicateChart),
      takeLeading(chartDeleteConfirmed.type, removeChart),
      takeLeading(chartMoveSubmitted.type, moveChartTo),
      takeEvery(chartPinToggled.type, pin),
      takeEvery(chartDataRetryRequested.type, retry),
      takeLatest([dialogOpened.type, dialogDataRetryRequested.type], loadDialogData),
    ]);
  };
}
