import { createSelector } from '@reduxjs/toolkit';
import type { Selection } from '@vigil/openapi';
import type { UsersState } from './users.slice';

type WithUsers = { users: UsersState };

export const selectUsersState = (state: WithUsers) => state.users;
export const selectUsersList = (state: WithUsers) => state.users.list;
export const selectUsersFilters = (state: WithUsers) => state.users.filters;
export const selectUsersSearchText = (state: WithUsers) => state.users.searchText;
export const selectUsersSort = (state: WithUsers) => state.users.sort;
export const selectUsersPage = (state: WithUsers) => state.users.page;
export const selectUsersSelection = (state: WithUsers) => state.users.selection;
export const selectUsersRoles = (state: WithUsers) => state.users.roles;
export const selectUsersDataScopes = (state: WithUsers) => state.users.dataScopes;
export const selectUsersPasswordPolicy = (state: WithUsers) => state.users.passwordPolicy;
export const selectUsersBulk = (state: WithUsers) => state.users.bulk;
export const selectDataScopePreview = (state: WithUsers) => state.users.preview;
export const selectUserForm = (state: WithUsers) => state.users.form;
export const selectUsersNotice = (state: WithUsers) => state.users.notice;

/** How many users the selection covers (all matching the filters minus the exclusions, or the ids). */
export const selectSelectedUsersCount = createSelector([selectUsersSelection, selectUsersList], (selection, list) =>
  selection.include ? selection.ids.length : Math.max(0, list.total - selection.ids.length),
);

/** The contract's `Selection` of a bulk request: the ids, `include`, and the filters they apply under. */
export const selectBulkSelection = createSelector(
  [selectUsersSelection, selectUsersFilters],
  (selection, filters): Selection =>
    selection.include ? { ids: selection.ids, include: true } : { ids: selection.ids, include: false, filters },
);

/** Data scope names by id, for the table's column. */
export const selectDataScopeNames = createSelector(
  [selectUsersDataScopes],
  (scopes) => new Map(scopes.items.map((scope) => [scope.uuid, scope.name])),
);
