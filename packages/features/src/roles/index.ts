export { RolesScreen, RoleEditor, PermissionMatrix, type PermissionMatrixProps } from './views/RolesScreen';
export { DataScopesScreen } from './views/DataScopesScreen';
export { DataScopeSettingsModal } from './views/DataScopeSettingsModal';
export {
  rolesSlice,
  initialRolesState,
  rolesScreenOpened,
  rolesRequested,
  rolesSearchChanged,
  rolesPageChanged,
  rolesLoaded,
  rolesFailed,
  permissionCatalogueLoaded,
  permissionCatalogueFailed,
  roleCreateStarted,
  roleEditStarted,
  roleEditorClosed,
  roleSubmitted,
  rolePreviewLoaded,
  rolePreviewDismissed,
  roleSaveConfirmed,
  roleSaved,
  roleSaveFailed,
  roleDeleteRequested,
  roleDeleteCancelled,
  roleDeleteConfirmed,
  roleDeleted,
  roleDeleteFailed,
  rolesCsvRequested,
  rolesCsvFailed,
  rolesNoticeDismissed,
  dataScopesRequested,
  dataScopesLoaded,
  dataScopesFailed,
  dataScopeSettingsOpened,
  dataScopeSettingsLoaded,
  dataScopeSettingsLoadFailed,
  dataScopeSettingsSubmitted,
  dataScopeSettingsSaved,
  dataScopeSettingsSaveFailed,
  dataScopeSettingsClosed,
  type RolesState,
  type RoleDraft,
  type RoleEditorTarget,
} from './state/roles.slice';
export {
  selectRolesState,
  selectRolesList,
  selectPermissionCatalogue,
  selectRestrictPermissionAssignment,
  selectRoleEditor,
  selectRoleDeletion,
  selectRolesNotice,
  selectDataScopes,
  selectDataScopeSettings,
  selectPermissionActions,
} from './state/roles.selectors';
export { createRolesSaga, rolesSaga, changedCategories, type RolesEnvironment } from './state/roles.sagas';
export { ROLES_CSV_COLUMNS, ROLES_CSV_EXPORT_LIST, type RolesCsvColumn } from './rolesCsvExport';
export { ROLES_PAGE_SIZE, ROLES_CSV_FILE_NAME, ROLES_SEARCH_DEBOUNCE_MS, permissionLabelKey } from './roles.constants';
export { ROLES_MESSAGES, DATA_SCOPES_MESSAGES, PERMISSION_LABELS, SIDEBAR_AREA_LABELS } from './roles.messages';
export { permissionLabel, categoryLabel } from './permissionLabels';
export { rolesFeature } from './roles.feature';
