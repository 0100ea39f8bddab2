import { browserDownload } from '../../shell/download';
import type { PayloadAction } from '@reduxjs/toolkit';
import { delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, NETWORK_ERROR_MESSAGE, type DataScopesSection, type AccessChangePreview, type DataScope, type PermissionCatalogue, type Permissions, type RolesPage } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import { fetchDataScopeSettings, saveDataScopeSettings } from '../api/dataScopeSettings.api';
import {
  createRole,
  deleteRole,
  exportRolesCsv,
  fetchDataScopes,
  fetchPermissionCatalogue,
  fetchRoles,
  patchRole,
  previewRoleChange,
  replaceRole,
} from '../api/roles.api';
import { ROLES_CSV_FILE_NAME, ROLES_PAGE_SIZE, ROLES_SEARCH_DEBOUNCE_MS } from '../roles.constants';
import { ROLES_MESSAGES as M } from '../roles.messages';
import { selectRolesState } from './roles.selectors';
import {
  dataScopeSettingsLoaded,
  dataScopeSettingsLoadFailed,
  dataScopeSettingsOpened,
  dataScopeSettingsSaved,
  dataScopeSettingsSaveFailed,
  dataScopeSettingsSubmitted,
  dataScopesFailed,
  dataScopesLoaded,
  dataScopesRequested,
  permissionCatalogueFailed,
  permissionCatalogueLoaded,
  roleDeleteConfirmed,
  roleDeleted,
  roleDeleteFailed,
  rolePreviewLoaded,
  roleSaveConfirmed,
  roleSaved,
  roleSaveFailed,
  rolesCsvFailed,
  rolesCsvRequested,
  rolesFailed,
  rolesLoaded,
  rolesPageChanged,
  rolesRequested,
  rolesScreenOpened,
  rolesSearchChanged,
  roleSubmitted,
  type RoleDraft,
  type RolesState,
} from './roles.slice';

/** What the roles saga needs from its surroundings. */
export interface RolesEnvironment {
  /** Hands a file to the user (the CSV export). @default browserDownload */
  download: (fileName: string, content: Blob) => void;
}

/** Saves a file through a temporary object URL and a clicked link. */
const messageOf = (error: unknown) => (error instanceof Error && error.message !== '' ? error.message : NETWORK_ERROR_MESSAGE);

const sameActions = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && a.every((action) => b.includes(action));

/**
 * The PATCH body's permissions (restrict-permission-assignment on): only the categories whose
 * actions change, a category emptied as an empty list, so the others stay as they are.
 */
export function changedCategories(before: Permissions, after: Permissions): Permissions {
  const categories = new Set([...Object.keys(before), ...Object.keys(after)]);
  return Object.fromEntries([...categories].filter((category) => !sameActions(before[category], after[category])).map((category) => [category, after[category] ?? []]));
}

function* rolesState() {
  return (yield select(selectRolesState)) as RolesState;
}

function* loadRoles(action: PayloadAction<unknown>) {
  // Typing in the search field refetches once the user pauses.
  if (action.type === rolesSearchChanged.type) yield delay(ROLES_SEARCH_DEBOUNCE_MS);
  const { list } = yield* rolesState();
  try {
    const page: RolesPage = yield* callApi(fetchRoles, { page: list.page, size: ROLES_PAGE_SIZE, search: list.search });
    yield put(rolesLoaded({ roles: page.data, total: page.meta.total }));
  } catch (error) {
    yield put(rolesFailed(messageOf(error)));
  }
}

function* loadCatalogue() {
  try {
    const catalogue: PermissionCatalogue = yield* callApi(fetchPermissionCatalogue);
    yield put(permissionCatalogueLoaded({ categories: catalogue.categories, restrictPermissionAssignment: catalogue.restrict_permission_assignment }));
  } catch (error) {
    yield put(permissionCatalogueFailed(messageOf(error)));
  }
}

/** A new role is created at once; an edit first shows what its users gain or lose. */
function* submitRole(action: PayloadAction<RoleDraft>) {
  const { editor } = yield* rolesState();
  try {
    if (editor.target?.kind === 'edit') {
      const preview: AccessChangePreview = yield* callApi(previewRoleChange, editor.target.role.uuid, action.payload.permissions);
      yield put(rolePreviewLoaded(preview));
      return;
    }
    yield* callApi(createRole, action.payload);
    yield put(roleSaved(M.created));
    yield put(rolesRequested());
  } catch (error) {
    yield put(roleSaveFailed(messageOf(error)));
  }
}

