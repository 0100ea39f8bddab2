import { describe, expect, it, vi } from 'vitest';
import { mockApiServer } from '../../testing/mockApiServer';
import { http, HttpResponse } from 'msw';
import { createApiClient, type CurrentUser } from '@vigil/openapi';
import { adminInDataScopeFixture } from '../../navigation/fixtures/navigation';
import { queriesHandlers } from '../../queries/mocks/queries.handlers';
import type { AssetView } from '../api/assets.api';
import { ASSETS_PAGE_SIZE, DEFAULT_ASSETS_SORT, EXPORT_PROGRESS_EVERY_ROWS, SAVED_QUERY_PICKER_SIZE } from '../assets.constants';
import { assetsHandlers, type AssetsServerOptions } from '../mocks/assets.handlers';
import { assetListOpened, assetsMoreRequested, columnsSaveRequested, exportCancelClicked, exportRequested } from './assetList.slice';
import { countRecords } from './assetList.sagas';
import { assetsTestStore } from './assetsTestStore';
import { selectAssetList } from './assets.selectors';

const server = mockApiServer();

const devices: AssetView = { entity: 'devices', queryId: null, filter: null, sort: DEFAULT_ASSETS_SORT };

/** The real reducers and sagas against the mock assets server, every call logged with its headers. */
function setup(options: AssetsServerOptions = {}, user?: CurrentUser) {
  const calls: { call: string; body?: unknown }[] = [];
  const headers: Headers[] = [];
  const saved: { file: Blob; fileName: string }[] = [];
  const signals: AbortSignal[] = [];
  const requests: Request[] = [];
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    headers.push(request.headers);
  });
  server.use(
    ...assetsHandlers({
      ...options,
      record: (call, body) => {
        calls.push({ call, body });
      },
    }),
    ...queriesHandlers(),
  );
  const client = createApiClient({
    baseUrl: 'http://vigil.test/api',
    fetch: (request) => {
      signals.push(request.signal);
      requests.push(request);
      return globalThis.fetch(request);
    },
  });
  const store = assetsTestStore(client, user, {
    saveFile: (file, fileName) => {
      saved.push({ file, fileName });
    },
  });
  const list = () => selectAssetList(store.getState());
  const listCalls = () => calls.filter(({ call }) => call.startsWith('GET /assets/devices?')).map(({ call }) => call);
  const settled = async () => {
    await vi.waitFor(() => {
      expect(list().status === 'loaded' || list().status === 'failed').toBe(true);
      expect(list().loadingMore).toBe(false);
    });
  };
  return { store, calls, headers, signals, requests, saved, list, listCalls, settled };
}

describe('the assets list', () => {
  it('fetches a page of 20 at a time by cursor, appending, and stops at the last page', async () => {
    const { store, list, listCalls, settled } = setup({ totals: { devices: 50 } });
    store.dispatch(assetListOpened({ view: devices }));
    await settled();
    expect(list().rows).toHaveLength(ASSETS_PAGE_SIZE);
    expect(list().total).toBe(50);
    expect(list().columns.map((column) => column.name)).toEqual(['name', 'hostname', 'os_type', 'ips', 'last_updated']);

    store.dispatch(assetsMoreRequested());
    // A second request while one loads is the same page: not asked twice.
    store.dispatch(assetsMoreRequested());
    await settled();
    store.dispatch(assetsMoreRequested());
    await settled();
    expect(list().rows.map((row) => row.id)).toEqual(Array.from({ length: 50 }, (_, index) => `devices-${String(index + 1)}`));
    expect(list().nextCursor).toBeNull();

    store.dispatch(assetsMoreRequested());
    await settled();
    expect(listCalls().map((call) => new URLSearchParams(call.split('?')[1]).get('cursor'))).toEqual([null, '20', '40']);
  });

  it('asks the saved-query picker for up to SAVED_QUERY_PICKER_SIZE queries of the type, by name', async () => {
    const { store, requests, settled } = setup();
    store.dispatch(assetListOpened({ view: devices }));
    await settled();
    const asked = requests.map((request) => new URL(request.url)).find((url) => url.pathname === '/api/queries');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({ size: String(SAVED_QUERY_PICKER_SIZE), sort: 'name', entity_type: 'devices' });
    await vi.waitFor(() => {
      expect(store.getState().assetList.savedQueries?.entity).toBe('devices');
    });
  });

  it('says "more than" when the total is capped, and a million rows are fetched only as asked for', async () => {
    const { store, list, listCalls, settled } = setup({ totals: { devices: 1_000_000 }, totalCap: 10_000 });
    store.dispatch(assetListOpened({ view: devices }));
    await settled();
    expect(list()).toMatchObject({ total: 10_000, totalCapped: true });
    expect(list().rows).toHaveLength(ASSETS_PAGE_SIZE);
    expect(listCalls()).toHaveLength(1);
  });

  it('asks again with the ETag of the rows held: a 304 keeps them, pages after the first included', async () => {
    const { store, list, headers, settled } = setup();
    store.dispatch(assetListOpened({ view: devices }));
    await settled();
    store.dispatch(assetsMoreRequested());
    await settled();
    const etag = list().etag;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);

    const asked = headers.length;
    store.dispatch(assetListOpened({ view: devices }));
    await vi.waitFor(() => {
      expect(headers.length).toBe(asked + 1);
    });
    await settled();
    expect(headers.at(-1)?.get('If-None-Match')).toBe(etag);
    expect(list().rows).toHaveLength(2 * ASSETS_PAGE_SIZE);

    // Forced (after a change of columns, a retry), the list starts over without the ETag.
    store.dispatch(assetListOpened({ view: devices, force: true }));
    await settled();
    expect(headers.at(-1)?.get('If-None-Match')).toBeNull();
    expect(list().rows).toHaveLength(ASSETS_PAGE_SIZE);
  });

  it('a new view cancels the one loading (its request aborted) and a page of the old view is not appended to the new', async () => {
    const { store, list, requests, settled } = setup();
    server.use(
      http.get('*/api/assets/users', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ status: 500, message: 'too late' }, { status: 500 });
      }),
    );
    store.dispatch(assetListOpened({ view: { ...devices, entity: 'users' } }));
    const usersRequest = await vi.waitFor(() => {
      const request = requests.find(({ url }) => url.includes('/assets/users?'));
      if (!request) throw new Error('not asked yet');
      return request;
    });
    store.dispatch(assetListOpened({ view: devices }));
    await settled();
    expect(list().view?.entity).toBe('devices');
    expect(list().status).toBe('loaded');
    expect(usersRequest.signal.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(list()).toMatchObject({ status: 'loaded', error: null });

    // A page asked for, then another view: the page is dropped.
    store.dispatch(assetsMoreRequested());
    store.dispatch(assetListOpened({ view: { ...devices, sort: 'hostname' } }));
    await settled();
    expect(list().rows).toHaveLength(ASSETS_PAGE_SIZE);
    expect(list().rows[0]?.name).toBe('MAC-FIN-0008');
  });

  it('a 404 inside a data scope is the data-scope notice, outside one "not found"; other failures a message', async () => {
    const inScope = setup({ hidden: ['devices'] }, adminInDataScopeFixture);
    inScope.store.dispatch(assetListOpened({ view: devices }));
    await inScope.settled();
    expect(inScope.list().unavailable).toBe('not-in-data-scope');

    const outside = setup({ hidden: ['devices'] });
    outside.store.dispatch(assetListOpened({ view: devices }));
    await outside.settled();
    expect(outside.list().unavailable).toBe('not-found');

    const failing = setup({ failList: true });
    failing.store.dispatch(assetListOpened({ view: devices }));
    await failing.settled();
    expect(failing.list()).toMatchObject({ status: 'failed', unavailable: null, error: 'Internal Server Error' });
  });

  it('keeps the chosen columns for the user and lists again with them', async () => {
    const { store, list, calls, settled } = setup();
    store.dispatch(assetListOpened({ view: devices }));
    await settled();
    store.dispatch(columnsSaveRequested(['name', 'department']));
    await vi.waitFor(() => {
      expect(list().columns.map((column) => column.name)).toEqual(['name', 'department']);
    });
    expect(calls.find(({ call }) => call === 'PUT /assets/devices/columns')?.body).toEqual({ columns: ['name', 'department'] });
    expect(list().columnChoice).toMatchObject({ is_default: false, saving: false, error: null });
  });
});

