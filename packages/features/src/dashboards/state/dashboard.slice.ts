import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  BulkPermissionChange,
  Chart,
  ChartCreate,
  ChartData,
  ChartLayout,
  DashboardAccess,
  DashboardTemplate,
  DashboardTemplateGroup,
  DashboardTemplateType,
  QueryFilter,
  Space,
  SpaceCreate,
  SpaceSharing,
} from '@vigil/openapi';
import type { ImportResult } from '../api/dashboards.api';

export type DashboardLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The dialogs of the space page; `chartId` names the chart of a chart's dialog. */
export type SpaceDialogKind =
  | 'create'
  | 'share'
  | 'template'
  | 'import'
  | 'wizard'
  | 'rename'
  | 'duplicate'
  | 'moveChart'
  | 'filter'
  | 'refresh'
  | 'reset'
  | 'deleteChart'
  | 'deleteSpace';

export interface SpaceDialog {
  kind: SpaceDialogKind;
  chartId?: string;
}

/** One chart's data: on its way, there, or failed with the server's reason (a Retry asks for it alone). */
export interface ChartDataEntry {
  status: 'loading' | 'ok' | 'error';
  data: ChartData | null;
  message: string | null;
}

/** A line above the page after an action. */
export interface DashboardNotice {
  tone: 'success' | 'error';
  text: string;
}

/** A navigation the sagas ask of the screen (a new or deleted space); `id` changes with each. */
export interface DashboardNavigation {
  to: string;
  id: number;
  replace: boolean;
}

/** A problem the server named in a chart (a JSON pointer under the chart), for the chart wizard. */
export interface ServerProblem {
  pointer: string;
  message: string;
}

/** A saved query a dialog offers (the wizard's and import's choices; the sharing dialog's queries under the space). */
export interface DialogQuery {
  id: string;
  name: string;
  entity: string;
  private: boolean;
  all_data_scopes: boolean;
}

/** A role or data scope the sharing dialog offers. */
export interface DialogChoice {
  uuid: string;
  name: string;
}

/** What the open dialog needs from other areas (saved queries, roles, data scopes), fetched when it opens. */
export interface DialogData {
  status: DashboardLoadStatus;
  error: string | null;
  queries: DialogQuery[];
  roles: DialogChoice[];
  dataScopes: DialogChoice[];
}

export interface DashboardState {
  /** Every space the caller may see with its charts, in the caller's order; fetched again every 60 s. */
  spaces: { status: DashboardLoadStatus; items: Space[]; error: string | null };
  /** The address's space: an id, or null for the home (the first favourite). */
  requestedSpaceId: string | null;
  /** The space shown, once resolved. */
  openSpaceId: string | null;
  /** The open space's charts' data by chart id. */
  chartData: Record<string, ChartDataEntry>;
  /** A drag or resize on the grid is going on: a refetch's spaces wait in `heldSpaces` until it ends. */
  interacting: boolean;
  heldSpaces: Space[] | null;
  /** Layouts shown but not yet saved (the server's older ones do not overwrite them), with those to revert to. */
  pendingLayouts: Record<string, ChartLayout>;
  dialog: SpaceDialog | null;
  /** The dialog's action is on its way. */
  dialogBusy: boolean;
  /** The server's sentence for the dialog's action (sharing 400/403, filter 403...), kept for the dialog. */
  dialogError: string | null;
  /** The server's problems of a chart save, by pointer, for the chart wizard. */
  dialogProblems: ServerProblem[];
  templates: { status: DashboardLoadStatus; items: DashboardTemplate[] };
  /** What the import's dry run read, before the import itself. */
  importPreview: ImportResult | null;
  dialogData: DialogData;
  notice: DashboardNotice | null;
  navigation: DashboardNavigation | null;
  /** A chart just added (created or duplicated), for focus to move to once it is on the grid. */
  addedChartId: string | null;
}

export const initialDashboardState: DashboardState = {
  spaces: { status: 'idle', items: [], error: null },
  requestedSpaceId: null,
  openSpaceId: null,
  chartData: {},
  interacting: false,
  heldSpaces: null,
  pendingLayouts: {},
  dialog: null,
  dialogBusy: false,
  dialogError: null,
  dialogProblems: [],
  templates: { status: 'idle', items: [] },
  importPreview: null,
  dialogData: { status: 'idle', error: null, queries: [], roles: [], dataScopes: [] },
  notice: null,
  navigation: null,
  addedChartId: null,
};

