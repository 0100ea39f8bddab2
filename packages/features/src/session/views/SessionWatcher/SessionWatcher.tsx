import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { lazyModule } from '@vigil/ui';
import { ACTIVITY_REPORT_INTERVAL_MS } from '../../session.constants';
import { selectHasSessionWarning, selectSessionNavigation, selectSessionStatus } from '../../state/session.selectors';
import { userActive, visibilityChanged } from '../../state/session.slice';

// The modals (and react-aria's dialog, modal and focus code) load once signed in, before any
// warning: the login page, where the session watcher also runs, does not carry them.
const sessionModals = lazyModule(() => import('./SessionModals'));

/** What counts as the user being there. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Reports user activity (at most once a second, while signed in) and the document's visibility to
 * the session saga, and performs the navigations the session asks for (logout, expiry). Needs a
 * router and the session's store above it.
 */
export function useSessionWatcher() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const status = useSelector(selectSessionStatus);
  const navigation = useSelector(selectSessionNavigation);
  const lastReport = useRef(Number.NEGATIVE_INFINITY);
  const handled = useRef(navigation?.id ?? 0);

  useEffect(() => {
    const report = () => {
      dispatch(visibilityChanged({ hidden: document.visibilityState === 'hidden' }));
    };
    report();
    document.addEventListener('visibilitychange', report);
    return () => {
      document.removeEventListener('visibilitychange', report);
    };
  }, [dispatch]);

  useEffect(() => {
    if (status !== 'signed-in') return undefined;
    const onActivity = (event: Event) => {
      // A timestamp, not a timer: the timers of the session live in its saga.
      const at = event.timeStamp;
      if (at - lastReport.current < ACTIVITY_REPORT_INTERVAL_MS) return;
      lastReport.current = at;
      dispatch(userActive());
    };
    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
    };
  }, [dispatch, status]);

  useEffect(() => {
    if (!navigation || navigation.id === handled.current) return;
    handled.current = navigation.id;
    void navigate(navigation.to, { replace: true });
  }, [navigate, navigation]);
}

/**
 * The session's mount point in the app: watches activity, visibility and the session's
 * navigations, and renders the timeout, lifetime and SAML expiry modals.
 */
export function SessionWatcher() {
  useSessionWatcher();
  const signedIn = useSelector(selectSessionStatus) === 'signed-in';
  const warned = useSelector(selectHasSessionWarning);
  const modals = sessionModals.useModule(signedIn || warned);
  return modals && <modals.SessionModals />;
}
