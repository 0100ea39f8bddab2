// For saga tests and stories: the assets area's real reducers and sagas over a given API client.
import { combineSlices } from '@reduxjs/toolkit';
import { all, put } from 'redux-saga/effects';
import type { ApiClient, CurrentUser } from '@vigil/openapi';
import { createVigilStore } from '../../store/createVigilStore';
import { currentUserFixture, sessionConfigFixture } from '../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded, sessionSlice } from '../../session/state/session.slice';
import { discoveryDataSlice } from '../../topbar/state/discoveryData.slice';
import { createAssetDetailSaga, type AssetDetailSagaOptions } from './assetDetail.sagas';
import { assetDetailSlice } from './assetDetail.slice';
import { createAssetListSaga, type AssetListSagaOptions } from './assetList.sagas';
import { assetListSlice } from './assetList.slice';
import { investigationSlice } from './investigation.slice';

/** The slices the assets screens read: their own, the session (data scope) and the data fields. */
export const assetsStoreSlices = [assetListSlice, assetDetailSlice, investigationSlice, sessionSlice, discoveryDataSlice] as const;

export type AssetsSagaOptions = AssetListSagaOptions & AssetDetailSagaOptions;

/** The area's sagas, after `user` signed in. */
export function assetsRootSaga(user: CurrentUser = currentUserFixture, options: AssetsSagaOptions = {}) {
  return function* saga() {
    yield put(sessionConfigLoaded(sessionConfigFixture));
    yield put(currentUserLoaded({ user, userData: null }));
    yield all([createAssetListSaga(options)(), createAssetDetailSaga(options)()]);
  };
}

export function assetsTestStore(client: ApiClient, user?: CurrentUser, options?: AssetsSagaOptions) {
  return createVigilStore({ reducer: combineSlices(...assetsStoreSlices), saga: assetsRootSaga(user, options), client });
}
