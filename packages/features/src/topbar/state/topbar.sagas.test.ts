import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { combineSlices } from '@reduxjs/toolkit';
import { all, takeEvery } from 'redux-saga/effects';
import { type CurrentUser, type DiscoveryLifecycleStatus, type SessionConfig } from '@vigil/openapi';
import { attributesReply, buildCurrentUser, buildDataField, buildDiscoveryLifecycle, valueReply } from '@vigil/openapi/mocks';
import { createVigilStore } from '../../store';
import { answeringClient, type Answer } from '../../store/answeringClient';
import { currentUserFixture, itUserFixture, sessionConfigFixture } from '../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded, sessionEnded, sessionSlice } from '../../session/state/session.slice';
import { shellSlice } from '../../shell/state/shell.slice';
import { DISCOVERY_POLL_MS } from '../topbar.constants';
import { discoveryDataSlice } from './discoveryData.slice';
import { topbarSaga } from './topbar.sagas';
import {
  selectAllowedDates,
  selectDataFields,
  selectDiscoveryStatus,
  selectFirstHistoricalDate,
  selectTopbarNotice,
} from './topbar.selectors';
import { discoveryFinished, discoveryStartConfirmed, discoveryStopConfirmed, topbarSlice } from './topbar.slice';

const LIFECYCLE = 'GET /dashboard/lifecycle';
const DATA_CALLS = ['GET /data_fields', 'GET /dashboard/first_historical_date', 'GET /dashboard/get_allowed_dates'];


/** The real reducers and saga; HTTP answered per `METHOD /path` from a server whose discovery status the test sets. */
function setup() {
  const server = { status: 'done' as DiscoveryLifecycleStatus, dates: ['2026-10-31', '2026-11-01'] };
  const lifecycle = () => Response.json(attributesReply(buildDiscoveryLifecycle({ status: server.status })));
  const answers: Record<string, Answer> = {
    [LIFECYCLE]: lifecycle,
    'POST /dashboard/discovery/start': () => {
      server.status = 'starting';
      return Response.json(attributesReply(buildDiscoveryLifecycle({ status: 'starting' })), { status: 202 });
    },
    'POST /dashboard/discovery/stop': () => {
      server.status = 'stopping';
      return Response.json(attributesReply(buildDiscoveryLifecycle({ status: 'stopping' })), { status: 202 });
    },
    'GET /data_fields': () => Response.json(valueReply({ devices: [buildDataField()] })),
    'GET /dashboard/first_historical_date': () => Response.json(valueReply(server.dates[0] ?? null)),
    'GET /dashboard/get_allowed_dates': () => Response.json(valueReply(server.dates)),
  };
  const requests: string[] = [];
  const client = answeringClient(answers, (call) => {
    requests.push(call);
  });
  const events: string[] = [];
  const store = createVigilStore({
    reducer: combineSlices(sessionSlice, shellSlice, topbarSlice, discoveryDataSlice),
    saga: function* root() {
      yield all([topbarSaga(), takeEvery(discoveryFinished.type, () => void events.push('discoveryFinished'))]);
    },
    client,
  });
  /** Requests made from now on. */
  const since = () => {
    const from = requests.length;
    return () => requests.slice(from);
  };
  const signIn = (user: CurrentUser = currentUserFixture, config: SessionConfig = sessionConfigFixture) => {
    store.dispatch(currentUserLoaded({ user, userData: null }));
    store.dispatch(sessionConfigLoaded(config));
  };
  const status = () => selectDiscoveryStatus(store.getState());
  return { server, answers, requests, events, store, since, signIn, status };
}