/** The space the address names, or the home's: the first favourite, else the first visible. */
export function resolveSpaceId(spaces: readonly Space[], requested: string | null): string | null {
  if (requested !== null) return spaces.some((space) => space.uuid === requested) ? requested : null;
  return (spaces.find((space) => space.favorite) ?? spaces[0])?.uuid ?? null;
}

/** The server's spaces with the layouts not yet saved laid over them. */
function withPendingLayouts(spaces: Space[], pending: Record<string, ChartLayout>): Space[] {
  if (Object.keys(pending).length === 0) return spaces;
  return spaces.map((space) =>
    space.charts ? { ...space, charts: space.charts.map((chart) => (pending[chart.id] ? { ...chart, layout: pending[chart.id] as ChartLayout } : chart)) } : space,
  );
}

function withoutKeys<V>(record: Record<string, V>, keys: readonly string[]): Record<string, V> {
  const drop = new Set(keys);
  return Object.fromEntries(Object.entries(record).filter(([key]) => !drop.has(key)));
}

/**
 * A server answer as the store keeps it: frozen at its top, Immer takes it as it is. (It walks every
 * value a reducer stores, to freeze it deeply: a list of 60 dashboards with their charts took
 * 10 to 20 ms of a page load. Nothing changes an answer in place: a change is a new answer.)
 */
const asGiven = <T extends object>(answer: T): T => Object.freeze(answer);

function applySpaces(state: DashboardState, spaces: Space[]) {
  state.spaces = { status: 'loaded', items: withPendingLayouts(spaces, state.pendingLayouts), error: null };
  state.openSpaceId = resolveSpaceId(state.spaces.items, state.requestedSpaceId);
}

function mapOpenSpace(state: DashboardState, change: (space: Space) => Space) {
  state.spaces.items = state.spaces.items.map((space) => (space.uuid === state.openSpaceId ? change(space) : space));
}

function closeDialog(state: DashboardState) {
  state.dialog = null;
  state.dialogBusy = false;
  state.dialogError = null;
  state.dialogProblems = [];
  state.importPreview = null;
}

function navigate(state: DashboardState, to: string, replace = false) {
  state.navigation = { to, id: (state.navigation?.id ?? 0) + 1, replace };
}

