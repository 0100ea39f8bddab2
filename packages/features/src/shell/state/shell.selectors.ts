import { createSelector } from '@reduxjs/toolkit';
import type { NavigationAccess, NavigationContext } from '@vigil/openapi';
import { selectCurrentUser, selectIsAdmin, selectSessionConfig } from '../../session/state/session.selectors';
import { shellSlice, type ShellState } from './shell.slice';

export const selectShellState = (state: { [shellSlice.reducerPath]: ShellState }) => shellSlice.selectSlice(state);
export const selectFeatureFlags = createSelector(selectShellState, (state) => state.featureFlags);
export const selectInternalFlags = createSelector(selectShellState, (state) => state.internalFlags);
export const selectFeatureFlagsStatus = createSelector(selectShellState, (state) => state.status);

export const selectInstallation = createSelector(selectSessionConfig, (config) => config?.installation ?? null);
export const selectHelpLinks = createSelector(selectSessionConfig, (config) => config?.help ?? null);

/** What the permission rules read; admins pass every check. */
export const selectAccess = createSelector(
  selectCurrentUser,
  selectIsAdmin,
  (user, isAdmin): NavigationAccess => ({
    isAdmin,
    permissions: user?.permissions ?? {},
    fieldsRestricted: user?.is_fields_restricted ?? false,
  }),
);

/** Whether the user may do `action` in `category` (admins always may). */
export const can = (access: NavigationAccess, category: string, action: string): boolean =>
  access.isAdmin || (access.permissions[category]?.includes(action) ?? false);

/** Settings may be changed: users, roles and data scopes created, edited, assigned and deleted. */
export const selectCanUpdateSettings = createSelector(selectAccess, (access) => can(access, 'Settings', 'Update'));

/** The Dashboard may be opened (the logo links to it; the top bar polls discovery with it). */
export const selectCanViewDashboard = createSelector(selectAccess, (access) => can(access, 'Dashboard', 'View'));

/** A read-only owner (marked (RO)). */
export const selectIsReadOnlyOwner = createSelector(
  selectCurrentUser,
  (user) => user !== null && user.predefined && user.role_name === 'OwnerReadOnly',
);

/** The provider's own staff (is_axonius_role with predefined): no first-login popup, no contract banner. */
export const selectIsProviderStaff = createSelector(selectCurrentUser, (user) => user !== null && user.is_axonius_role && user.predefined);

/** Working inside a data scope: assigned one, or connected as one. */
export const selectInDataScope = createSelector(
  selectCurrentUser,
  (user) => user !== null && (user.data_scope !== null || (user.connected_data_scope ?? null) !== null),
);

/** What the sidebar's visibility rules read, once the flags and the session config are in. */
export const selectNavigationContext = createSelector(
  selectFeatureFlags,
  selectInternalFlags,
  selectInstallation,
  (featureFlags, internalFlags, installation): NavigationContext | null =>
    featureFlags && internalFlags && installation ? { featureFlags, internalFlags, installation } : null,
);
