import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PasswordPolicy, Profile, ProfileUpdate } from '@vigil/openapi';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface AccountState {
  /** The password policy, for the 'Password must:' hints; null until loaded (or when it failed). */
  policy: PasswordPolicy | null;
  profile: { status: SaveStatus; error: string | null };
  /** `changes` counts successful changes: the view empties its fields on each. */
  password: { status: SaveStatus; error: string | null; changes: number };
}

export const initialAccountState: AccountState = {
  policy: null,
  profile: { status: 'idle', error: null },
  password: { status: 'idle', error: null, changes: 0 },
};

export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    /** My Account opened: the password policy is fetched. */
    accountScreenOpened() {},
    accountPolicyLoaded(state, action: PayloadAction<PasswordPolicy>) {
      state.policy = action.payload;
    },
    profileSubmitted: {
      reducer(state) {
        state.profile = { status: 'saving', error: null };
      },
      prepare: (payload: ProfileUpdate) => ({ payload }),
    },
    profileSaved: {
      reducer(state) {
        state.profile = { status: 'saved', error: null };
      },
      prepare: (payload: Profile) => ({ payload }),
    },
    /** `error`: the server's sentence, when it gave one. */
    profileSaveFailed(state, action: PayloadAction<{ error: string | null }>) {
      state.profile = { status: 'failed', error: action.payload.error };
    },
    passwordChangeSubmitted: {
      reducer(state) {
        state.password.status = 'saving';
        state.password.error = null;
      },
      prepare: (payload: { old: string; new: string }) => ({ payload }),
    },
    passwordChanged(state) {
      state.password = { status: 'saved', error: null, changes: state.password.changes + 1 };
    },
    passwordChangeFailed(state, action: PayloadAction<{ error: string | null }>) {
      state.password.status = 'failed';
      state.password.error = action.payload.error;
    },
  },
});

export const {
  accountScreenOpened,
  accountPolicyLoaded,
  profileSubmitted,
  profileSaved,
  profileSaveFailed,
  passwordChangeSubmitted,
  passwordChanged,
  passwordChangeFailed,
} = accountSlice.actions;
