export { TopBar, detectPlatform, type TopBarProps, type PlatformSource, type ShortcutPlatform } from './views/TopBar';
export { FooterBar } from './views/FooterBar';
export {
  topbarSlice,
  initialTopbarState,
  discoveryFinished,
  discoveryLifecycleLoaded,
  discoverNowClicked,
  discoveryConfirmationDismissed,
  discoveryStartConfirmed,
  discoveryStartSucceeded,
  discoveryStartFailed,
  discoveryStopConfirmed,
  discoveryStopSucceeded,
  discoveryStopFailed,
  searchOpened,
  searchClosed,
  searchChanged,
  searchSubmitted,
  searchCleared,
  environmentRequested,
  environmentLoaded,
  environmentFailed,
  noticeShown,
  type TopbarState,
  type TopbarNotice,
  type DiscoveryConfirmation,
} from './state/topbar.slice';
export {
  discoveryDataSlice,
  dataFieldsLoaded,
  firstHistoricalDateLoaded,
  allowedDatesLoaded,
  type DiscoveryDataState,
} from './state/discoveryData.slice';
export {
  selectTopbarState,
  selectDiscoveryStatus,
  selectDiscoveryLifecycle,
  selectDiscoveryConfirmation,
  selectDiscoveryPending,
  selectDataFields,
  selectFirstHistoricalDate,
  selectAllowedDates,
  selectSearchValue,
  selectSearchOpen,
  selectEnvironment,
  selectEnvironmentStatus,
  selectTopbarNotice,
  selectTopbarAccess,
  selectHelpMenuLinks,
  type HelpMenuLink,
} from './state/topbar.selectors';
export { createTopbarSaga, topbarSaga, type TopbarEnvironment } from './state/topbar.sagas';
export { DISCOVERY_POLL_MS, SEARCH_SHORTCUT_KEY_CODES, TOPBAR_PATHS, settingsPath } from './topbar.constants';
export { TOPBAR_MESSAGES } from './topbar.messages';
