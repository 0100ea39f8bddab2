import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Outlet, useSearchParams } from 'react-router-dom';
import { LoginScreen, SessionWatcher, appStarted, selectSessionStatus } from '@vigil/features';
import { Spinner } from '@vigil/ui';
import { Centered } from './AppLayout.styles';

/**
 * The signed-in console, or the login screen when there is no valid session (spec 2,
 * Application shell). A SAML token in the address always goes to the login screen, which signs
 * in with it. The session watcher runs throughout, so the session's own navigations (after a
 * logout or an expiry) happen whatever is shown.
 */
export function SessionGate() {
  const dispatch = useDispatch();
  const status = useSelector(selectSessionStatus);
  const [params] = useSearchParams();

  useEffect(() => {
    dispatch(appStarted());
  }, [dispatch]);

  const signIn = status === 'signed-out' || params.has('saml_token');
  return (
    <>
      <SessionWatcher />
      {status === 'unknown' && !signIn ? (
        <Centered>
          <Spinner size="lg" label="Loading the console" />
        </Centered>
      ) : signIn ? (
        <LoginScreen />
      ) : (
        <Outlet />
      )}
    </>
  );
}
