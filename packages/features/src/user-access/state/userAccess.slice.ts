import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiKey, ResetToken, UserListItem } from '@vigil/openapi';

/** The user a modal is about: the fields the calls and the titles need. */
export type AccessUser = Pick<UserListItem, 'uuid' | 'user_name' | 'email'>;

export interface ResetPasswordState {
  /** Whose link; null while the modal is closed. */
  userId: string | null;
  /** A token was issued in this modal: a new link renews it (PUT) rather than creating one (POST). */
  issued: boolean;
  link: { status: 'idle' | 'generating' | 'ready' | 'failed'; token: ResetToken | null; error: string | null };
  /** The e-mail: once sent in this modal, sending again renews it (PUT). */
  send: { status: 'idle' | 'sending' | 'sent' | 'failed'; sentTo: string | null };
}

export interface ApiKeyState {
  /** Whose key; null while the modal is closed. */
  userId: string | null;
  /** `missing`: the user has no key yet (404). */
  status: 'idle' | 'loading' | 'loaded' | 'missing' | 'failed';
  /** The key; `api_secret` only right after a regeneration (the contract shows it once). */
  key: ApiKey | null;
  error: string | null;
  regenerate: 'idle' | 'confirming' | 'regenerating';
}

export interface UserAccessState {
  resetPassword: ResetPasswordState;
  apiKey: ApiKeyState;
}

const closedReset: ResetPasswordState = {
  userId: null,
  issued: false,
  link: { status: 'idle', token: null, error: null },
  send: { status: 'idle', sentTo: null },
};
const closedApiKey: ApiKeyState = { userId: null, status: 'idle', key: null, error: null, regenerate: 'idle' };

export const initialUserAccessState: UserAccessState = { resetPassword: closedReset, apiKey: closedApiKey };

export const userAccessSlice = createSlice({
  name: 'userAccess',
  initialState: initialUserAccessState,
  reducers: {
    /** The reset password modal opened: a new link is generated (POST). */
    resetPasswordOpened(state, action: PayloadAction<{ user: AccessUser }>) {
      state.resetPassword = { ...closedReset, userId: action.payload.user.uuid, link: { status: 'generating', token: null, error: null } };
    },
    /** 'Generate New Link' (PUT), or 'Try Again' after a failed generation (POST). */
    resetLinkRenewRequested: {
      reducer(state) {
        state.resetPassword.link = { status: 'generating', token: state.resetPassword.link.token, error: null };
      },
      prepare: (payload: { user: AccessUser }) => ({ payload }),
    },
    resetLinkGenerated(state, action: PayloadAction<ResetToken>) {
      if (state.resetPassword.userId !== action.payload.user_id) return;
      state.resetPassword.issued = true;
      state.resetPassword.link = { status: 'ready', token: action.payload, error: null };
    },
    /** `error`: the server's sentence, when it gave one. */
    resetLinkFailed(state, action: PayloadAction<{ error: string | null }>) {
      state.resetPassword.link = { status: 'failed', token: null, error: action.payload.error };
    },
    /** 'Send by E-mail' / 'Send Again'. */
    resetLinkSendRequested: {
      reducer(state) {
        state.resetPassword.send.status = 'sending';
      },
      prepare: (payload: { user: AccessUser }) => ({ payload }),
    },
    resetLinkSent(state, action: PayloadAction<{ email: string }>) {
      state.resetPassword.issued = true;
      state.resetPassword.send = { status: 'sent', sentTo: action.payload.email };
      // The mail carries a new token: the link shown before stopped working.
      state.resetPassword.link = { status: 'idle', token: null, error: null };
    },
    resetLinkSendFailed(state) {
      state.resetPassword.send.status = state.resetPassword.send.sentTo ? 'sent' : 'failed';
    },
    resetPasswordClosed(state) {
      state.resetPassword = closedReset;
    },

    /** The API key modal opened: the key is fetched (GET). */
    apiKeyOpened(state, action: PayloadAction<{ user: AccessUser }>) {
      state.apiKey = { ...closedApiKey, userId: action.payload.user.uuid, status: 'loading' };
    },
    apiKeyLoaded(state, action: PayloadAction<{ userId: string; key: ApiKey | null }>) {
      if (state.apiKey.userId !== action.payload.userId) return;
      state.apiKey.status = action.payload.key ? 'loaded' : 'missing';
      state.apiKey.key = action.payload.key;
    },
    apiKeyFailed(state, action: PayloadAction<{ error: string }>) {
      state.apiKey.status = 'failed';
      state.apiKey.error = action.payload.error;
    },
    /** 'Regenerate': asks for confirmation first. */
    apiKeyRegenerateRequested(state) {
      state.apiKey.regenerate = 'confirming';
    },
    apiKeyRegenerateCancelled(state) {
      state.apiKey.regenerate = 'idle';
    },
    /** The confirmation, or 'Generate API Key' when the user has none (nothing to revoke). */
    apiKeyRegenerateConfirmed: {
      reducer(state) {
        state.apiKey.regenerate = 'regenerating';
      },
      prepare: (payload: { user: AccessUser }) => ({ payload }),
    },
    apiKeyRegenerated(state, action: PayloadAction<{ userId: string; key: ApiKey }>) {
      if (state.apiKey.userId !== action.payload.userId) return;
      state.apiKey = { ...state.apiKey, status: 'loaded', key: action.payload.key, regenerate: 'idle' };
    },
    apiKeyRegenerateFailed(state) {
      state.apiKey.regenerate = 'idle';
    },
    /** Closing drops the key, and with it a secret shown once. */
    apiKeyClosed(state) {
      state.apiKey = closedApiKey;
    },
  },
});

export const {
  resetPasswordOpened,
  resetLinkRenewRequested,
  resetLinkGenerated,
  resetLinkFailed,
  resetLinkSendRequested,
  resetLinkSent,
  resetLinkSendFailed,
  resetPasswordClosed,
  apiKeyOpened,
  apiKeyLoaded,
  apiKeyFailed,
  apiKeyRegenerateRequested,
  apiKeyRegenerateCancelled,
  apiKeyRegenerateConfirmed,
  apiKeyRegenerated,
  apiKeyRegenerateFailed,
  apiKeyClosed,
} = userAccessSlice.actions;
