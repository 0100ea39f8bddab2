import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DiscoveryLifecycle, DiscoveryLifecycleStatus, Environment } from '@vigil/openapi';

/** What the Discover Now confirmation asks. */
export type DiscoveryConfirmation = 'start' | 'stop';

/** A toast the top bar asks its view to show once (the server's message of a failed start or stop). */
export interface TopbarNotice {
  id: number;
  title: string;
}

export interface TopbarState {
  discovery: {
    /** What the button shows; null (reads 'Discover Now') before the first poll and after a failed start. */
    status: DiscoveryLifecycleStatus | null;
    /** The server's last word on the lifecycle: runs start and finish by it. */
    lifecycle: DiscoveryLifecycle | null;
    /** The confirmation modal, while open. */
    confirmation: DiscoveryConfirmation | null;
    /** A start or stop request under way. */
    pending: DiscoveryConfirmation | null;
    /** Bumped by every start or stop, so a poll answered across one is known to be stale. */
    revision: number;
  };
  search: { value: string; open: boolean };
  environment: { status: 'idle' | 'loading' | 'loaded' | 'failed'; value: Environment | null };
  notice: TopbarNotice | null;
}

export const initialTopbarState: TopbarState = {
  discovery: { status: null, lifecycle: null, confirmation: null, pending: null, revision: 0 },
  search: { value: '', open: false },
  environment: { status: 'idle', value: null },
  notice: null,
};

function notify(state: TopbarState, title: string) {
  state.notice = { id: (state.notice?.id ?? 0) + 1, title };
}

export const topbarSlice = createSlice({
  name: 'topbar',
  initialState: initialTopbarState,
  reducers: {
    /** A lifecycle from the server (a poll, or the reply to a start or stop). */
    discoveryLifecycleLoaded(state, action: PayloadAction<DiscoveryLifecycle>) {
      state.discovery.lifecycle = action.payload;
      state.discovery.status = action.payload.status;
    },
    /** Discover Now (or Stop Discovery) pressed: ask first. */
    discoverNowClicked(state) {
      state.discovery.confirmation = state.discovery.status === 'running' ? 'stop' : 'start';
    },
    discoveryConfirmationDismissed(state) {
      state.discovery.confirmation = null;
    },
    discoveryStartConfirmed(state) {
      state.discovery.confirmation = null;
      state.discovery.pending = 'start';
      state.discovery.status = 'starting';
      state.discovery.revision += 1;
    },
    discoveryStartSucceeded(state) {
      state.discovery.pending = null;
    },
    /** The start failed: back to no status ('Discover Now') until the next poll. */
    discoveryStartFailed(state, action: PayloadAction<{ message: string }>) {
      state.discovery.pending = null;
      state.discovery.status = null;
      state.discovery.revision += 1;
      notify(state, action.payload.message);
    },
    discoveryStopConfirmed(state) {
      state.discovery.confirmation = null;
      state.discovery.pending = 'stop';
      state.discovery.status = 'stopping';
      state.discovery.revision += 1;
    },
    discoveryStopSucceeded(state) {
      state.discovery.pending = null;
    },
    /** The stop failed: the run goes on. */
    discoveryStopFailed(state, action: PayloadAction<{ message: string }>) {
      state.discovery.pending = null;
      state.discovery.status = 'running';
      state.discovery.revision += 1;
      notify(state, action.payload.message);
    },
    /** The search field (or its shortcut) opens the global search. */
    searchOpened(state) {
      state.search.open = true;
    },
    searchClosed(state) {
      state.search.open = false;
    },
    /** Typed in the global search: the top bar's field shows it as it changes. */
    searchChanged(state, action: PayloadAction<string>) {
      state.search.value = action.payload;
    },
    /** A search was entered in the global search: the top bar's field shows it. */
    searchSubmitted(state, action: PayloadAction<string>) {
      state.search.value = action.payload;
      state.search.open = false;
    },
    /** The field's clear button. */
    searchCleared(state) {
      state.search.value = '';
    },
    environmentRequested(state) {
      state.environment.status = 'loading';
    },
    environmentLoaded(state, action: PayloadAction<Environment>) {
      state.environment = { status: 'loaded', value: action.payload };
    },
    environmentFailed(state) {
      state.environment.status = 'failed';
    },
    /** The view showed the notice's toast. */
    noticeShown(state, action: PayloadAction<number>) {
      if (state.notice?.id === action.payload) state.notice = null;
    },
  },
});

export const {
  discoveryLifecycleLoaded,
  discoverNowClicked,
  discoveryConfirmationDismissed,
  discoveryStartConfirmed,
  discoveryStartSucceeded,
  discoveryStartFailed,
  discoveryStopConfirmed,
  discoveryStopSucceeded,
  discoveryStopFailed,
  searchOpened,
  searchClosed,
  searchChanged,
  searchSubmitted,
  searchCleared,
  environmentRequested,
  environmentLoaded,
  environmentFailed,
  noticeShown,
} = topbarSlice.actions;

/** The dashboard lifecycle moved to done: a discovery run finished (for whoever listens). */
export const discoveryFinished = createAction('topbar/discoveryFinished');
