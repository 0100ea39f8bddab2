import { createSelector } from '@reduxjs/toolkit';
import { can, selectAccess, selectHelpLinks, selectInternalFlags, selectIsReadOnlyOwner } from '../../shell/state/shell.selectors';
import { selectIsAdmin, selectSessionConfig } from '../../session/state/session.selectors';
import { TOPBAR_MESSAGES as M } from '../topbar.messages';
import { discoveryDataSlice, type DiscoveryDataState } from './discoveryData.slice';
import { topbarSlice, type TopbarState } from './topbar.slice';

export const selectTopbarState = (state: { [topbarSlice.reducerPath]: TopbarState }) => topbarSlice.selectSlice(state);

const selectDiscovery = createSelector(selectTopbarState, (state) => state.discovery);
/** What the Discover Now button shows; null reads 'Discover Now'. */
export const selectDiscoveryStatus = createSelector(selectDiscovery, (discovery) => discovery.status);
/** The server's last lifecycle (sub-phases, next and last run times). */
export const selectDiscoveryLifecycle = createSelector(selectDiscovery, (discovery) => discovery.lifecycle);
export const selectDiscoveryConfirmation = createSelector(selectDiscovery, (discovery) => discovery.confirmation);
export const selectDiscoveryPending = createSelector(selectDiscovery, (discovery) => discovery.pending);
export const selectDiscoveryRevision = createSelector(selectDiscovery, (discovery) => discovery.revision);

const selectDiscoveryData = (state: { [discoveryDataSlice.reducerPath]: DiscoveryDataState }) => discoveryDataSlice.selectSlice(state);
/** The data fields by entity type (field choices of queries and charts); null until loaded. */
export const selectDataFields = createSelector(selectDiscoveryData, (state) => state.dataFields);
/** The date of the oldest historical snapshot; null before the first or until loaded. */
export const selectFirstHistoricalDate = createSelector(selectDiscoveryData, (state) => state.firstHistoricalDate);
/** The dates that have a historical snapshot, oldest first; null until loaded. */
export const selectAllowedDates = createSelector(selectDiscoveryData, (state) => state.allowedDates);

export const selectSearchValue = createSelector(selectTopbarState, (state) => state.search.value);
export const selectSearchOpen = createSelector(selectTopbarState, (state) => state.search.open);
export const selectEnvironment = createSelector(selectTopbarState, (state) => state.environment.value);
export const selectEnvironmentStatus = createSelector(selectTopbarState, (state) => state.environment.status);
export const selectTopbarNotice = createSelector(selectTopbarState, (state) => state.notice);

/** Who sees and may press what in the top bar (spec 001 section 6). */
export const selectTopbarAccess = createSelector(
  selectAccess,
  selectIsAdmin,
  selectIsReadOnlyOwner,
  selectSessionConfig,
  selectInternalFlags,
  (access, isAdmin, readOnlyOwner, config, internalFlags) => ({
    canRunDiscovery: readOnlyOwner || can(access, 'Settings', 'RunManualDiscovery'),
    showGettingStarted: isAdmin && (config?.getting_started_enabled ?? false),
    showSupportCenter: can(access, 'GeneralActions', 'SupportCenterLink'),
    showTenants: (internalFlags?.enable_tenants_management ?? false) && can(access, 'Settings', 'DataScopeImpersonation'),
    canOpenSettings:
      can(access, 'Settings', 'View') ||
      can(access, 'Settings', 'DataScopeImpersonation') ||
      can(access, 'UsersManagement', 'GetUsersAndRoles'),
  }),
);

/** One entry of the Help menu. */
export interface HelpMenuLink {
  id: 'documentation' | 'privacy_policy' | 'support_center' | 'external_link';
  /** The menu label; the external link brings its own. */
  label: string;
  url: string;
}

/** The Help menu's links, in order; Support Center only with GeneralActions/SupportCenterLink. */
export const selectHelpMenuLinks = createSelector(selectHelpLinks, selectTopbarAccess, (help, topbarAccess): HelpMenuLink[] => {
  if (!help) return [];
  const links: HelpMenuLink[] = [
    { id: 'documentation', label: M.documentation, url: help.documentation },
    { id: 'privacy_policy', label: M.privacyPolicy, url: help.privacy_policy },
  ];
  if (topbarAccess.showSupportCenter) links.push({ id: 'support_center', label: M.supportCenter, url: help.support_center });
  if (help.external_link) links.push({ id: 'external_link', label: help.external_link.label, url: help.external_link.url });
  return links;
});
