import { describe, expect, it, vi } from 'vitest';
import { mockApiServer } from '../../testing/mockApiServer';
import { http, HttpResponse } from 'msw';
import { createApiClient, type CurrentUser } from '@vigil/openapi';
import { adminInDataScopeFixture } from '../../navigation/fixtures/navigation';
import { queriesHandlers } from '../../queries/mocks/queries.handlers';
import { ASSETS_NOW } from '../fixtures/assets';
import { assetsHandlers, type AssetsServerOptions } from '../mocks/assets.handlers';
import { asOfChanged, assetDetailOpened } from './assetDetail.slice';
import { defaultInvestigationFilters } from './assetDetail.sagas';
import { assetsTestStore } from './assetsTestStore';
import { selectAssetDetail, selectInvestigation } from './assets.selectors';
import { investigationFiltersChanged, investigationMoreRequested, investigationOpened } from './investigation.slice';

const server = mockApiServer();

function setup(options: AssetsServerOptions = {}, user?: CurrentUser) {
  const calls: { call: string; body?: unknown }[] = [];
  server.use(
    ...assetsHandlers({
      ...options,
      record: (call, body) => {
        calls.push({ call, body });
      },
    }),
    ...queriesHandlers(),
  );
  const store = assetsTestStore(createApiClient({ baseUrl: 'http://vigil.test/api' }), user, { now: () => new Date(ASSETS_NOW) });
  const detail = () => selectAssetDetail(store.getState());
  const investigation = () => selectInvestigation(store.getState());
  const eventCalls = () => calls.filter(({ call }) => call.includes('/investigation?')).map(({ call }) => new URLSearchParams(call.split('?')[1]));
  return { store, calls, detail, investigation, eventCalls };
}

