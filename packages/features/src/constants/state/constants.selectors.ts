import { createSelector } from '@reduxjs/toolkit';
import { constantsSlice, type ConstantsState } from './constants.slice';
import { formatVersion } from '../formatVersion';

export const selectConstantsState = (state: { [constantsSlice.reducerPath]: ConstantsState }) => constantsSlice.selectSlice(state);
export const selectConstants = createSelector(selectConstantsState, (state) => state.value);
export const selectConstantsStatus = createSelector(selectConstantsState, (state) => state.status);
export const selectConstantsError = createSelector(selectConstantsState, (state) => state.error);
export const selectDisplayVersion = createSelector(selectConstants, (constants) =>
  constants ? formatVersion(constants.version) : null,
);
