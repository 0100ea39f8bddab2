export { ShellBanners, type ShellBannersProps } from './views/ShellBanners';
export { GettingStartedDrawer } from './views/GettingStartedDrawer';
export { FirstLoginPopup, AccountProfileModal, TemplateChooserModal } from './views/FirstLoginPopup';
export { Version6Carousel } from './views/Version6Carousel';
export { NewDashboardAnnouncement } from './views/NewDashboardAnnouncement';
export { OnboardingDialogs } from './views/OnboardingDialogs';
export {
  onboardingSlice,
  bannersClockTicked,
  importantNotificationsLoaded,
  signInSequenceStarted,
  signInSequenceFinished,
  accountProfileShown,
  accountProfileSubmitted,
  accountProfileSaved,
  accountProfileFailed,
  accountProfileSkipped,
  templateChosen,
  templateChooserSkipped,
  version6Shown,
  carouselStepChanged,
  carouselNextPressed,
  carouselExited,
  carouselSkipped,
  carouselLearnMorePressed,
  newDashboardAnnouncementShown,
  newDashboardAnnouncementClosed,
  newDashboardAnnouncementGotIt,
  announcementSeen,
  gettingStartedRequested,
  gettingStartedLoaded,
  gettingStartedFailed,
  gettingStartedAutoOpened,
  gettingStartedClosed,
  milestoneActionPressed,
  milestoneCompleted,
  milestoneCompletionRolledBack,
  autoOpenChanged,
  autoOpenRolledBack,
  type OnboardingState,
  type OnboardingDialog,
} from './state/onboarding.slice';
export {
  selectOnboardingState,
  selectImportantNotifications,
  selectTrialBanner,
  selectContractBanner,
  selectShellBanners,
  selectOnboardingDialog,
  selectProfileStatus,
  selectCarouselStep,
  selectSignInSequence,
  selectGettingStarted,
  selectGettingStartedStatus,
  selectIsGettingStartedOpen,
  selectGettingStartedProgress,
  selectShowNewDashboardAnnouncement,
  type ShellBanner,
} from './state/onboarding.selectors';
export { createOnboardingSaga, onboardingSaga, ANALYTICS_EVENTS } from './state/onboarding.sagas';
export { trialBanner, contractBanner, notificationSeverity, type TrialBannerState, type ContractBannerState } from './state/banners';
export { shouldShowFirstLogin, shouldShowVersion6 } from './state/onboarding.rules';
export { browserOnboardingEnvironment, type OnboardingEnvironment } from './environment';
export {
  TRIAL_ERROR_MAX_DAYS,
  TRIAL_WARNING_MAX_DAYS,
  TRIAL_EXPIRED_UNDER_DAYS,
  CONTRACT_BANNER_WITHIN_DAYS,
  CONTRACT_VERYDANGEROUS_UNDER_DAYS,
  CONTRACT_DANGEROUS_MAX_DAYS,
  BANNER_CLOCK_REFRESH_MS,
  VERSION6_ANIMATION_WIDTH_PX,
  VERSION6_ANIMATION_HEIGHT_PX,
  VERSION6_STEP_COUNT,
  newDashboardPath,
} from './onboarding.constants';
export { ONBOARDING_MESSAGES } from './onboarding.messages';
