import { describe, expect, it, vi } from 'vitest';
import { mockApiServer } from '../../testing/mockApiServer';
import { createApiClient } from '@vigil/openapi';
import { COMPLIANCE_FOLDER_ID, IT_OPS_FOLDER_ID, savedQueriesFixture, sharedQuery, usedQuery, usedQueryUsageFixture } from '../fixtures/queries';
import { queriesHandlers, type QueriesServerOptions } from '../mocks/queries.handlers';
import { QUERIES_SEARCH_DEBOUNCE_MS } from '../queries.constants';
import { QUERIES_MESSAGES as M } from '../queries.messages';
import { queriesTestStore } from './queriesTestStore';
import { selectFolderTree, selectQueriesNotice, selectQueryFolders, selectQueryList, selectQueryRemove } from './queries.selectors';
import {
  folderCreateSubmitted,
  folderFormOpened,
  queriesEntityChanged,
  queriesKindChanged,
  queriesMoreRequested,
  queriesMoveOpened,
  queriesMoveSubmitted,
  queriesScreenOpened,
  queriesSearchTyped,
  queriesSortChanged,
  queryDeleteConfirmed,
  queryDeleteOpened,
  queryDuplicateRequested,
} from './queryList.slice';

const server = mockApiServer();

/** The real list reducer and saga against the mock queries server, every call logged; the list shown. */
async function setup(options: QueriesServerOptions = {}, folderId: string | null = null) {
  const calls: { call: string; body?: unknown }[] = [];
  server.use(
    ...queriesHandlers({
      ...options,
      record: (call, body) => {
        calls.push({ call, body });
      },
    }),
  );
  const store = queriesTestStore(createApiClient({ baseUrl: 'http://vigil.test/api' }));
  const listCalls = () => calls.filter(({ call }) => call.startsWith('GET /queries?')).map(({ call }) => call);
  const loaded = async () => {
    await vi.waitFor(() => {
      const list = selectQueryList(store.getState());
      expect(list.status !== 'loading' && !list.loadingMore).toBe(true);
    });
  };
  store.dispatch(queriesScreenOpened({ folderId }));
  await loaded();
  await vi.waitFor(() => {
    expect(selectQueryFolders(store.getState()).status).not.toBe('idle');
  });
  return { store, calls, listCalls, loaded };
}

const names = (store: Awaited<ReturnType<typeof setup>>['store']) => selectQueryList(store.getState()).items.map((query) => query.name);
const byName = [...savedQueriesFixture].sort((a, b) => a.name.localeCompare(b.name));

