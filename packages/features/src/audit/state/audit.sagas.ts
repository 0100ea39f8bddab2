import type { Saga } from 'redux-saga';
import { all, call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { callAbortable, errorText } from '../../queries/state/sagaHelpers';
import { browserDownload } from '../../shell/download';
import { callApi } from '../../store/callApi';
import { exportAuditEntries, listAuditActions, listAuditEntries, listAuditUserOptions } from '../api/audit.api';
import { AUDIT_SEARCH_DEBOUNCE_MS } from '../audit.constants';
import { AUDIT_MESSAGES as M } from '../audit.messages';
import {
  auditActionsLoaded,
  auditEntriesFailed,
  auditEntriesLoaded,
  auditExported,
  auditExportFailed,
  auditExportRequested,
  auditFiltersChanged,
  auditFiltersCleared,
  auditMoreRequested,
  auditRequested,
  auditScreenOpened,
  auditUsersLoaded,
  type AuditState,
} from './audit.slice';
import { selectAudit } from './audit.selectors';

/** Hands a downloaded file to the browser (stories and tests record it instead). */
export type AuditDownload = (file: Blob, fileName: string) => void;

export interface AuditSagaOptions {
  /** @default the browser's download */
  download?: AuditDownload;
  /** Today as `yyyy-mm-dd`, for the export's file name. @default today in UTC */
  today?: () => string;
}

function* loadEntries(append: boolean) {
  const { filters, nextCursor } = (yield select(selectAudit)) as AuditState;
  if (append && !nextCursor) return;
  try {
    const page = yield* callAbortable((client, signal) => listAuditEntries(client, filters, append ? nextCursor : null, signal));
    yield put(auditEntriesLoaded({ page, append }));
  } catch (error) {
    yield put(auditEntriesFailed({ error: errorText(error, M.loadFailed), append }));
  }
}

function* filtersChanged({ payload }: ReturnType<typeof auditFiltersChanged>) {
  // Typing in the search waits for a pause (takeLatest drops the wait when the text changes again).
  if (payload.search !== undefined) yield delay(AUDIT_SEARCH_DEBOUNCE_MS);
  yield call(loadEntries, false);
}

function* loadCatalogue() {
  try {
    yield put(auditActionsLoaded(yield* callApi(listAuditActions)));
  } catch {
    // The filter then offers no actions; the entries show their action names.
  }
  try {
    const users = yield* callApi(listAuditUserOptions);
    yield put(auditUsersLoaded(users.map((user) => ({ uuid: user.uuid, name: user.user_name }))));
  } catch {
    // Without Settings/View the user filter offers the acting users of the entries shown.
  }
}

function* exportCsv(options: AuditSagaOptions) {
  const { filters } = (yield select(selectAudit)) as AuditState;
  try {
    const file = yield* callApi(exportAuditEntries, filters);
    const today = options.today?.() ?? new Date().toISOString().slice(0, 10);
    yield call(options.download ?? browserDownload, file, M.fileName(today));
    yield put(auditExported());
  } catch (error) {
    yield put(auditExportFailed(errorText(error, M.exportFailed)));
  }
}

/** The Activity Logs' root saga: the list (with its filters and Load more), the catalogue, the export. */
export function createAuditSaga(options: AuditSagaOptions = {}): Saga {
  return function* auditSaga() {
    yield all([
      takeLatest([auditScreenOpened.type, auditRequested.type, auditFiltersCleared.type, auditFiltersChanged.type], (action: { type: string; payload?: unknown }) =>
        auditFiltersChanged.match(action) ? filtersChanged(action) : loadEntries(false),
      ),
      takeLatest(auditScreenOpened.type, loadCatalogue),
      takeLeading(auditMoreRequested.type, () => loadEntries(true)),
      takeLeading(auditExportRequested.type, () => exportCsv(options)),
    ]);
  };
}