// ---- requests the sagas take (the reducer only marks them busy)
/** Create a space (New dashboard). */
export const spaceCreateSubmitted = createAction<SpaceCreate>('dashboard/spaceCreateSubmitted');
export const spaceRenameSubmitted = createAction<{ name: string }>('dashboard/spaceRenameSubmitted');
export const spaceDuplicateSubmitted = createAction<{ name: string }>('dashboard/spaceDuplicateSubmitted');
export const spaceDeleteConfirmed = createAction('dashboard/spaceDeleteConfirmed');
/** Sharing: access, roles and data scopes, and how the underlying queries' permissions change. */
export const spaceSharingSubmitted = createAction<{ access: DashboardAccess; sharing: SpaceSharing; bulkPermissionChange: BulkPermissionChange }>(
  'dashboard/spaceSharingSubmitted',
);
/** Set (a filter) or clear (null) the dashboard filter. */
export const spaceFilterSubmitted = createAction<{ filter: QueryFilter | null }>('dashboard/spaceFilterSubmitted');
export const favoriteToggled = createAction<{ spaceId: string; favorite: boolean }>('dashboard/favoriteToggled');
export const templatesRequested = createAction<{ group?: DashboardTemplateGroup; type?: DashboardTemplateType } | undefined>('dashboard/templatesRequested');
export const templateApplySubmitted = createAction<{ templateId: string }>('dashboard/templateApplySubmitted');
/** The import's dry run: the file base64-encoded; into the open space when `intoOpenSpace`. */
export const importDryRunSubmitted = createAction<{ archive: string; intoOpenSpace?: boolean }>('dashboard/importDryRunSubmitted');
export const importSubmitted = createAction<{ archive: string; queryMap: Record<string, string>; intoOpenSpace?: boolean }>('dashboard/importSubmitted');
export const spaceExportRequested = createAction('dashboard/spaceExportRequested');
/** The open dashboard as a template zip. */
export const spaceTemplateExportRequested = createAction('dashboard/spaceTemplateExportRequested');
export const refreshConfirmed = createAction('dashboard/refreshConfirmed');
/** The open dashboard back to its template's charts (the reset dialog confirmed). */
export const resetConfirmed = createAction('dashboard/resetConfirmed');
/** Save the chart wizard's chart: a new one, or (the dialog's chartId) an update. */
export const chartSaveSubmitted = createAction<{ chart: ChartCreate }>('dashboard/chartSaveSubmitted');
export const chartDeleteConfirmed = createAction('dashboard/chartDeleteConfirmed');
export const chartDuplicateRequested = createAction<{ chartId: string }>('dashboard/chartDuplicateRequested');
export const chartMoveSubmitted = createAction<{ destination: string }>('dashboard/chartMoveSubmitted');
export const chartPinToggled = createAction<{ chartId: string }>('dashboard/chartPinToggled');
export const chartCsvRequested = createAction<{ chartId: string }>('dashboard/chartCsvRequested');
/** The open dialog's data (queries, roles, data scopes, data fields) again, after a failure. */
export const dialogDataRetryRequested = createAction('dashboard/dialogDataRetryRequested');
export const chartDataRetryRequested = createAction<{ chartId: string }>('dashboard/chartDataRetryRequested');
/** A gesture ended with new layouts (the saga shows them, saves them, and reverts them if the save fails). */
export const layoutChangeRequested = createAction<{ id: string; layout: ChartLayout }[]>('dashboard/layoutChangeRequested');
/** A new dashboard made from a template (the address `/dashboard/new?template=<id>`). */
export const spaceFromTemplateRequested = createAction<{ templateId: string }>('dashboard/spaceFromTemplateRequested');
/** The page went away: the refetch stops. */
export const dashboardClosed = createAction('dashboard/dashboardClosed');

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {
    /** The page showed, or its address named another space (null: the home). */
    dashboardOpened(state: DashboardState, action: PayloadAction<{ spaceId: string | null }>) {
      state.requestedSpaceId = action.payload.spaceId;
      if (state.spaces.status === 'loaded') state.openSpaceId = resolveSpaceId(state.spaces.items, action.payload.spaceId);
      else state.spaces.status = 'loading';
    },
    spacesRequested(state: DashboardState) {
      state.spaces.status = 'loading';
      state.spaces.error = null;
    },
    spacesLoaded(state: DashboardState, action: PayloadAction<Space[]>) {
      // Each space, not the list: a space given a layout not yet saved becomes a new one holding
      // that layout's draft, which Immer must walk to finish.
      applySpaces(state, action.payload.map(asGiven));
    },
    /** A refetch answered during a gesture: kept until it ends. */
    spacesHeld(state: DashboardState, action: PayloadAction<Space[]>) {
      state.heldSpaces = action.payload.map(asGiven);
    },
    spacesFailed(state: DashboardState, action: PayloadAction<string>) {
      // A failed refetch keeps what is shown; only a first load shows the failure.
      if (state.spaces.items.length === 0) state.spaces = { status: 'failed', items: [], error: action.payload };
    },
    /** The grid's drag or resize began (true) or ended (false); at the end a held refetch applies. */
    gridInteractionChanged(state: DashboardState, action: PayloadAction<boolean>) {
      state.interacting = action.payload;
      if (!action.payload && state.heldSpaces) {
        const held = state.heldSpaces;
        state.heldSpaces = null;
        applySpaces(state, held);
      }
    },
    /** A gesture ended with new layouts: shown at once, saved by the saga, reverted if that fails. */
    layoutChanged(state: DashboardState, action: PayloadAction<{ id: string; layout: ChartLayout }[]>) {
      state.pendingLayouts = { ...state.pendingLayouts, ...Object.fromEntries(action.payload.map(({ id, layout }) => [id, layout])) };
      const byId = new Map(action.payload.map(({ id, layout }) => [id, layout]));
      mapOpenSpace(state, (space) => ({ ...space, charts: space.charts?.map((chart) => ({ ...chart, layout: byId.get(chart.id) ?? chart.layout })) }));
    },
    layoutSaved(state: DashboardState, action: PayloadAction<string[]>) {
      state.pendingLayouts = withoutKeys(state.pendingLayouts, action.payload);
    },
    layoutSaveFailed(state: DashboardState, action: PayloadAction<{ previous: { id: string; layout: ChartLayout }[]; text: string }>) {
      const byId = new Map(action.payload.previous.map(({ id, layout }) => [id, layout]));
      state.pendingLayouts = withoutKeys(state.pendingLayouts, [...byId.keys()]);
      mapOpenSpace(state, (space) => ({ ...space, charts: space.charts?.map((chart) => ({ ...chart, layout: byId.get(chart.id) ?? chart.layout })) }));
      state.notice = { tone: 'error', text: action.payload.text };
    },

    chartDataRequested(state: DashboardState, action: PayloadAction<{ chartIds: string[] | null }>) {
      const ids = action.payload.chartIds;
      if (ids === null) state.chartData = {};
      for (const id of ids ?? Object.keys(state.chartData)) state.chartData[id] = { status: 'loading', data: state.chartData[id]?.data ?? null, message: null };
    },
    chartDataLoaded(state: DashboardState, action: PayloadAction<ChartData[]>) {
      for (const data of action.payload) {
        state.chartData[data.chart_id] =
          data.status === 'ok' ? { status: 'ok', data: asGiven(data), message: null } : { status: 'error', data: null, message: data.message ?? null };
      }
    },
    /** The request failed as a whole: each chart asked for shows the failure with its own Retry. */
    chartDataFailed(state: DashboardState, action: PayloadAction<{ chartIds: string[]; message: string }>) {
      for (const id of action.payload.chartIds) state.chartData[id] = { status: 'error', data: null, message: action.payload.message };
    },

    dialogOpened(state: DashboardState, action: PayloadAction<SpaceDialog>) {
      closeDialog(state);
      state.dialog = action.payload;
      state.notice = null;
    },
    dialogClosed(state: DashboardState) {
      closeDialog(state);
    },
    /** The dialog's action failed: its sentence (and a chart's problems) stay in the open dialog. */
    dialogFailed(state: DashboardState, action: PayloadAction<{ text: string; problems?: ServerProblem[] }>) {
      state.dialogBusy = false;
      state.dialogError = action.payload.text;
      state.dialogProblems = action.payload.problems ?? [];
    },
    /** A space changed on the server (rename, sharing, filter, favourite, template): in the list, the dialog closed. */
    spaceUpdated(state: DashboardState, action: PayloadAction<{ space: Space; text?: string; keepDialog?: boolean }>) {
      const { space, text, keepDialog } = action.payload;
      const exists = state.spaces.items.some((item) => item.uuid === space.uuid);
      state.spaces.items = exists ? state.spaces.items.map((item) => (item.uuid === space.uuid ? { ...item, ...space } : item)) : [...state.spaces.items, space];
      if (!keepDialog) closeDialog(state);
      if (text) state.notice = { tone: 'success', text };
    },
    /** A new space (created, duplicated): the page goes to it. */
    spaceAdded(state: DashboardState, action: PayloadAction<{ space: Space; to: string; text: string; replace?: boolean }>) {
      state.spaces.items = [...state.spaces.items.filter((item) => item.uuid !== action.payload.space.uuid), action.payload.space];
      closeDialog(state);
      state.notice = { tone: 'success', text: action.payload.text };
      navigate(state, action.payload.to, action.payload.replace ?? false);
    },
    spaceRemoved(state: DashboardState, action: PayloadAction<{ spaceId: string; to: string; text: string }>) {
      state.spaces.items = state.spaces.items.filter((item) => item.uuid !== action.payload.spaceId);
      closeDialog(state);
      state.chartData = {};
      state.notice = { tone: 'success', text: action.payload.text };
      navigate(state, action.payload.to, true);
    },
    /** Favourite marked at once; `favoriteFailed` puts it back. */
    favoriteSet(state: DashboardState, action: PayloadAction<{ spaceId: string; favorite: boolean }>) {
      state.spaces.items = state.spaces.items.map((item) => (item.uuid === action.payload.spaceId ? { ...item, favorite: action.payload.favorite } : item));
    },
    chartUpserted(state: DashboardState, action: PayloadAction<{ chart: Chart; text?: string }>) {
      const { chart, text } = action.payload;
      state.spaces.items = state.spaces.items.map((space) => {
        if (space.uuid !== chart.space) return space;
        const charts = space.charts ?? [];
        const isNew = !charts.some((item) => item.id === chart.id);
        if (isNew) state.addedChartId = chart.id;
        return { ...space, charts: isNew ? [...charts, chart] : charts.map((item) => (item.id === chart.id ? chart : item)) };
      });
      closeDialog(state);
      if (text) state.notice = { tone: 'success', text };
    },
    addedChartFocused(state: DashboardState) {
      state.addedChartId = null;
    },
    chartRemoved(state: DashboardState, action: PayloadAction<{ chartId: string; text: string; movedTo?: Chart }>) {
      const { chartId, movedTo, text } = action.payload;
      state.spaces.items = state.spaces.items.map((space) => {
        const charts = (space.charts ?? []).filter((chart) => chart.id !== chartId);
        return { ...space, charts: movedTo && movedTo.space === space.uuid ? [...charts, movedTo] : charts };
      });
      state.chartData = withoutKeys(state.chartData, [chartId]);
      closeDialog(state);
      state.notice = { tone: 'success', text };
    },
    dialogDataRequested(state: DashboardState) {
      state.dialogData = { ...state.dialogData, status: 'loading', error: null };
    },
    dialogDataLoaded(state: DashboardState, action: PayloadAction<{ queries: DialogQuery[]; roles: DialogChoice[]; dataScopes: DialogChoice[] }>) {
      state.dialogData = { status: 'loaded', error: null, ...action.payload };
    },
    dialogDataFailed(state: DashboardState, action: PayloadAction<string>) {
      state.dialogData = { ...state.dialogData, status: 'failed', error: action.payload };
    },
    templatesLoaded(state: DashboardState, action: PayloadAction<DashboardTemplate[]>) {
      state.templates = { status: 'loaded', items: action.payload };
    },
    templatesFailed(state: DashboardState) {
      state.templates = { status: 'failed', items: [] };
    },
    importPreviewed(state: DashboardState, action: PayloadAction<ImportResult>) {
      state.dialogBusy = false;
      state.dialogError = null;
      state.importPreview = action.payload;
    },
    /** An import or a move changed the spaces: the dialog closes, and the page may go to an imported space. */
    spacesChanged(state: DashboardState, action: PayloadAction<{ text: string; to?: string }>) {
      closeDialog(state);
      state.notice = { tone: 'success', text: action.payload.text };
      if (action.payload.to) navigate(state, action.payload.to);
    },
    dashboardNoticeShown(state: DashboardState, action: PayloadAction<DashboardNotice>) {
      state.notice = action.payload;
    },
    dashboardNoticeDismissed(state: DashboardState) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    const busy = (state: DashboardState) => {
      state.dialogBusy = true;
      state.dialogError = null;
      state.dialogProblems = [];
    };
    builder
      .addCase(spaceCreateSubmitted, busy)
      .addCase(spaceRenameSubmitted, busy)
      .addCase(spaceDuplicateSubmitted, busy)
      .addCase(spaceDeleteConfirmed, busy)
      .addCase(spaceSharingSubmitted, busy)
      .addCase(spaceFilterSubmitted, busy)
      .addCase(templateApplySubmitted, busy)
      .addCase(importDryRunSubmitted, busy)
      .addCase(importSubmitted, busy)
      .addCase(refreshConfirmed, busy)
      .addCase(resetConfirmed, busy)
      .addCase(chartSaveSubmitted, busy)
      .addCase(chartDeleteConfirmed, busy)
      .addCase(chartMoveSubmitted, busy)
      .addCase(templatesRequested, (state: DashboardState) => {
        state.templates.status = 'loading';
      })
      .addCase(dashboardClosed, (state: DashboardState) => {
        closeDialog(state);
        state.addedChartId = null;
        state.interacting = false;
        state.heldSpaces = null;
      });
  },
});

export const {
  addedChartFocused,
  dashboardOpened,
  spacesRequested,
  spacesLoaded,
  spacesHeld,
  spacesFailed,
  gridInteractionChanged,
  layoutChanged,
  layoutSaved,
  layoutSaveFailed,
  chartDataRequested,
  chartDataLoaded,
  chartDataFailed,
  dialogOpened,
  dialogClosed,
  dialogFailed,
  spaceUpdated,
  spaceAdded,
  spaceRemoved,
  favoriteSet,
  chartUpserted,
  chartRemoved,
  dialogDataRequested,
  dialogDataLoaded,
  dialogDataFailed,
  templatesLoaded,
  templatesFailed,
  importPreviewed,
  spacesChanged,
  dashboardNoticeShown,
  dashboardNoticeDismissed,
} = dashboardSlice.actions;
