import { describe, expect, it, vi } from 'vitest';
import { mockApiServer } from '../../testing/mockApiServer';
import { createApiClient, type QueryFilter } from '@vigil/openapi';
import { attributesReply, valueReply } from '@vigil/openapi/mocks';
import { adminInDataScopeFixture } from '../../navigation/fixtures/navigation';
import { answeringClient } from '../../store/answeringClient';
import { predefinedQuery, queryDataFieldsFixture, STALE_WINDOWS_QUERY_ID, staleWindowsFilter, staleWindowsQuery } from '../fixtures/queries';
import { mockCounts, queriesHandlers, type QueriesServerOptions } from '../mocks/queries.handlers';
import { QUERIES_PATHS, QUERY_COUNT_DEBOUNCE_MS, QUERY_PREVIEW_SIZE } from '../queries.constants';
import { QUERIES_MESSAGES as M } from '../queries.messages';
import { queriesTestStore } from './queriesTestStore';
import { selectEditorDirty, selectEditorProblems, selectEditorReadOnlyReason, selectQueryEditor } from './queries.selectors';
import {
  draftDiscarded,
  draftFilterChanged,
  draftNameChanged,
  draftSharingChanged,
  queryDuplicateToEditRequested,
  queryEditorOpened,
  queryOverwriteConfirmed,
  querySaveAsSubmitted,
  querySaveRequested,
} from './queryEditor.slice';

const server = mockApiServer();

type Store = ReturnType<typeof queriesTestStore>;
const editor = (store: Store) => selectQueryEditor(store.getState());

/** The real editor reducer and saga against the mock queries server; the editor opened and counted. */
async function setup(queryId: string | null, options: QueriesServerOptions = {}, user?: Parameters<typeof queriesTestStore>[1]) {
  const calls: { call: string; body?: unknown }[] = [];
  server.use(
    ...queriesHandlers({
      ...options,
      record: (call, body) => {
        calls.push({ call, body });
      },
    }),
  );
  const store = queriesTestStore(createApiClient({ baseUrl: 'http://vigil.test/api' }), user);
  store.dispatch(queryEditorOpened({ queryId }));
  await vi.waitFor(() => {
    expect(editor(store).status).not.toBe('loading');
  });
  const counted = async () => {
    await vi.waitFor(() => {
      expect(editor(store).counts.status).not.toBe('loading');
      expect(editor(store).preview.status).not.toBe('loading');
    });
  };
  if (editor(store).status === 'loaded') await counted();
  const of = (prefix: string) => calls.filter(({ call }) => call.startsWith(prefix));
  return { store, calls, of, counted };
}

const withHostname = (value: string): QueryFilter => ({ ...staleWindowsFilter, conditions: [{ field: 'hostname', operator: 'contains', value }] });

describe('loading', () => {
  it('loads the data fields and the query, then counts every node and fetches the first page of matches', async () => {
    const { store, of } = await setup(STALE_WINDOWS_QUERY_ID);
    expect(of('GET').map(({ call }) => call).sort()).toEqual(['GET /data_fields', `GET /queries/${STALE_WINDOWS_QUERY_ID}`, 'GET /settings/data_scope'].sort());
    expect(editor(store).draft.name).toBe(staleWindowsQuery.name);
    expect(of('POST /queries/count').map(({ body }) => body)).toEqual([{ entity: 'devices', filter: staleWindowsFilter, per_node: true }]);
    expect(of('POST /queries/preview').map(({ body }) => body)).toEqual([{ entity: 'devices', filter: staleWindowsFilter, size: QUERY_PREVIEW_SIZE }]);
    const expected = mockCounts('devices', staleWindowsFilter);
    expect(editor(store).counts).toMatchObject({ status: 'loaded', count: expected.count, nodes: expected.nodes });
    expect(Object.keys(editor(store).counts.nodes).sort()).toEqual(['', 'c0', 'c1', 'g0', 'g0.c0', 'g0.c1']);
    expect(editor(store).preview.rows).toHaveLength(Math.min(QUERY_PREVIEW_SIZE, expected.count));
    expect(selectEditorDirty(store.getState())).toBe(false);
    expect(editor(store).dataScopes.status).toBe('loaded');
  });

  it('a 404 is "not available within this data scope" inside a data scope, "not found" outside', async () => {
    const outside = await setup(STALE_WINDOWS_QUERY_ID, { hidden: [STALE_WINDOWS_QUERY_ID] });
    expect(editor(outside.store)).toMatchObject({ status: 'unavailable', unavailable: 'not-found' });
    const inside = await setup(STALE_WINDOWS_QUERY_ID, { hidden: [STALE_WINDOWS_QUERY_ID] }, adminInDataScopeFixture);
    expect(editor(inside.store)).toMatchObject({ status: 'unavailable', unavailable: 'not-in-data-scope' });
  });

  it('a predefined query is read-only; Duplicate to edit asks the view to open the copy', async () => {
    const { store, of } = await setup(predefinedQuery.id);
    expect(selectEditorReadOnlyReason(store.getState())).toBe(M.readOnlyPredefined);
    store.dispatch(queryDuplicateToEditRequested());
    await vi.waitFor(() => {
      expect(editor(store).navigation?.to).toMatch(/^\/queries\/.+/);
    });
    expect(of('POST /queries/').filter(({ call }) => call.endsWith('/duplicate')).map(({ call }) => call)).toEqual([`POST /queries/${predefinedQuery.id}/duplicate`]);
  });

  it('a data scope list the caller may not read leaves the specific scopes empty', async () => {
    const { store } = await setup(null, { dataScopes: 'forbidden' });
    expect(editor(store).dataScopes).toEqual({ status: 'failed', items: [] });
    expect(editor(store).status).toBe('loaded');
  });
});

