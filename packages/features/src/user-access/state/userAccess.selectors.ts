import { createSelector } from '@reduxjs/toolkit';
import { initialUserAccessState, type UserAccessState } from './userAccess.slice';

interface WithUserAccess {
  userAccess?: UserAccessState;
}

export const selectUserAccessState = (state: WithUserAccess): UserAccessState => state.userAccess ?? initialUserAccessState;

export const selectResetPassword = createSelector(selectUserAccessState, (state) => state.resetPassword);

export const selectApiKey = createSelector(selectUserAccessState, (state) => state.apiKey);
