import type { Saga } from 'redux-saga';
import { all, call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, type ApiClient, type DataScopeOptions, type LoginReply, type Tenant, type Workspace } from '@vigil/openapi';
import type { Toaster } from '@vigil/ui';
import { callApi } from '../../store/callApi';
import { selectSessionConfig } from '../../session/state/session.selectors';
import {
  currentUserLoaded,
  logoutStarted,
  sessionAbsent,
  sessionConfigLoaded,
  sessionEnded,
  sessionIdentitySwitched,
  sessionNavigationRequested,
} from '../../session/state/session.slice';
import {
  dataScopeConnectRequested,
  dataScopeDisconnectRequested,
  tenantConnectRequested,
  tenantDisconnectRequested,
  userImpersonationEndRequested,
  userImpersonationRequested,
} from '../../shell/state/shell.slice';
import {
  dataScopeLogin,
  dataScopeLogout,
  fetchDataScopeOptions,
  fetchNotificationCount,
  fetchTenants,
  fetchWorkspaces,
  impersonateLogin,
  impersonateLogout,
  switchWorkspace,
  tenantLogin,
  tenantLogout,
} from '../api/navigation.api';
import {
  GLOBAL_WORKSPACE_PATH,
  IDENTITY_SWITCH_PATH,
  NOTIFICATION_COUNT_POLL_MS,
  WORKSPACE_PATH,
} from '../navigation.constants';
import { NAVIGATION_MESSAGES as M } from '../navigation.messages';
import { selectCurrentWorkspace, selectNotificationsCounted } from './navigation.selectors';
import {
  connectAsMenuOpened,
  dataScopeConnectCancelled,
  dataScopeConnectConfirmed,
  dataScopeOptionsFailed,
  dataScopeOptionsLoaded,
  identitySwitchFailed,
  identitySwitchStarted,
  notificationCountCleared,
  notificationCountLoaded,
  tenantsFailed,
  tenantsLoaded,
  tenantsRequested,
  workspaceMenuOpened,
  workspaceSelected,
  workspacesFailed,
  workspacesLoaded,
  workspaceSwitched,
} from './navigation.slice';

/** What the navigation's saga needs from the app. */
export interface NavigationSagaOptions {
  /** Shows the failures of switches (the server's message): pass the toaster given to `ToastProvider`. */
  toaster?: Pick<Toaster, 'show'> | null;
}

function errorMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : M.switchFailed;
}

function* showFailure(options: NavigationSagaOptions, error: unknown) {
  if (options.toaster) yield call([options.toaster, options.toaster.show], { tone: 'error', title: errorMessage(error) });
}

// ------------------------------------------------------------------ notification count

/** Counts the notifications now and every 60 s, while the rules let this user see them. */
function* pollNotificationCount() {
  // Admins pass every check, and who is an admin is known once the session config is in.
  const config = (yield select(selectSessionConfig)) as ReturnType<typeof selectSessionConfig>;
  if (config === null) yield take(sessionConfigLoaded.type);
  for (;;) {
    const counted = (yield select(selectNotificationsCounted)) as boolean;
    if (counted) {
      try {
        const count: number = yield* callApi(fetchNotificationCount);
        yield put(notificationCountLoaded({ count }));
      } catch {
        // The last count stays until the next round answers.
      }
    } else {
      yield put(notificationCountCleared());
    }
    yield delay(NOTIFICATION_COUNT_POLL_MS);
  }
}

/** Every current user (sign-in, identity switch) starts the count; the end of the session, or a switch, stops it. */
function* countWhileSignedIn() {
  yield race({
    poll: call(pollNotificationCount),
    over: take([logoutStarted.type, sessionEnded.type, sessionIdentitySwitched.type]),
  });
}

// ------------------------------------------------------------------ menus and lists

function* loadDataScopeOptions() {
  try {
    const options: DataScopeOptions = yield* callApi(fetchDataScopeOptions);
    yield put(dataScopeOptionsLoaded(options));
  } catch {
    yield put(dataScopeOptionsFailed());
  }
}

function* loadWorkspaces() {
  try {
    const workspaces: Workspace[] = yield* callApi(fetchWorkspaces);
    yield put(workspacesLoaded(workspaces));
  } catch {
    yield put(workspacesFailed());
  }
}

function* loadTenants() {
  try {
    const tenants: Tenant[] = yield* callApi(fetchTenants);
    yield put(tenantsLoaded(tenants));
  } catch {
    yield put(tenantsFailed());
  }
}

