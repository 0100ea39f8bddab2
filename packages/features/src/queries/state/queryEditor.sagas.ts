import type { Saga } from 'redux-saga';
import { all, call, delay, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { DataScope, QueryFilterProblem, QueryPreviewAsset, SavedQuery, SavedQueryUpdate } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import { fetchDataScopes } from '../../users/api/users.api';
import {
  countQuery,
  createSavedQuery,
  duplicateSavedQuery,
  getSavedQuery,
  previewQuery,
  updateSavedQuery,
  type CursorPage,
  type QueryCounts,
  type QueryRun,
} from '../api/queries.api';
import { QUERIES_PATHS, QUERY_COUNT_DEBOUNCE_MS } from '../queries.constants';
import { QUERIES_MESSAGES as M } from '../queries.messages';
import { serverProblems } from '../serverProblems';
import { selectDraftFieldErrors, selectDraftFilterProblems, selectQueryEditor } from './queries.selectors';
import {
  draftDiscarded,
  draftEntityChanged,
  draftFilterChanged,
  editorDataScopesFailed,
  editorDataScopesLoaded,
  newQueryReady,
  queryCountsFailed,
  queryCountsLoaded,
  queryCountsSkipped,
  queryDuplicatedToEdit,
  queryDuplicateToEditFailed,
  queryDuplicateToEditRequested,
  queryEditorOpened,
  queryLoaded,
  queryLoadFailed,
  queryOverwriteConfirmed,
  queryPreviewFailed,
  queryPreviewLoaded,
  querySaveAsSubmitted,
  querySaveConflicted,
  querySaved,
  querySaveFailed,
  querySaveRequested,
  queryUnavailable,
  type QueryDraft,
  type QueryEditorState,
} from './queryEditor.slice';
import { callAbortable, ensureDataFields, errorText, isStatus, unavailableReason } from './sagaHelpers';

function* loadDataScopes() {
  try {
    const scopes: DataScope[] = yield* callApi(fetchDataScopes);
    yield put(editorDataScopesLoaded(scopes));
  } catch {
    // Listing data scopes needs Settings/View: without it a query is shared with all of them or kept private.
    yield put(editorDataScopesFailed());
  }
}

/** The data fields (the builder needs them) and the query; the data scopes on the side. */
function* editorOpened({ payload }: ReturnType<typeof queryEditorOpened>) {
  const { dataScopes } = (yield select(selectQueryEditor)) as QueryEditorState;
  if (dataScopes.status !== 'loaded') yield fork(loadDataScopes);
  const [fieldsReady, query] = (yield all([call(ensureDataFields), payload.queryId ? call(loadQuery, payload.queryId) : null])) as [
    boolean,
    SavedQuery | Error | null,
  ];
  if (query instanceof Error) {
    if (isStatus(query, 404)) yield put(queryUnavailable(yield* unavailableReason()));
    else yield put(queryLoadFailed(errorText(query, M.editorLoadFailed)));
    return;
  }
  if (!fieldsReady) yield put(queryLoadFailed(M.editorLoadFailed));
  else if (query) yield put(queryLoaded(query));
  else yield put(newQueryReady());
}

function* loadQuery(queryId: string) {
  try {
    return yield* callApi(getSavedQuery, queryId);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

function* loadCounts(run: QueryRun) {
  try {
    const counts: QueryCounts = yield* callAbortable((client, signal) => countQuery(client, run, true, signal));
    yield put(queryCountsLoaded(counts));
  } catch (error) {
    const problems = isStatus(error, 400) ? serverProblems(error.details).problems : [];
    yield put(queryCountsFailed({ message: errorText(error, M.countFailed), problems }));
  }
}

function* loadPreview(run: QueryRun) {
  try {
    const page: CursorPage<QueryPreviewAsset> = yield* callAbortable((client, signal) => previewQuery(client, run, signal));
    yield put(queryPreviewLoaded(page));
  } catch (error) {
    yield put(queryPreviewFailed(errorText(error, M.previewFailed)));
  }
}

/**
 * Counts the draft (each node alone too) and fetches the preview's first page, whenever the reducer
 * asked for them (counts `loading`). A change of the filter waits out the debounce first; takeLatest
 * cancels a run a newer change made pointless, and that aborts its requests.
 */
function* countDraft(action: { type: string }) {
  if (draftFilterChanged.match(action)) yield delay(QUERY_COUNT_DEBOUNCE_MS);
  const { counts, draft } = (yield select(selectQueryEditor)) as QueryEditorState;
  if (counts.status !== 'loading') return;
  const problems = (yield select(selectDraftFilterProblems)) as QueryFilterProblem[];
  if (problems.length > 0) {
    yield put(queryCountsSkipped());
    return;
  }
  const run: QueryRun = { entity: draft.entity, filter: draft.filter };
  yield all([call(loadCounts, run), call(loadPreview, run)]);
}

/** What a save sends of the draft (its entity only when it creates). */
type QueryWriteBody = Required<Omit<SavedQueryUpdate, 'folder_id' | 'base_version'>> & { folder_id: string | null };

const writable = (draft: QueryDraft): QueryWriteBody => ({
  name: draft.name.trim(),
  description: draft.description,
  filter: draft.filter,
  private: draft.private,
  // A private query is its owner's alone, shared with no data scope (the server refuses both at once).
  all_data_scopes: !draft.private && draft.all_data_scopes,
  data_scope_ids: draft.private || draft.all_data_scopes ? [] : draft.data_scope_ids,
  folder_id: draft.folder_id,
});

/** A refusal: a 400's details on their fields and nodes; a 409 of a new query on its name. */
function* saveRefused(error: unknown) {
  const message = errorText(error, M.saveFailed);
  if (isStatus(error, 400)) {
    const { problems, fields } = serverProblems(error.details);
    yield put(querySaveFailed({ message, problems, fields }));
  } else if (isStatus(error, 409)) {
    yield put(querySaveFailed({ message, problems: [], fields: { name: message } }));
  } else {
    yield put(querySaveFailed({ message, problems: [], fields: {} }));
  }
}

/** The form's checks and the filter's rules first: nothing is sent while they find something. */
function* checked(name?: string): Generator<unknown, boolean, unknown> {
  const errors = { ...((yield select(selectDraftFieldErrors)) as Record<string, string>) };
  if (name !== undefined) {
    if (name.trim()) delete errors['name'];
    else errors['name'] = M.nameRequired;
  }
  const problems = (yield select(selectDraftFilterProblems)) as QueryFilterProblem[];
  if (Object.keys(errors).length === 0 && problems.length === 0) return true;
  yield put(querySaveFailed({ message: problems.length > 0 ? M.problemsSummary(problems.length) : M.saveFailed, problems: [], fields: errors }));
  return false;
}

function* created(body: QueryWriteBody & { entity: string }) {
  const query: SavedQuery = yield* callApi(createSavedQuery, body);
  yield put(querySaved({ query, created: true, text: M.saved(query.name), to: QUERIES_PATHS.query(query.id) }));
}

/** Save: a new query is created; a saved one updated from the version it was loaded at (409 if another save came first). */
function* saveRequested() {
  const { draft, query } = (yield select(selectQueryEditor)) as QueryEditorState;
  if (!(yield* checked())) return;
  try {
    if (!query) {
      yield* created({ ...writable(draft), entity: draft.entity });
      return;
    }
    const saved: SavedQuery = yield* callApi(updateSavedQuery, query.id, { ...writable(draft), base_version: query.version });
    yield put(querySaved({ query: saved, created: false, text: M.saved(saved.name), to: QUERIES_PATHS.query(saved.id) }));
  } catch (error) {
    if (query && isStatus(error, 409)) yield put(querySaveConflicted(errorText(error, M.saveFailed)));
    else yield* saveRefused(error);
  }
}

/** Overwrite after a conflict: the same save without a base version. */
function* overwriteConfirmed() {
  const { draft, query } = (yield select(selectQueryEditor)) as QueryEditorState;
  if (!query) return;
  try {
    const saved: SavedQuery = yield* callApi(updateSavedQuery, query.id, writable(draft));
    yield put(querySaved({ query: saved, created: false, text: M.saved(saved.name), to: QUERIES_PATHS.query(saved.id) }));
  } catch (error) {
    yield* saveRefused(error);
  }
}

/** Save as: the draft as a new query of the caller's, under the name given. */
function* saveAsSubmitted({ payload }: ReturnType<typeof querySaveAsSubmitted>) {
  const { draft } = (yield select(selectQueryEditor)) as QueryEditorState;
  if (!(yield* checked(payload.name))) return;
  try {
    yield* created({ ...writable(draft), name: payload.name.trim(), entity: draft.entity });
  } catch (error) {
    yield* saveRefused(error);
  }
}

function* duplicateToEdit() {
  const { query } = (yield select(selectQueryEditor)) as QueryEditorState;
  if (!query) return;
  try {
    const copy: SavedQuery = yield* callApi(duplicateSavedQuery, query.id, undefined);
    yield put(queryDuplicatedToEdit({ to: QUERIES_PATHS.query(copy.id) }));
  } catch (error) {
    yield put(queryDuplicateToEditFailed(errorText(error, M.duplicateFailed)));
  }
}

/** The editor's root saga. */
export function createQueryEditorSaga(): Saga {
  return function* queryEditorSaga() {
    yield all([
      takeLatest(queryEditorOpened.type, editorOpened),
      takeLatest([queryEditorOpened.type, queryLoaded.type, newQueryReady.type, draftFilterChanged.type, draftEntityChanged.type, draftDiscarded.type], countDraft),
      takeLeading(querySaveRequested.type, saveRequested),
      takeLeading(querySaveAsSubmitted.type, saveAsSubmitted),
      takeLeading(queryOverwriteConfirmed.type, overwriteConfirmed),
      takeLeading(queryDuplicateToEditRequested.type, duplicateToEdit),
    ]);
  };
}
