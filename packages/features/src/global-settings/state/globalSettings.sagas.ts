import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import { fetchSettingsSection, fetchSettingsSections, resetSettingsSection, saveSettingsSection, type SectionValue, type SettingsSectionInfo } from '../api/globalSettings.api';
import { GLOBAL_SETTINGS_MESSAGES as M } from '../globalSettings.messages';
import {
  globalSettingsOpened,
  settingsResetConfirmed,
  settingsResetDone,
  settingsResetFailed,
  settingsSaveConfirmed,
  settingsSaved,
  settingsSaveFailed,
  settingsSectionFailed,
  settingsSectionLoaded,
  settingsSectionSelected,
  settingsSectionsFailed,
  settingsSectionsLoaded,
} from './globalSettings.slice';

const messageOf = (error: unknown) => (error instanceof Error && error.message !== '' ? error.message : NETWORK_ERROR_MESSAGE);

function* loadSections() {
  try {
    const sections: SettingsSectionInfo[] = yield* callApi(fetchSettingsSections);
    yield put(settingsSectionsLoaded(sections));
  } catch (error) {
    yield put(settingsSectionsFailed(messageOf(error)));
  }
}

function* loadSection(action: PayloadAction<string>) {
  const key = action.payload;
  try {
    const value: SectionValue = yield* callApi(fetchSettingsSection, key);
    yield put(settingsSectionLoaded({ key, value }));
  } catch (error) {
    yield put(settingsSectionFailed({ key, error: messageOf(error) }));
  }
}

function* save(action: PayloadAction<{ key: string; value: SectionValue }>) {
  const { key, value } = action.payload;
  try {
    const stored: SectionValue = yield* callApi(saveSettingsSection, key, value);
    yield put(settingsSaved({ key, value: stored, notice: M.saved }));
  } catch (error) {
    yield put(settingsSaveFailed({ message: messageOf(error), problems: error instanceof ApiError ? [...error.details] : [] }));
  }
}

function* reset(action: PayloadAction<string>) {
  const key = action.payload;
  try {
    const value: SectionValue = yield* callApi(resetSettingsSection, key);
    yield put(settingsResetDone({ key, value, notice: M.resetDone }));
  } catch (error) {
    yield put(settingsResetFailed(messageOf(error)));
  }
}

/** The global settings' root saga: the list, the chosen section, its save and its reset. */
export function* globalSettingsSaga() {
  yield takeLatest(globalSettingsOpened.type, loadSections);
  yield takeLatest(settingsSectionSelected.type, loadSection);
  yield takeLeading(settingsSaveConfirmed.type, save);
  yield takeLeading(settingsResetConfirmed.type, reset);
}
