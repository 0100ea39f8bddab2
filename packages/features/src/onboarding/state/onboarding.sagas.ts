import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { all, call, cancel, delay, fork, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AnalyticsEvent, AnnouncementId, CurrentUser, GettingStarted, ImportantNotification, SessionConfig } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import { selectIsAdmin } from '../../session/state/session.selectors';
import {
  currentUserLoaded,
  logoutStarted,
  sessionConfigLoaded,
  sessionEnded,
  sessionNavigationRequested,
  sessionStarted,
} from '../../session/state/session.slice';
import { selectFeatureFlags, selectHelpLinks, selectIsProviderStaff } from '../../shell/state/shell.selectors';
import { featureFlagsFailed, featureFlagsLoaded } from '../../shell/state/shell.slice';
import {
  completeMilestone,
  fetchGettingStarted,
  fetchImportantNotifications,
  markAnnouncementSeen,
  saveGettingStartedAutoOpen,
  sendAnalyticsEvent,
  updateProfile,
} from '../api/onboarding.api';
import { browserOnboardingEnvironment, type OnboardingEnvironment } from '../environment';
import { BANNER_CLOCK_REFRESH_MS, newDashboardPath } from '../onboarding.constants';
import { shouldShowFirstLogin, shouldShowVersion6 } from './onboarding.rules';
import { selectCarouselStep, selectGettingStarted, selectGettingStartedStatus } from './onboarding.selectors';
import {
  accountProfileFailed,
  accountProfileSaved,
  accountProfileShown,
  accountProfileSubmitted,
  announcementSeen,
  autoOpenChanged,
  autoOpenRolledBack,
  bannersClockTicked,
  carouselExited,
  carouselLearnMorePressed,
  carouselSkipped,
  gettingStartedAutoOpened,
  gettingStartedFailed,
  gettingStartedLoaded,
  gettingStartedRequested,
  importantNotificationsLoaded,
  milestoneActionPressed,
  milestoneCompleted,
  milestoneCompletionRolledBack,
  newDashboardAnnouncementClosed,
  newDashboardAnnouncementGotIt,
  newDashboardAnnouncementShown,
  signInSequenceFinished,
  signInSequenceStarted,
  templateChooserSkipped,
  templateChosen,
  version6Shown,
} from './onboarding.slice';

/** The analytics event names (designed: the spec names the events' properties, not the events). */
export const ANALYTICS_EVENTS = { view: 'Announcement viewed', action: 'Announcement action' } as const;

const sessionOver = [logoutStarted.type, sessionEnded.type];

// ------------------------------------------------------------------ calls that never block the user

/** Sends one analytics event; its failures never affect the console. */
function* sendEvent(event: AnalyticsEvent) {
  try {
    yield* callApi(sendAnalyticsEvent, event);
  } catch {
    // Analytics are best effort.
  }
}

function* markSeen(env: OnboardingEnvironment, announcement: AnnouncementId) {
  yield put(announcementSeen({ announcement }));
  try {
    yield* callApi(markAnnouncementSeen, announcement);
  } catch (error) {
    // Seen locally for this session; the next sign-in shows it again.
    yield call(env.logError, `Could not mark the announcement ${announcement} seen`, error);
  }
}

// ------------------------------------------------------------------ banners

/** The banners count days from this clock, refreshed while the session lasts. */
function* bannerClock(env: OnboardingEnvironment) {
  yield race({
    ticking: call(function* tick() {
      for (;;) {
        const now: number = yield call(env.now);
        yield put(bannersClockTicked({ now }));
        yield delay(BANNER_CLOCK_REFRESH_MS);
      }
    }),
    over: take(sessionOver),
  });
}

function* loadNotifications() {
  try {
    const notifications: ImportantNotification[] = yield* callApi(fetchImportantNotifications);
    yield put(importantNotificationsLoaded(notifications));
  } catch {
    // Designed: without them the console works as usual; the next sign-in asks again.
  }
}

// ------------------------------------------------------------------ getting started

