import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@vigil/openapi';
import { mockApiServer } from '../../testing/mockApiServer';
import { SPACES_SEARCH_DEBOUNCE_MS } from '../dashboards.constants';
import { DASHBOARDS_MESSAGES as M } from '../dashboards.messages';
import { OVERVIEW_SPACE_ID, spacesFixture } from '../fixtures/dashboards';
import { dashboardsHandlers, type DashboardsServerOptions } from '../mocks/dashboards.handlers';
import { selectSpaceList, selectSpaceListBulk, selectSpaceListNotice } from './dashboards.selectors';
import { dashboardsTestStore } from './dashboardsTestStore';
import {
  spaceListFavoriteToggled,
  spacesBulkDeleteConfirmed,
  spacesBulkOpened,
  spacesBulkPermissionSubmitted,
  spacesPageChanged,
  spacesScreenOpened,
  spacesSearchTyped,
  spacesSelectionChanged,
  spacesSortChanged,
} from './spaceList.slice';

const server = mockApiServer();

async function setup(options: DashboardsServerOptions = {}) {
  const calls: { call: string; body?: unknown }[] = [];
  server.use(...dashboardsHandlers({ ...options, record: (call, body) => calls.push({ call, body }) }));
  const store = dashboardsTestStore(createApiClient({ baseUrl: 'http://vigil.test/api' }));
  const listCalls = () => calls.filter(({ call }) => call.startsWith('GET /dashboard?')).map(({ call }) => call);
  const loaded = async () => {
    await vi.waitFor(() => {
      expect(selectSpaceList(store.getState()).status).not.toBe('loading');
    });
  };
  store.dispatch(spacesScreenOpened({ folderId: null }));
  await loaded();
  return { store, calls, listCalls, loaded, names: () => selectSpaceList(store.getState()).items.map((space) => space.name) };
}

const byName = spacesFixture.map((space) => space.name).sort((a, b) => a.localeCompare(b));

describe('the management list', () => {
  it('shows 20 by name, then the next page and another sort', async () => {
    const { store, listCalls, loaded, names } = await setup();
    expect(listCalls()).toEqual(['GET /dashboard?all_spaces=true&size=20&page=0&sort=name']);
    expect(names()).toEqual(byName.slice(0, 20));
    expect(selectSpaceList(store.getState()).total).toBe(22);
    store.dispatch(spacesPageChanged(1));
    await loaded();
    expect(names()).toEqual(byName.slice(20));
    store.dispatch(spacesSortChanged('-name'));
    await loaded();
    expect(listCalls().at(-1)).toBe('GET /dashboard?all_spaces=true&size=20&page=0&sort=-name');
    expect(names()[0]).toBe(byName.at(-1));
  });

  it('debounces the search', async () => {
    const { store, listCalls, loaded, names } = await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    store.dispatch(spacesSearchTyped('sec'));
    await vi.advanceTimersByTimeAsync(SPACES_SEARCH_DEBOUNCE_MS - 1);
    store.dispatch(spacesSearchTyped('security'));
    await vi.advanceTimersByTimeAsync(SPACES_SEARCH_DEBOUNCE_MS);
    vi.useRealTimers();
    await loaded();
    expect(listCalls().slice(1)).toEqual(['GET /dashboard?all_spaces=true&size=20&page=0&sort=name&search=security']);
    expect(names()).toEqual(['Security Overview']);
  });

  it('deletes the selection in one request and lists again', async () => {
    const { store, calls, loaded, names } = await setup();
    const ids = selectSpaceList(store.getState()).items.slice(0, 2).map((space) => space.uuid);
    store.dispatch(spacesSelectionChanged(ids));
    store.dispatch(spacesBulkOpened('delete'));
    store.dispatch(spacesBulkDeleteConfirmed());
    await vi.waitFor(() => {
      expect(selectSpaceListNotice(store.getState())).toEqual({ tone: 'success', text: M.bulkDeleted(2) });
    });
    await loaded();
    expect(calls.find(({ call }) => call === 'DELETE /dashboard')?.body).toEqual({ ids, include: true });
    expect(names()).toEqual(byName.slice(2, 22));
    expect(selectSpaceListBulk(store.getState()).action).toBeNull();
  });

  it('changes the queries permissions of each selected space', async () => {
    const { store, calls } = await setup();
    const ids = selectSpaceList(store.getState()).items.slice(0, 3).map((space) => space.uuid);
    store.dispatch(spacesSelectionChanged(ids));
    store.dispatch(spacesBulkOpened('permission'));
    store.dispatch(spacesBulkPermissionSubmitted({ change: 'NON_SHARED_TO_SHARED' }));
    await vi.waitFor(() => {
      expect(selectSpaceListNotice(store.getState())).toEqual({ tone: 'success', text: M.bulkPermissionDone(3) });
    });
    expect(calls.filter(({ call }) => call.startsWith('PUT /dashboard/'))).toEqual(ids.map((id) => ({ call: `PUT /dashboard/${id}`, body: { bulk_permission_change: 'NON_SHARED_TO_SHARED' } })));
  });

  it('puts a favourite back when the server refuses it', async () => {
    const { store } = await setup();
    store.dispatch(spaceListFavoriteToggled({ spaceId: OVERVIEW_SPACE_ID, favorite: false }));
    await vi.waitFor(() => {
      expect(selectSpaceListNotice(store.getState())).toEqual({ tone: 'error', text: M.atLeastOneFavorite });
    });
    expect(selectSpaceList(store.getState()).items.find((space) => space.uuid === OVERVIEW_SPACE_ID)?.favorite).toBe(true);
  });

  it('a failed load keeps the server sentence', async () => {
    const { store } = await setup({ failSpaces: true });
    expect(selectSpaceList(store.getState())).toMatchObject({ status: 'failed', error: 'Internal Server Error' });
  });
});
