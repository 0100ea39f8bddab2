import { put, takeLatest } from 'redux-saga/effects';
import { NETWORK_ERROR_MESSAGE } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import { fetchSystemOverview } from '../api/administration.api';
import { systemOverviewFailed, systemOverviewLoaded, systemOverviewRequested } from './administration.slice';

function* loadOverview() {
  try {
    yield put(systemOverviewLoaded(yield* callApi(fetchSystemOverview)));
  } catch (error) {
    yield put(systemOverviewFailed(error instanceof Error && error.message !== '' ? error.message : NETWORK_ERROR_MESSAGE));
  }
}

/** Root saga of the administration feature: a refresh asked while one loads replaces it. */
export function* administrationSaga() {
  yield takeLatest(systemOverviewRequested.type, loadOverview);
}
