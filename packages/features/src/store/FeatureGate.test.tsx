import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { combineSlices, createSlice } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { Provider, useSelector } from 'react-redux';
import { createApiClient } from '@vigil/openapi';
import { createVigilStore } from './createVigilStore';
import { FeatureGate } from './FeatureGate';
import type { Feature } from './feature';

const greeting = createSlice({ name: 'greeting', initialState: { text: 'hello' }, reducers: {} });
const GREETING: Feature = { name: 'greeting', slice: greeting };
const FEATURES = [GREETING];

/** Reads the injected slice: rendered before the injection, it would throw. */
function Greeting() {
  const text = useSelector((state: { greeting: { text: string } }) => state.greeting.text);
  return <p>{text}</p>;
}

const newStore = () =>
  createVigilStore({ reducer: combineSlices(createSlice({ name: 'base', initialState: {}, reducers: {} })), *saga() {}, client: createApiClient({ baseUrl: 'http://vigil.test/api' }) });

function renderGate(store: ReturnType<typeof newStore>) {
  render(
    <Provider store={store}>
      <FeatureGate features={FEATURES}>
        <Greeting />
      </FeatureGate>
    </Provider>,
  );
}

afterEach(cleanup);

describe('FeatureGate', () => {
  it('renders its children once their features are in the store', async () => {
    const store = newStore();
    renderGate(store);
    await act(() => Promise.resolve());
    expect(screen.getByText('hello')).toBeTruthy();
    expect(store.hasFeature('greeting')).toBe(true);
  });

  it('renders nothing before the injection, and its children at once when the features were injected before', () => {
    // A server render runs no effects: it shows what the first commit shows.
    const firstCommit = (store: ReturnType<typeof newStore>) =>
      renderToString(
        <Provider store={store}>
          <FeatureGate features={FEATURES}>
            <Greeting />
          </FeatureGate>
        </Provider>,
      );
    expect(firstCommit(newStore())).toBe('');
    const injected = newStore();
    injected.injectFeature(GREETING);
    expect(firstCommit(injected)).toBe('<p>hello</p>');
  });
});
