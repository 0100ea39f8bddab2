import { call, getContext } from 'redux-saga/effects';
import type { ApiClient } from '@vigil/openapi';
import { API_CLIENT } from './context';

/**
 * Calls one API function with the client from the saga context: `yield* callApi(fn, ...args)`
 * returns the function's typed result, which a plain `yield call(...)` cannot.
 */
export function* callApi<A extends unknown[], T>(
  fn: (client: ApiClient, ...args: A) => Promise<T>,
  ...args: A
): Generator<unknown, T, unknown> {
  const client = (yield getContext(API_CLIENT)) as ApiClient;
  return (yield call(fn, client, ...args)) as T;
}
