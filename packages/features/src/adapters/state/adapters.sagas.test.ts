import { describe, expect, it } from 'vitest';
import { createApiClient, type DiscoveryLifecycleStatus } from '@vigil/openapi';
import { buildDiscoveryLifecycle } from '@vigil/openapi/mocks';
import { discoveryLifecycleLoaded } from '../../topbar/state/topbar.slice';
import { mockApiServer } from '../../testing/mockApiServer';
import { ADAPTERS_MESSAGES as M } from '../adapters.messages';
import { connectionId, connectionsFixture } from '../fixtures/adapters';
import { adaptersHandlers, type AdaptersServerOptions } from '../mocks/adapters.handlers';
import { selectAdapters } from './adapters.selectors';
import {
  adapterMoreRequested,
  adapterOpened,
  connectionFetchRequested,
  connectionFormOpened,
  connectionsFiltered,
  connectionsMoreRequested,
  connectionSubmitted,
  historyOpened,
  viewClosed,
  viewOpened,
} from './adapters.slice';
import { adaptersTestStore } from './adaptersTestStore';

const server = mockApiServer();

/** The real reducer and saga against the mock Adapters server, every call logged. */
function setup(options: AdaptersServerOptions = {}) {
  const calls: string[] = [];
  server.use(...adaptersHandlers({ ...options, record: (call) => calls.push(call) }));
  const store = adaptersTestStore(createApiClient({ baseUrl: 'http://vigil.test/api' }));
  return { store, state: () => selectAdapters(store.getState()), calls };
}

const csvFile = () => new File(['hostname\nPC-1\n'], 'floor.csv', { type: 'text/csv' });

describe('the adapters saga', () => {
  it('loads an adapter page: the adapter, its connections and the vaults together', async () => {
    const { store, state, calls } = setup();
    store.dispatch(adapterOpened('ldap_adapter'));
    await expect.poll(() => state().adapter.status).toBe('loaded');
    expect(state().adapter.connections.map((item) => item.label)).toEqual(['Head office directory', 'Lab directory', 'Branch directory', 'New forest']);
    expect(state().vaults).toHaveLength(15);
    expect([...calls].sort()).toEqual(['GET /adapters/ldap_adapter', 'GET /connections?size=50&adapter=ldap_adapter', 'GET /vaults']);
  });

  it('creates a file connection, then uploads its file; the form closes', async () => {
    const { store, state, calls } = setup();
    store.dispatch(adapterOpened('csv_adapter'));
    await expect.poll(() => state().adapter.status).toBe('loaded');
    store.dispatch(connectionFormOpened(null));
    store.dispatch(connectionSubmitted({ connectionId: null, body: { adapter: 'csv_adapter', label: 'Floor', config: { entity: 'devices' } }, file: csvFile() }));
    await expect.poll(() => state().form).toBeNull();
    expect(state().adapter.connections.at(-1)?.file?.name).toBe('floor.csv');
    expect(state().notice).toEqual({ tone: 'success', text: M.uploaded('floor.csv') });
    expect(calls.slice(-2)).toEqual(['POST /connections', `PUT /connections/${connectionId(101)}/file?name=floor.csv`]);
  });

  it('keeps the form open on the created connection when its upload is refused, so saving again changes it instead of adding another', async () => {
    const { store, state, calls } = setup({ fileTooLarge: true });
    store.dispatch(adapterOpened('csv_adapter'));
    await expect.poll(() => state().adapter.status).toBe('loaded');
    store.dispatch(connectionFormOpened(null));
    store.dispatch(connectionSubmitted({ connectionId: null, body: { adapter: 'csv_adapter', label: 'Floor', config: { entity: 'devices' } }, file: csvFile() }));
    await expect.poll(() => state().form?.error).toBe('The file is larger than 100 MiB.');
    expect(state().form?.connectionId).toBe(connectionId(101));
    expect(state().adapter.connections.map((item) => item.label)).toContain('Floor');
    store.dispatch(connectionSubmitted({ connectionId: connectionId(101), body: { label: 'Floor' }, file: null }));
    await expect.poll(() => state().form).toBeNull();
    expect(calls.filter((call) => call === 'POST /connections')).toHaveLength(1);
    expect(calls).toContain(`PATCH /connections/${connectionId(101)}`);
  });

  it('pages the connections list with the cursor (Load more appends)', async () => {
    const [first] = connectionsFixture;
    if (!first) throw new Error('fixture');
    const many = Array.from({ length: 60 }, (_, index) => ({ ...first, id: connectionId(200 + index), label: `Directory ${String(index)}` }));
    const { store, state, calls } = setup({ connections: many });
    store.dispatch(connectionsFiltered({ status: 'connected' }));
    await expect.poll(() => state().connections.items.length).toBe(50);
    expect(state().connections.nextCursor).toBe('50');
    store.dispatch(connectionsMoreRequested());
    await expect.poll(() => state().connections.items.length).toBe(60);
    expect(state().connections.nextCursor).toBeNull();
    expect(calls).toEqual(['GET /connections?size=50&status=connected', 'GET /connections?size=50&status=connected&cursor=50']);
  });
});

