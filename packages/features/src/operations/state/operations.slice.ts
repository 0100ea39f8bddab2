import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OperationsSection, OperationsValues } from '../api/operations.api';

/** One tab's config: loaded, saved as a whole, the server's problems by field. */
export interface SectionState<V> {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  value: V | null;
  /** Why the load failed. */
  error: string | null;
  saving: boolean;
  /** Why the last save failed (nothing was changed). */
  saveError: string | null;
  /** A 400's problems by field path (`cron`, `account_profile_on_login/enabled`). */
  fieldErrors: Record<string, string>;
  /** The last save went through (cleared by the next edit or save). */
  saved: boolean;
}

export type OperationsState = { [K in OperationsSection]: SectionState<OperationsValues[K]> };

const section = <V>(): SectionState<V> => ({ status: 'idle', value: null, error: null, saving: false, saveError: null, fieldErrors: {}, saved: false });

export const initialOperationsState: OperationsState = {
  FeatureFlags: section(),
  InternalFeatureFlags: section(),
  maintenance: section(),
  scheduler: section(),
};

/** A section with its value: the payload of loads and saves. */
export type SectionValue = { [K in OperationsSection]: { section: K; value: OperationsValues[K] } }[OperationsSection];

export const operationsSlice = createSlice({
  name: 'operations',
  initialState: initialOperationsState,
  reducers: {
    /** A tab opened (or Try again): load its config. */
    sectionRequested(state, action: PayloadAction<OperationsSection>) {
      const target = state[action.payload];
      target.status = 'loading';
      target.error = null;
    },
    sectionLoaded(state, action: PayloadAction<SectionValue>) {
      const target = state[action.payload.section];
      target.status = 'loaded';
      target.value = action.payload.value;
    },
    sectionFailed(state, action: PayloadAction<{ section: OperationsSection; error: string }>) {
      const target = state[action.payload.section];
      target.status = 'failed';
      target.error = action.payload.error;
    },
    /** Save confirmed (after the diff): the whole config. */
    sectionSaveSubmitted(state, action: PayloadAction<SectionValue>) {
      startSaving(state[action.payload.section]);
    },
    /** Start troubleshooting for a number of hours (the payload). */
    troubleshootingStartSubmitted: {
      reducer(state) {
        startSaving(state.maintenance);
      },
      prepare: (hours: number) => ({ payload: hours }),
    },
    troubleshootingStopSubmitted(state) {
      startSaving(state.maintenance);
    },
    sectionSaved(state, action: PayloadAction<SectionValue>) {
      const target = state[action.payload.section];
      target.saving = false;
      target.saved = true;
      target.value = action.payload.value;
    },
    sectionSaveFailed(state, action: PayloadAction<{ section: OperationsSection; error: string; fieldErrors: Record<string, string> }>) {
      const target = state[action.payload.section];
      target.saving = false;
      target.saveError = action.payload.error;
      target.fieldErrors = action.payload.fieldErrors;
    },
    /** The form was edited: the last save's outcome no longer describes it. */
    sectionEdited(state, action: PayloadAction<OperationsSection>) {
      const target = state[action.payload];
      target.saved = false;
      target.saveError = null;
    },
  },
});

function startSaving(target: SectionState<unknown>) {
  target.saving = true;
  target.saved = false;
  target.saveError = null;
  target.fieldErrors = {};
}

export const {
  sectionRequested,
  sectionLoaded,
  sectionFailed,
  sectionSaveSubmitted,
  troubleshootingStartSubmitted,
  troubleshootingStopSubmitted,
  sectionSaved,
  sectionSaveFailed,
  sectionEdited,
} = operationsSlice.actions;
