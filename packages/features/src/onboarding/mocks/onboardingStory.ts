import type { HttpHandler } from 'msw';
import type { Saga } from 'redux-saga';
import { all, call, takeEvery } from 'redux-saga/effects';
import type { CurrentUser, FeatureFlags, GettingStarted, ImportantNotification, SessionConfig } from '@vigil/openapi';
import { buildFeatureFlags } from '@vigil/openapi/mocks';
import { currentUserFixture, sessionConfigFixture } from '../../session/fixtures/session';
import { sessionHandlers } from '../../session/mocks/session.handlers';
import { sessionStoryKit } from '../../session/mocks/sessionStory';
import { sessionSlice } from '../../session/state/session.slice';
import { shellHandlers } from '../../shell/mocks/shell.handlers';
import { shellSaga } from '../../shell/state/shell.sagas';
import {
  dataScopeDisconnectRequested,
  shellSlice,
  tenantDisconnectRequested,
  userImpersonationEndRequested,
} from '../../shell/state/shell.slice';
import type { OnboardingEnvironment } from '../environment';
import { createOnboardingSaga } from '../state/onboarding.sagas';
import { onboardingSlice } from '../state/onboarding.slice';
import { onboardingHandlers, type GettingStartedServerOptions } from './onboarding.handlers';

/** The fixed "now" of onboarding stories and tests: banners count their days from it. */
export const ONBOARDING_NOW = Date.parse('2026-11-02T09:00:00Z');

export interface OnboardingStoryOptions {
  user?: CurrentUser;
  config?: SessionConfig;
  featureFlags?: FeatureFlags;
  notifications?: ImportantNotification[];
  gettingStarted?: GettingStarted;
  /** Failures of the getting-started mock. */
  failures?: Omit<GettingStartedServerOptions, 'initial' | 'record'>;
  /** PATCH /self fails. */
  failProfile?: boolean;
  /** The banners' clock; a fixed time (`ONBOARDING_NOW`) unless given. */
  now?: () => number;
}

/** What an onboarding story can look at. */
export interface OnboardingStoryKit {
  /** In order: the writes (seen, analytics, saves), the tabs opened, the errors logged and the shell requests made. */
  log: string[];
  store: { slices: [typeof sessionSlice, typeof shellSlice, typeof onboardingSlice]; saga: Saga };
  route: { path: string; initialEntries: string[] };
  /** `parameters.msw`: every call of the session, the shell and onboarding. */
  msw: HttpHandler[];
}

/**
 * One onboarding story: the real session, shell and onboarding sagas (the session on a manual
 * clock), every call answered by the mocks, and a log of what went out.
 */
export function onboardingStoryKit({
  user = currentUserFixture,
  config = sessionConfigFixture,
  featureFlags = buildFeatureFlags(),
  notifications = [],
  gettingStarted,
  failures = {},
  failProfile = false,
  now = () => ONBOARDING_NOW,
}: OnboardingStoryOptions = {}): OnboardingStoryKit {
  const session = sessionStoryKit();
  const log: string[] = [];
  const record = (entry: string) => {
    log.push(entry);
  };
  const env: OnboardingEnvironment = {
    now,
    openInNewTab: (url) => { record(`open ${url}`); },
    logError: (message) => { record(`error ${message}`); },
  };
  const onboardingSaga = createOnboardingSaga(env);
  function* saga() {
    yield all([
      call(session.store.saga),
      call(shellSaga),
      call(onboardingSaga),
      // The shell's requests the banners make: acted on by other features, so only written down here.
      takeEvery([userImpersonationEndRequested.type, dataScopeDisconnectRequested.type, tenantDisconnectRequested.type], (action: { type: string }) => {
        record(`action ${action.type}`);
      }),
    ]);
  }
  return {
    log,
    store: { slices: [sessionSlice, shellSlice, onboardingSlice], saga },
    route: session.route,
    msw: [
      ...sessionHandlers.signedIn({ user, config }),
      shellHandlers.featureFlags({ featureFlags }),
      ...onboardingHandlers.all({
        notifications,
        gettingStarted: { ...failures, ...(gettingStarted ? { initial: gettingStarted } : {}) },
        failProfile,
        record,
      }),
    ],
  };
}
