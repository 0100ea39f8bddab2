import { describe, expect, it, vi } from 'vitest';
import { mockApiServer } from '../../testing/mockApiServer';
import { combineSlices } from '@reduxjs/toolkit';
import { createApiClient, type ApiClient } from '@vigil/openapi';
import { attributesReply, valueReply } from '@vigil/openapi/mocks';
import { answeringClient } from '../../store/answeringClient';
import { createVigilStore } from '../../store/createVigilStore';
import { searchChanged, searchCleared, searchOpened, topbarSlice } from '../../topbar/state/topbar.slice';
import { labDevicesFixture, recentSearchedFixture, searchAssetsFixture, searchFieldsFixture } from '../fixtures/search';
import { RECENT_FIXTURE, searchHandlers, type SearchServerOptions } from '../mocks/search.handlers';
import { GLOBAL_SEARCH_DEBOUNCE_MS, GLOBAL_SEARCH_PAGE_SIZE } from '../search.constants';
import { selectRecentSearchItems, selectSearchResultGroups, selectSearchState, selectSearchView } from './search.selectors';
import { createSearchSaga } from './search.sagas';
import { assetOpened, globalSearchShown, moreResultsRequested, recentRemoved, searchSlice } from './search.slice';

const server = mockApiServer();

const newStore = (client: ApiClient) =>
  createVigilStore({ reducer: combineSlices(topbarSlice, searchSlice), saga: createSearchSaga(), client });

/** The real reducers and saga against the mock search server, every call logged; the modal opened on `value`. */
async function setup(options: SearchServerOptions = {}, value = '') {
  const calls: { call: string; body?: unknown }[] = [];
  server.use(
    ...searchHandlers({
      ...options,
      record: (call, body) => {
        calls.push({ call, body });
      },
    }),
  );
  const store = newStore(createApiClient({ baseUrl: 'http://vigil.test/api' }));
  const searches = () => calls.filter(({ call }) => call.startsWith('GET /global_search?')).map(({ call }) => call);
  const state = () => selectSearchState(store.getState());
  store.dispatch(searchOpened());
  store.dispatch(globalSearchShown(value));
  await vi.waitFor(() => {
    expect(state().fields.status).not.toBe('loading');
    expect(state().recent.status).not.toBe('loading');
  });
  return { store, calls, searches, state };
}

const page = (value: string, skip = 0) => `GET /global_search?search_value=${value}&limit=${GLOBAL_SEARCH_PAGE_SIZE}&skip=${skip}`;
const names = (store: ReturnType<typeof newStore>) => selectSearchState(store.getState()).results.map((item) => item.name);

describe('opening the modal', () => {
  it('loads the fields once and the recent items, and shows the empty state without a value', async () => {
    const { store, calls } = await setup({ recent: RECENT_FIXTURE });
    expect(selectSearchView(store.getState())).toBe('empty');
    expect(selectRecentSearchItems(store.getState()).searched).toEqual(recentSearchedFixture);
    store.dispatch(globalSearchShown(''));
    await vi.waitFor(() => {
      expect(calls.filter(({ call }) => call === 'GET /global_search/recent')).toHaveLength(2);
    });
    expect(calls.filter(({ call }) => call === 'GET /global_search/fields')).toHaveLength(1);
    expect(selectSearchState(store.getState()).fields.value).toEqual(searchFieldsFixture);
  });

  it("searches the top bar's value at once, groups the results with their counts and records the search", async () => {
    const { store, calls, searches } = await setup({}, ' maria ');
    await vi.waitFor(() => {
      expect(selectSearchView(store.getState())).toBe('results');
    });
    expect(searches()).toEqual([page('maria')]);
    expect(selectSearchResultGroups(store.getState()).map(({ entityType, count, items }) => [entityType, count, items.map((item) => item.name)])).toEqual([
      ['devices', '1', ['LT-MARIA-01']],
      ['users', '1', ['maria.garcia']],
    ]);
    await vi.waitFor(() => {
      expect(calls).toContainEqual({ call: 'POST /global_search/recent', body: { kind: 'searched', value: 'maria' } });
    });
    expect(selectRecentSearchItems(store.getState()).searched.map((item) => item.value)).toEqual(['maria']);
  });

  it('shows the error state when the fields cannot be read, even with nothing typed', async () => {
    const { store } = await setup({ failFields: true });
    expect(selectSearchView(store.getState())).toBe('error');
  });
});

