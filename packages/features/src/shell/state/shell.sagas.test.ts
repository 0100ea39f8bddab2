import { describe, expect, it } from 'vitest';
import { combineSlices } from '@reduxjs/toolkit';
import { createApiClient } from '@vigil/openapi';
import { buildCurrentUser, buildFeatureFlags, buildInternalFeatureFlags, buildSessionConfig, valueReply } from '@vigil/openapi/mocks';
import { createVigilStore } from '../../store';
import { currentUserLoaded, sessionConfigLoaded, sessionSlice } from '../../session/state/session.slice';
import { shellSaga } from './shell.sagas';
import { can, selectAccess, selectFeatureFlagsStatus, selectInternalFlags, selectIsReadOnlyOwner, selectNavigationContext } from './shell.selectors';
import { shellSlice } from './shell.slice';

function storeAnswering(answer: (request: Request) => Response) {
  const requests: string[] = [];
  const client = createApiClient({
    baseUrl: 'http://vigil.test/api',
    fetch: (request) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
      return Promise.resolve(answer(request));
    },
  });
  const store = createVigilStore({ reducer: combineSlices(sessionSlice, shellSlice), saga: shellSaga, client });
  return { store, requests };
}

const settled = (store: ReturnType<typeof storeAnswering>['store']) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (selectFeatureFlagsStatus(store.getState()) === 'loaded' || selectFeatureFlagsStatus(store.getState()) === 'failed') {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = store.subscribe(check);
  });

describe('shell saga', () => {
  it('loads both feature-flag configs when the current user is loaded', async () => {
    const internal = buildInternalFeatureFlags({ enable_tenants_management: true });
    const { store, requests } = storeAnswering((request) =>
      Response.json(valueReply(request.url.endsWith('/InternalFeatureFlags') ? internal : buildFeatureFlags())),
    );
    const done = settled(store);
    store.dispatch(sessionConfigLoaded(buildSessionConfig()));
    store.dispatch(currentUserLoaded({ user: buildCurrentUser(), userData: null }));
    await done;
    expect(requests.sort()).toEqual(['GET /api/settings/plugins/gui/FeatureFlags', 'GET /api/settings/plugins/gui/InternalFeatureFlags']);
    expect(selectInternalFlags(store.getState())?.enable_tenants_management).toBe(true);
    expect(selectNavigationContext(store.getState())?.installation).toEqual(buildSessionConfig().installation);
  });

  it('reports a failed load, leaving the navigation context unknown', async () => {
    const { store } = storeAnswering(() => Response.json({ status: 503, message: 'Unavailable' }, { status: 503 }));
    const done = settled(store);
    store.dispatch(currentUserLoaded({ user: buildCurrentUser(), userData: null }));
    await done;
    expect(selectFeatureFlagsStatus(store.getState())).toBe('failed');
    expect(selectNavigationContext(store.getState())).toBeNull();
  });
});

describe('access selectors', () => {
  it('let admins do anything and others only what their role grants', () => {
    const { store } = storeAnswering(() => Response.json({}));
    const config = buildSessionConfig();
    store.dispatch(sessionConfigLoaded(config));
    store.dispatch(currentUserLoaded({ user: buildCurrentUser({ role_id: 'custom', permissions: { Reports: ['View'] } }), userData: null }));
    const access = selectAccess(store.getState());
    expect(can(access, 'Reports', 'View')).toBe(true);
    expect(can(access, 'Reports', 'Private')).toBe(false);
    store.dispatch(currentUserLoaded({ user: buildCurrentUser({ role_id: config.global.admin_role_id, permissions: {} }), userData: null }));
    expect(can(selectAccess(store.getState()), 'Reports', 'Private')).toBe(true);
  });

  it('mark a predefined OwnerReadOnly role as read-only owner', () => {
    const { store } = storeAnswering(() => Response.json({}));
    store.dispatch(currentUserLoaded({ user: buildCurrentUser({ role_name: 'OwnerReadOnly', predefined: true }), userData: null }));
    expect(selectIsReadOnlyOwner(store.getState())).toBe(true);
    store.dispatch(currentUserLoaded({ user: buildCurrentUser({ role_name: 'OwnerReadOnly', predefined: false }), userData: null }));
    expect(selectIsReadOnlyOwner(store.getState())).toBe(false);
  });
});
