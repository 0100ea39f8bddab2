import type { Action } from '@reduxjs/toolkit';
import { call, delay, race, take, takeLatest } from 'redux-saga/effects';
import type { ClientMemorySample } from '@vigil/openapi';
import { featureFlagsLoaded } from '../../shell/state/shell.slice';
import { logoutStarted, sessionEnded } from '../../session/state/session.slice';
import { callApi } from '../../store/callApi';
import { reportClientErrors } from '../api/telemetry.api';
import { browserReportContext, type ReportContext } from '../errorReporter';
import { RUM_MEMORY_INTERVAL_MS } from '../telemetry.constants';

/** Chromium's non-standard `performance.memory`, in bytes. */
export interface MemoryInfo {
  usedJSHeapSize: number;
  totalJSHeapSize: number;
  jsHeapSizeLimit: number;
}

/** The browser's memory figures, or undefined where it has none (every browser but Chromium). */
export const browserMemory = (): MemoryInfo | undefined => (performance as Performance & { memory?: MemoryInfo }).memory;

export interface RumOptions {
  /** @default browserMemory */
  readMemory?: () => MemoryInfo | undefined;
  context?: ReportContext;
  /** @default RUM_MEMORY_INTERVAL_MS */
  intervalMs?: number;
}

const isSessionOver = (action: Action) => logoutStarted.match(action) || sessionEnded.match(action);

/**
 * Real-user monitoring: while the internal flag `enable_rum` is on, a memory sample every 30000 ms
 * (spec 001 section 9) goes to POST /client_errors, until the session ends or the flags change.
 */
export function createRumSaga({ readMemory = browserMemory, context = browserReportContext, intervalMs = RUM_MEMORY_INTERVAL_MS }: RumOptions = {}) {
  function* sampleMemory() {
    for (;;) {
      yield delay(intervalMs);
      const memory = readMemory();
      if (!memory) return;
      const sample: ClientMemorySample = {
        used_js_heap_size: Math.round(memory.usedJSHeapSize),
        total_js_heap_size: Math.round(memory.totalJSHeapSize),
        js_heap_size_limit: Math.round(memory.jsHeapSizeLimit),
        url: context.url(),
        user_agent: context.userAgent(),
        time: new Date(context.now()).toISOString(),
      };
      try {
        yield* callApi(reportClientErrors, { memory: [sample] });
      } catch {
        // A lost sample is no failure of the console.
      }
    }
  }

  function* onFlags({ payload }: ReturnType<typeof featureFlagsLoaded>) {
    if (!payload.internalFlags.enable_rum || !readMemory()) return;
    yield race({ sample: call(sampleMemory), over: take(isSessionOver) });
  }

  return function* rumSaga() {
    yield takeLatest(featureFlagsLoaded.type, onFlags);
  };
}
