// For the saga tests and stories: the real reducers and sagas of the Dashboards area over a given API client.
import { combineSlices } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { all, put } from 'redux-saga/effects';
import type { ApiClient, CurrentUser } from '@vigil/openapi';
import { createVigilStore } from '../../store/createVigilStore';
import { currentUserFixture, sessionConfigFixture } from '../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded, sessionSlice } from '../../session/state/session.slice';
import { onboardingSlice } from '../../onboarding/state/onboarding.slice';
import { discoveryDataSlice } from '../../topbar/state/discoveryData.slice';
import { createDashboardSaga, type DashboardSagaOptions } from './dashboard.sagas';
import { dashboardSlice } from './dashboard.slice';
import { createSpaceListSaga } from './spaceList.sagas';
import { spaceListSlice } from './spaceList.slice';

/** The slices the Dashboards screens read: their own, the session (permissions), onboarding (the new dashboard announcement) and the data fields. */
export const dashboardsStoreSlices = [dashboardSlice, spaceListSlice, sessionSlice, onboardingSlice, discoveryDataSlice] as const;

/** Both sagas after `user` signed in, then `extra` (actions to put, further sagas). */
export function dashboardsRootSaga(user: CurrentUser = currentUserFixture, options: DashboardSagaOptions = {}, extra: Saga[] = []): Saga {
  return function* saga() {
    yield put(sessionConfigLoaded(sessionConfigFixture));
    yield put(currentUserLoaded({ user, userData: null }));
    yield all([createDashboardSaga(options)(), createSpaceListSaga(options)(), ...extra.map((run) => run())]);
  };
}

export function dashboardsTestStore(client: ApiClient, user?: CurrentUser, options?: DashboardSagaOptions) {
  return createVigilStore({ reducer: combineSlices(...dashboardsStoreSlices), saga: dashboardsRootSaga(user, options), client });
}
