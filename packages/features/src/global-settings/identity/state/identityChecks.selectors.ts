import { identityChecksSlice, type IdentityCheck, type IdentityChecksState } from './identityChecks.slice';

type WithChecks = { [identityChecksSlice.reducerPath]?: IdentityChecksState };

/** One editor's check; undefined before it asked or once cleared. */
export const selectIdentityCheck = (state: WithChecks, key: string): IdentityCheck | undefined => state[identityChecksSlice.reducerPath]?.checks[key];