function* loadGettingStarted(env: OnboardingEnvironment) {
  try {
    const gettingStarted: GettingStarted = yield* callApi(fetchGettingStarted);
    yield put(gettingStartedLoaded(gettingStarted));
  } catch (error) {
    yield call(env.logError, 'Could not load the getting-started checklist', error);
    yield put(gettingStartedFailed());
  }
}

/**
 * "Let's Do It": go to the milestone's path, then complete it: applied locally first, saved,
 * rolled back (and logged) on failure; not sent when already completed or not interactive.
 * Every press is its own completion (takeEvery): two milestones never wait for each other.
 */
function* pressMilestone(env: OnboardingEnvironment, { payload: { name } }: ReturnType<typeof milestoneActionPressed>) {
  const data = (yield select(selectGettingStarted)) as GettingStarted | null;
  const milestone = data?.milestones.find((m) => m.name === name);
  if (!data || !milestone) return;
  if (milestone.path) yield put(sessionNavigationRequested({ to: milestone.path }));
  if (milestone.completed || !data.settings.interactive) return;
  yield put(milestoneCompleted({ name }));
  try {
    const saved: GettingStarted = yield* callApi(completeMilestone, name);
    yield put(gettingStartedLoaded(saved));
  } catch (error) {
    yield call(env.logError, `Could not complete the milestone ${name}`, error);
    yield put(milestoneCompletionRolledBack({ name }));
  }
}

/** The autoOpen switch, applied at once by the reducer: saved, rolled back (and logged) on failure. */
function* saveAutoOpen(env: OnboardingEnvironment, { payload: { autoOpen } }: ReturnType<typeof autoOpenChanged>) {
  try {
    const saved: GettingStarted = yield* callApi(saveGettingStartedAutoOpen, autoOpen);
    yield put(gettingStartedLoaded(saved));
  } catch (error) {
    yield call(env.logError, 'Could not save the getting-started settings', error);
    yield put(autoOpenRolledBack({ autoOpen: !autoOpen }));
  }
}

// ------------------------------------------------------------------ first login

function* saveProfile({ payload }: ReturnType<typeof accountProfileSubmitted>) {
  try {
    yield* callApi(updateProfile, payload);
    yield put(accountProfileSaved());
  } catch {
    yield put(accountProfileFailed());
  }
}

function* openTemplate({ payload: { template } }: ReturnType<typeof templateChosen>) {
  yield put(sessionNavigationRequested({ to: newDashboardPath(template) }));
}

// ------------------------------------------------------------------ announcements

const CAROUSEL_ACTIONS = {
  [carouselExited.type]: 'Exit',
  [carouselSkipped.type]: 'Skip',
  [carouselLearnMorePressed.type]: 'Learn more',
} as const;

/** Shows the version 6.0 carousel and waits for it to end (Exit, Skip or Learn More): seen, with its events. */
function* version6Carousel(env: OnboardingEnvironment) {
  yield put(version6Shown());
  yield fork(sendEvent, { type: 'view', event: ANALYTICS_EVENTS.view, announcement: 'version_6_0' });
  const action = (yield take(Object.keys(CAROUSEL_ACTIONS))) as Action<keyof typeof CAROUSEL_ACTIONS>;
  const step = (yield select(selectCarouselStep)) as number;
  if (carouselLearnMorePressed.match(action)) {
    // Opened at once, inside the press, so the browser lets the new tab through.
    const help = (yield select(selectHelpLinks)) as SessionConfig['help'] | null;
    if (help) yield call(env.openInNewTab, help.release_notes);
  }
  yield fork(markSeen, env, 'version_6_0');
  yield fork(sendEvent, {
    type: 'action',
    event: ANALYTICS_EVENTS.action,
    announcement: 'version_6_0',
    properties: { 'Action taken': CAROUSEL_ACTIONS[action.type], step },
  });
}

/** The new dashboard announcement, shown by the dashboard: a view event, then seen on close or 'Got it!'. */
function* newDashboardAnnouncement(env: OnboardingEnvironment) {
  for (;;) {
    yield take(newDashboardAnnouncementShown.type);
    yield fork(sendEvent, { type: 'view', event: ANALYTICS_EVENTS.view, announcement: 'new_dashboard' });
    const action = (yield take([newDashboardAnnouncementClosed.type, newDashboardAnnouncementGotIt.type])) as Action;
    yield fork(markSeen, env, 'new_dashboard');
    yield fork(sendEvent, {
      type: 'action',
      event: ANALYTICS_EVENTS.action,
      announcement: 'new_dashboard',
      properties: { action: newDashboardAnnouncementGotIt.match(action) ? 'got it' : 'close' },
    });
  }
}

