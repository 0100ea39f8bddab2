import { combineSlices, type Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { all } from 'redux-saga/effects';
import type { RequestHandler } from 'msw';
import { memorySessionStore, type CurrentUser, type FeatureFlags, type InternalFeatureFlags, type SessionConfig } from '@vigil/openapi';
import { buildFeatureFlags, buildInternalFeatureFlags } from '@vigil/openapi/mocks';
import { createToaster, type Toaster } from '@vigil/ui';
import { currentUserFixture, sessionConfigFixture } from '../../session/fixtures/session';
import { manualClock } from '../../session/manualClock';
import { MemoryStorage } from '../../session/mocks/memoryStorage';
import { sessionHandlers } from '../../session/mocks/session.handlers';
import { resetOnSessionEnded } from '../../session/state/resetOnSessionEnded';
import { createSessionSaga } from '../../session/state/session.sagas';
import { sessionSlice } from '../../session/state/session.slice';
import { shellHandlers } from '../../shell/mocks/shell.handlers';
import { shellSaga } from '../../shell/state/shell.sagas';
import { shellSlice } from '../../shell/state/shell.slice';
import { SIDEBAR_COLLAPSED_STORAGE_KEY } from '../navigation.constants';
import { createNavigationSaga } from '../state/navigation.sagas';
import { navigationSlice } from '../state/navigation.slice';
import { navigationHandlers } from './navigation.handlers';

/** What a navigation story is given and can look at. */
export interface NavigationStoryKit {
  /** The toaster the saga shows failures with: render it with `ToastProvider`. */
  toaster: Toaster;
  /** Where the sidebar keeps its collapsed state. */
  storage: Storage;
  /** The calls the story's handlers heard, in order. */
  log: string[];
  record: (call: string) => void;
  /** `parameters.store`: the session, shell and navigation as the app combines them. */
  store: { reducer: Reducer; saga: Saga };
  /** `parameters.route`: every path renders the story. */
  route: { path: string; initialEntries: string[] };
  /** `parameters.msw.handlers`: a signed-in session, the flags, the count, the scopes and the workspaces. */
  handlers: (extra?: RequestHandler[]) => RequestHandler[];
}

export interface NavigationStoryOptions {
  user?: CurrentUser;
  config?: SessionConfig;
  featureFlags?: FeatureFlags;
  internalFlags?: InternalFeatureFlags;
  /** The page the story starts on. @default '/dashboard' */
  at?: string;
  /** The unread notifications. @default 12 */
  notificationCount?: number;
  /** The sidebar starts collapsed. @default false */
  collapsed?: boolean;
}

/**
 * One navigation story's world: a signed-in session (on a manual clock that never moves, so no
 * timeout interferes), the flags, and the navigation's calls, all through the real reducers and sagas.
 */
export function navigationStoryKit({
  user = currentUserFixture,
  config = sessionConfigFixture,
  featureFlags = buildFeatureFlags(),
  internalFlags = buildInternalFeatureFlags(),
  at = '/dashboard',
  notificationCount = 12,
  collapsed = false,
}: NavigationStoryOptions = {}): NavigationStoryKit {
  const toaster = createToaster();
  const log: string[] = [];
  const record = (call: string) => {
    log.push(call);
  };
  const storage = new MemoryStorage();
  if (collapsed) storage.setItem(SIDEBAR_COLLAPSED_STORAGE_KEY, 'true');
  const sessionSaga = createSessionSaga({
    clock: manualClock(),
    storage: new MemoryStorage(),
    accessExpiry: memorySessionStore(),
    toaster,
    assign: record,
  });
  const navigationSaga = createNavigationSaga({ toaster });
  return {
    toaster,
    storage,
    log,
    record,
    store: {
      reducer: resetOnSessionEnded(combineSlices(sessionSlice, shellSlice, navigationSlice)) as Reducer,
      saga: function* navigationStory() {
        yield all([sessionSaga(), shellSaga(), navigationSaga()]);
      },
    },
    route: { path: '*', initialEntries: [at] },
    handlers: (extra = []) => [
      ...extra,
      ...sessionHandlers.signedIn({ user, config, record }),
      shellHandlers.featureFlags({ featureFlags, internalFlags }),
      navigationHandlers.notificationCount(notificationCount, record),
      navigationHandlers.dataScopeOptions(undefined, record),
      ...navigationHandlers.workspaces(undefined, record),
    ],
  };
}
