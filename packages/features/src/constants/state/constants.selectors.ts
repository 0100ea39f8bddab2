import { createSelector } from '@reduxjs/toolkit';
import { constantsSlice } from './constants.slice';
import { formatVersion } from '../formatVersion';

export const selectConstantsState = constantsSlice.selectSlice;
export const selectConstants = createSelector(selectConstantsState, (state) => state.value);
export const selectConstantsStatus = createSelector(selectConstantsState, (state) => state.status);
export const selectConstantsError = createSelector(selectConstantsState, (state) => state.error);
export const selectDisplayVersion = createSelector(selectConstants, (constants) =>
  constants ? formatVersion(constants.version) : null,
);
