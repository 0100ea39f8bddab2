import { useEffect, useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { combineSlices, type Reducer, type Slice } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { createApiClient } from '@vigil/openapi';
import { createVigilStore } from '@vigil/features/store';

/**
 * `parameters.store` of a feature or app story: the root saga and either the feature's slices
 * or a whole root reducer (the app's).
 */
export type StoreParameters = { saga: Saga } & ({ slices: [Slice, ...Slice[]] } | { reducer: Reducer });

/** `parameters.route` of a story: the address it starts at and the route pattern it renders under. */
export interface RouteParameters {
  /** @default '/' */
  path?: string;
  /** @default [path] */
  initialEntries?: string[];
}

function FeatureStore({ store: options, children }: { store: StoreParameters; children: React.ReactNode }) {
  // One store per rendered story: the same reducers and sagas as the app, HTTP answered by MSW.
  const [store] = useState(() =>
    createVigilStore({
      reducer: 'slices' in options ? combineSlices(...options.slices) : options.reducer,
      saga: options.saga,
      client: createApiClient({ baseUrl: new URL('/api', window.location.origin).href }),
    }),
  );
  // The story's sagas end with it: a poll left running would reach the next story's handlers.
  useEffect(
    () => () => {
      store.stopSagas();
    },
    [store],
  );
  return <Provider store={store}>{children}</Provider>;
}

/**
 * Gives every story a router, and feature stories (those with `parameters.store`) a real
 * redux store with the saga middleware.
 */
export const withStore: Decorator = (Story, { parameters }) => {
  const route = (parameters['route'] ?? {}) as RouteParameters;
  const path = route.path ?? '/';
  const routed = (
    <MemoryRouter initialEntries={route.initialEntries ?? [path]}>
      <Routes>
        <Route path={path} element={<Story />} />
      </Routes>
    </MemoryRouter>
  );
  const store = parameters['store'] as StoreParameters | undefined;
  return store ? <FeatureStore store={store}>{routed}</FeatureStore> : routed;
};
