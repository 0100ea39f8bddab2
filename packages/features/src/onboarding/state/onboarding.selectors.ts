import { createSelector } from '@reduxjs/toolkit';
import type { BannerSeverity } from '@vigil/ui';
import { selectCurrentUser, selectIsAdmin, selectSessionConfig } from '../../session/state/session.selectors';
import { selectIsProviderStaff } from '../../shell/state/shell.selectors';
import { contractBanner, notificationSeverity, trialBanner } from './banners';
import { onboardingSlice, type OnboardingState } from './onboarding.slice';

export const selectOnboardingState = (state: { [onboardingSlice.reducerPath]: OnboardingState }) => onboardingSlice.selectSlice(state);

const selectNow = createSelector(selectOnboardingState, (state) => state.now);
export const selectImportantNotifications = createSelector(selectOnboardingState, (state) => state.notifications);

/** One banner of the shell, in the order shown (designed: who you are acting as first, then the deadlines, then notices). */
export type ShellBanner =
  | { kind: 'impersonation'; severity: BannerSeverity; userName: string }
  | { kind: 'dataScope'; severity: BannerSeverity; name: string }
  | { kind: 'tenant'; severity: BannerSeverity; name: string }
  | { kind: 'contract'; severity: BannerSeverity; daysLeft: number; expired: boolean }
  | { kind: 'trial'; severity: BannerSeverity; daysLeft: number; expired: boolean }
  | { kind: 'notification'; severity: BannerSeverity; message: string };

/** The trial state; its banner shows while the trial is active. */
export const selectTrialBanner = createSelector(selectSessionConfig, selectNow, (config, now) =>
  config && now !== null ? trialBanner(config.trial_end, now) : null,
);

/** The contract banner: admins only (role_id equals admin_role_id), never for the provider's staff. */
export const selectContractBanner = createSelector(
  selectSessionConfig,
  selectNow,
  selectIsAdmin,
  selectIsProviderStaff,
  (config, now, isAdmin, isProviderStaff) =>
    config && now !== null && isAdmin && !isProviderStaff ? contractBanner(config.contract_end, now) : null,
);

export const selectShellBanners = createSelector(
  selectCurrentUser,
  selectTrialBanner,
  selectContractBanner,
  selectImportantNotifications,
  (user, trial, contract, notifications): ShellBanner[] => {
    const banners: ShellBanner[] = [];
    if (user?.impersonator_name) banners.push({ kind: 'impersonation', severity: 'warning', userName: user.user_name });
    if (user?.connected_data_scope) banners.push({ kind: 'dataScope', severity: 'info', name: user.connected_data_scope.name });
    if (user?.connected_tenant) banners.push({ kind: 'tenant', severity: 'info', name: user.connected_tenant.name });
    if (contract) banners.push({ kind: 'contract', severity: contract.severity, daysLeft: contract.daysLeft, expired: contract.expired });
    if (trial?.active) banners.push({ kind: 'trial', severity: trial.severity, daysLeft: trial.daysLeft, expired: trial.expired });
    for (const notification of notifications) {
      banners.push({ kind: 'notification', severity: notificationSeverity(notification.severity), message: notification.message });
    }
    return banners;
  },
);

export const selectOnboardingDialog = createSelector(selectOnboardingState, (state) => state.dialog);
export const selectProfileStatus = createSelector(selectOnboardingState, (state) => state.profileStatus);
export const selectCarouselStep = createSelector(selectOnboardingState, (state) => state.carouselStep);
export const selectSignInSequence = createSelector(selectOnboardingState, (state) => state.sequence);

const selectGettingStartedState = createSelector(selectOnboardingState, (state) => state.gettingStarted);
export const selectGettingStarted = createSelector(selectGettingStartedState, (state) => state.data);
export const selectGettingStartedStatus = createSelector(selectGettingStartedState, (state) => state.status);
/** The drawer is open: admins only. */
export const selectIsGettingStartedOpen = createSelector(selectGettingStartedState, selectIsAdmin, (state, isAdmin) => state.open && isAdmin);
/** Progress: completed out of total milestones. */
export const selectGettingStartedProgress = createSelector(selectGettingStarted, (data) => ({
  completed: data?.milestones.filter((milestone) => milestone.completed).length ?? 0,
  total: data?.milestones.length ?? 0,
}));

/**
 * The new dashboard announcement is due: signed in, not seen, and nothing else of the sequence
 * after sign-in open (never two dialogs at once).
 */
export const selectShowNewDashboardAnnouncement = createSelector(
  selectCurrentUser,
  selectOnboardingState,
  selectIsGettingStartedOpen,
  (user, state, drawerOpen) =>
    user !== null &&
    user.seen_announcement?.['new_dashboard'] !== true &&
    !state.seen.includes('new_dashboard') &&
    state.sequence === 'done' &&
    !drawerOpen,
);
