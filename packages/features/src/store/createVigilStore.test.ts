import { describe, expect, it } from 'vitest';
import { combineSlices, createSlice } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import { createApiClient } from '@vigil/openapi';
import { createToaster } from '@vigil/ui';
import { resetOnSessionEnded } from '../session/state/resetOnSessionEnded';
import { sessionEnded, sessionSlice } from '../session/state/session.slice';
import { createVigilStore } from './createVigilStore';
import type { Feature, FeatureEnvironment } from './feature';

const counter = createSlice({ name: 'counter', initialState: { count: 0 }, reducers: { bumped: (state) => ({ count: state.count + 1 }) } });

/** A feature whose saga records each start, the environment it got and each `bumped` it hears. */
function counterFeature() {
  const record = { starts: 0, heard: 0, environments: [] as FeatureEnvironment[] };
  const feature: Feature = {
    name: 'counter',
    slice: counter,
    saga: (environment) => {
      record.environments.push(environment);
      return function* counterSaga() {
        record.starts += 1;
        yield takeEvery(counter.actions.bumped, () => {
          record.heard += 1;
        });
      };
    },
  };
  return { feature, record };
}

function setup() {
  const toaster = createToaster();
  const store = createVigilStore({
    reducer: resetOnSessionEnded(combineSlices(sessionSlice)),
    *saga() {},
    client: createApiClient({ baseUrl: 'http://vigil.test/api' }),
    environment: { toaster },
  });
  return { store, toaster };
}

const stateOf = (store: ReturnType<typeof setup>['store']) => store.getState() as Record<string, unknown>;

describe('injectFeature', () => {
  it("puts the slice's initial state in the store and runs its saga once, with the store's environment", () => {
    const { store, toaster } = setup();
    const { feature, record } = counterFeature();
    expect(stateOf(store)['counter']).toBeUndefined();
    expect(store.hasFeature('counter')).toBe(false);

    store.injectFeature(feature);

    expect(stateOf(store)['counter']).toEqual({ count: 0 });
    expect(store.hasFeature('counter')).toBe(true);
    expect(record.starts).toBe(1);
    expect(record.environments).toEqual([{ toaster }]);
    store.dispatch(counter.actions.bumped());
    expect(stateOf(store)['counter']).toEqual({ count: 1 });
    expect(record.heard).toBe(1);
  });

  it('does nothing the second time: no second saga, the state kept', () => {
    const { store } = setup();
    const { feature, record } = counterFeature();
    store.injectFeature(feature);
    store.dispatch(counter.actions.bumped());
    const before = store.getState();

    store.injectFeature(feature);

    expect(store.getState()).toBe(before);
    expect(record.starts).toBe(1);
    store.dispatch(counter.actions.bumped());
    expect(record.heard).toBe(2);
  });

  it("resets the injected slice when the session ends, like the slices registered up front", () => {
    const { store } = setup();
    const { feature } = counterFeature();
    store.injectFeature(feature);
    store.dispatch(counter.actions.bumped());

    store.dispatch(sessionEnded({ reason: 'logout', message: null }));

    expect(stateOf(store)['counter']).toEqual({ count: 0 });
  });

  it('refuses a reducer that cannot take slices, with the reason', () => {
    const store = createVigilStore({ reducer: (state: object = {}) => state, *saga() {}, client: createApiClient({ baseUrl: 'http://vigil.test/api' }) });
    expect(() => {
      store.injectFeature(counterFeature().feature);
    }).toThrow('cannot take the counter feature');
    expect(store.hasFeature('counter')).toBe(false);
  });
});

describe('stopSagas', () => {
  it("cancels the root saga and the injected features' sagas: no action is heard after", () => {
    const { store } = setup();
    const { feature, record } = counterFeature();
    store.injectFeature(feature);
    store.dispatch(counter.actions.bumped());
    expect(record.heard).toBe(1);

    store.stopSagas();
    store.dispatch(counter.actions.bumped());

    expect(record.heard).toBe(1);
    // The reducers still run: only the sagas stop.
    expect(stateOf(store)['counter']).toEqual({ count: 2 });
  });
});