/** Lets pending replies and sagas run without moving time. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('discovery polling', () => {
  it('loads the discovery data once, then polls GET dashboard/lifecycle right away and every 3 s', async () => {
    const { store, requests, signIn, status } = setup();
    signIn();
    await settle();

    expect([...requests].sort()).toEqual([...DATA_CALLS, LIFECYCLE].sort());
    expect(status()).toBe('done');
    expect(selectDataFields(store.getState())).toEqual({ devices: [buildDataField()] });
    expect(selectFirstHistoricalDate(store.getState())).toBe('2026-10-31');
    expect(selectAllowedDates(store.getState())).toEqual(['2026-10-31', '2026-11-01']);

    await vi.advanceTimersByTimeAsync(DISCOVERY_POLL_MS - 1);
    expect(requests.filter((call) => call === LIFECYCLE)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests.filter((call) => call === LIFECYCLE)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3 * DISCOVERY_POLL_MS);
    expect(requests.filter((call) => call === LIFECYCLE)).toHaveLength(5);
  });

  it('waits for the session config before deciding, so an admin (known by its role) is polled', async () => {
    const { store, requests } = setup();
    store.dispatch(currentUserLoaded({ user: currentUserFixture, userData: null }));
    await settle();
    expect(requests).toEqual([]);

    store.dispatch(sessionConfigLoaded(sessionConfigFixture));
    await settle();
    expect(requests).toContain(LIFECYCLE);
  });

  it('does not poll without Dashboard/View, and loads only the data fields', async () => {
    const { requests, signIn, status } = setup();
    // The fixture builder merges permissions per category: replace them whole.
    signIn({ ...buildCurrentUser({ role_id: itUserFixture.role_id, role_name: 'Auditor', predefined: false }), permissions: { Findings: ['View'] } });
    await vi.advanceTimersByTimeAsync(10 * DISCOVERY_POLL_MS);

    expect(requests).toEqual(['GET /data_fields']);
    expect(status()).toBeNull();
  });

  it('polls a user of the IT role (Dashboard/View)', async () => {
    const { requests, signIn } = setup();
    signIn(itUserFixture);
    await vi.advanceTimersByTimeAsync(DISCOVERY_POLL_MS);
    expect(requests.filter((call) => call === LIFECYCLE)).toHaveLength(2);
  });

  it('stops polling when the session ends', async () => {
    const { store, requests, signIn, since } = setup();
    signIn();
    await vi.advanceTimersByTimeAsync(DISCOVERY_POLL_MS);
    expect(requests.filter((call) => call === LIFECYCLE)).toHaveLength(2);

    const after = since();
    store.dispatch(sessionEnded({ reason: 'logout', message: null }));
    await vi.advanceTimersByTimeAsync(10 * DISCOVERY_POLL_MS);
    expect(after()).toEqual([]);
  });

  it('keeps the last status when a poll fails, and goes on polling', async () => {
    const { answers, signIn, status, requests } = setup();
    signIn();
    await settle();
    answers[LIFECYCLE] = () => Response.json({ status: 503, message: 'Service Unavailable' }, { status: 503 });
    await vi.advanceTimersByTimeAsync(2 * DISCOVERY_POLL_MS);
    expect(status()).toBe('done');
    expect(requests.filter((call) => call === LIFECYCLE)).toHaveLength(3);
  });
});

describe('a run started and stopped from the top bar', () => {
  it('moves done -> starting -> running -> stopping -> done, loading the data again when the run starts and when it finishes', async () => {
    const { store, server, events, signIn, since, status } = setup();
    signIn();
    await settle();
    expect(status()).toBe('done');

    let calls = since();
    store.dispatch(discoveryStartConfirmed());
    expect(status()).toBe('starting');
    await settle();
    expect(calls().sort()).toEqual(['POST /dashboard/discovery/start', ...DATA_CALLS].sort());
    expect(status()).toBe('starting');

    server.status = 'running';
    calls = since();
    await vi.advanceTimersByTimeAsync(DISCOVERY_POLL_MS);
    expect(status()).toBe('running');
    expect(calls()).toEqual([LIFECYCLE]);

    calls = since();
    store.dispatch(discoveryStopConfirmed());
    expect(status()).toBe('stopping');
    await settle();
    expect(calls()).toEqual(['POST /dashboard/discovery/stop']);
    expect(events).toEqual([]);

    server.status = 'done';
    server.dates = ['2026-10-31', '2026-11-01', '2026-11-02'];
    calls = since();
    await vi.advanceTimersByTimeAsync(DISCOVERY_POLL_MS);
    expect(status()).toBe('done');
    expect(calls().sort()).toEqual([LIFECYCLE, ...DATA_CALLS].sort());
    expect(events).toEqual(['discoveryFinished']);
    expect(selectAllowedDates(store.getState())).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
  });

  it('loads the data again when a scheduled run starts and finishes, seen by the polling', async () => {
    const { server, events, signIn, since } = setup();
    signIn();
    await settle();

    server.status = 'running';
    let calls = since();
    await vi.advanceTimersByTimeAsync(DISCOVERY_POLL_MS);
    expect(calls().sort()).toEqual([LIFECYCLE, ...DATA_CALLS].sort());
    expect(events).toEqual([]);

    calls = since();
    await vi.advanceTimersByTimeAsync(DISCOVERY_POLL_MS);
    expect(calls()).toEqual([LIFECYCLE]);

    server.status = 'done';
    calls = since();
    await vi.advanceTimersByTimeAsync(DISCOVERY_POLL_MS);
    expect(calls().sort()).toEqual([LIFECYCLE, ...DATA_CALLS].sort());
    expect(events).toEqual(['discoveryFinished']);
  });

  it("resets to no status ('Discover Now') when the start fails, with the server's message", async () => {
    const { store, answers, events, signIn, since, status } = setup();
    signIn();
    await settle();
    answers['POST /dashboard/discovery/start'] = () =>
      Response.json({ status: 409, message: 'Discovery is already running' }, { status: 409 });

    const calls = since();
    store.dispatch(discoveryStartConfirmed());
    expect(status()).toBe('starting');
    await settle();

    expect(status()).toBeNull();
    expect(selectTopbarNotice(store.getState())).toEqual({ id: 1, title: 'Discovery is already running' });
    expect(calls()).toEqual(['POST /dashboard/discovery/start']);
    expect(events).toEqual([]);

    await vi.advanceTimersByTimeAsync(DISCOVERY_POLL_MS);
    expect(status()).toBe('done');
  });

  it("returns to running when the stop fails, with the server's message", async () => {
    const { store, server, answers, signIn, status } = setup();
    server.status = 'running';
    signIn();
    await settle();
    expect(status()).toBe('running');
    answers['POST /dashboard/discovery/stop'] = () => Response.json({ status: 500, message: 'The scheduler did not answer' }, { status: 500 });

    store.dispatch(discoveryStopConfirmed());
    expect(status()).toBe('stopping');
    await settle();

    expect(status()).toBe('running');
    expect(selectTopbarNotice(store.getState())).toEqual({ id: 1, title: 'The scheduler did not answer' });
  });

  it('drops a poll answered while a start was under way', async () => {
    const { store, answers, signIn, status } = setup();
    signIn();
    await settle();
    let releaseStart = () => {};
    answers['POST /dashboard/discovery/start'] = () =>
      new Promise<Response>((resolve) => {
        releaseStart = () => {
          resolve(Response.json(attributesReply(buildDiscoveryLifecycle({ status: 'starting' })), { status: 202 }));
        };
      });

    store.dispatch(discoveryStartConfirmed());
    await vi.advanceTimersByTimeAsync(DISCOVERY_POLL_MS);
    // The server still says done: the button keeps 'Initiating...'.
    expect(status()).toBe('starting');

    releaseStart();
    await settle();
    expect(status()).toBe('starting');
  });
});