describe('live counts', () => {
  it('waits out the debounce after the last change and counts only the last filter', async () => {
    const { store, of, counted } = await setup(STALE_WINDOWS_QUERY_ID);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    store.dispatch(draftFilterChanged(withHostname('W')));
    await vi.advanceTimersByTimeAsync(QUERY_COUNT_DEBOUNCE_MS - 1);
    store.dispatch(draftFilterChanged(withHostname('WS')));
    await vi.advanceTimersByTimeAsync(QUERY_COUNT_DEBOUNCE_MS - 1);
    expect(of('POST /queries/count')).toHaveLength(1);
    expect(editor(store).counts.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await counted();
    expect(of('POST /queries/count').slice(1).map(({ body }) => body)).toEqual([{ entity: 'devices', filter: withHostname('WS'), per_node: true }]);
    expect(editor(store).counts.count).toBe(mockCounts('devices', withHostname('WS')).count);
    expect(selectEditorDirty(store.getState())).toBe(true);
  });

  it('a newer change aborts the count and preview on their way, and only the newer counts land', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const requests: { call: string; body: unknown; signal: AbortSignal }[] = [];
    const held = new Map<string, (response: Response) => void>();
    const run = (request: Request) =>
      new Promise<Response>((resolve) => {
        void request.clone().json().then((body: { filter: QueryFilter }) => {
          const key = `${request.url} ${JSON.stringify(body.filter)}`;
          requests.push({ call: new URL(request.url).pathname, body, signal: request.signal });
          held.set(key, resolve);
        });
      });
    const client = answeringClient({
      'GET /data_fields': () => Response.json(valueReply(queryDataFieldsFixture)),
      'GET /settings/data_scope': () => Response.json(attributesReply({ scopes: [] })),
      'POST /queries/count': run,
      'POST /queries/preview': run,
    });
    const store = queriesTestStore(client);
    store.dispatch(queryEditorOpened({ queryId: null }));
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => {
      expect(requests).toHaveLength(2);
    });
    // The empty filter's count and preview are out; the user adds a condition.
    const first = requests.slice(0, 2);
    store.dispatch(draftFilterChanged(withHostname('lab')));
    await vi.advanceTimersByTimeAsync(QUERY_COUNT_DEBOUNCE_MS);
    await vi.waitFor(() => {
      expect(requests).toHaveLength(4);
    });
    expect(first.map(({ signal }) => signal.aborted)).toEqual([true, true]);
    expect(requests.slice(2).map(({ signal }) => signal.aborted)).toEqual([false, false]);
    for (const [key, resolve] of held) {
      const filter = key.slice(key.indexOf(' ') + 1);
      const counts = mockCounts('devices', JSON.parse(filter) as QueryFilter);
      resolve(key.includes('/count') ? Response.json(attributesReply(counts)) : Response.json({ data: [], meta: { page: 0, size: 50, total: counts.count, next_cursor: null } }));
    }
    vi.useRealTimers();
    await vi.waitFor(() => {
      expect(editor(store).counts.status).toBe('loaded');
    });
    expect(editor(store).counts.count).toBe(mockCounts('devices', withHostname('lab')).count);
  });

  it('a filter with problems of its own is not sent; the problems name their node', async () => {
    const { store, of, counted } = await setup(STALE_WINDOWS_QUERY_ID);
    store.dispatch(draftFilterChanged({ ...staleWindowsFilter, groups: [{ operator: 'or', conditions: [{ field: 'adapters', operator: 'size_less_than', value: 0 }], groups: [] }] }));
    await counted();
    expect(editor(store).counts.status).toBe('skipped');
    expect(of('POST /queries/count')).toHaveLength(1);
    expect(selectEditorProblems(store.getState())).toEqual([{ path: 'g0.c0', message: 'Value must be between 1 to 10' }]);
  });
});

