import { describe, expect, it, vi } from 'vitest';
import { mockApiServer } from '../../testing/mockApiServer';
import { combineSlices } from '@reduxjs/toolkit';
import { createApiClient, type CurrentUser } from '@vigil/openapi';
import { buildCurrentUser, buildFeatureFlags, buildGettingStarted, buildImportantNotification } from '@vigil/openapi/mocks';
import { createVigilStore } from '../../store';
import { itUserFixture, sessionConfigFixture, sessionUserDataFixture } from '../../session/fixtures/session';
import { resetOnSessionEnded } from '../../session/state/resetOnSessionEnded';
import { selectSessionNavigation } from '../../session/state/session.selectors';
import { currentUserLoaded, sessionStarted } from '../../session/state/session.slice';
import { gettingStartedToggled } from '../../shell/state/shell.slice';
import {
  contractConfigFixture,
  firstLoginUserFixture,
  gettingStartedFixture,
  gettingStartedNoAutoOpenFixture,
  impersonatingUserFixture,
  trialConfigFixture,
} from '../fixtures/onboarding';
import { BANNER_CLOCK_REFRESH_MS } from '../onboarding.constants';
import { ONBOARDING_NOW, onboardingStoryKit, type OnboardingStoryOptions } from '../mocks/onboardingStory';
import {
  selectGettingStarted,
  selectGettingStartedProgress,
  selectIsGettingStartedOpen,
  selectOnboardingDialog,
  selectShellBanners,
  selectShowNewDashboardAnnouncement,
  selectSignInSequence,
} from './onboarding.selectors';
import {
  accountProfileSkipped,
  accountProfileSubmitted,
  autoOpenChanged,
  carouselExited,
  carouselLearnMorePressed,
  carouselNextPressed,
  carouselSkipped,
  milestoneActionPressed,
  newDashboardAnnouncementGotIt,
  newDashboardAnnouncementShown,
  templateChooserSkipped,
  templateChosen,
} from './onboarding.slice';

const server = mockApiServer();

const seenUser = (overrides: Parameters<typeof buildCurrentUser>[0] = {}) =>
  buildCurrentUser({ seen_announcement: { version_6_0: true, new_dashboard: true }, ...overrides });

