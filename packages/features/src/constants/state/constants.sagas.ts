import { call, put, takeLatest } from 'redux-saga/effects';
import type { ApiClient, Constants } from '@vigil/openapi';
import { getApiClient } from '../../store/context';
import { fetchConstants } from '../api/constants.api';
import { constantsFailed, constantsLoaded, constantsRequested } from './constants.slice';
import { CONSTANTS_MESSAGES } from '../constants.messages';

function* loadConstants() {
  const client: ApiClient = yield getApiClient();
  try {
    const constants: Constants = yield call(fetchConstants, client);
    yield put(constantsLoaded(constants));
  } catch (error) {
    yield put(constantsFailed(error instanceof Error ? error.message : CONSTANTS_MESSAGES.loadFailed));
  }
}

/** Root saga of the constants feature. */
export function* constantsSaga() {
  yield takeLatest(constantsRequested.type, loadConstants);
}
