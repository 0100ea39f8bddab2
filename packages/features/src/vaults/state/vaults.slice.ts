import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Vault, VaultId, VaultProviderInput } from '@vigil/openapi';

export interface VaultProblem {
  vault: VaultId;
  message: string;
  /** The server's problems by form field (address, mount, token). */
  fields: Partial<Record<'address' | 'mount' | 'token', string>>;
}

export interface VaultsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  items: Vault[];
  error: string | null;
  /** The vault being saved or forgotten. */
  busy: VaultId | null;
  problem: VaultProblem | null;
  notice: string | null;
}

export const initialVaultsState: VaultsState = { status: 'idle', items: [], error: null, busy: null, problem: null, notice: null };

const replace = (state: VaultsState, vault: Vault) => {
  state.items = state.items.map((item) => (item.id === vault.id ? vault : item));
};

export const vaultsSlice = createSlice({
  name: 'vaults',
  initialState: initialVaultsState,
  reducers: {
    /** The Vaults tab showed (or Retry was pressed): the list loads. */
    vaultsTabOpened(state) {
      state.status = 'loading';
      state.error = null;
      state.notice = null;
    },
    vaultsLoaded(state, action: PayloadAction<Vault[]>) {
      state.status = 'loaded';
      state.items = action.payload;
    },
    vaultsFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    vaultSaveSubmitted(state, action: PayloadAction<{ vault: VaultId; input: VaultProviderInput }>) {
      state.busy = action.payload.vault;
      state.problem = null;
      state.notice = null;
    },
    vaultSaved(state, action: PayloadAction<{ vault: Vault; notice: string }>) {
      state.busy = null;
      replace(state, action.payload.vault);
      state.notice = action.payload.notice;
    },
    vaultSaveFailed(state, action: PayloadAction<VaultProblem>) {
      state.busy = null;
      state.problem = action.payload;
    },
    vaultForgetConfirmed(state, action: PayloadAction<VaultId>) {
      state.busy = action.payload;
      state.problem = null;
      state.notice = null;
    },
    vaultForgotten(state, action: PayloadAction<{ vault: VaultId; notice: string }>) {
      state.busy = null;
      state.items = state.items.map((item) => (item.id === action.payload.vault ? { ...item, configured: false, address: null, mount: null } : item));
      state.notice = action.payload.notice;
    },
  },
});

export const { vaultsTabOpened, vaultsLoaded, vaultsFailed, vaultSaveSubmitted, vaultSaved, vaultSaveFailed, vaultForgetConfirmed, vaultForgotten } = vaultsSlice.actions;
