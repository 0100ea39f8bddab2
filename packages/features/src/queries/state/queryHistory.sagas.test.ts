import { describe, expect, it, vi } from 'vitest';
import { mockApiServer } from '../../testing/mockApiServer';
import { createApiClient } from '@vigil/openapi';
import { STALE_WINDOWS_QUERY_ID, staleWindowsVersionsFixture } from '../fixtures/queries';
import { queriesHandlers, type QueriesServerOptions } from '../mocks/queries.handlers';
import { QUERIES_MESSAGES as M } from '../queries.messages';
import { queriesTestStore } from './queriesTestStore';
import { selectQueryHistory } from './queries.selectors';
import { queryHistoryOpened, queryVersionRestoreRequested, queryVersionToggled } from './queryHistory.slice';

const server = mockApiServer();

type Store = ReturnType<typeof queriesTestStore>;
const history = (store: Store) => selectQueryHistory(store.getState());

async function setup(options: QueriesServerOptions = {}, queryId = STALE_WINDOWS_QUERY_ID) {
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
  store.dispatch(queryHistoryOpened({ queryId }));
  await vi.waitFor(() => {
    expect(history(store).versions.status).not.toBe('loading');
    expect(history(store).query.status).not.toBe('loading');
    expect(history(store).diff.status).not.toBe('loading');
  });
  const diffCalls = () => calls.filter(({ call }) => call.includes('/diff?')).map(({ call }) => call);
  return { store, calls, diffCalls };
}

const version = (number: number) => {
  const found = staleWindowsVersionsFixture.find((item) => item.version === number);
  if (!found) throw new Error(`no version ${String(number)}`);
  return found;
};

describe('the history', () => {
  it('lists the versions newest first and compares the two newest', async () => {
    const { store, diffCalls } = await setup();
    expect(history(store).versions.items.map((item) => item.version)).toEqual([4, 3, 2, 1]);
    expect(history(store).picked).toEqual([3, 4]);
    expect(diffCalls()).toEqual([`GET /queries/${STALE_WINDOWS_QUERY_ID}/diff?from=3&to=4`]);
    expect(history(store).diff.value?.changes.map(({ change, path }) => `${change} ${path}`)).toEqual(['changed c1', 'changed g0.c0', 'added g0.c1']);
  });

  it('picking two others compares them older first; a third pick replaces the earlier pick', async () => {
    const { store, diffCalls } = await setup();
    store.dispatch(queryVersionToggled(4));
    store.dispatch(queryVersionToggled(3));
    expect(history(store).picked).toEqual([]);
    expect(history(store).diff.status).toBe('idle');
    store.dispatch(queryVersionToggled(2));
    store.dispatch(queryVersionToggled(1));
    await vi.waitFor(() => {
      expect(history(store).diff.status).toBe('loaded');
    });
    expect(diffCalls().at(-1)).toBe(`GET /queries/${STALE_WINDOWS_QUERY_ID}/diff?from=1&to=2`);
    expect(history(store).diff.value).toMatchObject({ name_before: 'Windows PCs', name_after: 'Stale Windows PCs' });
    store.dispatch(queryVersionToggled(4));
    expect(history(store).picked).toEqual([1, 4]);
    await vi.waitFor(() => {
      expect(history(store).diff.status).toBe('loaded');
    });
    expect(diffCalls().at(-1)).toBe(`GET /queries/${STALE_WINDOWS_QUERY_ID}/diff?from=1&to=4`);
  });

  it('restores a version as the newest one, from the version it loaded, and lists the versions again', async () => {
    const { store, calls } = await setup();
    store.dispatch(queryVersionRestoreRequested(version(2)));
    await vi.waitFor(() => {
      expect(history(store).notice?.text).toBe(M.restored(2, 5));
    });
    expect(calls.find(({ call }) => call.startsWith('PUT'))?.body).toEqual({ name: version(2).name, filter: version(2).filter, base_version: 4 });
    await vi.waitFor(() => {
      expect(history(store).versions.items.map((item) => item.version)).toEqual([5, 4, 3, 2, 1]);
    });
    expect(history(store).query.value?.name).toBe('Stale Windows PCs');
  });

  it('a query hidden from the caller is unavailable', async () => {
    const { store } = await setup({ hidden: [STALE_WINDOWS_QUERY_ID] });
    expect(history(store).query).toMatchObject({ status: 'unavailable', unavailable: 'not-found' });
  });
});
