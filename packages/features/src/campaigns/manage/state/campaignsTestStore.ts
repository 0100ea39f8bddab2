// For the saga tests and stories: the real reducers and sagas of the Campaigns area over a given API client.
import { combineSlices } from '@reduxjs/toolkit';
import { all, put } from 'redux-saga/effects';
import type { ApiClient, CurrentUser } from '@vigil/openapi';
import { createVigilStore } from '../../../store/createVigilStore';
import { currentUserFixture, sessionConfigFixture } from '../../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded, sessionSlice } from '../../../session/state/session.slice';
import { campaignSlice } from './campaign.slice';
import { campaignListSlice } from './campaignList.slice';
import { createCampaignListSaga, createCampaignSaga, type CampaignsSagaOptions } from './campaigns.sagas';

/** The slices the Campaigns screens read: their own and the session (permissions). */
export const campaignsStoreSlices = [campaignListSlice, campaignSlice, sessionSlice] as const;

/** Both sagas, after `user` signed in. */
export function campaignsRootSaga(user: CurrentUser = currentUserFixture, options: CampaignsSagaOptions = {}) {
  return function* saga() {
    yield put(sessionConfigLoaded(sessionConfigFixture));
    yield put(currentUserLoaded({ user, userData: null }));
    yield all([createCampaignListSaga()(), createCampaignSaga(options)()]);
  };
}

export function campaignsTestStore(client: ApiClient, options: CampaignsSagaOptions = {}, user?: CurrentUser) {
  return createVigilStore({ reducer: combineSlices(...campaignsStoreSlices), saga: campaignsRootSaga(user, options), client });
}
