import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@vigil/openapi';
import { mockApiServer } from '../../testing/mockApiServer';
import { SPACES_SEARCH_DEBOUNCE_MS } from '../dashboards.constants';
import { DASHBOARDS_MESSAGES as M } from '../dashboards.messages';
import { OVERVIEW_SPACE_ID, spacesFixture } from '../fixtures/dashboards';
import { dashboardsHandlers, type DashboardsServerOptions } from '../mocks/dashboards.handlers';
import { selectSpaceList, selectSpaceListBulk, selectSpaceListNotice, selectSpaceListPageSelection, selectSpaceListSelectedCount } from './dashboards.selectors';
import { dashboardsTestStore } from './dashboardsTestStore';
import {
  CUSTOM_SPACES_ORDER,
  spaceListFavoriteToggled,
  spaceListNoticeShown,
  spaceMoveOpened,
  spaceReorderRequested,
  spacesAllMatchingSelected,
  spacesBulkExportRequested,
  spacesMoveToFolderSubmitted,
  spacesBulkDeleteConfirmed,
  spacesBulkOpened,
  spacesBulkPermissionSubmitted,
  spacesFilterChosen,
  spacesPageChanged,
  spacesScreenOpened,
  spacesSearchTyped,
  spacesSelectionChanged,
  spacesSortChanged,
} from './spaceList.slice';

const server = mockApiServer();

