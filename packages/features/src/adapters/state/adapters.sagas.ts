import type { Saga } from 'redux-saga';
import { all, call, fork, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { ApiError, type Connection, type DiscoveryLifecycle } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import { errorText, isStatus } from '../../queries/state/sagaHelpers';
import {
  deleteConnection,
  fetchConnection,
  getAdapter,
  listAdapters,
  listConnections,
  listDiscoveryHistory,
  listFetchHistory,
  testConnection,
  createConnection,
  updateConnection,
  uploadConnectionFile,
} from '../api/adapters.api';
import { listVaults } from '../../vaults/api/vaults.api';
import { selectDiscoveryLifecycle } from '../../topbar/state/topbar.selectors';
import { discoveryLifecycleLoaded } from '../../topbar/state/topbar.slice';
import { ADAPTERS_MESSAGES as M } from '../adapters.messages';
import { serverFieldErrors } from '../form/connectionForm';
import { selectAdapters } from './adapters.selectors';
import {
  actionEnded,
  adapterFailed,
  adapterLoaded,
  adapterMoreFailed,
  adapterMoreLoaded,
  adapterMoreRequested,
  adapterOpened,
  catalogueFailed,
  catalogueLoaded,
  catalogueOpened,
  connectionDeleteConfirmed,
  connectionDeleted,
  connectionFetchRequested,
  connectionFetchStarted,
  connectionSaved,
  connectionSaveFailed,
  connectionSaveStarted,
  connectionsFailed,
  connectionsFiltered,
  connectionsLoaded,
  connectionsMoreRequested,
  connectionSubmitted,
  connectionTested,
  connectionTestRequested,
  connectionTestStarted,
  connectionUploadStarted,
  historyFailed,
  historyLoaded,
  historyMoreRequested,
  historyOpened,
  listMoreStarted,
  runsFailed,
  runsLoaded,
  runsOpened,
  viewClosed,
  viewOpened,
  type AdaptersState,
  type ConnectionSubmission,
  type FollowingView,
} from './adapters.slice';

function* loadCatalogue() {
  try {
    yield put(catalogueLoaded(yield* callApi(listAdapters)));
  } catch (error) {
    yield put(catalogueFailed(errorText(error, M.loadFailed)));
  }
}

function* loadAdapter(module: string) {
  try {
    const [details, page, vaults] = (yield all([
      callApi(getAdapter, module),
      callApi(listConnections, { adapter: module }, null),
      callApi(listVaults),
    ])) as [Awaited<ReturnType<typeof getAdapter>>, Awaited<ReturnType<typeof listConnections>>, Awaited<ReturnType<typeof listVaults>>];
    yield put(adapterLoaded({ details, page, vaults }));
  } catch (error) {
    yield put(adapterFailed(errorText(error, M.adapterLoadFailed)));
  }
}

/** Load more on the adapter page: the next page of its connections, by the cursor. */
function* loadMoreOfAdapter() {
  const { adapter } = (yield select(selectAdapters)) as AdaptersState;
  const { module, nextCursor } = adapter;
  if (module === null || nextCursor === null) return;
  yield put(listMoreStarted('adapter'));
  try {
    const page = yield* callApi(listConnections, { adapter: module }, nextCursor);
    yield put(adapterMoreLoaded({ module, page }));
  } catch (error) {
    yield put(adapterMoreFailed(errorText(error, M.moreFailed)));
  }
}

function* loadConnections(append: boolean) {
  const { connections } = (yield select(selectAdapters)) as AdaptersState;
  if (append) yield put(listMoreStarted('connections'));
  try {
    const page = yield* callApi(listConnections, connections.filter, append ? connections.nextCursor : null);
    yield put(connectionsLoaded({ page, append }));
  } catch (error) {
    yield put(connectionsFailed(errorText(error, M.loadFailed)));
  }
}

function* loadHistory(append: boolean) {
  const { history } = (yield select(selectAdapters)) as AdaptersState;
  if (append) yield put(listMoreStarted('history'));
  try {
    const page = yield* callApi(listFetchHistory, history.connectionId, append ? history.nextCursor : null);
    yield put(historyLoaded({ page, append }));
  } catch (error) {
    yield put(historyFailed(errorText(error, M.historyFailed)));
  }
}

function* loadRuns() {
  try {
    yield put(runsLoaded(yield* callApi(listDiscoveryHistory)));
  } catch (error) {
    yield put(runsFailed(errorText(error, M.runsFailed)));
  }
}

function* reloadAdapter() {
  const { adapter } = (yield select(selectAdapters)) as AdaptersState;
  if (adapter.module !== null) yield* loadAdapter(adapter.module);
}

/** What each view fetches again when a discovery run ends, keeping what it shows until the answer. */
const REFETCH: Record<FollowingView, () => Generator> = {
  adapter: reloadAdapter,
  connections: () => loadConnections(false),
  history: () => loadHistory(false),
  runs: loadRuns,
};

/**
 * Refetches with `refetch` each time the top bar's discovery lifecycle goes from not done to done
 * (a run ended: fetch now, or one started from the top bar); the other polls change nothing.
 */
export function* refetchWhenRunsEnd(refetch: () => Generator) {
  let previous = ((yield select(selectDiscoveryLifecycle)) as DiscoveryLifecycle | null)?.status ?? null;
  for (;;) {
    const { payload } = (yield take(discoveryLifecycleLoaded.type)) as PayloadAction<DiscoveryLifecycle>;
    if (previous !== null && previous !== 'done' && payload.status === 'done') yield fork(refetch);
    previous = payload.status;
  }
}

/** While a view is open (from viewOpened to its viewClosed), it follows discovery runs. */
function* followRuns({ payload: view }: PayloadAction<FollowingView>) {
  const closed = (action: Action) => viewClosed.match(action) && action.payload === view;
  yield race({ follow: call(refetchWhenRunsEnd, REFETCH[view]), closed: take(closed) });
}

/** Add or change, then upload the chosen file; a refused upload keeps the form open on the saved connection. */
function* save({ payload }: PayloadAction<ConnectionSubmission>) {
  yield put(connectionSaveStarted());
  let saved: Connection | undefined;
  try {
    saved =
      payload.connectionId === null
        ? yield* callApi(createConnection, payload.body)
        : yield* callApi(updateConnection, payload.connectionId, payload.body);
    if (payload.file) {
      yield put(connectionUploadStarted());
      saved = yield* callApi(uploadConnectionFile, saved.id, payload.file);
    }
    yield put(connectionSaved({ connection: saved, text: payload.file ? M.uploaded(payload.file.name) : M.saved(saved.label) }));
  } catch (error) {
    const details = error instanceof ApiError ? error.details : [];
    const fallback = saved ? M.uploadFailed : M.saveFailed;
    yield put(connectionSaveFailed({ error: errorText(error, fallback), fieldErrors: serverFieldErrors(details), ...(saved ? { saved } : {}) }));
  }
}

function* test({ payload }: PayloadAction<{ id: string; label: string }>) {
  yield put(connectionTestStarted(payload.id));
  try {
    const result = yield* callApi(testConnection, payload.id);
    yield put(connectionTested({ connectionId: payload.id, label: payload.label, result }));
  } catch (error) {
    yield put(actionEnded({ tone: 'error', text: errorText(error, M.actionFailed) }));
  }
}

function* fetchNow({ payload }: PayloadAction<{ id: string; label: string }>) {
  yield put(connectionFetchStarted(payload.id));
  try {
    yield* callApi(fetchConnection, payload.id);
    yield put(actionEnded({ tone: 'success', text: M.fetchStarted(payload.label) }));
  } catch (error) {
    // 409: another run is not done; the server's message says so.
    yield put(actionEnded({ tone: 'error', text: isStatus(error, 409) ? errorText(error, M.runBusy) : errorText(error, M.actionFailed) }));
  }
}

function* remove({ payload }: PayloadAction<{ id: string; label: string }>) {
  try {
    yield* callApi(deleteConnection, payload.id);
    yield put(connectionDeleted(payload));
    yield put(actionEnded({ tone: 'success', text: M.deleted(payload.label) }));
  } catch (error) {
    yield put(actionEnded({ tone: 'error', text: errorText(error, M.actionFailed) }));
  }
}

/** The Adapters area's saga: catalogue, adapter page, connections, fetch and discovery history, the connection actions, and the open views following discovery runs. */
export function createAdaptersSaga(): Saga {
  return function* adaptersSaga() {
    yield all([
      takeLatest(catalogueOpened.type, loadCatalogue),
      takeLatest(adapterOpened.type, ({ payload }: PayloadAction<string>) => loadAdapter(payload)),
      takeLeading(adapterMoreRequested.type, loadMoreOfAdapter),
      takeLatest(connectionsFiltered.type, () => loadConnections(false)),
      takeLeading(connectionsMoreRequested.type, () => loadConnections(true)),
      takeLatest(historyOpened.type, () => loadHistory(false)),
      takeLeading(historyMoreRequested.type, () => loadHistory(true)),
      takeLatest(runsOpened.type, loadRuns),
      takeLeading(connectionSubmitted.type, save),
      takeLeading(connectionTestRequested.type, test),
      takeLeading(connectionFetchRequested.type, fetchNow),
      takeEvery(connectionDeleteConfirmed.type, remove),
      takeEvery(viewOpened.type, followRuns),
    ]);
  };
}
