import { createSelector } from '@reduxjs/toolkit';
import {
  NAVIGATION_ENTRIES,
  navigationEntryEnabled,
  navigationEntryShown,
  type NavigationEntryRule,
  type Workspace,
} from '@vigil/openapi';
import { selectCurrentUser, selectSessionConfig } from '../../session/state/session.selectors';
import {
  can,
  selectAccess,
  selectInDataScope,
  selectInternalFlags,
  selectIsReadOnlyOwner,
  selectNavigationContext,
} from '../../shell/state/shell.selectors';
import { navigationSlice, type NavigationState } from './navigation.slice';

export const selectNavigationState = (state: { [navigationSlice.reducerPath]: NavigationState }) =>
  navigationSlice.selectSlice(state);

/** Whether the notification count is for this user: outside a data scope, with Notifications View. */
export const selectNotificationsCounted = createSelector(
  selectInDataScope,
  selectAccess,
  (inDataScope, access) => !inDataScope && can(access, 'Notifications', 'View'),
);

/** The top bar's Notifications count: the unread count when it is for this user, else null. */
export const selectNotificationBadge = createSelector(
  selectNavigationState,
  selectNotificationsCounted,
  (state, counted) => (counted ? state.notificationCount : null),
);

/** Workspaces are on (internal flag enable_workspaces): the switcher and the bookmarks show. */
export const selectWorkspacesEnabled = createSelector(selectInternalFlags, (flags) => flags?.enable_workspaces ?? false);

/** The current workspace: the one switched to in this session, else the current user's. The top bar shows its name. */
export const selectCurrentWorkspace = createSelector(
  selectNavigationState,
  selectCurrentUser,
  (state, user): Workspace | null => state.switchedWorkspace ?? user?.current_workspace ?? null,
);

/** The spec's flag: the last switch moved into the global workspace from another. */
export const selectEnteredGlobalWorkspace = createSelector(selectNavigationState, (state) => state.enteredGlobalWorkspace);

export const selectWorkspaces = createSelector(selectNavigationState, (state) => state.workspaces);
export const selectDataScopeOptions = createSelector(selectNavigationState, (state) => state.dataScopeOptions);
/** The data scope waiting for the user's confirmation, or null. */
export const selectPendingDataScope = createSelector(selectNavigationState, (state) => state.pendingDataScope);
export const selectSwitchingIdentity = createSelector(selectNavigationState, (state) => state.switchingIdentity);
export const selectTenants = createSelector(selectNavigationState, (state) => state.tenants);

/** Connect As needs Settings/DataScopeImpersonation. */
/** Connect As: the permission, unless the data scope settings turned it off (the server refuses it then). */
export const selectCanConnectAs = createSelector(
  selectAccess,
  selectSessionConfig,
  (access, config) => can(access, 'Settings', 'DataScopeImpersonation') && config?.global.allow_connect_as !== false,
);

/** Who the user popover shows: name, e-mail, and whether to mark (RO). */
export const selectUserIdentity = createSelector(selectCurrentUser, selectIsReadOnlyOwner, (user, readOnly) =>
  user === null
    ? null
    : {
        name: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.user_name,
        email: user.email,
        readOnly,
        picture: user.pic_name,
      },
);

/** One sidebar entry as the rules make it for this user. */
export interface SidebarEntry {
  rule: NavigationEntryRule;
  isEnabled: boolean;
}

/**
 * The sidebar's entries: those shown under the flags and the install, each enabled or not by the
 * user's permissions. Until the flags are in, only the entries shown always are listed. With
 * workspaces on, the current workspace's bookmarks come first in bookmark order (designed: the
 * spec says only that a workspace keeps bookmarked entry names), the rest keep their order.
 */
export const selectSidebarEntries = createSelector(
  selectNavigationContext,
  selectAccess,
  selectWorkspacesEnabled,
  selectCurrentWorkspace,
  (context, access, workspacesEnabled, workspace): SidebarEntry[] => {
    const shown = NAVIGATION_ENTRIES.filter((rule) => (context ? navigationEntryShown(rule, context) : rule.shownWhen === undefined));
    const bookmarks = workspacesEnabled && workspace ? workspace.bookmarks : [];
    const bookmarked = bookmarks.flatMap((id) => shown.filter((rule) => rule.id === id));
    const ordered = [...bookmarked, ...shown.filter((rule) => !bookmarked.includes(rule))];
    return ordered.map((rule) => ({ rule, isEnabled: navigationEntryEnabled(rule, access) }));
  },
);

/** The entry the user is on: an entry's path or below it; Home only at /. */
export function currentEntryId(entries: readonly SidebarEntry[], pathname: string): string | null {
  const match = entries.find(({ rule }) =>
    rule.path === '/' ? pathname === '/' : pathname === rule.path || pathname.startsWith(`${rule.path}/`),
  );
  return match?.rule.id ?? null;
}
