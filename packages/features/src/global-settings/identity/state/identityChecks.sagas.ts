import { call, cancel, fork, put, take, type ActionPattern } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { NETWORK_ERROR_MESSAGE } from '@vigil/openapi';
import { callApi } from '../../../store/callApi';
import { inspectCertificate, readSamlMetadata, testLdapConnection } from '../api/identity.api';
import {
  identityCheckAnswered,
  identityCheckCleared,
  identityCheckFailed,
  identityCheckRequested,
  type IdentityCheckOutcome,
  type IdentityCheckRequest,
} from './identityChecks.slice';

const messageOf = (error: unknown) => (error instanceof Error && error.message !== '' ? error.message : NETWORK_ERROR_MESSAGE);

function* run(check: IdentityCheckRequest): Generator<unknown, IdentityCheckOutcome, unknown> {
  switch (check.kind) {
    case 'ldapTest':
      return { kind: check.kind, result: yield* callApi(testLdapConnection, check.request) };
    case 'samlMetadata':
      return { kind: check.kind, result: yield* callApi(readSamlMetadata, check.request) };
    case 'certificate':
      return { kind: check.kind, result: yield* callApi(inspectCertificate, check.request) };
  }
}

function* runCheck(key: string, check: IdentityCheckRequest) {
  try {
    const outcome = (yield call(run, check)) as IdentityCheckOutcome;
    yield put(identityCheckAnswered({ key, outcome }));
  } catch (error) {
    yield put(identityCheckFailed({ key, message: messageOf(error) }));
  }
}

type CheckAction = ReturnType<typeof identityCheckRequested> | ReturnType<typeof identityCheckCleared>;

/** Runs each editor's check; a new request or a clear of the same key stops the one still running, so only the latest answers. */
export function* identityChecksSaga(): Generator<unknown, never, unknown> {
  const running = new Map<string, Task>();
  for (;;) {
    const action = (yield take([identityCheckRequested, identityCheckCleared] as ActionPattern)) as CheckAction;
    const key = identityCheckRequested.match(action) ? action.payload.key : action.payload;
    const previous = running.get(key);
    if (previous) yield cancel(previous);
    running.delete(key);
    if (identityCheckRequested.match(action)) running.set(key, (yield fork(runCheck, key, action.payload.check)) as Task);
  }
}
