export { UsersScreen, type UsersScreenProps } from './views/UsersScreen';
export { UserFormModal } from './views/UserFormModal';
export {
  usersSlice,
  initialUsersState,
  usersScreenOpened,
  usersRequested,
  usersLoaded,
  usersFailed,
  usersSearchTyped,
  usersSearchApplied,
  usersFiltersChanged,
  usersSortChanged,
  usersPageChanged,
  usersSelectionChanged,
  usersAllMatchingSelected,
  usersSelectionCleared,
  bulkActionOpened,
  bulkActionCancelled,
  usersDeleteConfirmed,
  usersRoleAssigned,
  dataScopePreviewRequested,
  usersDataScopeAssigned,
  bulkActionDone,
  bulkActionAccepted,
  bulkActionFailed,
  userFormOpened,
  userFormClosed,
  userFormSubmitted,
  userSaved,
  userSaveFailed,
  usersExportRequested,
  type UsersState,
  type UsersSelection,
  type UsersBulkAction,
  type UsersNotice,
  type UserFormValues,
} from './state/users.slice';
export {
  selectUsersState,
  selectUsersList,
  selectUsersSelection,
  selectSelectedUsersCount,
  selectBulkSelection,
  selectUsersNotice,
} from './state/users.selectors';
export { createUsersSaga, type UsersSagaOptions, type UsersDownload } from './state/users.sagas';
export * from './users.constants';
export { USERS_CSV_COLUMNS, USERS_CSV_EXPORT_LIST, type UsersCsvColumn } from './usersCsvExport';
export { USERS_MESSAGES } from './users.messages';
export { usersFeature } from './users.feature';
export { ServiceAccountsSection, ServiceAccountFormModal, type ServiceAccountFormModalProps } from './views/ServiceAccounts';
export {
  serviceAccountsSlice,
  initialServiceAccountsState,
  serviceAccountsOpened,
  serviceAccountFormOpened,
  serviceAccountFormClosed,
  serviceAccountFormSubmitted,
  type ServiceAccountsState,
  type ServiceAccountFormValues,
} from './state/serviceAccounts.slice';
export { createServiceAccountsSaga } from './state/serviceAccounts.sagas';
export { SERVICE_ACCOUNTS_MESSAGES } from './serviceAccounts.messages';
export { serviceAccountsFeature } from './serviceAccounts.feature';
