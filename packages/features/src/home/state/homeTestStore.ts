// For saga tests and stories: the landing page's real reducer and saga, after a user signed in.
import { combineSlices } from '@reduxjs/toolkit';
import { put } from 'redux-saga/effects';
import type { ApiClient, CurrentUser } from '@vigil/openapi';
import { createVigilStore } from '../../store/createVigilStore';
import { currentUserFixture, sessionConfigFixture } from '../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded, sessionSlice } from '../../session/state/session.slice';
import { createHomeSaga } from './home.sagas';
import { homeSlice } from './home.slice';

/** The slices the landing page reads: its own and the session (who may see what). */
export const homeStoreSlices = [homeSlice, sessionSlice] as const;

/** The page's saga, after `user` signed in. */
export function homeRootSaga(user: CurrentUser = currentUserFixture) {
  return function* saga() {
    yield put(sessionConfigLoaded(sessionConfigFixture));
    yield put(currentUserLoaded({ user, userData: null }));
    yield* createHomeSaga()();
  };
}

export function homeTestStore(client: ApiClient, user?: CurrentUser) {
  return createVigilStore({ reducer: combineSlices(...homeStoreSlices), saga: homeRootSaga(user), client });
}
