import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { combineSlices } from '@reduxjs/toolkit';
import { setupServer } from 'msw/node';
import { createApiClient } from '@vigil/openapi';
import { buildFeatureFlags, buildInternalFeatureFlags } from '@vigil/openapi/mocks';
import { createVigilStore } from '../../store';
import { featureFlagsLoaded, shellSlice } from '../../shell/state/shell.slice';
import { operationsHandlers, operationsServer } from '../mocks/operations.handlers';
import { operationsSaga } from './operations.sagas';
import { selectSection } from './operations.selectors';
import { operationsSlice, sectionRequested, sectionSaveSubmitted, troubleshootingStartSubmitted } from './operations.slice';

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

function setup() {
  const server = operationsServer();
  http.use(...operationsHandlers.all(server));
  const client = createApiClient({ baseUrl: 'http://vigil.test/api' });
  const store = createVigilStore({ reducer: combineSlices(operationsSlice, shellSlice), saga: operationsSaga, client });
  store.dispatch(featureFlagsLoaded({ featureFlags: buildFeatureFlags(), internalFlags: buildInternalFeatureFlags() }));
  return { store, server };
}

describe('operations sagas', () => {
  it('saves internal flags and hands them to the shell, so the console follows without a reload', async () => {
    const { store, server } = setup();
    store.dispatch(sectionRequested('InternalFeatureFlags'));
    await vi.waitFor(() => {
      expect(selectSection('InternalFeatureFlags')(store.getState()).status).toBe('loaded');
    });
    const value = { ...buildInternalFeatureFlags(), enable_campaigns: false };
    store.dispatch(sectionSaveSubmitted({ section: 'InternalFeatureFlags', value }));
    await vi.waitFor(() => {
      expect(selectSection('InternalFeatureFlags')(store.getState())).toMatchObject({ saving: false, saved: true, value });
    });
    expect(store.getState().shell.internalFlags?.enable_campaigns).toBe(false);
    expect(store.getState().shell.featureFlags).toEqual(buildFeatureFlags());
    expect(server.writes).toEqual([{ method: 'PUT', path: 'settings/plugins/gui/InternalFeatureFlags', body: value }]);
  });

  it('puts a refused save’s problems on their fields, changing nothing', async () => {
    const { store } = setup();
    http.use(...operationsHandlers.saveRefused('cron', 'does not parse'));
    store.dispatch(sectionSaveSubmitted({ section: 'scheduler', value: { static_mode: true, cron: 'nope' } }));
    await vi.waitFor(() => {
      expect(selectSection('scheduler')(store.getState())).toMatchObject({ saving: false, saved: false, fieldErrors: { cron: 'does not parse' } });
    });
    expect(selectSection('scheduler')(store.getState()).saveError).toBe('Invalid request: body/cron does not parse');
  });

  it('starts troubleshooting and keeps the end the server tells', async () => {
    const { store } = setup();
    store.dispatch(troubleshootingStartSubmitted(6));
    await vi.waitFor(() => {
      expect(selectSection('maintenance')(store.getState()).value).toMatchObject({ troubleshooting: true, timeout: '2026-03-02T16:00:00.000Z' });
    });
  });
});
