import type { Task } from 'redux-saga';
import { all, call, cancel, cancelled, fork, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { getContext } from 'redux-saga/effects';
import type { ApiClient } from '@vigil/openapi';
import { API_CLIENT } from '../../store/context';
import { callAbortable, ensureDataFields, errorText, isStatus, listSavedQueries, unavailableReason } from '../../queries';
import { exportAssetsCsv, getAssetColumns, listAssets, setAssetColumns, type AssetExportStream } from '../api/assets.api';
import { EXPORT_PROGRESS_EVERY_ROWS, EXPORT_URL_KEEP_MS, SAVED_QUERY_PICKER_SIZE } from '../assets.constants';
import { ASSETS_MESSAGES as M } from '../assets.messages';
import {
  assetListFailed,
  assetListLoaded,
  assetListOpened,
  assetListUnchanged,
  assetsMoreFailed,
  assetsMoreLoaded,
  assetsMoreRequested,
  assetsMoreStarted,
  assetTypesRequested,
  columnsLoaded,
  columnsSaveFailed,
  columnsSaveRequested,
  exportCancelClicked,
  exportCancelled,
  exportFailed,
  exportFinished,
  exportProgressed,
  exportRequested,
  exportStarted,
  savedQueriesLoaded,
  viewKey,
  type AssetListState,
} from './assetList.slice';
import { selectAssetList } from './assets.selectors';

/** Hands a finished export to the user: the browser's download of a blob link. */
export type SaveFile = (file: Blob, fileName: string) => void;

/** Saves `file` through a temporary blob link, as the browser's own download. */
export const downloadFile: SaveFile = (file, fileName) => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Freed once the browser has surely taken the file (a revoke right after the click can beat the download).
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, EXPORT_URL_KEEP_MS);
};

export interface AssetListSagaOptions {
  saveFile?: SaveFile;
}

/** Counts the CSV records that end in `text` (newlines outside quoted cells), carrying the quote state over chunks. */
export function countRecords(text: string, state: { inQuotes: boolean; records: number }): { inQuotes: boolean; records: number } {
  let { inQuotes, records } = state;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '"') inQuotes = !inQuotes;
    else if (char === '\n' && !inQuotes) records += 1;
  }
  return { inQuotes, records };
}

function* openList({ payload: { view, force = false } }: ReturnType<typeof assetListOpened>) {
  const held = (yield select(selectAssetList)) as AssetListState;
  yield call(ensureDataFields);
  const needsColumns = held.columnChoice === null;
  const needsQueries = held.savedQueries?.entity !== view.entity;
  try {
    const etag = force ? null : held.etag;
    const [outcome, columns, queries] = (yield all([
      callAbortable((client, signal) => listAssets(client, view, null, etag, signal)),
      needsColumns ? callAbortable((client, signal) => getAssetColumns(client, view.entity, signal)) : null,
      needsQueries
        ? callAbortable((client, signal) =>
            listSavedQueries(client, { search: '', sort: 'name', kind: 'all', entity: view.entity, folderId: null, cursor: null, size: SAVED_QUERY_PICKER_SIZE }, signal),
          )
        : null,
    ])) as [Awaited<ReturnType<typeof listAssets>>, Awaited<ReturnType<typeof getAssetColumns>> | null, Awaited<ReturnType<typeof listSavedQueries>> | null];
    if (columns) yield put(columnsLoaded(columns));
    if (queries) yield put(savedQueriesLoaded({ entity: view.entity, items: queries.items }));
    if (outcome.kind === 'unchanged') yield put(assetListUnchanged());
    else yield put(assetListLoaded(outcome));
  } catch (error) {
    if (isStatus(error, 404)) yield put(assetListFailed({ message: errorText(error, M.loadFailed), unavailable: (yield* unavailableReason()) }));
    else yield put(assetListFailed({ message: errorText(error, M.loadFailed) }));
  }
}

