import type { Saga } from 'redux-saga';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, type DataScope, type Role, type ServiceAccount, type ServiceAccountKeyIssued, type ServiceAccountKeysPage, type ServiceAccountsPage } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import { fetchDataScopes, fetchRoles } from '../api/users.api';
import {
  createServiceAccount,
  createServiceAccountKey,
  fetchServiceAccountKeys,
  fetchServiceAccounts,
  revokeServiceAccountKey,
  rotateServiceAccountKey,
  updateServiceAccount,
} from '../api/serviceAccounts.api';
import { SERVICE_ACCOUNTS_MESSAGES as M } from '../serviceAccounts.messages';
import { selectServiceAccountsState } from './serviceAccounts.selectors';
import {
  serviceAccountFormOpened,
  serviceAccountFormSubmitted,
  serviceAccountKeyActionConfirmed,
  serviceAccountKeyCreateRequested,
  serviceAccountKeyCreating,
  serviceAccountKeyFailed,
  serviceAccountKeyIssued,
  serviceAccountKeyRevoked,
  serviceAccountKeysFailed,
  serviceAccountKeysLoaded,
  serviceAccountKeysMoreRequested,
  serviceAccountSaved,
  serviceAccountSaveFailed,
  serviceAccountSaving,
  serviceAccountsFailed,
  serviceAccountsLoaded,
  serviceAccountsOpened,
  type ServiceAccountsState,
} from './serviceAccounts.slice';

const DAY_MS = 86_400_000;

/** The server's sentence when it gave one, else `fallback`. */
function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

function* loadAccounts() {
  try {
    const [page, roles, dataScopes] = (yield all([call(loadPage), call(loadOr, fetchRoles), call(loadOr, fetchDataScopes)])) as [ServiceAccountsPage, Role[], DataScope[]];
    yield put(serviceAccountsLoaded({ items: page.data, roles, dataScopes }));
  } catch {
    yield put(serviceAccountsFailed());
  }
}

function* loadPage() {
  return yield* callApi(fetchServiceAccounts);
}

/** Roles and scopes only fill the pickers: without them the list still shows. */
function* loadOr<T>(fn: Parameters<typeof callApi<[], T[]>>[0]) {
  try {
    return yield* callApi(fn);
  } catch {
    return [] as T[];
  }
}

/** The account's keys: the first page when the form opens, the next one on Load more. */
function* loadKeys(more: boolean) {
  const { form, keys } = (yield select(selectServiceAccountsState)) as ServiceAccountsState;
  if (!form.account) return;
  try {
    const page: ServiceAccountKeysPage = yield* callApi(fetchServiceAccountKeys, form.account.uuid, more ? keys.nextCursor : null);
    yield put(serviceAccountKeysLoaded({ items: page.data, nextCursor: page.meta.next_cursor, more }));
  } catch (error) {
    yield put(serviceAccountKeysFailed(errorText(error, M.keysLoadFailed)));
  }
}

function* openForm({ payload }: ReturnType<typeof serviceAccountFormOpened>) {
  if (payload) yield* loadKeys(false);
}

function* save({ payload: values }: ReturnType<typeof serviceAccountFormSubmitted>) {
  const { form } = (yield select(selectServiceAccountsState)) as ServiceAccountsState;
  yield put(serviceAccountSaving());
  const body = { name: values.name, role_id: values.role_id, data_scope_id: values.data_scope_id, description: values.description || null };
  try {
    const account: ServiceAccount = form.account
      ? yield* callApi(updateServiceAccount, form.account.uuid, body)
      : yield* callApi(createServiceAccount, body);
    yield put(serviceAccountSaved({ account, created: !form.account }));
  } catch (error) {
    yield put(serviceAccountSaveFailed(errorText(error, M.saveFailed)));
  }
}

function* createKey({ payload: { name, lifetimeDays } }: ReturnType<typeof serviceAccountKeyCreateRequested>) {
  const { form } = (yield select(selectServiceAccountsState)) as ServiceAccountsState;
  if (!form.account) return;
  yield put(serviceAccountKeyCreating());
  const expiresAt = lifetimeDays === null ? null : new Date(Date.now() + lifetimeDays * DAY_MS).toISOString();
  try {
    const issued: ServiceAccountKeyIssued = yield* callApi(createServiceAccountKey, form.account.uuid, { name, expires_at: expiresAt });
    yield put(serviceAccountKeyIssued({ issued, replaced: null }));
  } catch (error) {
    yield put(serviceAccountKeyFailed(errorText(error, M.keyActionFailed)));
  }
}

function* runKeyAction() {
  const { form, keyAction } = (yield select(selectServiceAccountsState)) as ServiceAccountsState;
  if (!form.account || !keyAction) return;
  try {
    if (keyAction.kind === 'rotate') {
      const issued: ServiceAccountKeyIssued = yield* callApi(rotateServiceAccountKey, form.account.uuid, keyAction.key.id);
      yield put(serviceAccountKeyIssued({ issued, replaced: keyAction.key.id }));
    } else {
      yield* callApi(revokeServiceAccountKey, form.account.uuid, keyAction.key.id);
      yield put(serviceAccountKeyRevoked(keyAction.key.id));
    }
  } catch (error) {
    yield put(serviceAccountKeyFailed(errorText(error, M.keyActionFailed)));
  }
}

/** The service accounts section and its form: accounts, keys, and key creation, rotation and revocation. */
export function createServiceAccountsSaga(): Saga {
  return function* serviceAccountsSaga() {
    yield all([
      takeLatest(serviceAccountsOpened, loadAccounts),
      takeLatest(serviceAccountFormOpened, openForm),
      takeLeading(serviceAccountKeysMoreRequested, () => loadKeys(true)),
      takeLeading(serviceAccountFormSubmitted, save),
      takeLeading(serviceAccountKeyCreateRequested, createKey),
      takeLeading(serviceAccountKeyActionConfirmed, runKeyAction),
    ]);
  };
}
