import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeatureFlags, InternalFeatureFlags } from '@vigil/openapi';

/**
 * What every part of the signed-in shell reads besides the session: the two feature-flag
 * configs, loaded with the current user. The shell's cross-feature requests (impersonation,
 * the getting-started drawer) are declared here so the parts that ask and the parts that act
 * need not import each other.
 */
export interface ShellState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  featureFlags: FeatureFlags | null;
  internalFlags: InternalFeatureFlags | null;
}

const initialState: ShellState = { status: 'idle', featureFlags: null, internalFlags: null };

export const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    featureFlagsRequested(state) {
      state.status = 'loading';
    },
    featureFlagsLoaded(state, action: PayloadAction<{ featureFlags: FeatureFlags; internalFlags: InternalFeatureFlags }>) {
      state.status = 'loaded';
      state.featureFlags = action.payload.featureFlags;
      state.internalFlags = action.payload.internalFlags;
    },
    featureFlagsFailed(state) {
      state.status = 'failed';
    },
  },
});

export const { featureFlagsRequested, featureFlagsLoaded, featureFlagsFailed } = shellSlice.actions;

/** The top bar's Getting Started button: open or close the getting-started drawer. */
export const gettingStartedToggled = createAction('shell/gettingStartedToggled');

/** Impersonate a user (admins; from the users list). */
export const userImpersonationRequested = createAction<{ userId: string; userName: string }>('shell/userImpersonationRequested');
/** Stop impersonating a user and return to the own account. */
export const userImpersonationEndRequested = createAction('shell/userImpersonationEndRequested');
/** Connect As a data scope (asks for confirmation first). */
export const dataScopeConnectRequested = createAction<{ uuid: string; name: string }>('shell/dataScopeConnectRequested');
/** Disconnect from the data scope: back to the main scope and to /. */
export const dataScopeDisconnectRequested = createAction('shell/dataScopeDisconnectRequested');
/** Connect as a tenant. */
export const tenantConnectRequested = createAction<{ id: string; name: string }>('shell/tenantConnectRequested');
/** Disconnect from the tenant. */
export const tenantDisconnectRequested = createAction('shell/tenantDisconnectRequested');
