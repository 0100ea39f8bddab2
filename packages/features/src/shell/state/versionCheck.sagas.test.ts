import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { combineSlices } from '@reduxjs/toolkit';
import { createApiClient } from '@vigil/openapi';
import { createVigilStore } from '../../store';
import { shellSlice } from './shell.slice';
import { VERSION_CHECK_INTERVAL_MS, createVersionCheckSaga } from './versionCheck.sagas';

function start(answer: () => Response | Promise<Response>) {
  const requests: string[] = [];
  const reload = vi.fn();
  const client = createApiClient({
    baseUrl: 'http://vigil.test/api',
    fetch: async (request) => {
      requests.push(request.url);
      return answer();
    },
  });
  const saga = createVersionCheckSaga({ buildHash: 'abc123', consoleBaseUrl: 'http://vigil.test', reload, now: () => 1_700_000_000_000 });
  createVigilStore({ reducer: combineSlices(shellSlice), saga, client });
  return { requests, reload };
}

describe('version check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for /version.json with a timestamp every 10 minutes and leaves the page alone while the hash matches', async () => {
    const { requests, reload } = start(() => Response.json({ hash: 'abc123' }));
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toEqual(['http://vigil.test/version.json?t=1700000000000']);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(requests).toHaveLength(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once a new build is served, and stops asking', async () => {
    const { requests, reload } = start(() => Response.json({ hash: 'def456' }));
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 2);
    expect(requests).toHaveLength(1);
  });

  it('keeps asking after a failed read', async () => {
    let calls = 0;
    const { reload } = start(() => (++calls === 1 ? Response.json({ status: 503, message: 'Unavailable' }, { status: 503 }) : Response.json({ hash: 'new' })));
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
