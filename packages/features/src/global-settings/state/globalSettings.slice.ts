import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorDetail } from '@vigil/openapi';
import type { SectionValue, SettingsSectionInfo } from '../api/globalSettings.api';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface GlobalSettingsState {
  list: { status: LoadStatus; sections: SettingsSectionInfo[]; error: string | null };
  search: string;
  /** The section shown, and its values as stored. */
  section: { key: string | null; status: LoadStatus; value: SectionValue | null; error: string | null };
  save: { saving: boolean; error: string | null; problems: ErrorDetail[] };
  reset: { resetting: boolean; error: string | null };
  /** What the last save or reset did, shown until the next change of section. */
  notice: string | null;
}

export const initialGlobalSettingsState: GlobalSettingsState = {
  list: { status: 'idle', sections: [], error: null },
  search: '',
  section: { key: null, status: 'idle', value: null, error: null },
  save: { saving: false, error: null, problems: [] },
  reset: { resetting: false, error: null },
  notice: null,
};

const clearOutcome = (state: GlobalSettingsState) => {
  state.save = { saving: false, error: null, problems: [] };
  state.reset = { resetting: false, error: null };
  state.notice = null;
};

export const globalSettingsSlice = createSlice({
  name: 'globalSettings',
  initialState: initialGlobalSettingsState,
  reducers: {
    globalSettingsOpened(state) {
      state.list.status = 'loading';
      state.list.error = null;
    },
    settingsSectionsLoaded(state, action: PayloadAction<SettingsSectionInfo[]>) {
      state.list = { status: 'loaded', sections: action.payload, error: null };
    },
    settingsSectionsFailed(state, action: PayloadAction<string>) {
      state.list = { status: 'failed', sections: [], error: action.payload };
    },
    settingsSearchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    settingsSectionSelected(state, action: PayloadAction<string>) {
      state.section = { key: action.payload, status: 'loading', value: null, error: null };
      clearOutcome(state);
    },
    settingsSectionLoaded(state, action: PayloadAction<{ key: string; value: SectionValue }>) {
      if (state.section.key !== action.payload.key) return;
      state.section.status = 'loaded';
      state.section.value = action.payload.value;
    },
    settingsSectionFailed(state, action: PayloadAction<{ key: string; error: string }>) {
      if (state.section.key !== action.payload.key) return;
      state.section.status = 'failed';
      state.section.error = action.payload.error;
    },
    settingsSaveConfirmed: {
      reducer(state) {
        state.save = { saving: true, error: null, problems: [] };
        state.notice = null;
      },
      prepare: (payload: { key: string; value: SectionValue }) => ({ payload }),
    },
    settingsSaved(state, action: PayloadAction<{ key: string; value: SectionValue; notice: string }>) {
      state.save = { saving: false, error: null, problems: [] };
      if (state.section.key === action.payload.key) state.section.value = action.payload.value;
      state.notice = action.payload.notice;
    },
    settingsSaveFailed(state, action: PayloadAction<{ message: string; problems: ErrorDetail[] }>) {
      state.save = { saving: false, error: action.payload.message, problems: action.payload.problems };
    },
    settingsResetConfirmed: {
      reducer(state) {
        state.reset = { resetting: true, error: null };
        state.save = { saving: false, error: null, problems: [] };
        state.notice = null;
      },
      prepare: (key: string) => ({ payload: key }),
    },
    settingsResetDone(state, action: PayloadAction<{ key: string; value: SectionValue; notice: string }>) {
      state.reset = { resetting: false, error: null };
      if (state.section.key === action.payload.key) state.section.value = action.payload.value;
      state.notice = action.payload.notice;
    },
    settingsResetFailed(state, action: PayloadAction<string>) {
      state.reset = { resetting: false, error: action.payload };
    },
  },
});

export const {
  globalSettingsOpened,
  settingsSectionsLoaded,
  settingsSectionsFailed,
  settingsSearchChanged,
  settingsSectionSelected,
  settingsSectionLoaded,
  settingsSectionFailed,
  settingsSaveConfirmed,
  settingsSaved,
  settingsSaveFailed,
  settingsResetConfirmed,
  settingsResetDone,
  settingsResetFailed,
} = globalSettingsSlice.actions;
