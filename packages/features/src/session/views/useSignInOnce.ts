import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { sessionUserDataFixture } from '../fixtures/session';
import { sessionStarted } from '../state/session.slice';

/** Stories only: signs in once, on mount, as a login would; the session then loads the user and its config. */
export function useSignInOnce(): void {
  const dispatch = useDispatch();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    dispatch(sessionStarted({ user_data: sessionUserDataFixture, expires_in: 900 }));
  }, [dispatch]);
}
