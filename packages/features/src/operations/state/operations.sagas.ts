import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { ApiError, NETWORK_ERROR_MESSAGE, type FeatureFlags, type InternalFeatureFlags, type MaintenanceConfig } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import { featureFlagsLoaded } from '../../shell/state/shell.slice';
import { selectFeatureFlags, selectInternalFlags } from '../../shell/state/shell.selectors';
import { fetchSection, saveSection, startTroubleshooting, stopTroubleshooting, type OperationsSection, type OperationsValues } from '../api/operations.api';
import {
  sectionFailed,
  sectionLoaded,
  sectionRequested,
  sectionSaved,
  sectionSaveFailed,
  sectionSaveSubmitted,
  troubleshootingStartSubmitted,
  troubleshootingStopSubmitted,
  type SectionValue,
} from './operations.slice';

const messageOf = (error: unknown) => (error instanceof Error && error.message !== '' ? error.message : NETWORK_ERROR_MESSAGE);

/** A 400's details by field, without the `body/` prefix (`body/account_profile_on_login/enabled` -> `account_profile_on_login/enabled`). */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiError ? Object.fromEntries(error.details.flatMap(({ field, message }) => (field ? [[field.replace(/^body\//, ''), message]] : []))) : {};

function* load(action: PayloadAction<OperationsSection>) {
  const section = action.payload;
  try {
    const value: OperationsValues[typeof section] = yield* callApi(fetchSection, section);
    yield put(sectionLoaded({ section, value } as SectionValue));
  } catch (error) {
    yield put(sectionFailed({ section, error: messageOf(error) }));
  }
}

/** The shell holds the flags every part of the console reads: a saved config replaces its copy, so what a flag changes follows at once. */
function* refreshShellFlags(saved: SectionValue) {
  if (saved.section !== 'FeatureFlags' && saved.section !== 'InternalFeatureFlags') return;
  const featureFlags = (yield select(selectFeatureFlags)) as FeatureFlags | null;
  const internalFlags = (yield select(selectInternalFlags)) as InternalFeatureFlags | null;
  const next = saved.section === 'FeatureFlags' ? { featureFlags: saved.value, internalFlags } : { featureFlags, internalFlags: saved.value };
  if (next.featureFlags && next.internalFlags) yield put(featureFlagsLoaded({ featureFlags: next.featureFlags, internalFlags: next.internalFlags }));
}

function* save(action: PayloadAction<SectionValue>) {
  const { section, value } = action.payload;
  try {
    const stored: typeof value = yield* callApi(saveSection, section, value);
    const saved = { section, value: stored } as SectionValue;
    yield put(sectionSaved(saved));
    yield* refreshShellFlags(saved);
  } catch (error) {
    yield put(sectionSaveFailed({ section, error: messageOf(error), fieldErrors: fieldErrorsOf(error) }));
  }
}

function* troubleshooting(action: PayloadAction<number | undefined>) {
  try {
    const value: MaintenanceConfig =
      action.type === troubleshootingStartSubmitted.type ? yield* callApi(startTroubleshooting, action.payload ?? 1) : yield* callApi(stopTroubleshooting);
    yield put(sectionSaved({ section: 'maintenance', value }));
  } catch (error) {
    yield put(sectionSaveFailed({ section: 'maintenance', error: messageOf(error), fieldErrors: fieldErrorsOf(error) }));
  }
}

/** The operations tabs' saga: loads per tab, saves one at a time. */
export function* operationsSaga() {
  yield all([
    // Each tab loads its own config; one tab's load must not cancel another's.
    takeEvery(sectionRequested.type, load),
    takeLeading(sectionSaveSubmitted.type, save),
    takeLeading([troubleshootingStartSubmitted.type, troubleshootingStopSubmitted.type], troubleshooting),
  ]);
}
