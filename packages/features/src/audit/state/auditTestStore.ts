// For the saga tests and stories: the real reducer and saga of the Activity Logs over a given API client.
import { combineSlices } from '@reduxjs/toolkit';
import { all, put } from 'redux-saga/effects';
import type { ApiClient, CurrentUser } from '@vigil/openapi';
import { createVigilStore } from '../../store/createVigilStore';
import { currentUserFixture, sessionConfigFixture } from '../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded, sessionSlice } from '../../session/state/session.slice';
import { auditSlice } from './audit.slice';
import { createAuditSaga, type AuditSagaOptions } from './audit.sagas';

/** The slices the page reads: its own and the session. */
export const auditStoreSlices = [auditSlice, sessionSlice] as const;

/** The page's saga, after `user` signed in. */
export function auditRootSaga(user: CurrentUser = currentUserFixture, options: AuditSagaOptions = {}) {
  return function* saga() {
    yield put(sessionConfigLoaded(sessionConfigFixture));
    yield put(currentUserLoaded({ user, userData: null }));
    yield all([createAuditSaga(options)()]);
  };
}

export function auditTestStore(client: ApiClient, options: AuditSagaOptions = {}) {
  return createVigilStore({ reducer: combineSlices(...auditStoreSlices), saga: auditRootSaga(undefined, options), client });
}
