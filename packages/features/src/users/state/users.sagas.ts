import { browserDownload } from '../../shell/download';
import type { Saga } from 'redux-saga';
import { all, call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, type AccessChangePreview, type DataScope, type PasswordPolicy, type Role, type Selection, type UserListItem, type UsersPage } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import { fetchPasswordPolicy } from '../../auth/api/auth.api';
import {
  assignDataScope,
  assignRole,
  createUser,
  deleteUsers,
  exportUsersCsv,
  fetchDataScopes,
  fetchRoles,
  fetchUsers,
  previewDataScope,
  updateUser,
  type BulkOutcome,
} from '../api/users.api';
import { USERS_CSV_FILE_NAME, USERS_SEARCH_DEBOUNCE_MS } from '../users.constants';
import { USERS_MESSAGES as M } from '../users.messages';
import { selectBulkSelection, selectUserForm, selectUsersState } from './users.selectors';
import {
  bulkActionAccepted,
  bulkActionDone,
  bulkActionFailed,
  dataScopePreviewCleared,
  dataScopePreviewFailed,
  dataScopePreviewLoaded,
  dataScopePreviewRequested,
  dataScopesFailed,
  dataScopesLoaded,
  passwordPolicyLoaded,
  rolesLoaded,
  userFormSubmitted,
  userSaved,
  userSaveFailed,
  usersDataScopeAssigned,
  usersDeleteConfirmed,
  usersExportFailed,
  usersExportRequested,
  usersFailed,
  usersFiltersChanged,
  usersLoaded,
  usersPageChanged,
  usersRequested,
  usersRoleAssigned,
  usersScreenOpened,
  usersSearchApplied,
  usersSearchTyped,
  usersSortChanged,
  type UsersBulkAction,
  type UsersState,
} from './users.slice';

/** Hands a downloaded file to the browser. */
export type UsersDownload = (file: Blob, fileName: string) => void;

/** What the users saga needs from the app. */
export interface UsersSagaOptions {
  /** Saves the CSV export; by default through an object URL and a temporary link. */
  download?: UsersDownload;
}

/** The browser's download: a temporary link to an object URL, released right after. */
function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

function* loadUsers() {
  const { page, sort, filters } = (yield select(selectUsersState)) as UsersState;
  try {
    const reply: UsersPage = yield* callApi(fetchUsers, { page, sort, filters });
    yield put(usersLoaded({ items: reply.data, total: reply.meta.total }));
  } catch {
    yield put(usersFailed());
  }
}

function* loadRoles() {
  try {
    const roles: Role[] = yield* callApi(fetchRoles);
    yield put(rolesLoaded(roles));
  } catch {
    // The role filter and role pickers stay empty; the list itself still shows role names.
  }
}

function* loadDataScopes() {
  try {
    const scopes: DataScope[] = yield* callApi(fetchDataScopes);
    yield put(dataScopesLoaded(scopes));
  } catch {
    yield put(dataScopesFailed());
  }
}

function* loadPasswordPolicy() {
  try {
    const policy: PasswordPolicy = yield* callApi(fetchPasswordPolicy);
    yield put(passwordPolicyLoaded(policy));
  } catch {
    // Without the policy the form shows no hints; the server still enforces it.
  }
}

function* screenOpened() {
  yield all([call(loadUsers), call(loadRoles), call(loadDataScopes), call(loadPasswordPolicy)]);
}

/** takeLatest restarts this on each keystroke, so only the last text waits out the debounce. */
function* searchTyped({ payload }: ReturnType<typeof usersSearchTyped>) {
  yield delay(USERS_SEARCH_DEBOUNCE_MS);
  yield put(usersSearchApplied(payload.trim()));
}

const doneText: Record<UsersBulkAction, string> = { delete: M.deleteDone, assignRole: M.bulkDone, assignDataScope: M.bulkDone };

function* bulkOutcome(action: UsersBulkAction, outcome: BulkOutcome) {
  if (outcome.kind === 'done') {
    yield put(bulkActionDone({ action, reply: outcome.reply, text: doneText[action] }));
  } else {
    yield put(bulkActionAccepted({ text: M.bulkAccepted }));
    yield put(usersRequested());
  }
}