function* loadMore() {
  const list = (yield select(selectAssetList)) as AssetListState;
  const { view, nextCursor } = list;
  if (!view || nextCursor === null || list.status !== 'loaded' || list.loadingMore) return;
  yield put(assetsMoreStarted());
  try {
    // A new view started meanwhile: its rows are not this page's (the race aborts the request).
    const { outcome } = (yield race({
      outcome: callAbortable((client, signal) => listAssets(client, view, nextCursor, null, signal)),
      reopened: take(assetListOpened),
    })) as { outcome?: Awaited<ReturnType<typeof listAssets>> };
    if (outcome?.kind === 'page') yield put(assetsMoreLoaded(outcome.page));
  } catch (error) {
    yield put(assetsMoreFailed(errorText(error, M.loadFailed)));
  }
}

function* saveColumns({ payload }: ReturnType<typeof columnsSaveRequested>) {
  const { view } = (yield select(selectAssetList)) as AssetListState;
  if (!view) return;
  try {
    const client = (yield getContext(API_CLIENT)) as ApiClient;
    const columns = (yield call(setAssetColumns, client, view.entity, payload)) as Awaited<ReturnType<typeof setAssetColumns>>;
    yield put(columnsLoaded(columns));
    yield put(assetListOpened({ view, force: true }));
  } catch (error) {
    yield put(columnsSaveFailed(errorText(error, M.columnsFailed)));
  }
}

/** Reads the stream to its end, putting the rows read now and then; the chunks make the file. */
function* readExport(stream: AssetExportStream) {
  const reader = stream.body.getReader();
  const decoder = new TextDecoder();
  const chunks: Uint8Array[] = [];
  let counted = { inQuotes: false, records: 0 };
  let reported = 0;
  const rowsOf = (records: number) => Math.max(0, records - 1); // the header is the first record
  try {
    for (;;) {
      const { done, value } = (yield call(() => reader.read())) as ReadableStreamReadResult<Uint8Array>;
      if (done) break;
      chunks.push(value);
      counted = countRecords(decoder.decode(value, { stream: true }), counted);
      if (rowsOf(counted.records) - reported >= EXPORT_PROGRESS_EVERY_ROWS) {
        reported = rowsOf(counted.records);
        yield put(exportProgressed(reported));
      }
    }
  } finally {
    if ((yield cancelled()) as boolean) void reader.cancel();
  }
  return { chunks, rows: rowsOf(counted.records) };
}

function* runExport(saveFile: SaveFile) {
  const { view } = (yield select(selectAssetList)) as AssetListState;
  if (!view) return;
  const client = (yield getContext(API_CLIENT)) as ApiClient;
  const controller = new AbortController();
  try {
    const stream = (yield call(exportAssetsCsv, client, view, controller.signal)) as AssetExportStream;
    yield put(exportStarted({ total: stream.total, fileName: stream.fileName }));
    const { chunks, rows } = (yield call(readExport, stream)) as { chunks: Uint8Array[]; rows: number };
    yield call(saveFile, new Blob(chunks as BlobPart[], { type: 'text/csv' }), stream.fileName);
    yield put(exportFinished(rows));
  } catch (error) {
    yield put(exportFailed(errorText(error, M.exportFailed)));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/**
 * `takeLatest` over the views opened, except that the same view opened again while it loads (a
 * second render's effect) does not start over: the request in flight is the one wanted.
 */
function* openLatestView() {
  let task: Task | null = null;
  let key: string | null = null;
  for (;;) {
    const action = (yield take(assetListOpened)) as ReturnType<typeof assetListOpened>;
    const next = viewKey(action.payload.view);
    if (task?.isRunning() && next === key && !action.payload.force) continue;
    if (task) yield cancel(task);
    key = next;
    task = (yield fork(openList, action)) as Task;
  }
}

/** The assets list: its pages by cursor, the column chooser, the saved queries of the type and the CSV export. */
export function createAssetListSaga({ saveFile = downloadFile }: AssetListSagaOptions = {}) {
  function* exportOnce() {
    // Cancel wins the race, which cancels the export: its request and its stream are aborted.
    const { cancel } = (yield race({ run: call(runExport, saveFile), cancel: take(exportCancelClicked) })) as { cancel?: unknown };
    if (cancel) yield put(exportCancelled());
  }
  return function* assetListSaga() {
    yield all([
      takeLatest(assetTypesRequested, ensureDataFields),
      openLatestView(),
      takeLeading(assetsMoreRequested, loadMore),
      takeLatest(columnsSaveRequested, saveColumns),
      takeLeading(exportRequested, exportOnce),
    ]);
  };
}