describe('the asset page', () => {
  it('loads the asset and records it as recently viewed', async () => {
    const { store, calls, detail } = setup();
    store.dispatch(assetDetailOpened({ entity: 'devices', id: 'devices-1' }));
    await vi.waitFor(() => {
      expect(detail().status).toBe('loaded');
    });
    expect(detail().asset?.name).toBe('SRV-IT-0001');
    await vi.waitFor(() => {
      expect(calls.find(({ call }) => call === 'POST /global_search/recent')?.body).toEqual({ kind: 'viewed', entity_type: 'devices', asset_id: 'devices-1' });
    });
  });

  it('a failed record of the recent item changes nothing', async () => {
    const { store, detail } = setup();
    server.use(http.post('*/api/global_search/recent', () => HttpResponse.json({ status: 500, message: 'down' }, { status: 500 })));
    store.dispatch(assetDetailOpened({ entity: 'devices', id: 'devices-2' }));
    await vi.waitFor(() => {
      expect(detail().status).toBe('loaded');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(detail()).toMatchObject({ status: 'loaded', error: null, unavailable: null });
  });

  it('a 404 is the data-scope notice inside a data scope, else not found', async () => {
    const inScope = setup({ hidden: ['devices-3'] }, adminInDataScopeFixture);
    inScope.store.dispatch(assetDetailOpened({ entity: 'devices', id: 'devices-3' }));
    await vi.waitFor(() => {
      expect(inScope.detail().unavailable).toBe('not-in-data-scope');
    });
    const outside = setup({ hidden: ['devices-3'] });
    outside.store.dispatch(assetDetailOpened({ entity: 'devices', id: 'devices-3' }));
    await vi.waitFor(() => {
      expect(outside.detail().unavailable).toBe('not-found');
    });
  });

  it('as of a day: the end of that day (never after now), the fields changed since marked; clearing goes back to now', async () => {
    const { store, calls, detail } = setup();
    store.dispatch(assetDetailOpened({ entity: 'devices', id: 'devices-1' }));
    await vi.waitFor(() => {
      expect(detail().status).toBe('loaded');
    });
    store.dispatch(asOfChanged('2026-10-25'));
    await vi.waitFor(() => {
      expect(detail().asOf.status).toBe('loaded');
    });
    expect(calls.filter(({ call }) => call.includes('/as_of?')).at(-1)?.call).toBe('GET /assets/devices/devices-1/as_of?at=2026-10-25T23%3A59%3A59.999Z');
    expect(detail().asOf.fields?.fields.filter((field) => field.changed).map((field) => field.name)).toEqual(['ips', 'os_version']);

    store.dispatch(asOfChanged('2026-11-01'));
    await vi.waitFor(() => {
      expect(detail().asOf.status).toBe('loaded');
    });
    expect(calls.filter(({ call }) => call.includes('/as_of?')).at(-1)?.call).toBe(`GET /assets/devices/devices-1/as_of?at=${encodeURIComponent(new Date(ASSETS_NOW).toISOString())}`);

    store.dispatch(asOfChanged(null));
    expect(detail().asOf).toEqual({ date: null, status: 'idle', fields: null, error: null });
  });
});

describe('the investigation', () => {
  it('opens on the last 7 days, newest first, and pages by cursor', async () => {
    const { store, investigation, eventCalls } = setup();
    store.dispatch(investigationOpened({ entity: 'devices', id: 'devices-1' }));
    await vi.waitFor(() => {
      expect(investigation().status).toBe('loaded');
    });
    expect(investigation().filters).toEqual(defaultInvestigationFilters(new Date(ASSETS_NOW)));
    expect(investigation().filters?.dateFrom).toBe('2026-10-25T00:00:00.000Z');
    expect(investigation()).toMatchObject({ today: '2026-11-01', total: 36, nextCursor: '20' });
    const times = investigation().events.map((event) => event.timestamp);
    expect(times).toEqual([...times].sort().reverse());

    store.dispatch(investigationMoreRequested());
    await vi.waitFor(() => {
      expect(investigation().events).toHaveLength(36);
    });
    expect(investigation()).toMatchObject({ nextCursor: null, loadingMore: false });
    expect(eventCalls().map((query) => query.get('cursor'))).toEqual([null, '20']);
  });

  it('a change of filters starts again from the first page and drops a page still loading', async () => {
    const { store, investigation, eventCalls } = setup();
    store.dispatch(investigationOpened({ entity: 'devices', id: 'devices-1' }));
    await vi.waitFor(() => {
      expect(investigation().status).toBe('loaded');
    });
    const filters = investigation().filters;
    if (!filters) throw new Error('expected the default filters');
    store.dispatch(investigationMoreRequested());
    store.dispatch(investigationFiltersChanged({ filters: { ...filters, eventTypes: ['adapter_connection_added'] } }));
    await vi.waitFor(() => {
      expect(investigation().status).toBe('loaded');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(investigation().events.map((event) => event.event_type)).toEqual(['adapter_connection_added', 'adapter_connection_added', 'adapter_connection_added']);
    expect(eventCalls().at(-1)?.getAll('event_type')).toEqual(['adapter_connection_added']);
    expect(eventCalls().at(-1)?.get('cursor')).toBeNull();
  });

  it('a range picked to the end of today is asked up to now', async () => {
    const { store, investigation, eventCalls } = setup();
    store.dispatch(investigationOpened({ entity: 'devices', id: 'devices-1' }));
    await vi.waitFor(() => {
      expect(investigation().status).toBe('loaded');
    });
    store.dispatch(investigationFiltersChanged({ filters: { dateFrom: '2026-10-31T00:00:00.000Z', dateTo: '2026-11-01T23:59:59.999Z', eventTypes: [], field: null } }));
    await vi.waitFor(() => {
      expect(eventCalls()).toHaveLength(2);
    });
    expect(eventCalls().at(-1)?.get('date_to')).toBe(new Date(ASSETS_NOW).toISOString());
    expect(eventCalls().at(-1)?.get('date_from')).toBe('2026-10-31T00:00:00.000Z');
  });
});