function* deleteConfirmed() {
  const selection = (yield select(selectBulkSelection)) as ReturnType<typeof selectBulkSelection>;
  try {
    const outcome: BulkOutcome = yield* callApi(deleteUsers, { selection });
    yield* bulkOutcome('delete', outcome);
  } catch (error) {
    yield put(bulkActionFailed(errorText(error, M.bulkFailed)));
  }
}

function* roleAssigned({ payload }: ReturnType<typeof usersRoleAssigned>) {
  const selection = (yield select(selectBulkSelection)) as ReturnType<typeof selectBulkSelection>;
  try {
    const outcome: BulkOutcome = yield* callApi(assignRole, { selection, role_id: payload.roleId });
    yield* bulkOutcome('assignRole', outcome);
  } catch (error) {
    yield put(bulkActionFailed(errorText(error, M.bulkFailed)));
  }
}

function* dataScopeAssigned({ payload }: ReturnType<typeof usersDataScopeAssigned>) {
  const selection = (yield select(selectBulkSelection)) as ReturnType<typeof selectBulkSelection>;
  try {
    const outcome: BulkOutcome = yield* callApi(assignDataScope, { selection, data_scope_id: payload.dataScopeId });
    yield* bulkOutcome('assignDataScope', outcome);
  } catch (error) {
    yield put(bulkActionFailed(errorText(error, M.bulkFailed)));
  }
}

/** Also taken for `dataScopePreviewCleared`, so that a preview still on its way never shows after it. */
function* previewRequested(action: ReturnType<typeof dataScopePreviewRequested | typeof dataScopePreviewCleared>) {
  if (!dataScopePreviewRequested.match(action)) return;
  const { payload } = action;
  const selection: Selection = payload.userId
    ? { ids: [payload.userId], include: true }
    : ((yield select(selectBulkSelection)) as Selection);
  try {
    const preview: AccessChangePreview = yield* callApi(previewDataScope, { selection, data_scope_id: payload.dataScopeId });
    yield put(dataScopePreviewLoaded(preview));
  } catch {
    yield put(dataScopePreviewFailed());
  }
}

function* formSubmitted({ payload }: ReturnType<typeof userFormSubmitted>) {
  const { user } = (yield select(selectUserForm)) as UsersState['form'];
  const { password, email, role_id, ...names } = payload;
  const body = {
    ...names,
    ...(email ? { email } : {}),
    ...(password ? { password } : {}),
    ...(role_id ? { role_id } : {}),
    data_scope_id: payload.data_scope_id,
  };
  try {
    const saved: UserListItem = user ? yield* callApi(updateUser, { uuid: user.uuid, ...body }) : yield* callApi(createUser, body);
    yield put(userSaved({ user: saved, text: M.userSaved }));
    // A new user's place in the list depends on the sort and filters: fetch the page again.
    if (!user) yield put(usersRequested());
  } catch (error) {
    yield put(userSaveFailed(errorText(error, M.bulkFailed)));
  }
}

function* exportRequested(options: UsersSagaOptions, action: ReturnType<typeof usersExportRequested>) {
  const { sort, filters } = (yield select(selectUsersState)) as UsersState;
  const choice = action.payload;
  try {
    const file: Blob = yield* callApi(exportUsersCsv, sort, choice?.scope === 'all' ? {} : filters, choice?.columns);
    yield call(options.download ?? browserDownload, file, USERS_CSV_FILE_NAME);
  } catch (error) {
    yield put(usersExportFailed(errorText(error, M.bulkFailed)));
  }
}

/** The users list's root saga. */
export function createUsersSaga(options: UsersSagaOptions = {}): Saga {
  return function* usersSaga() {
    yield all([
      takeLatest(usersScreenOpened.type, screenOpened),
      takeLatest([usersRequested.type, usersSearchApplied.type, usersFiltersChanged.type, usersSortChanged.type, usersPageChanged.type], loadUsers),
      takeLatest(usersSearchTyped.type, searchTyped),
      takeLeading(usersDeleteConfirmed.type, deleteConfirmed),
      takeLeading(usersRoleAssigned.type, roleAssigned),
      takeLeading(usersDataScopeAssigned.type, dataScopeAssigned),
      takeLatest([dataScopePreviewRequested.type, dataScopePreviewCleared.type], previewRequested),
      takeLeading(userFormSubmitted.type, formSubmitted),
      takeLeading(usersExportRequested.type, exportRequested, options),
    ]);
  };
}
