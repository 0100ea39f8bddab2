import { configureStore, type Reducer, type Slice } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import type { ApiClient } from '@vigil/openapi';
import { API_CLIENT } from './context';
import { featureInjected, type Feature, type FeatureEnvironment } from './feature';

/** A root reducer lazy features can add their slices to: RTK's `combineSlices(...)`, or a wrapper that keeps its `inject`. */
export type InjectableReducer<S> = Reducer<S> & { inject?: (slice: Slice) => unknown };

export interface VigilStoreOptions<S> {
  /** The root reducer: `combineSlices(...)` of the features in use. */
  reducer: InjectableReducer<S>;
  /** The root saga, run once the store exists. */
  saga: Saga;
  /** The API client that sagas read from their context. */
  client: ApiClient;
  /** Handed to the sagas of injected features. */
  environment?: FeatureEnvironment;
}

/**
 * Makes the redux store with the saga middleware, for the app and for stories alike, so a
 * story runs the same reducers and sagas as the console.
 */
export function createVigilStore<S>({ reducer, saga, client, environment = {} }: VigilStoreOptions<S>) {
  const sagaMiddleware = createSagaMiddleware({ context: { [API_CLIENT]: client } });
  const store = configureStore({
    reducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  const tasks: Task[] = [sagaMiddleware.run(saga)];
  const injected = new Set<string>();
  return Object.assign(store, {
    /**
     * Cancels every saga, the root's and the injected features': a story's store when the story
     * ends, so that its polls do not go on into the next story (the console's store lives as long
     * as the page).
     */
    stopSagas() {
      for (const task of tasks) task.cancel();
    },
    /** Whether `injectFeature` has run for this feature's name. */
    hasFeature: (name: string) => injected.has(name),
    /** Adds a feature's slice to the root reducer and runs its saga; again for the same name does nothing. */
    injectFeature(feature: Feature) {
      if (injected.has(feature.name)) return;
      if (!reducer.inject) throw new Error(`The store's reducer cannot take the ${feature.name} feature: build it with combineSlices.`);
      reducer.inject(feature.slice);
      injected.add(feature.name);
      if (feature.saga) tasks.push(sagaMiddleware.run(feature.saga(environment)));
      store.dispatch(featureInjected(feature.name));
    },
  });
}

export type VigilStore = ReturnType<typeof createVigilStore>;
