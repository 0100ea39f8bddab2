import { createSelector } from '@reduxjs/toolkit';
import { rolesSlice, type RolesState } from './roles.slice';

export const selectRolesState = (state: { [rolesSlice.reducerPath]: RolesState }) => rolesSlice.selectSlice(state);
export const selectRolesList = createSelector(selectRolesState, (state) => state.list);
export const selectPermissionCatalogue = createSelector(selectRolesState, (state) => state.catalogue);
export const selectRestrictPermissionAssignment = createSelector(selectPermissionCatalogue, (catalogue) => catalogue.restrictPermissionAssignment);
export const selectRoleEditor = createSelector(selectRolesState, (state) => state.editor);
export const selectRoleDeletion = createSelector(selectRolesState, (state) => state.deletion);
export const selectRolesNotice = createSelector(selectRolesState, (state) => state.notice);
export const selectDataScopes = createSelector(selectRolesState, (state) => state.dataScopes);

/** The matrix's columns: every action of the catalogue, in the order categories first list them. */
export const selectPermissionActions = createSelector(selectPermissionCatalogue, (catalogue) => [
  ...new Set(catalogue.categories.flatMap((category) => category.actions)),
]);
export const selectDataScopeSettings = createSelector(selectRolesState, (state) => state.dataScopeSettings);
