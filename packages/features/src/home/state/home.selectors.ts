import { createSelector } from '@reduxjs/toolkit';
import { can, selectAccess } from '../../shell/state/shell.selectors';
import { homeSlice, type HomeState } from './home.slice';

export const selectHomeState = (state: { [homeSlice.reducerPath]: HomeState }) => homeSlice.selectSlice(state);

export const selectHomeAssets = createSelector(selectHomeState, (state) => state.assets);
export const selectHomeDiscovery = createSelector(selectHomeState, (state) => state.discovery);
export const selectHomeRecent = createSelector(selectHomeState, (state) => state.recent);

/** Which parts of the landing page the role sees: the calls' permissions (Assets/View, Dashboard/View). */
export const selectHomeAccess = createSelector(selectAccess, (access) => ({
  assets: can(access, 'Assets', 'View'),
  discovery: can(access, 'Dashboard', 'View'),
}));
