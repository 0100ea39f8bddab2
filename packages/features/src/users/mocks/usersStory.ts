import type { UnknownAction } from '@reduxjs/toolkit';
import type { RequestHandler } from 'msw';
import type { CurrentUser } from '@vigil/openapi';
import { all, put, takeEvery } from 'redux-saga/effects';
import { currentUserFixture, itUserFixture, sessionConfigFixture } from '../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded, sessionSlice } from '../../session/state/session.slice';
import { userImpersonationRequested } from '../../shell/state/shell.slice';
import { authHandlers } from '../../auth/mocks/auth.handlers';
import { createUsersSaga } from '../state/users.sagas';
import { usersSlice } from '../state/users.slice';
import { usersHandlers, type UsersServerOptions } from './users.handlers';

export interface UsersStoryOptions extends Omit<UsersServerOptions, 'record'> {
  /** The signed-in user is an admin (sees Impersonate). @default true */
  admin?: boolean;
  /** The signed-in user, when neither the admin nor the IT user fits. */
  user?: CurrentUser;
  /** Put once the store runs, for views shown without the screen (for example the form opened). */
  actions?: UnknownAction[];
}

/** What a users story records for its play function. */
export interface UsersStoryKit {
  /** Each call to the server as `METHOD /path?query`, with its body. */
  calls: { call: string; body?: unknown }[];
  /** Files handed to the download, by name. */
  downloads: { fileName: string; text: Promise<string> }[];
  /** `userImpersonationRequested` payloads. */
  impersonations: { userId: string; userName: string }[];
  parameters: Record<string, unknown>;
  /**
   * A story's `beforeEach`: empties the records and gives the run a server of its own, so a retried
   * story starts as the first attempt did.
   */
  reset: (msw: { use: (...handlers: RequestHandler[]) => void }) => void;
}

/** The users feature's real reducer and saga with a signed-in user, HTTP answered by the mock users server. */
export function usersStoryKit({ admin = true, user, actions = [], ...server }: UsersStoryOptions = {}): UsersStoryKit {
  const kit: Omit<UsersStoryKit, 'parameters' | 'reset'> = { calls: [], downloads: [], impersonations: [] };
  const usersSaga = createUsersSaga({
    download: (file, fileName) => {
      kit.downloads.push({ fileName, text: file.text() });
    },
  });
  function* saga() {
    yield put(sessionConfigLoaded(sessionConfigFixture));
    yield put(currentUserLoaded({ user: user ?? (admin ? currentUserFixture : itUserFixture), userData: null }));
    yield all([
      usersSaga(),
      ...actions.map((action) => put(action)),
      takeEvery(userImpersonationRequested, ({ payload }) => {
        kit.impersonations.push(payload);
      }),
    ]);
  }
  const handlers = () => [
    ...usersHandlers({
      ...server,
      record: (call, body) => {
        kit.calls.push({ call, body });
      },
    }),
    authHandlers.passwordPolicy(),
  ];
  return {
    ...kit,
    parameters: { layout: 'fullscreen', store: { slices: [usersSlice, sessionSlice], saga }, msw: handlers() },
    reset: (msw) => {
      kit.calls.length = 0;
      kit.downloads.length = 0;
      kit.impersonations.length = 0;
      msw.use(...handlers());
    },
  };
}
