import { call, getContext, put, select } from 'redux-saga/effects';
import { ApiError, type ApiClient } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import { API_CLIENT } from '../../store/context';
import { selectInDataScope } from '../../shell/state/shell.selectors';
import { fetchDataFields } from '../../topbar/api/topbar.api';
import { dataFieldsLoaded } from '../../topbar/state/discoveryData.slice';
import { selectDataFields } from '../../topbar/state/topbar.selectors';
import type { QueryUnavailableReason } from './queryEditor.slice';

/** The server's sentence for a failed call, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export const isStatus = (error: unknown, status: number): error is ApiError => error instanceof ApiError && error.status === status;

/**
 * Calls `fn` with the saga context's client and a signal that aborts when the saga is cancelled:
 * a `takeLatest` that starts over also stops the request it no longer wants.
 */
export function* callAbortable<T>(fn: (client: ApiClient, signal: AbortSignal) => Promise<T>): Generator<unknown, T, unknown> {
  const client = (yield getContext(API_CLIENT)) as ApiClient;
  const controller = new AbortController();
  let settled = false;
  try {
    const result = (yield call(fn, client, controller.signal)) as T;
    settled = true;
    return result;
  } catch (error) {
    settled = true;
    throw error;
  } finally {
    // No `yield cancelled()` here: run through `yield*`, a yield in this block would turn the
    // cancellation into an ordinary return of the caller's, which would go on with TASK_CANCEL.
    if (!settled) controller.abort();
  }
}

/**
 * The data fields, fetched when the store has none yet (the top bar loads them at sign-in and
 * after each discovery run, into the slice both read). Resolves to whether they are there.
 */
export function* ensureDataFields(): Generator<unknown, boolean, unknown> {
  if ((yield select(selectDataFields)) !== null) return true;
  try {
    const fields = yield* callApi(fetchDataFields);
    yield put(dataFieldsLoaded(fields));
    return true;
  } catch {
    return false;
  }
}

/** Why a query answered 404: within a data scope the scope hides it (spec 2); else it is not there. */
export function* unavailableReason(): Generator<unknown, QueryUnavailableReason, unknown> {
  return ((yield select(selectInDataScope)) as boolean) ? 'not-in-data-scope' : 'not-found';
}
