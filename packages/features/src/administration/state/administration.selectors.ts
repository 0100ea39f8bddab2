import { createSelector } from '@reduxjs/toolkit';
import { administrationSlice, type AdministrationState } from './administration.slice';

export const selectAdministrationState = (state: { [administrationSlice.reducerPath]: AdministrationState }) => administrationSlice.selectSlice(state);
export const selectSystemOverview = createSelector(selectAdministrationState, (state) => state.overview);
export const selectSystemOverviewStatus = createSelector(selectAdministrationState, (state) => state.status);
export const selectSystemOverviewError = createSelector(selectAdministrationState, (state) => state.error);
