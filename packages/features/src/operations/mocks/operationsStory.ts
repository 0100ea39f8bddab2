import { call, put } from 'redux-saga/effects';
import type { CurrentUser } from '@vigil/openapi';
import { buildCurrentUser, buildFeatureFlags, buildInternalFeatureFlags, VIEWER_ROLE_ID } from '@vigil/openapi/mocks';
import { currentUserFixture, sessionConfigFixture } from '../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded, sessionSlice } from '../../session/state/session.slice';
import { featureFlagsLoaded, shellSlice } from '../../shell/state/shell.slice';
import { operationsSaga } from '../state/operations.sagas';
import { operationsSlice } from '../state/operations.slice';

/** A user who may view System Settings but not change them. */
export const settingsViewerFixture: CurrentUser = buildCurrentUser({
  user_name: 'auditor',
  role_id: VIEWER_ROLE_ID,
  role_name: 'Viewer',
  predefined: false,
  permissions: { Settings: ['View'] },
});

/** The store parameter of an operations story: the real reducer and saga, `user` signed in (the admin by default), the shell's flags loaded. */
export function operationsStore(user: CurrentUser = currentUserFixture) {
  return {
    slices: [operationsSlice, sessionSlice, shellSlice],
    saga: function* operationsStorySaga() {
      yield put(sessionConfigLoaded(sessionConfigFixture));
      yield put(currentUserLoaded({ user, userData: null }));
      yield put(featureFlagsLoaded({ featureFlags: buildFeatureFlags(), internalFlags: buildInternalFeatureFlags() }));
      yield call(operationsSaga);
    },
  };
}
