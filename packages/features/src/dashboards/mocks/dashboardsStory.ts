import type { UnknownAction } from '@reduxjs/toolkit';
import type { RequestHandler } from 'msw';
import { put, takeEvery } from 'redux-saga/effects';
import type { CurrentUser } from '@vigil/openapi';
import { currentUserFixture } from '../../session/fixtures/session';
import { dashboardsRootSaga, dashboardsStoreSlices } from '../state/dashboardsTestStore';
import { dashboardDialogsHandlers, type DashboardDialogsServerOptions } from './dashboardDialogs.handlers';
import { dashboardsHandlers, type DashboardsServerOptions } from './dashboards.handlers';

export interface DashboardsStoryOptions extends Omit<DashboardsServerOptions, 'record'> {
  /** The signed-in user. @default the admin */
  user?: CurrentUser;
  /** Put once the store runs. */
  actions?: UnknownAction[];
  /** The story's address. */
  path?: string;
  /** The other areas' answers the dialogs read (saved queries, roles, data scopes, data fields). */
  dialogs?: Omit<DashboardDialogsServerOptions, 'record'>;
}

/** What a dashboards story records for its play function. */
export interface DashboardsStoryKit {
  /** Each call to the server as `METHOD /path?query`, with its body. */
  calls: { call: string; body?: unknown }[];
  /** The files handed to the user (exports, CSVs). */
  downloads: { fileName: string; file: Blob }[];
  /** The type of each action the store took, in order. */
  dispatched: string[];
  parameters: Record<string, unknown>;
  /** A story's `beforeEach`: empties the records and gives the run a fresh server, so a retried story starts as the first did. */
  beforeEach: (context: { msw: { use: (...handlers: RequestHandler[]) => void } }) => void;
}

/** The Dashboards area's real reducers and sagas with a signed-in user, HTTP answered by the mock dashboards server. */
export function dashboardsStoryKit({ user = currentUserFixture, actions = [], path = '/', dialogs = {}, ...server }: DashboardsStoryOptions = {}): DashboardsStoryKit {
  const calls: DashboardsStoryKit['calls'] = [];
  const downloads: DashboardsStoryKit['downloads'] = [];
  const dispatched: string[] = [];
  const saveFile = (file: Blob, fileName: string) => {
    downloads.push({ file, fileName });
  };
  const saga = dashboardsRootSaga(user, { saveFile }, [
    function* initial() {
      for (const action of actions) yield put(action);
    },
    function* recordActions() {
      yield takeEvery('*', (action: UnknownAction) => {
        dispatched.push(action.type);
      });
    },
  ]);
  const record = (call: string, body?: unknown) => {
    calls.push({ call, body });
  };
  const handlers = () => [...dashboardsHandlers({ ...server, record }), ...dashboardDialogsHandlers({ ...dialogs, record })];
  return {
    calls,
    downloads,
    dispatched,
    parameters: { layout: 'fullscreen', store: { slices: [...dashboardsStoreSlices], saga }, msw: handlers(), route: { path: '/*', initialEntries: [path] } },
    beforeEach: ({ msw }) => {
      calls.length = 0;
      downloads.length = 0;
      dispatched.length = 0;
      msw.use(...handlers());
    },
  };
}
