import { createSelector } from '@reduxjs/toolkit';
import { passwordPolicyHints } from '../../auth/passwordPolicy';
import { initialAccountState, type AccountState } from './account.slice';

interface WithAccount {
  account?: AccountState;
}

export const selectAccountState = (state: WithAccount): AccountState => state.account ?? initialAccountState;

/** The 'Password must:' lines of an active policy. */
export const selectAccountPolicyHints = createSelector(selectAccountState, (state) => passwordPolicyHints(state.policy));

export const selectProfileSave = createSelector(selectAccountState, (state) => state.profile);

export const selectPasswordChange = createSelector(selectAccountState, (state) => state.password);
