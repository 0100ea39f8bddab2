import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AnnouncementId, GettingStarted, ImportantNotification, ProfileUpdate } from '@vigil/openapi';
import { gettingStartedToggled } from '../../shell/state/shell.slice';
import { VERSION6_STEP_COUNT } from '../onboarding.constants';

/** The dialogs of the sequence after sign-in; one at a time. */
export type OnboardingDialog = 'accountProfile' | 'templateChooser' | 'version6';

export interface OnboardingState {
  /** The banners' clock (epoch ms), set by the saga; null before sign-in. */
  now: number | null;
  notifications: ImportantNotification[];
  /** Where the sequence after sign-in is: first-login popup, carousel, getting-started auto-open. */
  sequence: 'idle' | 'running' | 'done';
  dialog: OnboardingDialog | null;
  profileStatus: 'idle' | 'saving' | 'failed';
  carouselStep: number;
  /** Announcements seen during this session (the current user's flags are as loaded at sign-in). */
  seen: AnnouncementId[];
  gettingStarted: {
    status: 'idle' | 'loading' | 'loaded' | 'failed';
    data: GettingStarted | null;
    open: boolean;
  };
}

/** Continue in the account profile modal. */
export const accountProfileSubmitted = createAction<ProfileUpdate>('onboarding/accountProfileSubmitted');
/** 'Create Dashboard' with a template. */
export const templateChosen = createAction<{ template: string }>('onboarding/templateChosen');
/** "Let's Do It" on a milestone: go to its path, and complete it. */
export const milestoneActionPressed = createAction<{ name: string }>('onboarding/milestoneActionPressed');

const initialState: OnboardingState = {
  now: null,
  notifications: [],
  sequence: 'idle',
  dialog: null,
  profileStatus: 'idle',
  carouselStep: 0,
  seen: [],
  gettingStarted: { status: 'idle', data: null, open: false },
};

export const onboardingSlice = createSlice({
  name: 'onboarding',
  initialState,
  reducers: {
    bannersClockTicked(state, action: PayloadAction<{ now: number }>) {
      state.now = action.payload.now;
    },
    importantNotificationsLoaded(state, action: PayloadAction<ImportantNotification[]>) {
      state.notifications = action.payload;
    },

    signInSequenceStarted(state) {
      state.sequence = 'running';
      state.dialog = null;
    },
    signInSequenceFinished(state) {
      state.sequence = 'done';
      state.dialog = null;
    },

    // First login
    accountProfileShown(state) {
      state.dialog = 'accountProfile';
      state.profileStatus = 'idle';
    },
    accountProfileSaved(state) {
      state.profileStatus = 'idle';
      state.dialog = 'templateChooser';
    },
    accountProfileFailed(state) {
      state.profileStatus = 'failed';
    },
    /** Skip (or close) in the account profile modal: on to the template chooser. */
    accountProfileSkipped(state) {
      state.profileStatus = 'idle';
      state.dialog = 'templateChooser';
    },
    /** Not Now (or close) in the template chooser. */
    templateChooserSkipped(state) {
      state.dialog = null;
    },

    // Version 6.0 carousel
    version6Shown(state) {
      state.dialog = 'version6';
      state.carouselStep = 0;
    },
    carouselStepChanged(state, action: PayloadAction<{ step: number }>) {
      state.carouselStep = Math.min(Math.max(0, action.payload.step), VERSION6_STEP_COUNT - 1);
    },
    carouselNextPressed(state) {
      state.carouselStep = Math.min(state.carouselStep + 1, VERSION6_STEP_COUNT - 1);
    },
    /** The close action (close button, Escape): counts as 'Exit'. */
    carouselExited(state) {
      state.dialog = null;
    },
    carouselSkipped(state) {
      state.dialog = null;
    },
    carouselLearnMorePressed(state) {
      state.dialog = null;
    },

    // New dashboard announcement
    /** The dashboard shows the announcement (its view event). */
    newDashboardAnnouncementShown() {},
    /** The close button or Escape. */
    newDashboardAnnouncementClosed() {},
    newDashboardAnnouncementGotIt() {},

    announcementSeen(state, action: PayloadAction<{ announcement: AnnouncementId }>) {
      if (!state.seen.includes(action.payload.announcement)) state.seen.push(action.payload.announcement);
    },

    // Getting started
    gettingStartedRequested(state) {
      state.gettingStarted.status = 'loading';
    },
    gettingStartedLoaded(state, action: PayloadAction<GettingStarted>) {
      state.gettingStarted.status = 'loaded';
      state.gettingStarted.data = action.payload;
    },
    gettingStartedFailed(state) {
      state.gettingStarted.status = 'failed';
    },
    /** Opened after login (autoOpen with getting started enabled). */
    gettingStartedAutoOpened(state) {
      state.gettingStarted.open = true;
    },
    gettingStartedClosed(state) {
      state.gettingStarted.open = false;
    },
    /** Applied locally before the save. */
    milestoneCompleted(state, action: PayloadAction<{ name: string }>) {
      const milestone = state.gettingStarted.data?.milestones.find((m) => m.name === action.payload.name);
      if (milestone) milestone.completed = true;
    },
    /** The save failed: back to not completed. */
    milestoneCompletionRolledBack(state, action: PayloadAction<{ name: string }>) {
      const milestone = state.gettingStarted.data?.milestones.find((m) => m.name === action.payload.name);
      if (milestone) {
        milestone.completed = false;
        milestone.completionDate = null;
      }
    },
    /** The autoOpen switch; applied at once, rolled back with `autoOpenRolledBack` on failure. */
    autoOpenChanged(state, action: PayloadAction<{ autoOpen: boolean }>) {
      if (state.gettingStarted.data) state.gettingStarted.data.settings.autoOpen = action.payload.autoOpen;
    },
    autoOpenRolledBack(state, action: PayloadAction<{ autoOpen: boolean }>) {
      if (state.gettingStarted.data) state.gettingStarted.data.settings.autoOpen = action.payload.autoOpen;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(accountProfileSubmitted, (state) => {
        state.profileStatus = 'saving';
      })
      .addCase(templateChosen, (state) => {
        state.dialog = null;
      })
      // The drawer closes: the user goes to do the milestone.
      .addCase(milestoneActionPressed, (state) => {
        state.gettingStarted.open = false;
      })
      .addCase(gettingStartedToggled, (state) => {
        state.gettingStarted.open = !state.gettingStarted.open;
      });
  },
});

export const {
  bannersClockTicked,
  importantNotificationsLoaded,
  signInSequenceStarted,
  signInSequenceFinished,
  accountProfileShown,
  accountProfileSaved,
  accountProfileFailed,
  accountProfileSkipped,
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
  milestoneCompleted,
  milestoneCompletionRolledBack,
  autoOpenChanged,
  autoOpenRolledBack,
} = onboardingSlice.actions;