// ------------------------------------------------------------------ the sequence after sign-in

function* sessionConfigReady() {
  return ((yield take(sessionConfigLoaded.type)) as ReturnType<typeof sessionConfigLoaded>).payload;
}

function* featureFlagsReady() {
  yield take([featureFlagsLoaded.type, featureFlagsFailed.type]);
}

/**
 * What opens after a sign-in, one at a time (designed order): the first-login popup (after a
 * login only), then the version 6.0 carousel (until seen), then the getting-started drawer's
 * auto-open (admins, after a login, with autoOpen and getting started enabled). Nothing of it
 * while impersonating: the popups belong to the impersonated user. Waits for the session
 * config and the feature flags, which load with the current user.
 */
function* signInSequence(env: OnboardingEnvironment, user: CurrentUser, afterLogin: boolean) {
  yield put(signInSequenceStarted());
  const [config] = (yield all([call(sessionConfigReady), call(featureFlagsReady)])) as [SessionConfig, unknown];
  const isAdmin = (yield select(selectIsAdmin)) as boolean;
  if (isAdmin) yield put(gettingStartedRequested());

  if (!user.impersonator_name) {
    const flags = (yield select(selectFeatureFlags)) as ReturnType<typeof selectFeatureFlags>;
    const isProviderStaff = (yield select(selectIsProviderStaff)) as boolean;
    if (afterLogin && shouldShowFirstLogin(user, flags, isProviderStaff)) {
      yield put(accountProfileShown());
      yield take([templateChosen.type, templateChooserSkipped.type]);
    }
    if (shouldShowVersion6(user)) yield* version6Carousel(env);
  }

  if (afterLogin && isAdmin && config.getting_started_enabled) {
    const status = (yield select(selectGettingStartedStatus)) as ReturnType<typeof selectGettingStartedStatus>;
    if (status === 'loading') yield take([gettingStartedLoaded.type, gettingStartedFailed.type]);
    const gettingStarted = (yield select(selectGettingStarted)) as GettingStarted | null;
    if (gettingStarted?.settings.autoOpen) yield put(gettingStartedAutoOpened());
  }
  yield put(signInSequenceFinished());
}

/** Runs the sequence for every current user; a login (sessionStarted) just before marks it "after login". */
function* watchSignIns(env: OnboardingEnvironment) {
  let afterLogin = false;
  let running: Task | null = null;
  for (;;) {
    const action = (yield take([sessionStarted.type, currentUserLoaded.type, ...sessionOver])) as Action;
    if (sessionStarted.match(action)) {
      afterLogin = true;
      continue;
    }
    if (running) yield cancel(running);
    running = currentUserLoaded.match(action) ? ((yield fork(signInSequence, env, action.payload.user, afterLogin)) as Task) : null;
    afterLogin = false;
  }
}

/** The root saga of onboarding, with the browser's environment unless given another (tests, stories). */
export function createOnboardingSaga(env: OnboardingEnvironment = browserOnboardingEnvironment) {
  return function* onboardingSaga() {
    yield all([
      fork(watchSignIns, env),
      fork(newDashboardAnnouncement, env),
      takeLatest(currentUserLoaded.type, bannerClock, env),
      takeLatest(currentUserLoaded.type, loadNotifications),
      takeLatest(gettingStartedRequested.type, loadGettingStarted, env),
      takeEvery(milestoneActionPressed.type, pressMilestone, env),
      takeLatest(autoOpenChanged.type, saveAutoOpen, env),
      takeLeading(accountProfileSubmitted.type, saveProfile),
      takeEvery(templateChosen.type, openTemplate),
    ]);
  };
}

/** The root saga of onboarding in the browser. */
export const onboardingSaga = createOnboardingSaga();
