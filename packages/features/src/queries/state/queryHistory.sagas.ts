import type { Saga } from 'redux-saga';
import { all, call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { QueryVersion, SavedQuery } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import { diffSavedQueryVersions, getSavedQuery, listSavedQueryVersions, updateSavedQuery, type CursorPage, type QueryDiff } from '../api/queries.api';
import { QUERIES_MESSAGES as M } from '../queries.messages';
import { selectQueryHistory } from './queries.selectors';
import {
  comparedVersions,
  historyQueryFailed,
  historyQueryLoaded,
  historyQueryUnavailable,
  queryDiffFailed,
  queryDiffLoaded,
  queryHistoryOpened,
  queryVersionRestored,
  queryVersionRestoreFailed,
  queryVersionRestoreRequested,
  queryVersionsFailed,
  queryVersionsLoaded,
  queryVersionsMoreRequested,
  queryVersionsPicked,
  queryVersionsRequested,
  queryVersionToggled,
  type QueryHistoryState,
} from './queryHistory.slice';
import { callAbortable, ensureDataFields, errorText, isStatus, unavailableReason } from './sagaHelpers';

function* loadQuery(queryId: string) {
  try {
    const query: SavedQuery = yield* callApi(getSavedQuery, queryId);
    yield put(historyQueryLoaded(query));
  } catch (error) {
    if (isStatus(error, 404)) yield put(historyQueryUnavailable(yield* unavailableReason()));
    else yield put(historyQueryFailed(errorText(error, M.editorLoadFailed)));
  }
}

/** The first page of versions, or (Load more) the next; the first time, the two newest are compared. */
function* loadVersions(action: { type: string }) {
  const append = queryVersionsMoreRequested.match(action);
  const { queryId, versions, picked } = (yield select(selectQueryHistory)) as QueryHistoryState;
  if (!queryId || (append && !versions.nextCursor)) return;
  try {
    const page: CursorPage<QueryVersion> = yield* callApi(listSavedQueryVersions, queryId, append ? versions.nextCursor : null);
    yield put(queryVersionsLoaded({ page, append }));
    const [newest, previous] = page.items;
    if (queryHistoryOpened.match(action) && picked.length === 0 && newest && previous) yield put(queryVersionsPicked([previous.version, newest.version]));
  } catch (error) {
    yield put(queryVersionsFailed(errorText(error, M.versionsFailed)));
  }
}

function* historyOpened(action: ReturnType<typeof queryHistoryOpened>) {
  // The data fields name the conditions' fields in the comparison.
  yield fork(ensureDataFields);
  yield all([call(loadQuery, action.payload.queryId), call(loadVersions, action)]);
}

/** Two versions picked: what changed from the older to the newer; a newer pick aborts an older comparison. */
function* comparePicked() {
  const { queryId, picked } = (yield select(selectQueryHistory)) as QueryHistoryState;
  const compared = comparedVersions(picked);
  if (!queryId || !compared) return;
  try {
    const diff: QueryDiff = yield* callAbortable((client, signal) => diffSavedQueryVersions(client, queryId, compared.from, compared.to, signal));
    yield put(queryDiffLoaded(diff));
  } catch (error) {
    yield put(queryDiffFailed(errorText(error, M.diffFailed)));
  }
}

/** Restore: the version's name and filter saved as the newest version (from the version the history loaded). */
function* restoreRequested({ payload: version }: ReturnType<typeof queryVersionRestoreRequested>) {
  const { queryId, query } = (yield select(selectQueryHistory)) as QueryHistoryState;
  if (!queryId) return;
  const base = query.value ? { base_version: query.value.version } : {};
  try {
    const saved: SavedQuery = yield* callApi(updateSavedQuery, queryId, { name: version.name, filter: version.filter, ...base });
    yield put(queryVersionRestored({ query: saved, text: M.restored(version.version, saved.version) }));
    yield put(queryVersionsRequested());
  } catch (error) {
    yield put(queryVersionRestoreFailed(errorText(error, M.restoreFailed)));
  }
}

/** The history's root saga. */
export function createQueryHistorySaga(): Saga {
  return function* queryHistorySaga() {
    yield all([
      takeLatest(queryHistoryOpened.type, historyOpened),
      takeLatest([queryVersionsRequested.type, queryVersionsMoreRequested.type], loadVersions),
      takeLatest([queryHistoryOpened.type, queryVersionToggled.type, queryVersionsPicked.type], comparePicked),
      takeLeading(queryVersionRestoreRequested.type, restoreRequested),
    ]);
  };
}
