import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';
import { ApiError, type PasswordPolicy, type Profile } from '@vigil/openapi';
import type { Toaster } from '@vigil/ui';
import { fetchPasswordPolicy } from '../../auth/api/auth.api';
import { updateProfile } from '../../onboarding/api/onboarding.api';
import { currentUserPatched } from '../../session/state/session.slice';
import { callApi } from '../../store';
import { ACCOUNT_MESSAGES as M } from '../account.messages';
import { changeOwnPassword } from '../api/account.api';
import {
  accountPolicyLoaded,
  accountScreenOpened,
  passwordChanged,
  passwordChangeFailed,
  passwordChangeSubmitted,
  profileSaved,
  profileSaveFailed,
  profileSubmitted,
} from './account.slice';

/** What the saga needs from the app. */
export interface AccountSagaOptions {
  /** Shows the successes: pass the toaster given to `ToastProvider`. */
  toaster?: Pick<Toaster, 'show'> | null;
}

/** The server's sentence, when it gave one. */
const serverMessage = (error: unknown): string | null => (error instanceof ApiError && error.message ? error.message : null);

function* success(options: AccountSagaOptions, title: string) {
  if (options.toaster) yield call([options.toaster, options.toaster.show], { tone: 'success', title });
}

function* loadPolicy() {
  try {
    const policy: PasswordPolicy = yield* callApi(fetchPasswordPolicy);
    yield put(accountPolicyLoaded(policy));
  } catch {
    // Without the policy the form still works; the server checks it on submit.
  }
}

/** PATCH self; the session's current user takes the saved profile. */
function* saveProfile(options: AccountSagaOptions, { payload }: ReturnType<typeof profileSubmitted>) {
  let profile: Profile;
  try {
    profile = yield* callApi(updateProfile, payload);
  } catch (error) {
    yield put(profileSaveFailed({ error: serverMessage(error) }));
    return;
  }
  yield put(profileSaved(profile));
  yield put(currentUserPatched({ interests: profile.interests, department: profile.department, title: profile.title }));
  yield* success(options, M.profileSaved);
}

function* changePassword(options: AccountSagaOptions, { payload }: ReturnType<typeof passwordChangeSubmitted>) {
  try {
    yield* callApi(changeOwnPassword, payload);
  } catch (error) {
    yield put(passwordChangeFailed({ error: serverMessage(error) }));
    return;
  }
  yield put(passwordChanged());
  yield* success(options, M.passwordChanged);
}

/** Makes My Account's root saga; the app passes its toaster. */
export function createAccountSaga(options: AccountSagaOptions = {}): Saga {
  return function* accountSaga() {
    yield all([
      takeLatest(accountScreenOpened.type, loadPolicy),
      takeLeading(profileSubmitted.type, saveProfile, options),
      takeLeading(passwordChangeSubmitted.type, changePassword, options),
    ]);
  };
}
