// For the saga tests: the real reducers and sagas of the Queries area over a given API client.
import { combineSlices } from '@reduxjs/toolkit';
import { all, put } from 'redux-saga/effects';
import type { ApiClient, CurrentUser } from '@vigil/openapi';
import { createVigilStore } from '../../store/createVigilStore';
import { currentUserFixture, sessionConfigFixture } from '../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded, sessionSlice } from '../../session/state/session.slice';
import { discoveryDataSlice } from '../../topbar/state/discoveryData.slice';
import { createQueryEditorSaga } from './queryEditor.sagas';
import { queryEditorSlice } from './queryEditor.slice';
import { createQueryHistorySaga } from './queryHistory.sagas';
import { queryHistorySlice } from './queryHistory.slice';
import { createQueryListSaga } from './queryList.sagas';
import { queryListSlice } from './queryList.slice';

/** The slices the Queries screens read: their own, the session (permissions, data scope) and the data fields. */
export const queriesStoreSlices = [queryListSlice, queryEditorSlice, queryHistorySlice, sessionSlice, discoveryDataSlice] as const;

/** The three sagas, after `user` signed in. */
export function queriesRootSaga(user: CurrentUser = currentUserFixture) {
  return function* saga() {
    yield put(sessionConfigLoaded(sessionConfigFixture));
    yield put(currentUserLoaded({ user, userData: null }));
    yield all([createQueryListSaga()(), createQueryEditorSaga()(), createQueryHistorySaga()()]);
  };
}

export function queriesTestStore(client: ApiClient, user?: CurrentUser) {
  return createVigilStore({ reducer: combineSlices(...queriesStoreSlices), saga: queriesRootSaga(user), client });
}
