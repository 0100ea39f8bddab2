import { combineSlices } from '@reduxjs/toolkit';
import { all, put, takeEvery } from 'redux-saga/effects';
import type { ApiClient, SessionStore } from '@vigil/openapi';
import type { Toaster } from '@vigil/ui';
import {
  authSaga,
  authSlice,
  constantsSaga,
  constantsSlice,
  createSessionSaga,
  createVersionCheckSaga,
  createVigilStore,
  loginSucceeded,
  resetOnSessionEnded,
  sessionSlice,
  sessionStarted,
  shellSaga,
  shellSlice,
  onboardingSaga,
  onboardingSlice,
  topbarSaga,
  topbarSlice,
  discoveryDataSlice,
  createNavigationSaga,
  createRumSaga,
  navigationSlice,
  type VersionCheckOptions,
} from '@vigil/features';

/**
 * The reducers of the features the shell needs before any screen, registered up front; screens'
 * features join through their FeatureGate. All but the session's start afresh when a session ends.
 */
export const createRootReducer = () =>
  resetOnSessionEnded(
    combineSlices(
      constantsSlice,
      authSlice,
      sessionSlice,
      shellSlice,
      navigationSlice,
      onboardingSlice,
      topbarSlice,
      discoveryDataSlice,
    ),
  );

// Stories and types only: each app store gets its own, since injecting a feature changes the reducer.
export const rootReducer = createRootReducer();

/** A sign-in of the login screen starts the session's life. */
function* startSessionOnLogin({ payload }: ReturnType<typeof loginSucceeded>) {
  yield put(sessionStarted({ user_data: payload.user_data, expires_in: payload.expires_in }));
}

/** What the app owns and hands to the sagas. */
export interface AppEnvironment {
  /** The store of the access expiry the API client refreshes by. */
  accessExpiry?: SessionStore;
  /** The toaster the console renders (the session clears it at logout). */
  toaster?: Toaster;
  /** The new-build check; only production builds know their hash. */
  versionCheck?: VersionCheckOptions;
}

/** The root saga of the features registered up front. */
export function createRootSaga({ accessExpiry, toaster, versionCheck }: AppEnvironment = {}) {
  const sessionSaga = createSessionSaga({ ...(accessExpiry && { accessExpiry }), ...(toaster && { toaster }) });
  const versionCheckSaga = versionCheck && createVersionCheckSaga(versionCheck);
  // The sagas that report through toasts share the console's one toaster.
  const withToaster = toaster ? { toaster } : {};
  const navigationSaga = createNavigationSaga(withToaster);
  // Memory samples while the internal flag enable_rum is on.
  const rumSaga = createRumSaga();
  return function* rootSaga() {
    yield all([
      constantsSaga(),
      authSaga(),
      sessionSaga(),
      shellSaga(),
      navigationSaga(),
      onboardingSaga(),
      topbarSaga(),
      rumSaga(),
      takeEvery(loginSucceeded.type, startSessionOnLogin),
      ...(versionCheckSaga ? [versionCheckSaga()] : []),
    ]);
  };
}

export const rootSaga = createRootSaga();

export function createAppStore(client: ApiClient, environment: AppEnvironment = {}) {
  const { toaster } = environment;
  return createVigilStore({ reducer: createRootReducer(), saga: createRootSaga(environment), client, environment: toaster ? { toaster } : {} });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
