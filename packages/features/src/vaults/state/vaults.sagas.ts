import type { PayloadAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { all, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, type VaultId, type VaultProviderInput } from '@vigil/openapi';
import { errorText } from '../../queries/state/sagaHelpers';
import { callApi } from '../../store/callApi';
import { configureVault, listVaults, unconfigureVault } from '../api/vaults.api';
import { VAULTS_TAB_MESSAGES as M } from '../vaults.messages';
import { selectVaults } from './vaults.selectors';
import {
  vaultForgetConfirmed,
  vaultForgotten,
  vaultSaved,
  vaultSaveFailed,
  vaultSaveSubmitted,
  vaultsFailed,
  vaultsLoaded,
  vaultsTabOpened,
  type VaultProblem,
  type VaultsState,
} from './vaults.slice';

const FORM_FIELDS = ['address', 'mount', 'token'] as const;

/** The server's problems on the form's fields (`/address`, `body/token`...). */
export function fieldProblems(error: unknown): VaultProblem['fields'] {
  const fields: VaultProblem['fields'] = {};
  if (!(error instanceof ApiError)) return fields;
  for (const detail of error.details) {
    const name = FORM_FIELDS.find((field) => (detail.field ?? '').replace(/^body/, '').replace(/^\//, '') === field);
    if (name) fields[name] = detail.message;
  }
  return fields;
}

function* load() {
  try {
    yield put(vaultsLoaded(yield* callApi(listVaults)));
  } catch (error) {
    yield put(vaultsFailed(errorText(error, M.loadFailed)));
  }
}

function* titleOf(id: VaultId) {
  const { items } = (yield select(selectVaults)) as VaultsState;
  return items.find((item) => item.id === id)?.title ?? id;
}

function* save({ payload }: PayloadAction<{ vault: VaultId; input: VaultProviderInput }>) {
  try {
    const vault = yield* callApi(configureVault, payload.vault, payload.input);
    yield put(vaultSaved({ vault, notice: M.saved(vault.title) }));
  } catch (error) {
    yield put(vaultSaveFailed({ vault: payload.vault, message: errorText(error, M.saveFailed), fields: fieldProblems(error) }));
  }
}

function* forget({ payload }: PayloadAction<VaultId>) {
  const title: string = yield* titleOf(payload);
  try {
    yield* callApi(unconfigureVault, payload);
    yield put(vaultForgotten({ vault: payload, notice: M.forgotten(title) }));
  } catch (error) {
    yield put(vaultSaveFailed({ vault: payload, message: errorText(error, M.forgetFailed), fields: {} }));
  }
}

/** The Vaults tab: load on open, save and forget one vault at a time. */
export function createVaultsSaga(): Saga {
  return function* vaultsSaga() {
    yield all([takeLatest(vaultsTabOpened.type, load), takeLeading(vaultSaveSubmitted.type, save), takeLeading(vaultForgetConfirmed.type, forget)]);
  };
}
