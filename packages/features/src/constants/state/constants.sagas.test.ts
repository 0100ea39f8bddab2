import { describe, expect, it } from 'vitest';
import { combineSlices } from '@reduxjs/toolkit';
import { createApiClient } from '@vigil/openapi';
import { createVigilStore } from '../../store';
import { valueReply } from '@vigil/openapi/mocks';
import { constantsFixture } from '../fixtures/constants';
import { constantsSaga } from './constants.sagas';
import { selectConstants, selectConstantsError, selectConstantsStatus, selectDisplayVersion } from './constants.selectors';
import { constantsRequested, constantsSlice } from './constants.slice';

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
  const store = createVigilStore({ reducer: combineSlices(constantsSlice), saga: constantsSaga, client });
  return { store, requests };
}

const settled = (store: ReturnType<typeof storeAnswering>['store']) =>
  new Promise<void>((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (selectConstantsStatus(store.getState()) === 'loading') return;
      unsubscribe();
      resolve();
    });
  });

describe('constants saga', () => {
  it('loads the constants from GET /api/get_constants and unwraps data.attributes.value', async () => {
    const { store, requests } = storeAnswering(() => Response.json(valueReply(constantsFixture)));
    const done = settled(store);
    store.dispatch(constantsRequested());
    expect(selectConstantsStatus(store.getState())).toBe('loading');
    await done;

    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET http://vigil.test/api/get_constants']);
    expect(requests[0]?.credentials).toBe('include');
    expect(selectConstantsStatus(store.getState())).toBe('loaded');
    expect(selectConstants(store.getState())).toEqual(constantsFixture);
    expect(selectDisplayVersion(store.getState())).toBe('6.0.0');
  });

  it("keeps the server's message when the call fails", async () => {
    const { store } = storeAnswering(() => Response.json({ status: 503, message: 'Service Unavailable' }, { status: 503 }));
    const done = settled(store);
    store.dispatch(constantsRequested());
    await done;

    expect(selectConstantsStatus(store.getState())).toBe('failed');
    expect(selectConstantsError(store.getState())).toBe('Service Unavailable');
    expect(selectConstants(store.getState())).toBeNull();
  });

  it('reports a network failure instead of throwing', async () => {
    const { store } = storeAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const done = settled(store);
    store.dispatch(constantsRequested());
    await done;

    expect(selectConstantsStatus(store.getState())).toBe('failed');
    expect(selectConstantsError(store.getState())).toBe('Network Error');
  });
});