describe('saving', () => {
  it('saves from the version it loaded; Discard goes back to the last save', async () => {
    const { store, of, counted } = await setup(STALE_WINDOWS_QUERY_ID);
    store.dispatch(draftNameChanged('Stale Windows devices'));
    expect(selectEditorDirty(store.getState())).toBe(true);
    store.dispatch(querySaveRequested());
    await vi.waitFor(() => {
      expect(editor(store).notice?.text).toBe(M.saved('Stale Windows devices'));
    });
    expect(of('PUT').map(({ body }) => body)).toEqual([
      expect.objectContaining({ name: 'Stale Windows devices', filter: staleWindowsFilter, base_version: staleWindowsQuery.version }),
    ]);
    expect(editor(store).query?.version).toBe(staleWindowsQuery.version + 1);
    expect(selectEditorDirty(store.getState())).toBe(false);

    store.dispatch(draftFilterChanged(withHostname('x')));
    store.dispatch(draftDiscarded());
    await counted();
    expect(editor(store).draft.filter).toEqual(staleWindowsFilter);
    expect(selectEditorDirty(store.getState())).toBe(false);
  });

  it('409: another save came first; Overwrite saves again without a base version', async () => {
    const { store, of } = await setup(STALE_WINDOWS_QUERY_ID, { concurrentSaves: [STALE_WINDOWS_QUERY_ID] });
    store.dispatch(draftFilterChanged(withHostname('WS-')));
    store.dispatch(querySaveRequested());
    await vi.waitFor(() => {
      expect(editor(store).save.status).toBe('conflict');
    });
    expect(editor(store).save.error).toBe('Version 5 of this query was saved after version 4');
    expect(selectEditorDirty(store.getState())).toBe(true);

    store.dispatch(queryOverwriteConfirmed());
    await vi.waitFor(() => {
      expect(editor(store).save.status).toBe('idle');
    });
    const puts = of('PUT').map(({ body }) => body as Record<string, unknown>);
    expect(puts.map((body) => body['base_version'])).toEqual([4, undefined]);
    expect(editor(store).query?.version).toBe(6);
    expect(selectEditorDirty(store.getState())).toBe(false);
  });

  it("400: the details land on the builder's nodes by path and on the form's fields", async () => {
    const { store } = await setup(STALE_WINDOWS_QUERY_ID, {
      saveRefusal: [
        { field: '/filter/groups/0/conditions/1/value', message: 'Value must be between 1 to 10' },
        { field: '/name', message: 'A query named "Stale Windows workstations" exists' },
        { field: '/filter/conditions/0/relationship_filter/value/conditions/2', message: 'Invalid expression' },
      ],
    });
    store.dispatch(draftNameChanged('Stale Windows'));
    store.dispatch(querySaveRequested());
    await vi.waitFor(() => {
      expect(editor(store).save.status).toBe('failed');
    });
    expect(editor(store).save.error).toBe('The query has problems');
    expect(selectEditorProblems(store.getState())).toEqual([
      { path: 'g0.c1', message: 'Value must be between 1 to 10' },
      { path: 'c0.g0.c2', message: 'Invalid expression' },
    ]);
    expect(editor(store).fieldErrors).toEqual({ name: 'A query named "Stale Windows workstations" exists' });
    // A change of the filter: the server's problems no longer point at the same nodes.
    store.dispatch(draftFilterChanged(withHostname('x')));
    expect(selectEditorProblems(store.getState())).toEqual([]);
  });

  it('a new query: the checks first, then POST, and the view is sent to its address', async () => {
    const { store, of, calls } = await setup(null);
    store.dispatch(draftSharingChanged({ private: false, all_data_scopes: false, data_scope_ids: [] }));
    store.dispatch(querySaveRequested());
    await vi.waitFor(() => {
      expect(editor(store).save.status).toBe('failed');
    });
    expect(editor(store).fieldErrors).toEqual({ name: M.nameRequired, data_scope_ids: M.dataScopeRequired });
    expect(calls.filter(({ call }) => call === 'POST /queries')).toHaveLength(0);

    store.dispatch(draftNameChanged('Lab machines'));
    store.dispatch(draftSharingChanged({ private: true, all_data_scopes: true, data_scope_ids: [] }));
    store.dispatch(draftFilterChanged(withHostname('lab')));
    store.dispatch(querySaveRequested());
    await vi.waitFor(() => {
      expect(editor(store).navigation).not.toBeNull();
    });
    const created = of('POST /queries').find(({ call }) => call === 'POST /queries');
    expect(created?.body).toEqual({
      name: 'Lab machines',
      entity: 'devices',
      description: '',
      filter: withHostname('lab'),
      private: true,
      // Shared with no data scope, whatever the hidden choice was (the server refuses a private query shared).
      all_data_scopes: false,
      data_scope_ids: [],
      folder_id: null,
    });
    expect(editor(store).navigation?.to).toBe(QUERIES_PATHS.query(editor(store).query?.id ?? ''));
    expect(selectEditorDirty(store.getState())).toBe(false);
  });

  it('Save as makes a new query with the draft and leaves the original as it was', async () => {
    const { store, of } = await setup(STALE_WINDOWS_QUERY_ID);
    store.dispatch(draftFilterChanged(withHostname('LT-')));
    store.dispatch(querySaveAsSubmitted({ name: 'Stale laptops' }));
    await vi.waitFor(() => {
      expect(editor(store).navigation).not.toBeNull();
    });
    expect(of('PUT')).toHaveLength(0);
    expect(of('POST /queries').find(({ call }) => call === 'POST /queries')?.body).toMatchObject({ name: 'Stale laptops', filter: withHostname('LT-'), entity: 'devices' });
    expect(editor(store).query?.name).toBe('Stale laptops');
  });
});