/** Spec 6: PATCH with the changed categories when restrict-permission-assignment is on, else PUT. */
function* saveEdit() {
  const { editor, catalogue } = yield* rolesState();
  if (editor.target?.kind !== 'edit' || !editor.draft) return;
  const { role } = editor.target;
  const { name, permissions } = editor.draft;
  try {
    if (catalogue.restrictPermissionAssignment) {
      yield* callApi(patchRole, { uuid: role.uuid, name, permissions: changedCategories(role.permissions, permissions) });
    } else {
      yield* callApi(replaceRole, { uuid: role.uuid, name, permissions });
    }
    yield put(roleSaved(M.saved));
    yield put(rolesRequested());
  } catch (error) {
    yield put(roleSaveFailed(messageOf(error)));
  }
}

function* removeRole() {
  const { deletion } = yield* rolesState();
  if (!deletion.role) return;
  try {
    yield* callApi(deleteRole, deletion.role.uuid);
    yield put(roleDeleted(M.deleted));
    yield put(rolesRequested());
  } catch (error) {
    yield put(roleDeleteFailed(messageOf(error)));
  }
}

function* loadDataScopes() {
  try {
    const scopes: DataScope[] = yield* callApi(fetchDataScopes);
    yield put(dataScopesLoaded(scopes));
  } catch (error) {
    yield put(dataScopesFailed(messageOf(error)));
  }
}

function* loadDataScopeSettings() {
  try {
    const value: DataScopesSection = yield* callApi(fetchDataScopeSettings);
    yield put(dataScopeSettingsLoaded(value));
  } catch (error) {
    yield put(dataScopeSettingsLoadFailed(messageOf(error)));
  }
}

/** A 400's details by field (`body/default_data_scope_id` lands on `default_data_scope_id`). */
const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiError ? Object.fromEntries(error.details.flatMap(({ field, message }) => (field ? [[field.split('/').at(-1) ?? field, message]] : []))) : {};

function* saveDataScopeSettingsWorker(action: PayloadAction<DataScopesSection>) {
  try {
    const value: DataScopesSection = yield* callApi(saveDataScopeSettings, action.payload);
    yield put(dataScopeSettingsSaved(value));
  } catch (error) {
    yield put(dataScopeSettingsSaveFailed({ message: messageOf(error), fieldErrors: fieldErrorsOf(error) }));
  }
}

/** The roles saga, with the CSV download injected (tests and stories record it). */
export function createRolesSaga({ download }: RolesEnvironment = { download: (fileName, content) => { browserDownload(content, fileName); } }) {
  function* exportCsv(action: ReturnType<typeof rolesCsvRequested>) {
    const { list } = yield* rolesState();
    const choice = action.payload;
    try {
      const text: string = yield* callApi(exportRolesCsv, choice?.scope === 'all' ? '' : list.search, choice?.columns);
      download(ROLES_CSV_FILE_NAME, new Blob([text], { type: 'text/csv' }));
    } catch (error) {
      yield put(rolesCsvFailed(`${M.csvFailed} ${messageOf(error)}`));
    }
  }

  return function* rolesSaga() {
    yield takeLatest([rolesScreenOpened.type, rolesRequested.type, rolesSearchChanged.type, rolesPageChanged.type], loadRoles);
    yield takeLatest(rolesScreenOpened.type, loadCatalogue);
    yield takeLeading(roleSubmitted.type, submitRole);
    yield takeLeading(roleSaveConfirmed.type, saveEdit);
    yield takeLeading(roleDeleteConfirmed.type, removeRole);
    yield takeLeading(rolesCsvRequested.type, exportCsv);
    yield takeLatest(dataScopesRequested.type, loadDataScopes);
    yield takeLatest(dataScopeSettingsOpened.type, loadDataScopeSettings);
    yield takeLeading(dataScopeSettingsSubmitted.type, saveDataScopeSettingsWorker);
  };
}

/** Root saga of the roles feature, downloading through the browser. */
export const rolesSaga = createRolesSaga();
