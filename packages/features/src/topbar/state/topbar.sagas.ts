import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, fork, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { NETWORK_ERROR_MESSAGE, type ApiClient, type DiscoveryLifecycle, type DiscoveryLifecycleStatus, type SessionConfig, type DataField } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import { realClock } from '../../session/environment';
import { selectSessionConfig } from '../../session/state/session.selectors';
import { currentUserLoaded, logoutStarted, sessionConfigLoaded, sessionEnded } from '../../session/state/session.slice';
import {
  fetchAllowedDates,
  fetchDataFields,
  fetchDiscoveryLifecycle,
  fetchEnvironment,
  fetchFirstHistoricalDate,
  startDiscovery,
  stopDiscovery,
} from '../api/topbar.api';
import { DISCOVERY_POLL_MS } from '../topbar.constants';
import { selectCanViewDashboard } from '../../shell/state/shell.selectors';
import {
  selectDiscoveryLifecycle,
  selectDiscoveryPending,
  selectDiscoveryRevision,
} from './topbar.selectors';
import { allowedDatesLoaded, dataFieldsLoaded, firstHistoricalDateLoaded } from './discoveryData.slice';
import {
  discoveryFinished,
  discoveryLifecycleLoaded,
  discoveryStartConfirmed,
  discoveryStartFailed,
  discoveryStartSucceeded,
  discoveryStopConfirmed,
  discoveryStopFailed,
  discoveryStopSucceeded,
  environmentFailed,
  environmentLoaded,
  environmentRequested,
} from './topbar.slice';

/** What the top bar's saga needs from its surroundings. */
export interface TopbarEnvironment {
  /**
   * Resolves after `ms` and drops its timer when the waiting saga is cancelled. The real one
   * follows vitest's fake timers; stories pass a manual clock's.
   * @default realClock.sleep
   */
  sleep: (ms: number) => Promise<void>;
}

const SESSION_OVER = [logoutStarted.type, sessionEnded.type];

const messageOf = (error: unknown) => (error instanceof Error && error.message !== '' ? error.message : NETWORK_ERROR_MESSAGE);

/** A run is on from starting until it is done. */
const isRunOn = (status: DiscoveryLifecycleStatus) => status !== 'done';

/** Runs `worker` until it ends or the session does (its replies would land in a reset store). */
function* untilSessionEnds(worker: () => Generator) {
  yield race({ run: call(worker), over: take(SESSION_OVER) });
}

/** Loads one of the discovery data; a failure keeps the last value until the next start or finish. */
function* loadOne<T>(fetch: (client: ApiClient) => Promise<T>, loaded: (value: T) => PayloadAction<T>) {
  try {
    const value: T = yield* callApi(fetch);
    yield put(loaded(value));
  } catch {
    // Nothing to show the user: later screens keep the values they had.
  }
}

/** The data fields, and with Dashboard/View the first historical date and the allowed dates. */
function* loadDiscoveryData() {
  const canViewDashboard = (yield select(selectCanViewDashboard)) as boolean;
  yield all([
    call(loadOne<Record<string, DataField[]>>, fetchDataFields, dataFieldsLoaded),
    ...(canViewDashboard
      ? [call(loadOne<string | null>, fetchFirstHistoricalDate, firstHistoricalDateLoaded), call(loadOne<string[]>, fetchAllowedDates, allowedDatesLoaded)]
      : []),
  ]);
}

/** Takes a lifecycle from the server; a run that starts or finishes loads the discovery data again. */
function* applyLifecycle(lifecycle: DiscoveryLifecycle) {
  const previous = (yield select(selectDiscoveryLifecycle)) as DiscoveryLifecycle | null;
  yield put(discoveryLifecycleLoaded(lifecycle));
  if (previous === null || isRunOn(previous.status) === isRunOn(lifecycle.status)) return;
  yield fork(loadDiscoveryData);
  if (lifecycle.status === 'done') yield put(discoveryFinished());
}

function* pollLifecycle() {
  const revision = (yield select(selectDiscoveryRevision)) as number;
  try {
    const lifecycle: DiscoveryLifecycle = yield* callApi(fetchDiscoveryLifecycle);
    // A start or stop under way, or answered while this poll was out, knows better.
    const pending = (yield select(selectDiscoveryPending)) as unknown;
    const current = (yield select(selectDiscoveryRevision)) as number;
    if (pending === null && current === revision) yield* applyLifecycle(lifecycle);
  } catch {
    // A failed poll keeps the last status; the next one tries again.
  }
}

/** While signed in: the discovery data once, then the lifecycle every 3 s (with Dashboard/View). */
function* discoveryWhileSignedIn(env: TopbarEnvironment) {
  // Admins pass by the session config's admin role, which arrives after the user.
  const config = (yield select(selectSessionConfig)) as SessionConfig | null;
  if (config === null) yield take(sessionConfigLoaded.type);
  yield fork(loadDiscoveryData);
  if (!((yield select(selectCanViewDashboard)) as boolean)) return;
  for (;;) {
    yield* pollLifecycle();
    yield call(env.sleep, DISCOVERY_POLL_MS);
  }
}

function* signedIn(env: TopbarEnvironment) {
  yield* untilSessionEnds(() => discoveryWhileSignedIn(env));
}

function* start() {
  try {
    const lifecycle: DiscoveryLifecycle = yield* callApi(startDiscovery);
    yield put(discoveryStartSucceeded());
    yield* applyLifecycle(lifecycle);
  } catch (error) {
    yield put(discoveryStartFailed({ message: messageOf(error) }));
  }
}

function* stop() {
  try {
    const lifecycle: DiscoveryLifecycle = yield* callApi(stopDiscovery);
    yield put(discoveryStopSucceeded());
    yield* applyLifecycle(lifecycle);
  } catch (error) {
    yield put(discoveryStopFailed({ message: messageOf(error) }));
  }
}

function* loadEnvironment() {
  try {
    yield put(environmentLoaded(yield* callApi(fetchEnvironment)));
  } catch {
    // The footer stays empty: it carries no function.
    yield put(environmentFailed());
  }
}

/** Makes the top bar's root saga; the app passes nothing, stories a manual clock's `sleep`. */
export function createTopbarSaga({ sleep = realClock.sleep }: Partial<TopbarEnvironment> = {}) {
  const env: TopbarEnvironment = { sleep };
  return function* topbarSaga() {
    yield all([
      // Every current user (sign-in, impersonation) restarts the polling with their permissions.
      takeLatest(currentUserLoaded.type, signedIn, env),
      takeLeading(discoveryStartConfirmed.type, untilSessionEnds, start),
      takeLeading(discoveryStopConfirmed.type, untilSessionEnds, stop),
      takeLatest(environmentRequested.type, loadEnvironment),
    ]);
  };
}

/** The top bar's root saga, on real time. */
export const topbarSaga = createTopbarSaga();
