import { configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import type { ApiClient } from '@vigil/openapi';
import { API_CLIENT } from './context';

export interface VigilStoreOptions<S> {
  /** The root reducer: `combineSlices(...)` of the features in use. */
  reducer: Reducer<S>;
  /** The root saga, run once the store exists. */
  saga: Saga;
  /** The API client that sagas read from their context. */
  client: ApiClient;
}

/**
 * Makes the redux store with the saga middleware, for the app and for stories alike, so a
 * story runs the same reducers and sagas as the console.
 */
export function createVigilStore<S>({ reducer, saga, client }: VigilStoreOptions<S>) {
  const sagaMiddleware = createSagaMiddleware({ context: { [API_CLIENT]: client } });
  const store = configureStore({
    reducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(saga);
  return store;
}

export type VigilStore = ReturnType<typeof createVigilStore>;