/** The real session, shell and onboarding sagas and reducers, HTTP answered by the mocks. */
function setup(options: OnboardingStoryOptions = {}) {
  const kit = onboardingStoryKit(options);
  server.use(...kit.msw);
  const requests: string[] = [];
  const client = createApiClient({
    baseUrl: 'http://vigil.test/api',
    fetch: (request) => {
      requests.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`);
      return globalThis.fetch(request);
    },
  });
  const store = createVigilStore({ reducer: resetOnSessionEnded(combineSlices(...kit.store.slices)), saga: kit.store.saga, client });
  const state = () => store.getState();
  return {
    store,
    log: kit.log,
    requests,
    state,
    login: () => store.dispatch(sessionStarted({ user_data: sessionUserDataFixture, expires_in: 900 })),
    /** A reload: the current user comes back without a login. */
    reload: (user: CurrentUser) => store.dispatch(currentUserLoaded({ user, userData: null })),
    until: (check: () => boolean) => vi.waitFor(() => { expect(check()).toBe(true); }, { timeout: 3000 }),
    navigation: () => selectSessionNavigation(state())?.to ?? null,
  };
}

const viewEvent = (announcement: string) =>
  `POST /services/analytics/events ${JSON.stringify({ type: 'view', event: 'Announcement viewed', announcement })}`;
const actionEvent = (announcement: string, properties: object) =>
  `POST /services/analytics/events ${JSON.stringify({ type: 'action', event: 'Announcement action', announcement, properties })}`;

describe('what opens after sign-in', () => {
  it('opens the first-login popup, then the carousel, then the getting-started drawer: one at a time', async () => {
    const t = setup({ user: firstLoginUserFixture });
    t.login();
    await t.until(() => selectOnboardingDialog(t.state()) === 'accountProfile');
    await t.until(() => selectGettingStarted(t.state()) !== null);
    expect(selectIsGettingStartedOpen(t.state())).toBe(false);

    t.store.dispatch(accountProfileSubmitted({ interests: ['Cloud security'], department: 'IT', title: 'Engineer' }));
    await t.until(() => selectOnboardingDialog(t.state()) === 'templateChooser');
    expect(t.log).toContain('PATCH /self {"interests":["Cloud security"],"department":"IT","title":"Engineer"}');

    t.store.dispatch(templateChosen({ template: 'cam' }));
    expect(t.navigation()).toBe('/dashboard/new?template=cam');
    expect(selectOnboardingDialog(t.state())).toBe('version6');
    expect(selectIsGettingStartedOpen(t.state())).toBe(false);
    await t.until(() => t.log.includes(viewEvent('version_6_0')));

    t.store.dispatch(carouselExited());
    expect(selectOnboardingDialog(t.state())).toBeNull();
    expect(selectIsGettingStartedOpen(t.state())).toBe(true);
    expect(selectSignInSequence(t.state())).toBe('done');
    await t.until(() => t.log.includes('PUT /seen_announcement version_6_0'));
    await t.until(() => t.log.includes(actionEvent('version_6_0', { 'Action taken': 'Exit', step: 0 })));
  });

  it('keeps the profile modal open with its error when PATCH self fails, and Skip goes on to the chooser', async () => {
    const t = setup({ user: firstLoginUserFixture, failProfile: true });
    t.login();
    await t.until(() => selectOnboardingDialog(t.state()) === 'accountProfile');
    t.store.dispatch(accountProfileSubmitted({ interests: [] }));
    await t.until(() => t.state().onboarding.profileStatus === 'failed');
    expect(selectOnboardingDialog(t.state())).toBe('accountProfile');

    t.store.dispatch(accountProfileSkipped());
    expect(selectOnboardingDialog(t.state())).toBe('templateChooser');
    t.store.dispatch(templateChooserSkipped());
    expect(t.navigation()).toBeNull();
    expect(selectOnboardingDialog(t.state())).toBe('version6');
  });

  it('shows no first-login popup to the provider staff, nor with the account profile off', async () => {
    const staff = setup({ user: { ...firstLoginUserFixture, is_axonius_role: true, predefined: true } });
    staff.login();
    await staff.until(() => selectOnboardingDialog(staff.state()) === 'version6');

    const off = setup({
      user: firstLoginUserFixture,
      featureFlags: buildFeatureFlags({ account_profile_on_login: { enabled: false, visible_existing_users: true } }),
    });
    off.login();
    await off.until(() => selectOnboardingDialog(off.state()) === 'version6');
  });

  it('shows the popup to an existing user without interests when visible_existing_users is on', async () => {
    const t = setup({
      user: { ...seenUser(), interests: [] },
      featureFlags: buildFeatureFlags({ account_profile_on_login: { enabled: true, visible_existing_users: true } }),
    });
    t.login();
    await t.until(() => selectOnboardingDialog(t.state()) === 'accountProfile');
  });

  it('opens nothing after a reload but the unseen carousel: the popup and the auto-open follow a login', async () => {
    const t = setup({ user: firstLoginUserFixture });
    t.reload(firstLoginUserFixture);
    await t.until(() => selectOnboardingDialog(t.state()) === 'version6');
    t.store.dispatch(carouselSkipped());
    await t.until(() => selectSignInSequence(t.state()) === 'done');
    expect(selectIsGettingStartedOpen(t.state())).toBe(false);
  });

  it('does not auto-open the drawer without autoOpen, without getting started enabled, or for non-admins', async () => {
    const noAutoOpen = setup({ user: seenUser(), gettingStarted: gettingStartedNoAutoOpenFixture });
    noAutoOpen.login();
    await noAutoOpen.until(() => selectSignInSequence(noAutoOpen.state()) === 'done');
    expect(selectIsGettingStartedOpen(noAutoOpen.state())).toBe(false);

    const disabled = setup({ user: seenUser(), config: { ...sessionConfigFixture, getting_started_enabled: false } });
    disabled.login();
    await disabled.until(() => selectSignInSequence(disabled.state()) === 'done');
    expect(selectIsGettingStartedOpen(disabled.state())).toBe(false);

    const it_ = setup({ user: { ...itUserFixture, seen_announcement: { version_6_0: true } } });
    it_.login();
    await it_.until(() => selectSignInSequence(it_.state()) === 'done');
    it_.store.dispatch(gettingStartedToggled());
    expect(selectIsGettingStartedOpen(it_.state())).toBe(false);
    expect(it_.requests).not.toContain('GET /settings/getting_started');
  });

  it('opens nothing while impersonating', async () => {
    const t = setup({ user: { ...impersonatingUserFixture, last_login: null, seen_announcement: {} } });
    t.login();
    await t.until(() => selectSignInSequence(t.state()) === 'done');
    expect(selectOnboardingDialog(t.state())).toBeNull();
  });
});

describe('version 6.0 carousel', () => {
  it('Learn More opens the release notes in a new tab, marks it seen and sends the event with the step', async () => {
    const t = setup({ user: seenUser({ seen_announcement: { version_6_0: false } }), gettingStarted: gettingStartedNoAutoOpenFixture });
    t.login();
    await t.until(() => selectOnboardingDialog(t.state()) === 'version6');
    for (let i = 0; i < 5; i += 1) t.store.dispatch(carouselNextPressed());
    expect(t.state().onboarding.carouselStep).toBe(3);

    t.store.dispatch(carouselLearnMorePressed());
    expect(t.log).toContain(`open ${sessionConfigFixture.help.release_notes}`);
    await t.until(() => t.log.includes('PUT /seen_announcement version_6_0'));
    await t.until(() => t.log.includes(actionEvent('version_6_0', { 'Action taken': 'Learn more', step: 3 })));
  });

  it('Skip marks it seen with the Skip event', async () => {
    const t = setup({ user: seenUser({ seen_announcement: { version_6_0: false } }) });
    t.login();
    await t.until(() => selectOnboardingDialog(t.state()) === 'version6');
    t.store.dispatch(carouselSkipped());
    await t.until(() => t.log.includes(actionEvent('version_6_0', { 'Action taken': 'Skip', step: 0 })));
    expect(t.log).toContain('PUT /seen_announcement version_6_0');
    expect(t.log.some((entry) => entry.startsWith('open '))).toBe(false);
  });
});

describe('new dashboard announcement', () => {
  it('is due once the sequence is done and the drawer closed; a view event, then seen and "got it"', async () => {
    const t = setup({ user: seenUser({ seen_announcement: { new_dashboard: false } }), gettingStarted: gettingStartedNoAutoOpenFixture });
    expect(selectShowNewDashboardAnnouncement(t.state())).toBe(false);
    t.login();
    await t.until(() => selectSignInSequence(t.state()) === 'done');
    expect(selectShowNewDashboardAnnouncement(t.state())).toBe(true);

    t.store.dispatch(newDashboardAnnouncementShown());
    await t.until(() => t.log.includes(viewEvent('new_dashboard')));
    t.store.dispatch(newDashboardAnnouncementGotIt());
    expect(selectShowNewDashboardAnnouncement(t.state())).toBe(false);
    await t.until(() => t.log.includes('PUT /seen_announcement new_dashboard'));
    await t.until(() => t.log.includes(actionEvent('new_dashboard', { action: 'got it' })));
  });
});

describe('getting started', () => {
  async function signedInAdmin(options: OnboardingStoryOptions = {}) {
    const t = setup({ user: seenUser(), ...options });
    t.login();
    await t.until(() => selectSignInSequence(t.state()) === 'done');
    return t;
  }

  it("completes a milestone locally first, goes to its path, and keeps the server's completion", async () => {
    const t = await signedInAdmin();
    expect(selectGettingStartedProgress(t.state())).toEqual({ completed: 1, total: 3 });
    t.store.dispatch(milestoneActionPressed({ name: 'global_settings' }));
    expect(selectGettingStartedProgress(t.state())).toEqual({ completed: 2, total: 3 });
    expect(t.navigation()).toBe('/settings/global-settings-tab');
    expect(selectIsGettingStartedOpen(t.state())).toBe(false);
    await t.until(() => selectGettingStarted(t.state())?.milestones[2]?.completionDate === '2026-11-02T10:00:00Z');
    expect(t.log).toContain('PUT /settings/getting_started/completion global_settings');
  });

  it('rolls the completion back and logs the error when the save fails', async () => {
    const t = await signedInAdmin({ failures: { failCompletion: true } });
    t.store.dispatch(milestoneActionPressed({ name: 'create_dashboard' }));
    expect(selectGettingStartedProgress(t.state())).toEqual({ completed: 2, total: 3 });
    await t.until(() => t.log.includes('error Could not complete the milestone create_dashboard'));
    expect(selectGettingStartedProgress(t.state())).toEqual({ completed: 1, total: 3 });
    expect(selectGettingStarted(t.state())?.milestones[1]?.completed).toBe(false);
  });

  it('sends nothing for a completed milestone or a checklist that is not interactive', async () => {
    const t = await signedInAdmin({
      gettingStarted: { ...buildGettingStarted(), settings: { interactive: false, autoOpen: false } },
    });
    t.store.dispatch(milestoneActionPressed({ name: 'connect_adapter' }));
    t.store.dispatch(milestoneActionPressed({ name: 'create_dashboard' }));
    expect(t.navigation()).toBe('/dashboard');
    expect(selectGettingStartedProgress(t.state())).toEqual({ completed: 1, total: 3 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.requests).not.toContain('PUT /settings/getting_started/completion');
  });

  it('saves the autoOpen switch, and rolls it back and logs on failure', async () => {
    const ok = await signedInAdmin({ gettingStarted: gettingStartedFixture });
    ok.store.dispatch(autoOpenChanged({ autoOpen: false }));
    expect(selectGettingStarted(ok.state())?.settings.autoOpen).toBe(false);
    await ok.until(() => ok.log.includes('PUT /settings/getting_started autoOpen=false'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(selectGettingStarted(ok.state())?.settings.autoOpen).toBe(false);

    const failing = await signedInAdmin({ failures: { failSettings: true } });
    failing.store.dispatch(autoOpenChanged({ autoOpen: false }));
    expect(selectGettingStarted(failing.state())?.settings.autoOpen).toBe(false);
    await failing.until(() => failing.log.includes('error Could not save the getting-started settings'));
    expect(selectGettingStarted(failing.state())?.settings.autoOpen).toBe(true);
  });

  it('opens and closes on the top bar toggle', async () => {
    const t = await signedInAdmin({ gettingStarted: gettingStartedNoAutoOpenFixture });
    t.store.dispatch(gettingStartedToggled());
    expect(selectIsGettingStartedOpen(t.state())).toBe(true);
    t.store.dispatch(gettingStartedToggled());
    expect(selectIsGettingStartedOpen(t.state())).toBe(false);
  });
});

describe('banners', () => {
  it('counts the trial and contract days from the saga clock, and lists the important notifications', async () => {
    const notification = buildImportantNotification();
    const t = setup({
      user: seenUser({ connected_data_scope: { uuid: 'scope-1', name: 'EMEA Offices' } }),
      config: { ...contractConfigFixture(ONBOARDING_NOW, 10), trial_end: trialConfigFixture(ONBOARDING_NOW, 12).trial_end },
      notifications: [notification],
    });
    t.login();
    await t.until(() => selectShellBanners(t.state()).length === 4);
    expect(selectShellBanners(t.state())).toEqual([
      { kind: 'dataScope', severity: 'info', name: 'EMEA Offices' },
      { kind: 'contract', severity: 'dangerous', daysLeft: 10, expired: false },
      { kind: 'trial', severity: 'warning', daysLeft: 12, expired: false },
      { kind: 'notification', severity: 'warning', message: notification.message },
    ]);
  });

  it('shows the contract banner to admins only, never to the provider staff', async () => {
    const config = contractConfigFixture(ONBOARDING_NOW, 2);
    const nonAdmin = setup({ user: { ...itUserFixture, seen_announcement: { version_6_0: true } }, config });
    nonAdmin.login();
    await nonAdmin.until(() => selectSignInSequence(nonAdmin.state()) === 'done');
    expect(selectShellBanners(nonAdmin.state())).toEqual([]);

    const staff = setup({ user: seenUser({ is_axonius_role: true }), config });
    staff.login();
    await staff.until(() => selectSignInSequence(staff.state()) === 'done');
    expect(selectShellBanners(staff.state())).toEqual([]);

    const admin = setup({ user: seenUser(), config });
    admin.login();
    await admin.until(() => selectShellBanners(admin.state()).length === 1);
    expect(selectShellBanners(admin.state())[0]).toMatchObject({ kind: 'contract', severity: 'verydangerous' });
  });

  it('recounts the days every hour while signed in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      vi.setSystemTime(ONBOARDING_NOW);
      // 7 days and 30 minutes left: 8 days (warning); an hour later, 7 (error).
      const t = setup({ user: seenUser(), config: trialConfigFixture(ONBOARDING_NOW, 7 + 1 / 48), now: () => Date.now() });
      t.login();
      await t.until(() => selectShellBanners(t.state()).length === 1);
      expect(selectShellBanners(t.state())[0]).toMatchObject({ kind: 'trial', daysLeft: 8, severity: 'warning' });
      await vi.advanceTimersByTimeAsync(BANNER_CLOCK_REFRESH_MS);
      expect(selectShellBanners(t.state())[0]).toMatchObject({ kind: 'trial', daysLeft: 7, severity: 'error' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the impersonated user and the tenant', async () => {
    const t = setup({ user: { ...impersonatingUserFixture, connected_tenant: { id: 't', name: 'Northwind Traders' } } });
    t.login();
    await t.until(() => selectShellBanners(t.state()).length === 2);
    expect(selectShellBanners(t.state())).toEqual([
      { kind: 'impersonation', severity: 'warning', userName: 'jordan.lee' },
      { kind: 'tenant', severity: 'info', name: 'Northwind Traders' },
    ]);
  });
});
