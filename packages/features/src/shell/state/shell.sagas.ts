import { all, put, takeLatest } from 'redux-saga/effects';
import type { FeatureFlags, InternalFeatureFlags } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import { currentUserLoaded } from '../../session/state/session.slice';
import { fetchFeatureFlags, fetchInternalFeatureFlags } from '../api/shell.api';
import { featureFlagsFailed, featureFlagsLoaded, featureFlagsRequested } from './shell.slice';

function* loadFeatureFlags() {
  yield put(featureFlagsRequested());
  try {
    const [featureFlags, internalFlags] = (yield all([callApi(fetchFeatureFlags), callApi(fetchInternalFeatureFlags)])) as [
      FeatureFlags,
      InternalFeatureFlags,
    ];
    yield put(featureFlagsLoaded({ featureFlags, internalFlags }));
  } catch {
    yield put(featureFlagsFailed());
  }
}

/** Root saga of the shell: the flags are (re)loaded with every current user (sign-in, impersonation). */
export function* shellSaga() {
  yield takeLatest(currentUserLoaded.type, loadFeatureFlags);
}
