import type { ServiceAccountsState } from './serviceAccounts.slice';
import { initialServiceAccountsState } from './serviceAccounts.slice';

interface WithServiceAccounts {
  serviceAccounts?: ServiceAccountsState;
}

/** The feature's state; its initial state until the feature is injected. */
export const selectServiceAccountsState = (state: WithServiceAccounts): ServiceAccountsState => state.serviceAccounts ?? initialServiceAccountsState;
export const selectServiceAccountsList = (state: WithServiceAccounts) => selectServiceAccountsState(state).list;
export const selectServiceAccountForm = (state: WithServiceAccounts) => selectServiceAccountsState(state).form;
export const selectServiceAccountKeys = (state: WithServiceAccounts) => selectServiceAccountsState(state).keys;
