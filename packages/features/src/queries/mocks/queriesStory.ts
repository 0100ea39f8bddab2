import type { UnknownAction } from '@reduxjs/toolkit';
import type { RequestHandler } from 'msw';
import type { CurrentUser } from '@vigil/openapi';
import { all, put } from 'redux-saga/effects';
import { currentUserFixture, sessionConfigFixture } from '../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded } from '../../session/state/session.slice';
import { createQueryEditorSaga } from '../state/queryEditor.sagas';
import { createQueryHistorySaga } from '../state/queryHistory.sagas';
import { createQueryListSaga } from '../state/queryList.sagas';
import { queriesStoreSlices } from '../state/queriesTestStore';
import { queriesHandlers, type QueriesServerOptions } from './queries.handlers';

export interface QueriesStoryOptions extends Omit<QueriesServerOptions, 'record'> {
  /** The signed-in user. @default the admin */
  user?: CurrentUser;
  /** Put once the store runs. */
  actions?: UnknownAction[];
  /** The story's address and route pattern (`parameters.route`). */
  route?: { path?: string; initialEntries?: string[] };
}

/** What a queries story records for its play function. */
export interface QueriesStoryKit {
  /** Each call to the server as `METHOD /path?query`, with its body. */
  calls: { call: string; body?: unknown }[];
  parameters: Record<string, unknown>;
  /** A story's `beforeEach`: empties the records and gives the run a fresh server, so a retried story starts as the first did. */
  reset: (msw: { use: (...handlers: RequestHandler[]) => void }) => void;
}

/** The Queries area's real reducers and sagas with a signed-in user, HTTP answered by the mock queries server. */
export function queriesStoryKit({ user = currentUserFixture, actions = [], route, ...server }: QueriesStoryOptions = {}): QueriesStoryKit {
  const calls: QueriesStoryKit['calls'] = [];
  function* saga() {
    yield put(sessionConfigLoaded(sessionConfigFixture));
    yield put(currentUserLoaded({ user, userData: null }));
    yield all([createQueryListSaga()(), createQueryEditorSaga()(), createQueryHistorySaga()(), ...actions.map((action) => put(action))]);
  }
  const handlers = () =>
    queriesHandlers({
      ...server,
      record: (call, body) => {
        calls.push({ call, body });
      },
    });
  return {
    calls,
    parameters: { layout: 'fullscreen', store: { slices: [...queriesStoreSlices], saga }, msw: handlers(), ...(route ? { route } : {}) },
    reset: (msw) => {
      calls.length = 0;
      msw.use(...handlers());
    },
  };
}

/** A Queries screen's story part: the kit's parameters, a fresh server per run, and a play given the kit. */
export interface QueriesScreenStory {
  parameters: QueriesStoryKit['parameters'];
  beforeEach: (context: { msw: { use: (...handlers: RequestHandler[]) => void } }) => void;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/** A story over its own mock queries server at `options.path` (else `defaultPath`); `play` gets the kit that recorded the calls. */
export function queriesScreenStory(
  defaultPath: string,
  { path = defaultPath, ...options }: QueriesStoryOptions & { path?: string },
  play?: (canvasElement: HTMLElement, kit: QueriesStoryKit) => Promise<void>,
): QueriesScreenStory {
  const kit = queriesStoryKit({ ...options, route: { path: '/*', initialEntries: [path] } });
  return {
    parameters: kit.parameters,
    beforeEach: ({ msw }) => {
      kit.reset(msw);
    },
    ...(play && { play: ({ canvasElement }) => play(canvasElement, kit) }),
  };
}
