import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdapterDetails, AdapterSummary, Connection, ConnectionInput, ConnectionPatch, ConnectionTest, DiscoveryRun, FetchHistoryEntry, Vault } from '@vigil/openapi';
import type { CursorPage } from '../../queries/api/queries.api';
import type { ConnectionFilter } from '../api/adapters.api';

type Load = 'idle' | 'loading' | 'loaded' | 'failed';

/** A cursor-paged list as a screen shows it. */
export interface PagedList<T> {
  status: Load;
  error: string | null;
  items: T[];
  total: number;
  nextCursor: string | null;
  loadingMore: boolean;
}

const emptyList = <T>(): PagedList<T> => ({ status: 'idle', error: null, items: [], total: 0, nextCursor: null, loadingMore: false });

export interface AdaptersState {
  catalogue: { status: Load; error: string | null; items: AdapterSummary[] };
  /** The adapter page: the adapter and its connections (cursor paged: Load more appends). */
  adapter: {
    module: string | null;
    status: Load;
    error: string | null;
    details: AdapterDetails | null;
    connections: Connection[];
    nextCursor: string | null;
    loadingMore: boolean;
  };
  connections: PagedList<Connection> & { filter: ConnectionFilter };
  history: PagedList<FetchHistoryEntry> & { connectionId: string | null };
  runs: { status: Load; error: string | null; items: DiscoveryRun[] };
  vaults: Vault[];
  /** The add (connectionId null) or edit form while it is open. */
  form: { connectionId: string | null; saving: boolean; uploading: boolean; error: string | null; fieldErrors: Record<string, string> } | null;
  /** The connection being tested, and the last test's outcome. */
  testing: string | null;
  lastTest: { connectionId: string; label: string; result: ConnectionTest } | null;
  fetching: string | null;
  notice: { tone: 'success' | 'error'; text: string } | null;
}

export const initialAdaptersState: AdaptersState = {
  catalogue: { status: 'idle', error: null, items: [] },
  adapter: { module: null, status: 'idle', error: null, details: null, connections: [], nextCursor: null, loadingMore: false },
  connections: { ...emptyList<Connection>(), filter: {} },
  history: { ...emptyList<FetchHistoryEntry>(), connectionId: null },
  runs: { status: 'idle', error: null, items: [] },
  vaults: [],
  form: null,
  testing: null,
  lastTest: null,
  fetching: null,
  notice: null,
};

export type ConnectionSubmission =
  | { connectionId: null; body: ConnectionInput; file: File | null }
  | { connectionId: string; body: ConnectionPatch; file: File | null };

/** Save the form: add or change, then upload the chosen file (file connections). */
export const connectionSubmitted = createAction<ConnectionSubmission>('adapters/connectionSubmitted');
export const connectionDeleteConfirmed = createAction<{ id: string; label: string }>('adapters/connectionDeleteConfirmed');
export const connectionTestRequested = createAction<{ id: string; label: string }>('adapters/connectionTestRequested');
export const connectionFetchRequested = createAction<{ id: string; label: string }>('adapters/connectionFetchRequested');
export const connectionsMoreRequested = createAction('adapters/connectionsMoreRequested');
export const historyMoreRequested = createAction('adapters/historyMoreRequested');
export const adapterMoreRequested = createAction('adapters/adapterMoreRequested');

/** The views that follow discovery runs: each refetches its data when a run ends. */
export type FollowingView = 'adapter' | 'connections' | 'history' | 'runs';
/** A view mounted: until it closes, a discovery run that ends refetches its data. */
export const viewOpened = createAction<FollowingView>('adapters/viewOpened');
export const viewClosed = createAction<FollowingView>('adapters/viewClosed');

const replaceIn = (items: Connection[], connection: Connection) => items.map((item) => (item.id === connection.id ? connection : item));
const applyPage = <T>(list: PagedList<T>, page: CursorPage<T>, append: boolean) => {
  list.status = 'loaded';
  list.error = null;
  list.loadingMore = false;
  list.items = append ? [...list.items, ...page.items] : page.items;
  list.total = page.total;
  list.nextCursor = page.nextCursor;
};


