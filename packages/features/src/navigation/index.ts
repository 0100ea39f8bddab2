export { NavigationSidebar, NAVIGATION_ICONS, type NavigationSidebarProps } from './views/NavigationSidebar';
export { UserMenu, ACCOUNT_PATH, type UserMenuProps } from './views/UserMenu';
export { WorkspaceSwitcher } from './views/WorkspaceSwitcher';
export { DataScopeConnectDialog } from './views/DataScopeConnectDialog';
export { TenantsScreen } from './views/TenantsScreen';
export {
  navigationSlice,
  initialNavigationState,
  notificationCountLoaded,
  notificationCountCleared,
  connectAsMenuOpened,
  dataScopeOptionsLoaded,
  dataScopeOptionsFailed,
  dataScopeConnectConfirmed,
  dataScopeConnectCancelled,
  identitySwitchStarted,
  identitySwitchFailed,
  workspaceMenuOpened,
  workspacesLoaded,
  workspacesFailed,
  workspaceSelected,
  workspaceSwitched,
  tenantsRequested,
  tenantsLoaded,
  tenantsFailed,
  type NavigationState,
  type LoadStatus,
} from './state/navigation.slice';
export {
  selectNavigationState,
  selectNotificationsCounted,
  selectNotificationBadge,
  selectWorkspacesEnabled,
  selectCurrentWorkspace,
  selectEnteredGlobalWorkspace,
  selectWorkspaces,
  selectDataScopeOptions,
  selectPendingDataScope,
  selectSwitchingIdentity,
  selectTenants,
  selectCanConnectAs,
  selectUserIdentity,
  selectSidebarEntries,
  currentEntryId,
  type SidebarEntry,
} from './state/navigation.selectors';
export { createNavigationSaga, type NavigationSagaOptions } from './state/navigation.sagas';
export * from './navigation.constants';
export { NAVIGATION_MESSAGES } from './navigation.messages';