async function setup(options: DashboardsServerOptions = {}) {
  const calls: { call: string; body?: unknown }[] = [];
  const downloads: { file: Blob; fileName: string }[] = [];
  server.use(...dashboardsHandlers({ ...options, record: (call, body) => calls.push({ call, body }) }));
  const store = dashboardsTestStore(createApiClient({ baseUrl: 'http://vigil.test/api' }), undefined, { saveFile: (file, fileName) => downloads.push({ file, fileName }) });
  const listCalls = () => calls.filter(({ call }) => call.startsWith('GET /dashboard?')).map(({ call }) => call);
  const loaded = async () => {
    await vi.waitFor(() => {
      expect(selectSpaceList(store.getState()).status).not.toBe('loading');
    });
  };
  store.dispatch(spacesScreenOpened({ folderId: null }));
  await loaded();
  return { store, calls, downloads, listCalls, loaded, names: () => selectSpaceList(store.getState()).items.map((space) => space.name) };
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

  it('goes back to the last page there is when the rows of the last page are deleted', async () => {
    const { store, listCalls, loaded, names } = await setup();
    store.dispatch(spacesPageChanged(1));
    await loaded();
    expect(names()).toEqual(byName.slice(20));
    store.dispatch(spacesSelectionChanged(selectSpaceList(store.getState()).items.map((space) => space.uuid)));
    store.dispatch(spacesBulkOpened('delete'));
    store.dispatch(spacesBulkDeleteConfirmed());
    await vi.waitFor(() => {
      expect(listCalls().at(-1)).toBe('GET /dashboard?all_spaces=true&size=20&page=0&sort=name');
    });
    await loaded();
    expect(names()).toEqual(byName.slice(0, 20));
    expect(selectSpaceList(store.getState()).total).toBe(20);
  });

  it('keeps the selection across pages: the page shows its own ticks, the count and the delete take them all', async () => {
    const { store, calls, loaded } = await setup();
    const firstPage = selectSpaceList(store.getState()).items.slice(0, 2).map((space) => space.uuid);
    store.dispatch(spacesSelectionChanged(firstPage));
    store.dispatch(spacesPageChanged(1));
    await loaded();
    expect(selectSpaceListPageSelection(store.getState())).toEqual([]);
    const secondPage = selectSpaceList(store.getState()).items.slice(0, 1).map((space) => space.uuid);
    store.dispatch(spacesSelectionChanged(secondPage));
    expect(selectSpaceListSelectedCount(store.getState())).toBe(3);
    store.dispatch(spacesPageChanged(0));
    await loaded();
    expect(selectSpaceListPageSelection(store.getState())).toEqual(firstPage);
    store.dispatch(spacesSelectionChanged(firstPage.slice(1)));
    expect(selectSpaceListSelectedCount(store.getState())).toBe(2);
    store.dispatch(spacesBulkOpened('delete'));
    store.dispatch(spacesBulkDeleteConfirmed());
    await vi.waitFor(() => {
      expect(selectSpaceListNotice(store.getState())).toEqual({ tone: 'success', text: M.bulkDeleted(2) });
    });
    expect(calls.find(({ call }) => call === 'DELETE /dashboard')?.body).toEqual({ ids: [...secondPage, ...firstPage.slice(1)], include: true });
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

  it('moves a space in the caller\'s own order (no sort) and lists that order again', async () => {
    const { store, calls, listCalls, loaded, names } = await setup();
    store.dispatch(spacesSortChanged(CUSTOM_SPACES_ORDER));
    await loaded();
    expect(listCalls().at(-1)).toBe('GET /dashboard?all_spaces=true&size=20&page=0');
    const before = names();
    const second = selectSpaceList(store.getState()).items[1];
    store.dispatch(spaceReorderRequested({ spaceId: second?.uuid ?? '', index: 0 }));
    await vi.waitFor(() => {
      expect(selectSpaceListNotice(store.getState())).toEqual({ tone: 'success', text: M.reordered(second?.name ?? '', 1) });
    });
    await loaded();
    expect(calls.find(({ call }) => call.startsWith('PUT /dashboard/reorder/'))).toEqual({ call: `PUT /dashboard/reorder/${second?.uuid ?? ''}`, body: { index: 0 } });
    expect(names().slice(0, 3)).toEqual([before[1], before[0], before[2]]);
  });

  it('moves one row to a folder, leaving the selection, and offers the folders there are', async () => {
    const spaces = spacesFixture.map((space, index) => ({ ...space, folder_id: index < 2 ? 'Compliance' : index === 2 ? 'Audit/2026' : null }));
    const { store, calls, loaded } = await setup({ spaces });
    const [first, second] = selectSpaceList(store.getState()).items;
    store.dispatch(spacesSelectionChanged([second?.uuid ?? '']));
    store.dispatch(spaceMoveOpened(first?.uuid ?? ''));
    await vi.waitFor(() => {
      expect(selectSpaceListBulk(store.getState()).folders).toEqual(['Audit/2026', 'Compliance']);
    });
    store.dispatch(spacesMoveToFolderSubmitted({ folderId: 'Audit/2027' }));
    await vi.waitFor(() => {
      expect(selectSpaceListNotice(store.getState())).toEqual({ tone: 'success', text: M.movedToFolder(1, 'Audit/2027') });
    });
    await loaded();
    expect(calls.find(({ call }) => call === 'PUT /dashboard/move_to_folder')?.body).toEqual({ ids: [first?.uuid], folder_id: 'Audit/2027' });
    expect(selectSpaceListSelectedCount(store.getState())).toBe(1);
  });

  it('selects every match of the search: delete sends include false with the search and the exclusions', async () => {
    const { store, calls, loaded } = await setup();
    store.dispatch(spacesSearchTyped('o'));
    await vi.waitFor(() => {
      expect(selectSpaceList(store.getState()).items.length).toBeGreaterThan(0);
      expect(store.getState().spaceList.filters.search).toBe('o');
    });
    await loaded();
    const { items, total } = selectSpaceList(store.getState());
    store.dispatch(spacesSelectionChanged(items.map((space) => space.uuid)));
    store.dispatch(spacesAllMatchingSelected());
    expect(selectSpaceListSelectedCount(store.getState())).toBe(total);
    const kept = items[0]?.uuid ?? '';
    store.dispatch(spacesSelectionChanged(items.slice(1).map((space) => space.uuid)));
    expect(selectSpaceListSelectedCount(store.getState())).toBe(total - 1);
    store.dispatch(spacesBulkOpened('delete'));
    store.dispatch(spacesBulkDeleteConfirmed());
    await vi.waitFor(() => {
      expect(selectSpaceListNotice(store.getState())).toEqual({ tone: 'success', text: M.bulkDeleted(total - 1) });
    });
    await loaded();
    expect(calls.find(({ call }) => call === 'DELETE /dashboard')?.body).toEqual({ ids: [kept], include: false, filters: { search: 'o' } });
    expect(selectSpaceList(store.getState()).items.map((space) => space.uuid)).toEqual([kept]);
    expect(selectSpaceListSelectedCount(store.getState())).toBe(0);
  });

  it('moves every match but the exclusions, across pages, in one request', async () => {
    const { store, calls } = await setup();
    const { items } = selectSpaceList(store.getState());
    store.dispatch(spacesSelectionChanged(items.map((space) => space.uuid)));
    store.dispatch(spacesAllMatchingSelected());
    store.dispatch(spacesSelectionChanged(items.slice(1).map((space) => space.uuid)));
    store.dispatch(spacesBulkOpened('move'));
    store.dispatch(spacesMoveToFolderSubmitted({ folderId: null }));
    await vi.waitFor(() => {
      expect(selectSpaceListNotice(store.getState())).toEqual({ tone: 'success', text: M.movedToFolder(21, null) });
    });
    const body = calls.find(({ call }) => call === 'PUT /dashboard/move_to_folder')?.body as { ids: string[]; folder_id: null };
    expect(body.folder_id).toBeNull();
    expect(new Set(body.ids)).toEqual(new Set(spacesFixture.map((space) => space.uuid).filter((id) => id !== items[0]?.uuid)));
  });

  it('narrows by the management filters, which a bulk action over every match keeps', async () => {
    const { store, calls, listCalls, loaded, names } = await setup();
    await vi.waitFor(() => {
      expect(store.getState().spaceList.filterOptions?.access).toEqual(['custom', 'private', 'public']);
    });
    // A notice about the list before goes with it.
    store.dispatch(spaceListNoticeShown({ tone: 'success', text: 'Moved' }));
    store.dispatch(spacesFilterChosen({ access: 'private' }));
    expect(selectSpaceListNotice(store.getState())).toBeNull();
    await loaded();
    expect(listCalls().at(-1)).toBe('GET /dashboard?all_spaces=true&size=20&page=0&sort=name&access=private');
    expect(names()).toEqual(['Empty dashboard', 'My compliance notes']);
    store.dispatch(spacesSelectionChanged(selectSpaceList(store.getState()).items.map((space) => space.uuid)));
    store.dispatch(spacesAllMatchingSelected());
    store.dispatch(spacesBulkOpened('move'));
    store.dispatch(spacesMoveToFolderSubmitted({ folderId: 'Private' }));
    await vi.waitFor(() => {
      expect(selectSpaceListNotice(store.getState())).toEqual({ tone: 'success', text: M.movedToFolder(2, 'Private') });
    });
    const privateIds = spacesFixture.filter((space) => space.access === 'private').map((space) => space.uuid);
    expect(new Set((calls.find(({ call }) => call === 'PUT /dashboard/move_to_folder')?.body as { ids: string[] }).ids)).toEqual(new Set(privateIds));
    store.dispatch(spacesSelectionChanged(selectSpaceList(store.getState()).items.map((space) => space.uuid)));
    store.dispatch(spacesAllMatchingSelected());
    store.dispatch(spacesBulkOpened('delete'));
    store.dispatch(spacesBulkDeleteConfirmed());
    await vi.waitFor(() => {
      expect(calls.find(({ call }) => call === 'DELETE /dashboard')?.body).toEqual({ ids: [], include: false, filters: { access: ['private'] } });
    });
  });

  it('exports every match but the exclusions as one file, keeping the selection', async () => {
    const { store, calls, downloads } = await setup();
    const { items } = selectSpaceList(store.getState());
    store.dispatch(spacesSelectionChanged(items.map((space) => space.uuid)));
    store.dispatch(spacesAllMatchingSelected());
    store.dispatch(spacesSelectionChanged(items.slice(2).map((space) => space.uuid)));
    store.dispatch(spacesBulkExportRequested());
    await vi.waitFor(() => {
      expect(selectSpaceListNotice(store.getState())).toEqual({ tone: 'success', text: M.bulkExported(20) });
    });
    expect(calls.find(({ call }) => call === 'POST /dashboard/export')?.body).toEqual({ selection: { ids: [items[0]?.uuid, items[1]?.uuid], include: false, filters: {} } });
    expect(downloads.map(({ fileName }) => fileName)).toEqual(['dashboards.json']);
    const documents = JSON.parse(await downloads[0]?.file.text() ?? '[]') as { space: { uuid: string } }[];
    expect(documents).toHaveLength(20);
    expect(selectSpaceListSelectedCount(store.getState())).toBe(20);
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
