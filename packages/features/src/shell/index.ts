export {
  shellSlice,
  featureFlagsRequested,
  featureFlagsLoaded,
  featureFlagsFailed,
  gettingStartedToggled,
  userImpersonationRequested,
  userImpersonationEndRequested,
  dataScopeConnectRequested,
  dataScopeDisconnectRequested,
  tenantConnectRequested,
  tenantDisconnectRequested,
  type ShellState,
} from './state/shell.slice';
export {
  selectShellState,
  selectFeatureFlags,
  selectInternalFlags,
  selectFeatureFlagsStatus,
  selectInstallation,
  selectHelpLinks,
  selectAccess,
  can,
  selectCanViewDashboard,
  selectIsReadOnlyOwner,
  selectIsProviderStaff,
  selectInDataScope,
  selectNavigationContext,
} from './state/shell.selectors';
export { shellSaga } from './state/shell.sagas';
export { SIGNED_IN_BOOT_REQUESTS } from './shell.boot';
export { createVersionCheckSaga, VERSION_CHECK_INTERVAL_MS, type VersionCheckOptions } from './state/versionCheck.sagas';
export { browserDownload } from './download';
