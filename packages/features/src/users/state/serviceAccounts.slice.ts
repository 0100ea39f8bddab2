import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DataScope, Role, ServiceAccount, ServiceAccountKey, ServiceAccountKeyIssued } from '@vigil/openapi';

export type ServiceAccountsLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The form's values; a null data scope = none (unrestricted). */
export interface ServiceAccountFormValues {
  name: string;
  role_id: string;
  data_scope_id: string | null;
  description: string;
}

/** Rotate or Revoke waiting for its confirmation, then running. */
export interface KeyAction {
  kind: 'rotate' | 'revoke';
  key: ServiceAccountKey;
  busy: boolean;
}

export interface ServiceAccountsState {
  list: { status: ServiceAccountsLoadStatus; items: ServiceAccount[] };
  roles: Role[];
  dataScopes: DataScope[];
  /** The modal: `account` null = new; it becomes the created account so its keys can follow. */
  form: { open: boolean; account: ServiceAccount | null; submitting: boolean; error: string | null };
  keys: { status: ServiceAccountsLoadStatus; items: ServiceAccountKey[]; nextCursor: string | null; error: string | null };
  /** A key just issued (created or rotated): its secret is shown this once. */
  issued: ServiceAccountKeyIssued | null;
  creatingKey: boolean;
  keyAction: KeyAction | null;
  /** The server's sentence after a key change failed. */
  keyError: string | null;
}

const noKeys: ServiceAccountsState['keys'] = { status: 'idle', items: [], nextCursor: null, error: null };

export const initialServiceAccountsState: ServiceAccountsState = {
  list: { status: 'idle', items: [] },
  roles: [],
  dataScopes: [],
  form: { open: false, account: null, submitting: false, error: null },
  keys: noKeys,
  issued: null,
  creatingKey: false,
  keyAction: null,
  keyError: null,
};

/** The form sent with valid values. */
export const serviceAccountFormSubmitted = createAction<ServiceAccountFormValues>('serviceAccounts/serviceAccountFormSubmitted');
/** Create key with its name and lifetime (null = never expires). */
export const serviceAccountKeyCreateRequested = createAction<{ name: string; lifetimeDays: number | null }>('serviceAccounts/serviceAccountKeyCreateRequested');
/** Load more keys (the next cursor). */
export const serviceAccountKeysMoreRequested = createAction('serviceAccounts/serviceAccountKeysMoreRequested');

function upsert(items: ServiceAccount[], account: ServiceAccount): ServiceAccount[] {
  const at = items.findIndex((item) => item.uuid === account.uuid);
  return at < 0 ? [...items, account].sort((a, b) => a.name.localeCompare(b.name)) : items.map((item) => (item.uuid === account.uuid ? account : item));
}

/** The keys count on the list and the form after keys were added (+1) or revoked (-1). */
function countKeys(state: ServiceAccountsState, delta: number) {
  const uuid = state.form.account?.uuid;
  if (!uuid || !state.form.account) return;
  state.form.account.keys_count += delta;
  const row = state.list.items.find((item) => item.uuid === uuid);
  if (row) row.keys_count += delta;
}

