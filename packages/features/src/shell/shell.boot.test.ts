import { describe, expect, it } from 'vitest';
import { combineSlices } from '@reduxjs/toolkit';
import { all, call } from 'redux-saga/effects';
import { buildFeatureFlags, buildInternalFeatureFlags, metaReply, valueReply } from '@vigil/openapi/mocks';
import { createVigilStore } from '../store';
import { answeringClient } from '../store/answeringClient';
import { SESSION_STORAGE_KEYS } from '../session/environment';
import { currentUserFixture, sessionConfigFixture, sessionExpiryFixture } from '../session/fixtures/session';
import { createSessionSaga } from '../session/state/session.sagas';
import { appStarted, sessionSlice } from '../session/state/session.slice';
import { shellSaga } from './state/shell.sagas';
import { selectNavigationContext } from './state/shell.selectors';
import { shellSlice } from './state/shell.slice';
import { SIGNED_IN_BOOT_REQUESTS } from './shell.boot';

/** A browser's storage in memory, holding the login marker of an earlier sign-in. */
function signedInStorage(): Storage {
  const items = new Map<string, string>([[SESSION_STORAGE_KEYS.loginMarker, '1']]);
  return {
    get length() {
      return items.size;
    },
    clear: () => {
      items.clear();
    },
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('SIGNED_IN_BOOT_REQUESTS', () => {
  it('are the GETs a signed-in start makes until the navigation may show', async () => {
    const requests: string[] = [];
    const client = answeringClient(
      {
        'GET /users/me': () => Response.json(valueReply(currentUserFixture)),
        'GET /session/config': () => Response.json(valueReply(sessionConfigFixture)),
        'GET /session/expiry': () => Response.json(metaReply(sessionExpiryFixture(Date.now()))),
        'GET /settings/plugins/gui/FeatureFlags': () => Response.json(valueReply(buildFeatureFlags())),
        'GET /settings/plugins/gui/InternalFeatureFlags': () => Response.json(valueReply(buildInternalFeatureFlags())),
      },
      (key, request) => {
        const url = new URL(request.url);
        requests.push(`${request.method} ${url.pathname.replace(/^\/api/, '')}${url.search}`);
      },
    );
    // The session's watchers wait on a clock that never rings: the test ends with the navigation.
    const session = createSessionSaga({ storage: signedInStorage(), clock: { now: () => Date.now(), sleep: () => new Promise<void>(() => undefined) } });
    const store = createVigilStore({
      reducer: combineSlices(sessionSlice, shellSlice),
      saga: function* root() {
        yield all([call(session), call(shellSaga)]);
      },
      client,
    });
    const shown = new Promise<readonly string[]>((resolve) => {
      const unsubscribe = store.subscribe(() => {
        if (selectNavigationContext(store.getState()) === null) return;
        unsubscribe();
        resolve([...requests]);
      });
    });
    store.dispatch(appStarted());
    expect([...(await shown)].sort()).toEqual(SIGNED_IN_BOOT_REQUESTS.map((path) => `GET ${path}`).sort());
  });
});