describe('typing', () => {
  it('debounces: only the value of the last pause is searched', async () => {
    const { store, searches } = await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    store.dispatch(searchChanged('w'));
    await vi.advanceTimersByTimeAsync(GLOBAL_SEARCH_DEBOUNCE_MS - 1);
    store.dispatch(searchChanged('ws'));
    await vi.advanceTimersByTimeAsync(GLOBAL_SEARCH_DEBOUNCE_MS - 1);
    store.dispatch(searchChanged('ws-fin'));
    expect(selectSearchView(store.getState())).toBe('loading');
    await vi.advanceTimersByTimeAsync(GLOBAL_SEARCH_DEBOUNCE_MS - 1);
    expect(searches()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => {
      expect(selectSearchView(store.getState())).toBe('results');
    });
    expect(searches()).toEqual([page('ws-fin')]);
    expect(names(store)).toEqual(['WS-FIN-0142', 'WS-FIN-0143']);
  });

  it('a newer value aborts the requests of the older one, whose results never land', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const held: { url: URL; signal: AbortSignal; resolve: (response: Response) => void }[] = [];
    const hold = (request: Request) =>
      new Promise<Response>((resolve) => {
        held.push({ url: new URL(request.url), signal: request.signal, resolve });
      });
    const store = newStore(
      answeringClient({
        'GET /global_search/fields': () => Response.json(valueReply(searchFieldsFixture)),
        'GET /global_search/recent': () => Response.json(attributesReply({ viewed: [], searched: [] })),
        'POST /global_search/recent': () => Response.json(attributesReply({ viewed: [], searched: [] })),
        'GET /global_search': hold,
        'GET /global_search/count': hold,
      }),
    );
    store.dispatch(globalSearchShown('fin'));
    await vi.waitFor(() => {
      expect(held).toHaveLength(2);
    });
    store.dispatch(searchChanged('maria'));
    await vi.advanceTimersByTimeAsync(GLOBAL_SEARCH_DEBOUNCE_MS);
    await vi.waitFor(() => {
      expect(held).toHaveLength(4);
    });
    expect(held.map(({ url, signal }) => [url.searchParams.get('search_value'), signal.aborted])).toEqual([
      ['fin', true],
      ['fin', true],
      ['maria', false],
      ['maria', false],
    ]);
    vi.useRealTimers();
    const reply = (value: string, path: string) => {
      const items = searchAssetsFixture
        .filter((asset) => asset.name.toLowerCase().includes(value))
        .map(({ fields, ...asset }) => ({ ...asset, matched_fields: fields.slice(0, 1) }));
      return path.endsWith('/count')
        ? Response.json(attributesReply({ total: items.length, capped: false, cap: 1000, entity_types: [] }))
        : Response.json({ data: items, meta: { page: 0, size: GLOBAL_SEARCH_PAGE_SIZE, total: items.length, next_cursor: null } });
    };
    // The newer answers come first, then the aborted ones' (a server that ignored the abort).
    for (const { url, resolve } of [...held].reverse()) resolve(reply(url.searchParams.get('search_value') ?? '', url.pathname));
    await vi.waitFor(() => {
      expect(selectSearchView(store.getState())).toBe('results');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(selectSearchState(store.getState()).query).toBe('maria');
    expect(names(store)).toEqual(['LT-MARIA-01', 'maria.garcia']);
  });

  it('clearing goes back to the empty state and stops the search under way', async () => {
    const { store, searches } = await setup({ searchPending: true }, 'fin');
    await vi.waitFor(() => {
      expect(searches()).toHaveLength(1);
    });
    store.dispatch(searchCleared());
    expect(selectSearchView(store.getState())).toBe('empty');
    expect(selectSearchState(store.getState())).toMatchObject({ query: '', results: [], count: null });
  });

  it('a failed search shows the error state and records nothing', async () => {
    const { store, calls } = await setup({ failSearch: true }, 'fin');
    await vi.waitFor(() => {
      expect(selectSearchView(store.getState())).toBe('error');
    });
    expect(calls.some(({ call }) => call.startsWith('POST'))).toBe(false);
  });

  it('no match shows the no-results state and records nothing', async () => {
    const { store, calls } = await setup({}, 'zz-nothing');
    await vi.waitFor(() => {
      expect(selectSearchView(store.getState())).toBe('no-results');
    });
    expect(calls.some(({ call }) => call.startsWith('POST'))).toBe(false);
  });
});

describe('paging', () => {
  it('fetches the next page at the end of the results (skip), then stops at the last', async () => {
    const { store, searches } = await setup({ assets: labDevicesFixture(GLOBAL_SEARCH_PAGE_SIZE + 30), cap: 100 }, 'ws-lab');
    await vi.waitFor(() => {
      expect(selectSearchView(store.getState())).toBe('results');
    });
    expect(names(store)).toHaveLength(GLOBAL_SEARCH_PAGE_SIZE);
    expect(selectSearchResultGroups(store.getState())[0]?.count).toBe('100+');
    store.dispatch(moreResultsRequested());
    store.dispatch(moreResultsRequested());
    await vi.waitFor(() => {
      expect(names(store)).toHaveLength(GLOBAL_SEARCH_PAGE_SIZE + 30);
    });
    expect(names(store).at(-1)).toBe('WS-LAB-0230');
    expect(selectSearchState(store.getState())).toMatchObject({ hasMore: false, loadingMore: false });
    store.dispatch(moreResultsRequested());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(searches()).toEqual([page('ws-lab'), page('ws-lab', GLOBAL_SEARCH_PAGE_SIZE)]);
  });

  it('a new value abandons the page on its way: it never joins the new results', async () => {
    const assets = labDevicesFixture(GLOBAL_SEARCH_PAGE_SIZE + 30);
    const { store, searches } = await setup({ assets }, 'ws-lab');
    await vi.waitFor(() => {
      expect(selectSearchView(store.getState())).toBe('results');
    });
    store.dispatch(moreResultsRequested());
    store.dispatch(searchChanged('ws-lab-01'));
    await vi.waitFor(() => {
      expect(searches()).toContain(page('ws-lab-01'));
      expect(selectSearchView(store.getState())).toBe('results');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // WS-LAB-0100 to WS-LAB-0199, without the page of "ws-lab" from 200 on.
    expect(names(store)).toEqual(assets.map((asset) => asset.name).filter((name) => name.startsWith('WS-LAB-01')));
    expect(names(store)).toHaveLength(100);
    expect(selectSearchState(store.getState()).loadingMore).toBe(false);
  });
});

describe('recent items', () => {
  it('opening an asset closes the modal and records it as viewed', async () => {
    const { store, calls } = await setup();
    const maria = searchAssetsFixture.find((asset) => asset.name === 'maria.garcia');
    store.dispatch(assetOpened({ entityType: 'users', assetId: maria?.id ?? '' }));
    expect(store.getState().topbar.search.open).toBe(false);
    await vi.waitFor(() => {
      expect(selectRecentSearchItems(store.getState()).viewed.map((item) => item.name)).toEqual(['maria.garcia']);
    });
    expect(calls).toContainEqual({ call: 'POST /global_search/recent', body: { kind: 'viewed', entity_type: 'users', asset_id: maria?.id } });
  });

  it('a removed item goes from the list and from the server', async () => {
    const { store, calls } = await setup({ recent: RECENT_FIXTURE });
    const [first, second] = recentSearchedFixture;
    store.dispatch(recentRemoved(first?.id ?? ''));
    expect(selectRecentSearchItems(store.getState()).searched).toEqual([second]);
    await vi.waitFor(() => {
      expect(calls.map(({ call }) => call)).toContain(`DELETE /global_search/recent/${first?.id ?? ''}`);
    });
    expect(selectRecentSearchItems(store.getState()).searched).toEqual([second]);
  });
});
