import { combineSlices } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@vigil/openapi';
import { selectNavigationState } from '../../navigation/state/navigation.selectors';
import { navigationSlice, notificationCountLoaded } from '../../navigation/state/navigation.slice';
import { createVigilStore } from '../../store/createVigilStore';
import { mockApiServer } from '../../testing/mockApiServer';
import { findingsFixture } from '../fixtures/findings';
import { findingsHandlers } from '../mocks/findings.handlers';
import { createFindingsSaga } from './findings.sagas';
import { selectFindings } from './findings.selectors';
import { findingsFilterChanged, findingsOpened, findingsSlice, markReadRequested } from './findings.slice';

const server = mockApiServer();

/** The real reducer and saga (with the navigation slice the sidebar reads) against the mock findings server; the list loaded. */
async function setup() {
  const calls: { call: string; body?: unknown }[] = [];
  server.use(...findingsHandlers({ record: (call, body) => calls.push({ call, body }) }));
  const store = createVigilStore({
    reducer: combineSlices(findingsSlice, navigationSlice),
    saga: createFindingsSaga(),
    client: createApiClient({ baseUrl: 'http://vigil.test/api' }),
  });
  const state = () => selectFindings(store.getState());
  store.dispatch(notificationCountLoaded({ count: 2 }));
  store.dispatch(findingsOpened());
  await expect.poll(() => state().status).toBe('loaded');
  return { store, state, calls };
}

describe('the findings saga', () => {
  it('loads newest first, and the Unread filter asks for the unread ones', async () => {
    const { store, state, calls } = await setup();
    expect(state().items.map((item) => item.kind)).toEqual(['discovery', 'connection_failed', 'new_assets', 'critical_vulnerabilities', 'other']);
    store.dispatch(findingsFilterChanged('unread'));
    await expect.poll(() => state().items.length).toBe(2);
    expect(state().items.every((item) => !item.read)).toBe(true);
    expect(calls.at(-1)?.call).toBe('GET /notifications?size=20&unread=true');
  });

  it('marks read and hands the sidebar the unread count the server answers', async () => {
    const { store, state, calls } = await setup();
    const first = findingsFixture[0]?.id ?? '';
    store.dispatch(markReadRequested({ ids: [first] }));
    await expect.poll(() => selectNavigationState(store.getState()).notificationCount).toBe(1);
    expect(state().items.find((item) => item.id === first)?.read).toBe(true);
    expect(calls.at(-1)).toEqual({ call: 'POST /notifications/read', body: { ids: [first] } });
    store.dispatch(markReadRequested({ all: true }));
    await expect.poll(() => selectNavigationState(store.getState()).notificationCount).toBe(0);
    expect(state().items.every((item) => item.read)).toBe(true);
  });

  it('in the Unread filter, what is marked read leaves the list', async () => {
    const { store, state } = await setup();
    store.dispatch(findingsFilterChanged('unread'));
    await expect.poll(() => state().items.length).toBe(2);
    store.dispatch(markReadRequested({ ids: [findingsFixture[0]?.id ?? ''] }));
    await expect.poll(() => state().items.length).toBe(1);
    expect(state().total).toBe(1);
  });
});
