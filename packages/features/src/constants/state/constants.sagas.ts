import { put, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../store/callApi';
import { fetchConstants } from '../api/constants.api';
import { CONSTANTS_MESSAGES } from '../constants.messages';
import { constantsFailed, constantsLoaded, constantsRequested } from './constants.slice';

function* loadConstants() {
  try {
    const constants = yield* callApi(fetchConstants);
    yield put(constantsLoaded(constants));
  } catch (error) {
    yield put(constantsFailed(error instanceof Error ? error.message : CONSTANTS_MESSAGES.loadFailed));
  }
}

/** Root saga of the constants feature. */
export function* constantsSaga() {
  yield takeLatest(constantsRequested.type, loadConstants);
}
