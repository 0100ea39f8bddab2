import { combineSlices } from '@reduxjs/toolkit';
import { all, put, takeEvery } from 'redux-saga/effects';
import type { ApiClient, SessionStore } from '@vigil/openapi';
import {
  authSaga,
  authSlice,
  constantsSaga,
  constantsSlice,
  createSessionSaga,
  createVigilStore,
  loginSucceeded,
  resetOnSessionEnded,
  sessionSlice,
  sessionStarted,
  shellSaga,
  shellSlice,
} from '@vigil/features';

/** Every feature's reducer, registered up front; all but the session's start afresh when a session ends. */
export const rootReducer = resetOnSessionEnded(combineSlices(constantsSlice, authSlice, sessionSlice, shellSlice));

/** A sign-in of the login screen starts the session's life. */
function* startSessionOnLogin({ payload }: ReturnType<typeof loginSucceeded>) {
  yield put(sessionStarted({ user_data: payload.user_data, expires_in: payload.expires_in }));
}

/** Every feature's root saga; the session keeps the access expiry where the API client reads it. */
export function createRootSaga(accessExpiry?: SessionStore) {
  const sessionSaga = createSessionSaga(accessExpiry ? { accessExpiry } : {});
  return function* rootSaga() {
    yield all([constantsSaga(), authSaga(), sessionSaga(), shellSaga(), takeEvery(loginSucceeded.type, startSessionOnLogin)]);
  };
}

export const rootSaga = createRootSaga();

export function createAppStore(client: ApiClient, accessExpiry?: SessionStore) {
  return createVigilStore({ reducer: rootReducer, saga: createRootSaga(accessExpiry), client });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
