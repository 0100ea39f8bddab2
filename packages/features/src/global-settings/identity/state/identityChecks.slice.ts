import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CertificateSummary, LdapSectionDomain, LdapTestResult, SamlMetadata, SamlMetadataSource } from '@vigil/openapi';

/** What each check sends and what it answers. */
export interface IdentityCheckKinds {
  ldapTest: { request: LdapSectionDomain; result: LdapTestResult };
  samlMetadata: { request: SamlMetadataSource; result: SamlMetadata };
  certificate: { request: string; result: CertificateSummary };
}
export type IdentityCheckKind = keyof IdentityCheckKinds;

export type IdentityCheckRequest = { [K in IdentityCheckKind]: { kind: K; request: IdentityCheckKinds[K]['request'] } }[IdentityCheckKind];
export type IdentityCheckOutcome = { [K in IdentityCheckKind]: { kind: K; result: IdentityCheckKinds[K]['result'] } }[IdentityCheckKind];

/** One editor's check: running, answered, or failed to run (the server's or the network's sentence). */
export type IdentityCheck = { status: 'loading' } | { status: 'done'; outcome: IdentityCheckOutcome } | { status: 'failed'; message: string };

/** The checks of the editors on screen, by the key each editor picked (one per mounted editor). */
export interface IdentityChecksState {
  checks: Record<string, IdentityCheck>;
}

const initialState: IdentityChecksState = { checks: {} };

export const identityChecksSlice = createSlice({
  name: 'identityChecks',
  initialState,
  reducers: {
    identityCheckRequested: (state, { payload }: PayloadAction<{ key: string; check: IdentityCheckRequest }>) => {
      state.checks[payload.key] = { status: 'loading' };
    },
    identityCheckAnswered: (state, { payload }: PayloadAction<{ key: string; outcome: IdentityCheckOutcome }>) => {
      state.checks[payload.key] = { status: 'done', outcome: payload.outcome };
    },
    identityCheckFailed: (state, { payload }: PayloadAction<{ key: string; message: string }>) => {
      state.checks[payload.key] = { status: 'failed', message: payload.message };
    },
    /** The editor went away or its input changed: forget its check (and stop it, when running). */
    identityCheckCleared: (state, { payload }: PayloadAction<string>) => {
      state.checks = Object.fromEntries(Object.entries(state.checks).filter(([key]) => key !== payload));
    },
  },
});

export const { identityCheckRequested, identityCheckAnswered, identityCheckFailed, identityCheckCleared } = identityChecksSlice.actions;