/** After a switch: the global workspace goes to /dashboard; another goes to / unless already there. */
function* selectWorkspace(options: NavigationSagaOptions, { payload }: ReturnType<typeof workspaceSelected>) {
  const previous = (yield select(selectCurrentWorkspace)) as Workspace | null;
  if (previous?.id === payload.id) return;
  let workspace: Workspace;
  try {
    workspace = yield* callApi(switchWorkspace, payload.id);
  } catch (error) {
    yield* showFailure(options, error);
    return;
  }
  yield put(workspaceSwitched({ workspace, previous }));
  if (workspace.is_global) yield put(sessionNavigationRequested({ to: GLOBAL_WORKSPACE_PATH }));
  else if (payload.pathname !== WORKSPACE_PATH) yield put(sessionNavigationRequested({ to: WORKSPACE_PATH }));
}

// ------------------------------------------------------------------ identity switches

type IdentityRequest =
  | ReturnType<typeof userImpersonationRequested>
  | ReturnType<typeof userImpersonationEndRequested>
  | ReturnType<typeof dataScopeConnectRequested>
  | ReturnType<typeof dataScopeDisconnectRequested>
  | ReturnType<typeof tenantConnectRequested>
  | ReturnType<typeof tenantDisconnectRequested>;

/** The login call of each request; Connect As first waits for the user's confirmation (null when cancelled). */
function* loginFor(action: IdentityRequest) {
  if (userImpersonationRequested.match(action)) return (client: ApiClient) => impersonateLogin(client, action.payload.userId);
  if (userImpersonationEndRequested.match(action)) return impersonateLogout;
  if (dataScopeDisconnectRequested.match(action)) return dataScopeLogout;
  if (tenantConnectRequested.match(action)) return (client: ApiClient) => tenantLogin(client, action.payload.id);
  if (tenantDisconnectRequested.match(action)) return tenantLogout;
  const answer = (yield race({ confirmed: take(dataScopeConnectConfirmed.type), cancelled: take(dataScopeConnectCancelled.type) })) as {
    confirmed?: unknown;
  };
  return answer.confirmed ? (client: ApiClient) => dataScopeLogin(client, action.payload.uuid) : null;
}

/**
 * Each switch "resets state and then logs in": the login call first (a failure shows the server's
 * message and changes nothing), then every store but the session's is reset and the session takes
 * the reply's user data and expiry and fetches the current user; once it is in, the console goes to /.
 */
function* switchIdentity(options: NavigationSagaOptions, action: IdentityRequest) {
  const login = yield* loginFor(action);
  if (login === null) return;
  yield put(identitySwitchStarted());
  let session: { user_data: NonNullable<LoginReply['meta']['user_data']>; expires_in: number };
  try {
    const { meta } = yield* callApi(login);
    // An identity switch answers with a signed-in session; anything else (terms, a code) is no switch.
    if (!meta.user_data || meta.expires_in === undefined) throw new Error(M.switchFailed);
    session = { user_data: meta.user_data, expires_in: meta.expires_in };
  } catch (error) {
    yield* showFailure(options, error);
    yield put(identitySwitchFailed());
    return;
  }
  yield put(sessionIdentitySwitched(session));
  const outcome = (yield take([currentUserLoaded.type, sessionAbsent.type])) as { type: string };
  if (currentUserLoaded.match(outcome)) yield put(sessionNavigationRequested({ to: IDENTITY_SWITCH_PATH }));
}

// ------------------------------------------------------------------ root

/** Makes the navigation's root saga; the app passes its toaster. */
export function createNavigationSaga(options: NavigationSagaOptions = {}): Saga {
  return function* navigationSaga() {
    yield all([
      takeLatest(currentUserLoaded.type, countWhileSignedIn),
      takeLatest(connectAsMenuOpened.type, loadDataScopeOptions),
      takeLatest(workspaceMenuOpened.type, loadWorkspaces),
      takeLatest(tenantsRequested.type, loadTenants),
      takeLeading(workspaceSelected.type, selectWorkspace, options),
      takeLeading(
        [
          userImpersonationRequested.type,
          userImpersonationEndRequested.type,
          dataScopeConnectRequested.type,
          dataScopeDisconnectRequested.type,
          tenantConnectRequested.type,
          tenantDisconnectRequested.type,
        ],
        switchIdentity,
        options,
      ),
    ]);
  };
}