describe('the list', () => {
  it('loads the first 20 by name, the folders as a tree, then the next page by its cursor', async () => {
    const { store, listCalls, loaded } = await setup();
    expect(listCalls()).toEqual(['GET /queries?size=20&sort=name']);
    expect(names(store)).toEqual(byName.slice(0, 20).map((query) => query.name));
    expect(selectQueryList(store.getState()).total).toBe(26);
    expect(selectFolderTree(store.getState()).map((node) => [node.folder.name, node.children.map((child) => child.folder.name)])).toEqual([
      ['Compliance', []],
      ['IT Operations', []],
      ['Security', ['Endpoints']],
    ]);

    store.dispatch(queriesMoreRequested());
    await loaded();
    expect(listCalls().at(-1)).toBe('GET /queries?size=20&sort=name&cursor=20');
    expect(names(store)).toEqual(byName.map((query) => query.name));
    expect(selectQueryList(store.getState()).nextCursor).toBeNull();
  });

  it('puts the folder, kind, entity and sort in the query, each from the first page', async () => {
    const { store, listCalls, loaded } = await setup({}, IT_OPS_FOLDER_ID);
    store.dispatch(queriesKindChanged('mine'));
    await loaded();
    store.dispatch(queriesEntityChanged('devices'));
    await loaded();
    store.dispatch(queriesSortChanged('-last_updated'));
    await loaded();
    expect(listCalls()).toEqual([
      `GET /queries?size=20&sort=name&folder_id=${IT_OPS_FOLDER_ID}`,
      `GET /queries?size=20&sort=name&kind=mine&folder_id=${IT_OPS_FOLDER_ID}`,
      `GET /queries?size=20&sort=name&kind=mine&entity_type=devices&folder_id=${IT_OPS_FOLDER_ID}`,
      `GET /queries?size=20&sort=-last_updated&kind=mine&entity_type=devices&folder_id=${IT_OPS_FOLDER_ID}`,
    ]);
    expect(names(store)[0]).toBe('Linux servers');
    expect(names(store)).not.toContain('Cloud devices');
  });

  it('debounces the search: only the last text is fetched', async () => {
    const { store, listCalls, loaded } = await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    store.dispatch(queriesSearchTyped('win'));
    await vi.advanceTimersByTimeAsync(QUERIES_SEARCH_DEBOUNCE_MS - 1);
    store.dispatch(queriesSearchTyped('windows'));
    await vi.advanceTimersByTimeAsync(QUERIES_SEARCH_DEBOUNCE_MS - 1);
    expect(listCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await loaded();
    expect(listCalls().slice(1)).toEqual(['GET /queries?size=20&sort=name&search=windows']);
    expect(names(store)).toEqual(['Stale Windows workstations']);
  });

  it('a failed load keeps the server sentence', async () => {
    const { store } = await setup({ failList: true });
    expect(selectQueryList(store.getState())).toMatchObject({ status: 'failed', error: 'Internal Server Error' });
  });
});

describe('changes from the list', () => {
  it('creates a folder under the open one', async () => {
    const { store, calls } = await setup({}, COMPLIANCE_FOLDER_ID);
    store.dispatch(folderFormOpened({ parentId: COMPLIANCE_FOLDER_ID }));
    store.dispatch(folderCreateSubmitted({ name: ' Audits ' }));
    await vi.waitFor(() => {
      expect(selectQueriesNotice(store.getState())?.text).toBe(M.folderCreated('Audits'));
    });
    expect(calls.find(({ call }) => call === 'POST /query_folders')?.body).toEqual({ name: 'Audits', parent_id: COMPLIANCE_FOLDER_ID });
    const compliance = selectFolderTree(store.getState()).find((node) => node.folder.id === COMPLIANCE_FOLDER_ID);
    expect(compliance?.children.map((child) => child.folder.name)).toEqual(['Audits']);
  });

  it('moves a query out of the open folder: it leaves the list and the counts are fetched again', async () => {
    const { store, calls } = await setup({}, IT_OPS_FOLDER_ID);
    const linux = selectQueryList(store.getState()).items.find((query) => query.name === 'Linux servers');
    if (!linux) throw new Error('no Linux servers');
    const total = selectQueryList(store.getState()).total;
    store.dispatch(queriesMoveOpened([linux]));
    store.dispatch(queriesMoveSubmitted({ folderId: COMPLIANCE_FOLDER_ID }));
    await vi.waitFor(() => {
      expect(selectQueriesNotice(store.getState())?.text).toBe(M.moved(1, 'Compliance'));
    });
    expect(names(store)).not.toContain('Linux servers');
    expect(selectQueryList(store.getState()).total).toBe(total - 1);
    expect(calls.find(({ call }) => call === 'PUT /queries/move_to_folder')?.body).toEqual({ ids: [linux.id], folder_id: COMPLIANCE_FOLDER_ID });
    await vi.waitFor(() => {
      expect(selectQueryFolders(store.getState()).items.find((folder) => folder.id === COMPLIANCE_FOLDER_ID)?.query_count).toBe(1);
    });
  });

  it('duplicates a shared query and fetches the page again', async () => {
    const { store, listCalls, loaded } = await setup();
    store.dispatch(queryDuplicateRequested(sharedQuery));
    await vi.waitFor(() => {
      expect(selectQueriesNotice(store.getState())?.text).toBe(M.duplicated(`Copy of ${sharedQuery.name}`));
    });
    await loaded();
    expect(listCalls()).toHaveLength(2);
    expect(selectQueryList(store.getState()).total).toBe(27);
  });

  it('delete: a used query is refused with what uses it (409), then deleted with force', async () => {
    const { store, calls } = await setup();
    store.dispatch(queryDeleteOpened(usedQuery));
    store.dispatch(queryDeleteConfirmed({ force: false }));
    await vi.waitFor(() => {
      expect(selectQueryRemove(store.getState()).status).toBe('in-use');
    });
    expect(selectQueryRemove(store.getState()).usedBy).toEqual(usedQueryUsageFixture);
    expect(names(store)).toContain(usedQuery.name);

    store.dispatch(queryDeleteConfirmed({ force: true }));
    await vi.waitFor(() => {
      expect(selectQueriesNotice(store.getState())?.text).toBe(M.deleted(usedQuery.name));
    });
    expect(calls.filter(({ call }) => call.startsWith('DELETE')).map(({ call }) => call)).toEqual([
      `DELETE /queries/${usedQuery.id}`,
      `DELETE /queries/${usedQuery.id}?force=true`,
    ]);
    expect(names(store)).not.toContain(usedQuery.name);
    expect(selectQueryList(store.getState()).total).toBe(25);
    expect(selectQueryRemove(store.getState()).query).toBeNull();
  });
});