describe('the open views follow discovery runs', () => {
  const lifecycle = (status: DiscoveryLifecycleStatus) => discoveryLifecycleLoaded(buildDiscoveryLifecycle({ status }));
  const adapterCalls = ['GET /adapters/ldap_adapter', 'GET /connections?size=50&adapter=ldap_adapter', 'GET /vaults'];
  /** Lets any request the saga started reach the mock server. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
  const statusOf = (connections: { label: string; status: string }[], label: string) => connections.find((item) => item.label === label)?.status;

  async function openAdapterPage() {
    const kit = setup();
    kit.store.dispatch(adapterOpened('ldap_adapter'));
    kit.store.dispatch(viewOpened('adapter'));
    await expect.poll(() => kit.state().adapter.status).toBe('loaded');
    // Fetch now: the server has the new status, the page the old one.
    kit.store.dispatch(connectionFetchRequested({ id: connectionId(2), label: 'Lab directory' }));
    await expect.poll(() => kit.state().notice?.tone).toBe('success');
    kit.calls.length = 0;
    return kit;
  }

  it('refetches the adapter page when the lifecycle goes from not done to done, not on the other polls', async () => {
    const { store, state, calls } = await openAdapterPage();
    expect(statusOf(state().adapter.connections, 'Lab directory')).toBe('disconnected');
    store.dispatch(lifecycle('done'));
    store.dispatch(lifecycle('running'));
    store.dispatch(lifecycle('running'));
    await settle();
    expect(calls).toEqual([]);
    store.dispatch(lifecycle('done'));
    await expect.poll(() => statusOf(state().adapter.connections, 'Lab directory')).toBe('connected');
    expect([...calls].sort()).toEqual(adapterCalls);
    store.dispatch(lifecycle('done'));
    await settle();
    expect(calls).toHaveLength(3);
  });

  it('refetches the connections list and the fetch history with their filters, and stops when the view closes', async () => {
    const { store, calls } = setup();
    store.dispatch(lifecycle('running'));
    store.dispatch(connectionsFiltered({ status: 'disconnected' }));
    store.dispatch(viewOpened('connections'));
    store.dispatch(historyOpened(connectionId(2)));
    store.dispatch(viewOpened('history'));
    await expect.poll(() => calls.length).toBe(2);
    calls.length = 0;
    store.dispatch(lifecycle('done'));
    await expect.poll(() => calls.length).toBe(2);
    expect([...calls].sort()).toEqual([`GET /fetch_history?size=50&connection_id=${connectionId(2)}`, 'GET /connections?size=50&status=disconnected'].sort());
    store.dispatch(viewClosed('connections'));
    store.dispatch(viewClosed('history'));
    store.dispatch(lifecycle('running'));
    store.dispatch(lifecycle('done'));
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('pages the adapter page connections with the cursor (Load more appends)', async () => {
    const [first] = connectionsFixture;
    if (!first) throw new Error('fixture');
    const many = Array.from({ length: 60 }, (_, index) => ({ ...first, id: connectionId(200 + index), label: `Directory ${String(index)}` }));
    const { store, state, calls } = setup({ connections: many });
    store.dispatch(adapterOpened('ldap_adapter'));
    await expect.poll(() => state().adapter.connections.length).toBe(50);
    expect(state().adapter.nextCursor).toBe('50');
    store.dispatch(adapterMoreRequested());
    await expect.poll(() => state().adapter.connections.length).toBe(60);
    expect(state().adapter.nextCursor).toBeNull();
    expect(state().adapter.connections.at(-1)?.label).toBe('Directory 59');
    expect(calls).toContain('GET /connections?size=50&adapter=ldap_adapter&cursor=50');
  });
});
