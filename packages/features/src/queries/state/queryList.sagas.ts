import type { Saga } from 'redux-saga';
import { all, call, delay, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { QueryFolder, SavedQuery } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import {
  createQueryFolder,
  deleteSavedQuery,
  duplicateSavedQuery,
  listQueryFolders,
  listSavedQueries,
  moveSavedQueries,
  type CursorPage,
  type DeleteQueryOutcome,
} from '../api/queries.api';
import { QUERIES_SEARCH_DEBOUNCE_MS } from '../queries.constants';
import { QUERIES_MESSAGES as M } from '../queries.messages';
import { selectFolderNames, selectQueryListState } from './queries.selectors';
import {
  folderCreated,
  folderCreateFailed,
  folderCreateSubmitted,
  queriesEntityChanged,
  queriesFailed,
  queriesKindChanged,
  queriesLoaded,
  queriesMoreRequested,
  queriesMoved,
  queriesMoveFailed,
  queriesMoveSubmitted,
  queriesRequested,
  queriesScreenOpened,
  queriesSearchApplied,
  queriesSearchTyped,
  queriesSortChanged,
  queryDeleteConfirmed,
  queryDeleted,
  queryDeleteFailed,
  queryDuplicated,
  queryDuplicateFailed,
  queryDuplicateRequested,
  queryFoldersFailed,
  queryFoldersLoaded,
  queryInUse,
  type QueryListState,
} from './queryList.slice';
import { callAbortable, ensureDataFields, errorText } from './sagaHelpers';

/** The first page under the filters, or (Load more) the page after the last one shown; a newer request aborts this one. */
function* loadQueries(action: { type: string }) {
  const append = queriesMoreRequested.match(action);
  const { filters, list } = (yield select(selectQueryListState)) as QueryListState;
  if (append && !list.nextCursor) return;
  const cursor = append ? list.nextCursor : null;
  try {
    const page: CursorPage<SavedQuery> = yield* callAbortable((client, signal) => listSavedQueries(client, { ...filters, cursor }, signal));
    yield put(queriesLoaded({ page, append }));
  } catch (error) {
    yield put(queriesFailed(errorText(error, M.loadFailed)));
  }
}

function* loadFolders() {
  try {
    const folders: QueryFolder[] = yield* callApi(listQueryFolders);
    yield put(queryFoldersLoaded(folders));
  } catch {
    yield put(queryFoldersFailed());
  }
}

/** The folders once per visit of the list (their counts change with moves, copies and deletes, which fetch them again). */
function* screenOpened() {
  const { folders } = (yield select(selectQueryListState)) as QueryListState;
  // The entity filter offers the data fields' entity types; without them it offers none.
  yield fork(ensureDataFields);
  if (folders.status !== 'loaded') yield call(loadFolders);
}

/** takeLatest restarts this on each keystroke, so only the last text waits out the debounce. */
function* searchTyped({ payload }: ReturnType<typeof queriesSearchTyped>) {
  yield delay(QUERIES_SEARCH_DEBOUNCE_MS);
  const { filters } = (yield select(selectQueryListState)) as QueryListState;
  if (payload.trim() !== filters.search) yield put(queriesSearchApplied(payload.trim()));
}

function* folderSubmitted({ payload }: ReturnType<typeof folderCreateSubmitted>) {
  const { folderForm } = (yield select(selectQueryListState)) as QueryListState;
  try {
    const folder: QueryFolder = yield* callApi(createQueryFolder, { name: payload.name.trim(), parent_id: folderForm.parentId });
    yield put(folderCreated({ folder, text: M.folderCreated(folder.name) }));
  } catch (error) {
    yield put(folderCreateFailed(errorText(error, M.folderFailed)));
  }
}

function* moveSubmitted({ payload }: ReturnType<typeof queriesMoveSubmitted>) {
  const { move } = (yield select(selectQueryListState)) as QueryListState;
  const ids = move.queries.map((query) => query.id);
  try {
    const moved: number = yield* callApi(moveSavedQueries, ids, payload.folderId);
    const names = (yield select(selectFolderNames)) as Map<string, string>;
    yield put(queriesMoved({ ids, folderId: payload.folderId, text: M.moved(moved, payload.folderId ? (names.get(payload.folderId) ?? null) : null) }));
    yield call(loadFolders);
  } catch (error) {
    yield put(queriesMoveFailed(errorText(error, M.moveFailed)));
  }
}

/** The copy lands where the sort puts it: the page is fetched again. */
function* duplicateRequested({ payload }: ReturnType<typeof queryDuplicateRequested>) {
  try {
    const copy: SavedQuery = yield* callApi(duplicateSavedQuery, payload.id, undefined);
    yield put(queryDuplicated({ query: copy, text: M.duplicated(copy.name) }));
    yield put(queriesRequested());
    yield call(loadFolders);
  } catch (error) {
    yield put(queryDuplicateFailed(errorText(error, M.duplicateFailed)));
  }
}

function* deleteConfirmed({ payload }: ReturnType<typeof queryDeleteConfirmed>) {
  const { remove } = (yield select(selectQueryListState)) as QueryListState;
  const query = remove.query;
  if (!query) return;
  try {
    const outcome: DeleteQueryOutcome = yield* callApi(deleteSavedQuery, query.id, payload.force);
    if (outcome.kind === 'in-use') {
      yield put(queryInUse({ usedBy: outcome.usedBy, message: outcome.message }));
      return;
    }
    yield put(queryDeleted({ id: query.id, text: M.deleted(query.name) }));
    yield call(loadFolders);
  } catch (error) {
    yield put(queryDeleteFailed(errorText(error, M.deleteFailed)));
  }
}

/** The list's root saga. */
export function createQueryListSaga(): Saga {
  return function* queryListSaga() {
    yield all([
      takeLatest(queriesScreenOpened.type, screenOpened),
      takeLatest(
        [
          queriesScreenOpened.type,
          queriesRequested.type,
          queriesMoreRequested.type,
          queriesSearchApplied.type,
          queriesSortChanged.type,
          queriesKindChanged.type,
          queriesEntityChanged.type,
        ],
        loadQueries,
      ),
      takeLatest(queriesSearchTyped.type, searchTyped),
      takeLeading(folderCreateSubmitted.type, folderSubmitted),
      takeLeading(queriesMoveSubmitted.type, moveSubmitted),
      takeLeading(queryDuplicateRequested.type, duplicateRequested),
      takeLeading(queryDeleteConfirmed.type, deleteConfirmed),
    ]);
  };
}
