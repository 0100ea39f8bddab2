import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { combineSlices } from '@reduxjs/toolkit';
import { setupServer } from 'msw/node';
import { createApiClient, type DataScopesSection } from '@vigil/openapi';
import { createVigilStore } from '../../store';
import { rolesHandlers } from '../mocks/roles.handlers';
import { createRolesSaga } from './roles.sagas';
import { selectDataScopeSettings } from './roles.selectors';
import { dataScopeSettingsClosed, dataScopeSettingsOpened, dataScopeSettingsSubmitted, rolesSlice } from './roles.slice';

const http = setupServer();

beforeAll(() => {
  http.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  http.resetHandlers();
});
afterAll(() => {
  http.close();
});

const EUROPE = '8c1f4d2e-6a7b-4c3d-9e8f-0a1b2c3d4e5f';

/** The real reducer and saga; GET and PUT settings/sections/data_scopes answered by the mock. */
function setup(value: DataScopesSection = { default_data_scope_id: null, allow_connect_as: true }) {
  const settings = { value, writes: [] as DataScopesSection[] };
  http.use(...rolesHandlers.dataScopeSettings(settings));
  const client = createApiClient({ baseUrl: 'http://vigil.test/api' });
  const store = createVigilStore({ reducer: combineSlices(rolesSlice), saga: createRolesSaga({ download: vi.fn() }), client });
  const state = () => selectDataScopeSettings(store.getState());
  return { store, settings, state };
}

describe('data scope settings', () => {
  it('loads the stored settings when the modal opens', async () => {
    const { store, state } = setup({ default_data_scope_id: EUROPE, allow_connect_as: false });
    store.dispatch(dataScopeSettingsOpened());
    expect(state()).toMatchObject({ open: true, status: 'loading' });
    await vi.waitFor(() => {
      expect(state()).toMatchObject({ open: true, status: 'loaded', value: { default_data_scope_id: EUROPE, allow_connect_as: false } });
    });
  });

  it('saves with PUT, then closes and says so', async () => {
    const { store, settings, state } = setup();
    store.dispatch(dataScopeSettingsOpened());
    await vi.waitFor(() => {
      expect(state().status).toBe('loaded');
    });
    store.dispatch(dataScopeSettingsSubmitted({ default_data_scope_id: EUROPE, allow_connect_as: false }));
    expect(state().saving).toBe(true);
    await vi.waitFor(() => {
      expect(state()).toMatchObject({ open: false, saving: false, saved: true, value: { default_data_scope_id: EUROPE, allow_connect_as: false } });
    });
    expect(settings.writes).toEqual([{ default_data_scope_id: EUROPE, allow_connect_as: false }]);
    store.dispatch(dataScopeSettingsClosed());
    expect(state().saved).toBe(false);
  });

  it("keeps the modal open with the server's problem on the field it names", async () => {
    const { store, state } = setup();
    http.use(rolesHandlers.dataScopeSettingsRefused('default_data_scope_id', 'names no data scope'));
    store.dispatch(dataScopeSettingsOpened());
    await vi.waitFor(() => {
      expect(state().status).toBe('loaded');
    });
    store.dispatch(dataScopeSettingsSubmitted({ default_data_scope_id: EUROPE, allow_connect_as: true }));
    await vi.waitFor(() => {
      expect(state()).toMatchObject({
        open: true,
        saving: false,
        saved: false,
        error: 'Invalid request: body/default_data_scope_id names no data scope',
        fieldErrors: { default_data_scope_id: 'names no data scope' },
      });
    });
  });

  it('tells why the settings could not be loaded', async () => {
    const { store, state } = setup();
    http.use(rolesHandlers.dataScopeSettingsFailure());
    store.dispatch(dataScopeSettingsOpened());
    await vi.waitFor(() => {
      expect(state()).toMatchObject({ open: true, status: 'failed', error: 'Service Unavailable' });
    });
  });
});
