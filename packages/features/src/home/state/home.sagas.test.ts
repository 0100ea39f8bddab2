import { describe, expect, it } from 'vitest';
import { createApiClient, type CurrentUser } from '@vigil/openapi';
import { buildDiscoveryLifecycle } from '@vigil/openapi/mocks';
import { customRoleUserFixture } from '../../navigation/fixtures/navigation';
import { RECENT_FIXTURE } from '../../search/mocks/search.handlers';
import { mockApiServer } from '../../testing/mockApiServer';
import { discoveryLifecycleLoaded } from '../../topbar/state/topbar.slice';
import { assetSummaryFixture } from '../fixtures/home';
import { homeHandlers, type HomeServerOptions } from '../mocks/home.handlers';
import { selectHomeState } from './home.selectors';
import { homeOpened } from './home.slice';
import { homeTestStore } from './homeTestStore';

const server = mockApiServer();

/** The real reducer and saga against the mock server, every call logged. */
function setup(options: HomeServerOptions = {}, user?: CurrentUser) {
  const calls: string[] = [];
  const mock = homeHandlers({ ...options, record: (call) => calls.push(call) });
  server.use(...mock.handlers);
  const store = homeTestStore(createApiClient({ baseUrl: 'http://vigil.test/api', fetch: (request) => globalThis.fetch(request) }), user);
  const settled = () => new Promise((resolve) => setTimeout(resolve, 50));
  return { store, calls, mock, settled, state: () => selectHomeState(store.getState()) };
}

describe('the landing page saga', () => {
  it('loads the counts, the discovery status and the recent items an admin sees', async () => {
    const { store, calls, settled, state } = setup({ recent: RECENT_FIXTURE });
    store.dispatch(homeOpened());
    expect(state().assets.status).toBe('loading');
    await settled();
    expect(state().assets).toEqual({ status: 'loaded', data: assetSummaryFixture });
    expect(state().recent).toEqual({ status: 'loaded', data: RECENT_FIXTURE });
    expect(state().discovery).toEqual({ status: 'loaded', data: buildDiscoveryLifecycle() });
    expect([...calls].sort()).toEqual(['GET /assets/summary', 'GET /dashboard/lifecycle', 'GET /global_search/recent']);
  });

  it('asks only for what the role may see: Dashboard/View alone is the discovery status', async () => {
    const { store, calls, settled, state } = setup({}, customRoleUserFixture);
    store.dispatch(homeOpened());
    await settled();
    expect(calls).toEqual(['GET /dashboard/lifecycle']);
    expect(state().assets.status).toBe('idle');
    expect(state().recent.status).toBe('idle');
    expect(state().discovery.status).toBe('loaded');
  });

  it('fails one part alone, and loads it again on the next opening (Retry)', async () => {
    const { store, mock, settled, state } = setup({ fail: { summary: true } });
    store.dispatch(homeOpened());
    await settled();
    expect(state().assets).toEqual({ status: 'failed', data: null });
    expect(state().recent.status).toBe('loaded');
    expect(state().discovery.status).toBe('loaded');
    mock.recover();
    store.dispatch(homeOpened());
    await settled();
    expect(state().assets).toEqual({ status: 'loaded', data: assetSummaryFixture });
  });

  it("follows the top bar's polling of the discovery status without asking again", async () => {
    const { store, calls, settled, state } = setup();
    store.dispatch(homeOpened());
    await settled();
    const running = buildDiscoveryLifecycle({ status: 'running' });
    store.dispatch(discoveryLifecycleLoaded(running));
    expect(state().discovery).toEqual({ status: 'loaded', data: running });
    expect(calls.filter((call) => call === 'GET /dashboard/lifecycle')).toHaveLength(1);
  });
});
