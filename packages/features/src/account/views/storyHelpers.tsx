import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { RequestHandler } from 'msw';
import { all } from 'redux-saga/effects';
import type { CurrentUser } from '@vigil/openapi';
import { buildFeatureFlags, buildInternalFeatureFlags } from '@vigil/openapi/mocks';
import { createToaster, ToastProvider } from '@vigil/ui';
import { authHandlers } from '../../auth/mocks/auth.handlers';
import { navigationHandlers } from '../../navigation/mocks/navigation.handlers';
import { createNavigationSaga } from '../../navigation/state/navigation.sagas';
import { navigationSlice } from '../../navigation/state/navigation.slice';
import { currentUserFixture } from '../../session/fixtures/session';
import { selectCurrentUser } from '../../session/state/session.selectors';
import { currentUserLoaded, sessionSlice } from '../../session/state/session.slice';
import { featureFlagsLoaded, shellSlice } from '../../shell/state/shell.slice';
import { accountHandlers } from '../mocks/account.handlers';
import { createAccountSaga } from '../state/account.sagas';
import { accountSlice } from '../state/account.slice';
import { AccountScreen } from './AccountScreen';

export interface AccountStoryOptions {
  /** @default the admin */
  user?: CurrentUser;
  /** The internal flag enable_workspaces. @default true */
  workspaces?: boolean;
  /** Handlers that answer before the defaults (profile, password, policy, workspaces). */
  handlers?: RequestHandler[];
}

/** The parameters and render of a My Account story. */
export interface AccountStory {
  parameters: Record<string, unknown>;
  render: () => React.JSX.Element;
}

/**
 * Stories only: My Account signed in as `user` (the session's user and the flags set as the
 * session would), with its own toaster; below it, the session's current user's title and
 * department, to see a saved profile reach the session.
 */
export function accountStory({ user = currentUserFixture, workspaces = true, handlers = [] }: AccountStoryOptions = {}): AccountStory {
  const toaster = createToaster();
  const accountSaga = createAccountSaga({ toaster });
  const navigationSaga = createNavigationSaga({ toaster });

  function SessionUser() {
    const current = useSelector(selectCurrentUser);
    return (
      <p>
        Session user: <output data-testid="session-user">{current ? `${current.title ?? ''} / ${current.department ?? ''}` : ''}</output>
      </p>
    );
  }

  function Preview() {
    const dispatch = useDispatch();
    const started = useRef(false);
    const [ready, setReady] = useState(false);
    useEffect(() => {
      if (started.current) return;
      started.current = true;
      dispatch(currentUserLoaded({ user, userData: null }));
      dispatch(
        featureFlagsLoaded({ featureFlags: buildFeatureFlags(), internalFlags: buildInternalFeatureFlags({ enable_workspaces: workspaces }) }),
      );
      setReady(true);
    }, [dispatch]);
    return (
      <ToastProvider toaster={toaster}>
        {ready && <AccountScreen />}
        <SessionUser />
      </ToastProvider>
    );
  }

  return {
    parameters: {
      layout: 'fullscreen',
      route: { path: '/account' },
      store: {
        slices: [sessionSlice, shellSlice, navigationSlice, accountSlice],
        saga: function* root() {
          yield all([accountSaga(), navigationSaga()]);
        },
      },
      msw: { handlers: [...handlers, accountHandlers.profile(), accountHandlers.password(), authHandlers.passwordPolicy(), ...navigationHandlers.workspaces()] },
    },
    render: () => <Preview />,
  };
}
