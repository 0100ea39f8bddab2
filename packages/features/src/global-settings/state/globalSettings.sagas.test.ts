import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { combineSlices } from '@reduxjs/toolkit';
import { setupServer } from 'msw/node';
import { createApiClient } from '@vigil/openapi';
import { createVigilStore } from '../../store';
import { GLOBAL_SETTINGS_MESSAGES as M } from '../globalSettings.messages';
import { globalSettingsHandlers, globalSettingsServer } from '../mocks/globalSettings.handlers';
import { globalSettingsSaga } from './globalSettings.sagas';
import { selectCurrentSection, selectGlobalSettings, selectVisibleSections } from './globalSettings.selectors';
import { globalSettingsOpened, globalSettingsSlice, settingsResetConfirmed, settingsSaveConfirmed, settingsSearchChanged, settingsSectionSelected } from './globalSettings.slice';

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

/** The real reducer and saga; the settings calls answered by the mock server. */
function setup() {
  const server = globalSettingsServer();
  http.use(...globalSettingsHandlers.server(server));
  const client = createApiClient({ baseUrl: 'http://vigil.test/api' });
  const store = createVigilStore({ reducer: combineSlices(globalSettingsSlice), saga: globalSettingsSaga, client });
  return { store, server, state: () => selectGlobalSettings(store.getState()) };
}

async function opened(store: ReturnType<typeof setup>['store'], key: string) {
  store.dispatch(settingsSectionSelected(key));
  await vi.waitFor(() => {
    expect(selectCurrentSection(store.getState()).status).toBe('loaded');
  });
}

describe('global settings', () => {
  it('loads the sections, and the search narrows them by name or description', async () => {
    const { store, state } = setup();
    store.dispatch(globalSettingsOpened());
    await vi.waitFor(() => {
      expect(state().list.status).toBe('loaded');
    });
    expect(state().list.sections).toHaveLength(18);
    store.dispatch(settingsSearchChanged('mail server'));
    expect(selectVisibleSections(store.getState()).map(({ key }) => key)).toEqual(['smtp']);
    store.dispatch(settingsSearchChanged('reset tokens'));
    expect(selectVisibleSections(store.getState()).map(({ key }) => key)).toEqual(['reset_tokens']);
  });

  it('saves a section with PUT and shows what the server stored', async () => {
    const { store, server, state } = setup();
    await opened(store, 'lockout');
    store.dispatch(settingsSaveConfirmed({ key: 'lockout', value: { window_minutes: 5, account_limit: 3, ip_limit: 20, lock_minutes: 15 } }));
    expect(state().save.saving).toBe(true);
    await vi.waitFor(() => {
      expect(state().notice).toBe(M.saved);
    });
    expect(state().section.value).toEqual({ window_minutes: 5, account_limit: 3, ip_limit: 20, lock_minutes: 15 });
    expect(server.writes).toHaveLength(1);
  });

  it("keeps a refused save's problems for the form, and changes nothing shown", async () => {
    const { store, state } = setup();
    await opened(store, 'lockout');
    const before = state().section.value;
    http.use(globalSettingsHandlers.saveRefused('account_limit', 'may be no less than 1'));
    store.dispatch(settingsSaveConfirmed({ key: 'lockout', value: { window_minutes: 5, account_limit: 0, ip_limit: 20, lock_minutes: 15 } }));
    await vi.waitFor(() => {
      expect(state().save.problems).toEqual([{ field: 'body/account_limit', message: 'may be no less than 1' }]);
    });
    expect(state().save.error).toBe('Invalid request: body/account_limit may be no less than 1');
    expect(state().section.value).toBe(before);
  });

  it('resets a section with DELETE and shows the defaults', async () => {
    const { store, server, state } = setup();
    await opened(store, 'smtp');
    store.dispatch(settingsResetConfirmed('smtp'));
    await vi.waitFor(() => {
      expect(state().notice).toBe(M.resetDone);
    });
    expect(state().section.value).toMatchObject({ host: '', password: '' });
    expect(server.writes).toEqual([{ method: 'DELETE', key: 'smtp' }]);
  });
});
