import { combineSlices } from '@reduxjs/toolkit';
import { all } from 'redux-saga/effects';
import { createApiClient, type ApiClient } from '@vigil/openapi';
import { constantsSaga, constantsSlice, createVigilStore } from '@vigil/features';

/** Every feature's reducer, registered up front. */
export const rootReducer = combineSlices(constantsSlice);

/** Every feature's root saga. */
export function* rootSaga() {
  yield all([constantsSaga()]);
}

export function createAppStore(client: ApiClient) {
  return createVigilStore({ reducer: rootReducer, saga: rootSaga, client });
}

export const createDefaultClient = (baseUrl: string) => createApiClient({ baseUrl });

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