export const adaptersSlice = createSlice({
  name: 'adapters',
  initialState: initialAdaptersState,
  reducers: {
    catalogueOpened: (state: AdaptersState) => {
      state.catalogue.status = 'loading';
      state.catalogue.error = null;
    },
    catalogueLoaded: (state: AdaptersState, { payload }: PayloadAction<AdapterSummary[]>) => {
      state.catalogue = { status: 'loaded', error: null, items: payload };
    },
    catalogueFailed: (state: AdaptersState, { payload }: PayloadAction<string>) => {
      state.catalogue = { status: 'failed', error: payload, items: [] };
    },
    /** The adapter page mounted: the adapter, its connections and the vaults are fetched. */
    adapterOpened: (state: AdaptersState, { payload }: PayloadAction<string>) => {
      state.adapter = { module: payload, status: 'loading', error: null, details: null, connections: [], nextCursor: null, loadingMore: false };
      state.lastTest = null;
      state.notice = null;
    },
    /** The adapter, the first page of its connections and the vaults (on opening, or again when a discovery run ended). */
    adapterLoaded: (state: AdaptersState, { payload }: PayloadAction<{ details: AdapterDetails; page: CursorPage<Connection>; vaults: Vault[] }>) => {
      if (state.adapter.module !== payload.details.module) return;
      const { items, nextCursor } = payload.page;
      state.adapter = { module: payload.details.module, status: 'loaded', error: null, details: payload.details, connections: items, nextCursor, loadingMore: false };
      state.vaults = payload.vaults;
    },
    /** Load more on the adapter page: the next page of its connections. */
    adapterMoreLoaded: (state: AdaptersState, { payload }: PayloadAction<{ module: string; page: CursorPage<Connection> }>) => {
      if (state.adapter.module !== payload.module) return;
      state.adapter.connections = [...state.adapter.connections, ...payload.page.items];
      state.adapter.nextCursor = payload.page.nextCursor;
      state.adapter.loadingMore = false;
    },
    adapterMoreFailed: (state: AdaptersState, { payload }: PayloadAction<string>) => {
      state.adapter.loadingMore = false;
      state.notice = { tone: 'error', text: payload };
    },
    adapterFailed: (state: AdaptersState, { payload }: PayloadAction<string>) => {
      state.adapter.status = 'failed';
      state.adapter.error = payload;
    },
    /** The connections route mounted, or a filter changed: the first page again. */
    connectionsFiltered: (state: AdaptersState, { payload }: PayloadAction<ConnectionFilter>) => {
      state.connections = { ...state.connections, filter: payload, status: 'loading', error: null };
    },
    connectionsLoaded: (state: AdaptersState, { payload }: PayloadAction<{ page: CursorPage<Connection>; append: boolean }>) => {
      applyPage(state.connections, payload.page, payload.append);
    },
    connectionsFailed: (state: AdaptersState, { payload }: PayloadAction<string>) => {
      state.connections.status = 'failed';
      state.connections.loadingMore = false;
      state.connections.error = payload;
    },
    historyOpened: (state: AdaptersState, { payload }: PayloadAction<string | null>) => {
      state.history = { ...state.history, connectionId: payload, status: 'loading', error: null };
    },
    historyLoaded: (state: AdaptersState, { payload }: PayloadAction<{ page: CursorPage<FetchHistoryEntry>; append: boolean }>) => {
      applyPage(state.history, payload.page, payload.append);
    },
    historyFailed: (state: AdaptersState, { payload }: PayloadAction<string>) => {
      state.history.status = 'failed';
      state.history.loadingMore = false;
      state.history.error = payload;
    },
    runsOpened: (state: AdaptersState) => {
      state.runs.status = 'loading';
    },
    runsLoaded: (state: AdaptersState, { payload }: PayloadAction<DiscoveryRun[]>) => {
      state.runs = { status: 'loaded', error: null, items: payload };
    },
    runsFailed: (state: AdaptersState, { payload }: PayloadAction<string>) => {
      state.runs = { status: 'failed', error: payload, items: [] };
    },
    listMoreStarted: (state: AdaptersState, { payload }: PayloadAction<'adapter' | 'connections' | 'history'>) => {
      state[payload].loadingMore = true;
    },
    connectionFormOpened: (state: AdaptersState, { payload }: PayloadAction<string | null>) => {
      state.form = { connectionId: payload, saving: false, uploading: false, error: null, fieldErrors: {} };
    },
    connectionFormClosed: (state: AdaptersState) => {
      state.form = null;
    },
    connectionSaveStarted: (state: AdaptersState) => {
      if (state.form) Object.assign(state.form, { saving: true, error: null, fieldErrors: {} });
    },
    connectionUploadStarted: (state: AdaptersState) => {
      if (state.form) state.form.uploading = true;
    },
    /** Saved (and its file uploaded): the list shows it, the form closes. */
    connectionSaved: (state: AdaptersState, { payload }: PayloadAction<{ connection: Connection; text: string }>) => {
      const { connection } = payload;
      const known = state.adapter.connections.some((item) => item.id === connection.id);
      if (state.adapter.module === connection.adapter) {
        state.adapter.connections = known ? replaceIn(state.adapter.connections, connection) : [...state.adapter.connections, connection];
      }
      state.connections.items = replaceIn(state.connections.items, connection);
      state.form = null;
      state.notice = { tone: 'success', text: payload.text };
    },
    /** Refused: the problems land on their fields; a saved connection whose upload failed keeps the form open on it. */
    connectionSaveFailed: (
      state: AdaptersState,
      { payload }: PayloadAction<{ error: string; fieldErrors: Record<string, string>; saved?: Connection }>,
    ) => {
      if (payload.saved) {
        const saved = payload.saved;
        if (!state.adapter.connections.some((item) => item.id === saved.id)) state.adapter.connections.push(saved);
      }
      if (state.form) {
        Object.assign(state.form, { saving: false, uploading: false, error: payload.error, fieldErrors: payload.fieldErrors });
        if (payload.saved) state.form.connectionId = payload.saved.id;
      }
    },
    connectionTestStarted: (state: AdaptersState, { payload }: PayloadAction<string>) => {
      state.testing = payload;
      state.lastTest = null;
    },
    /** The test's outcome; the connection's status follows it. */
    connectionTested: (state: AdaptersState, { payload }: PayloadAction<{ connectionId: string; label: string; result: ConnectionTest }>) => {
      state.testing = null;
      state.lastTest = payload;
      const patch = (item: Connection) =>
        item.id === payload.connectionId ? { ...item, status: payload.result.status, error: payload.result.ok ? null : payload.result.message } : item;
      state.adapter.connections = state.adapter.connections.map(patch);
      state.connections.items = state.connections.items.map(patch);
    },
    connectionFetchStarted: (state: AdaptersState, { payload }: PayloadAction<string>) => {
      state.fetching = payload;
    },
    connectionDeleted: (state: AdaptersState, { payload }: PayloadAction<{ id: string; label: string }>) => {
      state.adapter.connections = state.adapter.connections.filter((item) => item.id !== payload.id);
      state.connections.items = state.connections.items.filter((item) => item.id !== payload.id);
    },
    /** A test, fetch or delete ended: what to tell people. */
    actionEnded: (state: AdaptersState, { payload }: PayloadAction<{ tone: 'success' | 'error'; text: string }>) => {
      state.testing = null;
      state.fetching = null;
      state.notice = payload;
    },
    noticeDismissed: (state: AdaptersState) => {
      state.notice = null;
    },
  },
});

export const {
  catalogueOpened,
  catalogueLoaded,
  catalogueFailed,
  adapterOpened,
  adapterLoaded,
  adapterFailed,
  adapterMoreLoaded,
  adapterMoreFailed,
  connectionsFiltered,
  connectionsLoaded,
  connectionsFailed,
  historyOpened,
  historyLoaded,
  historyFailed,
  runsOpened,
  runsLoaded,
  runsFailed,
  listMoreStarted,
  connectionFormOpened,
  connectionFormClosed,
  connectionSaveStarted,
  connectionUploadStarted,
  connectionSaved,
  connectionSaveFailed,
  connectionTestStarted,
  connectionTested,
  connectionFetchStarted,
  connectionDeleted,
  actionEnded,
  noticeDismissed,
} = adaptersSlice.actions;
