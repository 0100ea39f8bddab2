import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { combineSlices } from '@reduxjs/toolkit';
import { createApiClient, type ClientReportBatch } from '@vigil/openapi';
import { buildFeatureFlags, buildInternalFeatureFlags } from '@vigil/openapi/mocks';
import { createVigilStore } from '../../store';
import { shellSlice, featureFlagsLoaded } from '../../shell/state/shell.slice';
import { logoutStarted } from '../../session/state/session.slice';
import { RUM_MEMORY_INTERVAL_MS } from '../telemetry.constants';
import { createRumSaga, type MemoryInfo } from './telemetry.sagas';

const context = { url: () => 'http://vigil.test/', userAgent: () => 'Test agent', now: () => Date.parse('2026-11-26T06:00:00.000Z') };
const memory: MemoryInfo = { usedJSHeapSize: 1_000, totalJSHeapSize: 2_000, jsHeapSizeLimit: 4_000 };

function storeWithRum(readMemory: () => MemoryInfo | undefined = () => memory) {
  const bodies: ClientReportBatch[] = [];
  const client = createApiClient({
    baseUrl: 'http://vigil.test/api',
    fetch: async (request) => {
      bodies.push((await request.json()) as ClientReportBatch);
      return new Response(null, { status: 204 });
    },
  });
  const store = createVigilStore({ reducer: combineSlices(shellSlice), saga: createRumSaga({ readMemory, context }), client });
  return { store, bodies };
}

const flags = (enableRum: boolean) => featureFlagsLoaded({ featureFlags: buildFeatureFlags(), internalFlags: buildInternalFeatureFlags({ enable_rum: enableRum }) });

describe('real-user monitoring', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a memory sample every 30000 ms while enable_rum is on, until logout', async () => {
    const { store, bodies } = storeWithRum();
    store.dispatch(flags(true));
    await vi.advanceTimersByTimeAsync(RUM_MEMORY_INTERVAL_MS - 1);
    expect(bodies).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(bodies).toEqual([
      { memory: [{ used_js_heap_size: 1_000, total_js_heap_size: 2_000, js_heap_size_limit: 4_000, url: 'http://vigil.test/', user_agent: 'Test agent', time: '2026-11-26T06:00:00.000Z' }] },
    ]);
    await vi.advanceTimersByTimeAsync(RUM_MEMORY_INTERVAL_MS * 2);
    expect(bodies).toHaveLength(3);
    store.dispatch(logoutStarted());
    await vi.advanceTimersByTimeAsync(RUM_MEMORY_INTERVAL_MS * 3);
    expect(bodies).toHaveLength(3);
  });

  it('sends nothing with enable_rum off, or turned off, or where the browser has no performance.memory', async () => {
    const off = storeWithRum();
    off.store.dispatch(flags(false));
    await vi.advanceTimersByTimeAsync(RUM_MEMORY_INTERVAL_MS * 3);
    expect(off.bodies).toEqual([]);

    const turnedOff = storeWithRum();
    turnedOff.store.dispatch(flags(true));
    await vi.advanceTimersByTimeAsync(RUM_MEMORY_INTERVAL_MS);
    turnedOff.store.dispatch(flags(false));
    await vi.advanceTimersByTimeAsync(RUM_MEMORY_INTERVAL_MS * 3);
    expect(turnedOff.bodies).toHaveLength(1);

    const noMemory = storeWithRum(() => undefined);
    noMemory.store.dispatch(flags(true));
    await vi.advanceTimersByTimeAsync(RUM_MEMORY_INTERVAL_MS * 3);
    expect(noMemory.bodies).toEqual([]);
  });
});
