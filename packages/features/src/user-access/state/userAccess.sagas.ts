import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';
import { ApiError, type ApiKey, type ResetToken } from '@vigil/openapi';
import type { Toaster } from '@vigil/ui';
import { callApi } from '../../store';
import { createResetToken, fetchApiKey, regenerateApiKey, renewResetToken, sendResetLink, type ResetTarget } from '../api/userAccess.api';
import { USER_ACCESS_MESSAGES as M } from '../userAccess.messages';
import { selectApiKey, selectResetPassword } from './userAccess.selectors';
import {
  apiKeyFailed,
  apiKeyLoaded,
  apiKeyOpened,
  apiKeyRegenerateConfirmed,
  apiKeyRegenerated,
  apiKeyRegenerateFailed,
  resetLinkFailed,
  resetLinkGenerated,
  resetLinkRenewRequested,
  resetLinkSendFailed,
  resetLinkSendRequested,
  resetLinkSent,
  resetPasswordOpened,
  type AccessUser,
  type ApiKeyState,
  type ResetPasswordState,
} from './userAccess.slice';

/** What the saga needs from the app. */
export interface UserAccessSagaOptions {
  /** Shows the outcomes of sends and regenerations: pass the toaster given to `ToastProvider`. */
  toaster?: Pick<Toaster, 'show'> | null;
}

/** The server's sentence when it gave one, else `fallback`. */
function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The server's sentence, as a toast's description. */
const detail = (error: unknown): string | undefined => serverMessage(error, '') || undefined;

function* toast(options: UserAccessSagaOptions, tone: 'success' | 'error', title: string, description?: string) {
  if (options.toaster) yield call([options.toaster, options.toaster.show], description ? { tone, title, description } : { tone, title });
}

const target = (user: AccessUser): ResetTarget => ({ user_id: user.uuid, user_name: user.user_name });

/** A new link: POST the first time in this modal, PUT (renew) once a token was issued. */
function* generateLink({ payload }: ReturnType<typeof resetPasswordOpened> | ReturnType<typeof resetLinkRenewRequested>) {
  const { issued } = (yield select(selectResetPassword)) as ResetPasswordState;
  try {
    const token: ResetToken = yield* callApi(issued ? renewResetToken : createResetToken, target(payload.user));
    yield put(resetLinkGenerated(token));
  } catch (error) {
    yield put(resetLinkFailed({ error: detail(error) ?? null }));
  }
}

/** E-mails the link: POST the first time in this modal, PUT to send again. */
function* sendLink(options: UserAccessSagaOptions, { payload: { user } }: ReturnType<typeof resetLinkSendRequested>) {
  if (!user.email) return;
  const { send } = (yield select(selectResetPassword)) as ResetPasswordState;
  try {
    yield* callApi(sendResetLink, { user_id: user.uuid, email: user.email }, send.sentTo !== null);
  } catch (error) {
    yield put(resetLinkSendFailed());
    yield* toast(options, 'error', M.resetSendFailed, detail(error));
    return;
  }
  yield put(resetLinkSent({ email: user.email }));
  yield* toast(options, 'success', M.resetSent(user.email));
}

function* loadApiKey({ payload: { user } }: ReturnType<typeof apiKeyOpened>) {
  try {
    const key: ApiKey | null = yield* callApi(fetchApiKey, user.uuid);
    yield put(apiKeyLoaded({ userId: user.uuid, key }));
  } catch (error) {
    yield put(apiKeyFailed({ error: serverMessage(error, M.apiKeyLoadFailed) }));
  }
}

function* regenerate(options: UserAccessSagaOptions, { payload: { user } }: ReturnType<typeof apiKeyRegenerateConfirmed>) {
  const { userId } = (yield select(selectApiKey)) as ApiKeyState;
  if (userId !== user.uuid) return;
  try {
    const key: ApiKey = yield* callApi(regenerateApiKey, user.uuid);
    yield put(apiKeyRegenerated({ userId: user.uuid, key }));
    yield* toast(options, 'success', M.apiKeyRegenerated);
  } catch (error) {
    yield put(apiKeyRegenerateFailed());
    yield* toast(options, 'error', M.apiKeyRegenerateFailed, detail(error));
  }
}

/** Makes the root saga of the reset password and API key modals; the app passes its toaster. */
export function createUserAccessSaga(options: UserAccessSagaOptions = {}): Saga {
  return function* userAccessSaga() {
    yield all([
      takeLatest([resetPasswordOpened.type, resetLinkRenewRequested.type], generateLink),
      takeLeading(resetLinkSendRequested.type, sendLink, options),
      takeLatest(apiKeyOpened.type, loadApiKey),
      takeLeading(apiKeyRegenerateConfirmed.type, regenerate, options),
    ]);
  };
}