export const serviceAccountsSlice = createSlice({
  name: 'serviceAccounts',
  initialState: initialServiceAccountsState,
  reducers: {
    /** The section showed: fetch the accounts, roles and data scopes. */
    serviceAccountsOpened(state) {
      state.list.status = 'loading';
    },
    serviceAccountsLoaded(state, action: PayloadAction<{ items: ServiceAccount[]; roles: Role[]; dataScopes: DataScope[] }>) {
      state.list = { status: 'loaded', items: action.payload.items };
      state.roles = action.payload.roles;
      state.dataScopes = action.payload.dataScopes;
    },
    serviceAccountsFailed(state) {
      state.list.status = 'failed';
    },
    /** Add service account (null) or Edit on a row: the form, and the account's keys. */
    serviceAccountFormOpened(state, action: PayloadAction<ServiceAccount | null>) {
      state.form = { open: true, account: action.payload, submitting: false, error: null };
      state.keys = action.payload ? { ...noKeys, status: 'loading' } : noKeys;
      state.issued = null;
      state.keyAction = null;
      state.keyError = null;
      state.creatingKey = false;
    },
    serviceAccountFormClosed(state) {
      state.form = initialServiceAccountsState.form;
      state.keys = noKeys;
      state.issued = null;
      state.keyAction = null;
      state.keyError = null;
    },
    serviceAccountSaving(state) {
      state.form.submitting = true;
      state.form.error = null;
    },
    /** Saved: a new account stays open, now in edit, so its first key can be created. */
    serviceAccountSaved(state, action: PayloadAction<{ account: ServiceAccount; created: boolean }>) {
      const { account, created } = action.payload;
      state.list.items = upsert(state.list.items, account);
      // Closed while saving: the list has the account, the form stays closed.
      if (!state.form.open) return;
      state.form = { open: true, account, submitting: false, error: null };
      if (created) state.keys = { ...noKeys, status: 'loaded' };
    },
    serviceAccountSaveFailed(state, action: PayloadAction<string>) {
      state.form.submitting = false;
      state.form.error = action.payload;
    },
    serviceAccountKeysLoaded(state, action: PayloadAction<{ items: ServiceAccountKey[]; nextCursor: string | null; more: boolean }>) {
      const { items, nextCursor, more } = action.payload;
      state.keys = { status: 'loaded', items: more ? [...state.keys.items, ...items] : items, nextCursor, error: null };
    },
    serviceAccountKeysFailed(state, action: PayloadAction<string>) {
      state.keys = { ...state.keys, status: 'failed', error: action.payload };
    },
    serviceAccountKeyCreating(state) {
      state.creatingKey = true;
      state.keyError = null;
    },
    /** A key was created (`replaced` null) or rotated: its secret is shown once, the list follows. */
    serviceAccountKeyIssued(state, action: PayloadAction<{ issued: ServiceAccountKeyIssued; replaced: string | null }>) {
      const { issued, replaced } = action.payload;
      // The list keeps the key's public fields; its secret lives only in `issued`.
      const shown: ServiceAccountKey = { id: issued.id, name: issued.name, prefix: issued.prefix, created_at: issued.created_at, last_used_at: issued.last_used_at, expires_at: issued.expires_at };
      state.keys.items = [shown, ...state.keys.items.filter((key) => key.id !== replaced)];
      state.issued = issued;
      state.creatingKey = false;
      state.keyAction = null;
      if (!replaced) countKeys(state, 1);
    },
    /** I have copied it: the secret is gone for good. */
    serviceAccountSecretDismissed(state) {
      state.issued = null;
    },
    /** Rotate or Revoke on a key row: ask first. */
    serviceAccountKeyActionRequested(state, action: PayloadAction<{ kind: KeyAction['kind']; key: ServiceAccountKey }>) {
      state.keyAction = { ...action.payload, busy: false };
      state.keyError = null;
    },
    serviceAccountKeyActionCancelled(state) {
      state.keyAction = null;
    },
    serviceAccountKeyActionConfirmed(state) {
      if (state.keyAction) state.keyAction.busy = true;
    },
    serviceAccountKeyRevoked(state, action: PayloadAction<string>) {
      state.keys.items = state.keys.items.filter((key) => key.id !== action.payload);
      state.keyAction = null;
      countKeys(state, -1);
    },
    serviceAccountKeyFailed(state, action: PayloadAction<string>) {
      state.keyAction = null;
      state.creatingKey = false;
      state.keyError = action.payload;
    },
  },
});

export const {
  serviceAccountsOpened,
  serviceAccountsLoaded,
  serviceAccountsFailed,
  serviceAccountFormOpened,
  serviceAccountFormClosed,
  serviceAccountSaving,
  serviceAccountSaved,
  serviceAccountSaveFailed,
  serviceAccountKeysLoaded,
  serviceAccountKeysFailed,
  serviceAccountKeyCreating,
  serviceAccountKeyIssued,
  serviceAccountSecretDismissed,
  serviceAccountKeyActionRequested,
  serviceAccountKeyActionCancelled,
  serviceAccountKeyActionConfirmed,
  serviceAccountKeyRevoked,
  serviceAccountKeyFailed,
} = serviceAccountsSlice.actions;
