import { describe, expect, it } from 'vitest';
import { combineSlices } from '@reduxjs/toolkit';
import { createApiClient } from '@vigil/openapi';
import { attributesReply } from '@vigil/openapi/mocks';
import { createVigilStore } from '../../store';
import { systemOverviewFixture } from '../fixtures/administration';
import { administrationSaga } from './administration.sagas';
import { selectSystemOverview, selectSystemOverviewError, selectSystemOverviewStatus } from './administration.selectors';
import { administrationSlice, systemOverviewRequested } from './administration.slice';

/** A store running the real reducer and saga, with HTTP answered by `answer`. */
function storeAnswering(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://vigil.test/api',
    fetch: async (request) => {
      requests.push(request);
      return answer(request);
    },
  });
  const store = createVigilStore({ reducer: combineSlices(administrationSlice), saga: administrationSaga, client });
  return { store, requests };
}

const settled = (store: ReturnType<typeof storeAnswering>['store']) =>
  new Promise<void>((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (selectSystemOverviewStatus(store.getState()) === 'loading') return;
      unsubscribe();
      resolve();
    });
  });

describe('administration saga', () => {
  it('loads the overview from GET /api/system/overview, unwrapped from data.attributes', async () => {
    const { store, requests } = storeAnswering(() => Response.json(attributesReply(systemOverviewFixture)));
    const done = settled(store);
    store.dispatch(systemOverviewRequested());
    expect(selectSystemOverviewStatus(store.getState())).toBe('loading');
    await done;

    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET http://vigil.test/api/system/overview']);
    expect(selectSystemOverviewStatus(store.getState())).toBe('loaded');
    expect(selectSystemOverview(store.getState())).toEqual(systemOverviewFixture);
  });

  it("keeps the last overview and shows the server's message when a refresh fails", async () => {
    let calls = 0;
    const { store } = storeAnswering(() =>
      (calls += 1) === 1 ? Response.json(attributesReply(systemOverviewFixture)) : Response.json({ status: 403, message: 'The system overview is for admins only.' }, { status: 403 }),
    );
    let done = settled(store);
    store.dispatch(systemOverviewRequested());
    await done;
    done = settled(store);
    store.dispatch(systemOverviewRequested());
    await done;

    expect(selectSystemOverviewStatus(store.getState())).toBe('failed');
    expect(selectSystemOverviewError(store.getState())).toBe('The system overview is for admins only.');
    expect(selectSystemOverview(store.getState())).toEqual(systemOverviewFixture);
  });

  it('reports a network failure instead of throwing', async () => {
    const { store } = storeAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const done = settled(store);
    store.dispatch(systemOverviewRequested());
    await done;
    expect(selectSystemOverviewError(store.getState())).toBe('Network Error');
  });
});