describe('the CSV export', () => {
  it('streams the file, puts the rows read as it goes, and hands the whole file to the browser', async () => {
    const { store, list, saved, settled } = setup({ totals: { devices: 1200 } });
    store.dispatch(assetListOpened({ view: devices }));
    await settled();
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => {
      const rows = list().export.rows;
      if (seen.at(-1) !== rows) seen.push(rows);
    });
    store.dispatch(exportRequested());
    await vi.waitFor(() => {
      expect(list().export.status).toBe('done');
    });
    unsubscribe();
    expect(list().export).toMatchObject({ rows: 1200, total: 1200, fileName: 'devices-2026-11-01.csv' });
    expect(seen).toEqual([0, EXPORT_PROGRESS_EVERY_ROWS, 2 * EXPORT_PROGRESS_EVERY_ROWS, 1200]);
    expect(saved.map(({ fileName }) => fileName)).toEqual(['devices-2026-11-01.csv']);
    const lines = (await saved[0]?.file.text())?.trimEnd().split('\n');
    expect(lines).toHaveLength(1201);
    expect(lines?.[1]).toBe('SRV-IT-0001,srv-it-0001.corp.example,Linux,10.1.0.2,2026-11-01T09:23:00Z');
  });

  it('Cancel aborts the stream: no file, the state says cancelled, and a new export can start', async () => {
    const { store, list, saved, signals, settled } = setup({ totals: { devices: 4000 }, exportChunkDelayMs: 40 });
    store.dispatch(assetListOpened({ view: devices }));
    await settled();
    store.dispatch(exportRequested());
    await vi.waitFor(() => {
      expect(list().export.rows).toBeGreaterThanOrEqual(EXPORT_PROGRESS_EVERY_ROWS);
    });
    store.dispatch(exportCancelClicked());
    expect(list().export.status).toBe('cancelled');
    expect(signals.at(-1)?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(saved).toHaveLength(0);
    expect(list().export.status).toBe('cancelled');

    store.dispatch(exportRequested());
    await vi.waitFor(() => {
      expect(list().export.status).toBe('done');
    });
    expect(saved).toHaveLength(1);
  });

  it('a refused export is a message, and no file', async () => {
    const { store, list, saved, settled } = setup();
    store.dispatch(assetListOpened({ view: devices }));
    await settled();
    server.use(http.get('*/api/assets/devices/export', () => HttpResponse.json({ status: 400, message: 'Cannot sort by x' }, { status: 400 })));
    store.dispatch(exportRequested());
    await vi.waitFor(() => {
      expect(list().export).toMatchObject({ status: 'failed', error: 'Cannot sort by x' });
    });
    expect(saved).toHaveLength(0);
  });

  it('counts CSV records over chunks, newlines inside quoted cells not counted', () => {
    const first = countRecords('a,b\n"x\ny', { inQuotes: false, records: 0 });
    expect(first).toEqual({ inQuotes: true, records: 1 });
    expect(countRecords('",z\n1,2\n', first)).toEqual({ inQuotes: false, records: 3 });
  });
});
