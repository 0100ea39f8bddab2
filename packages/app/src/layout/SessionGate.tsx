import { lazy, Suspense, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginScreen, SessionWatcher, appStarted, selectSessionStatus } from '@vigil/features';
import { Spinner, useToast } from '@vigil/ui';
import { retryableLazy, useCodeIn } from '../areas/loadScreen';
import { Centered } from './AppLayout.styles';
import { CAMPAIGN_APPROVAL_PARAM, loadRedirect, pageLoadType, shellLikelyAtLoad } from './loadRules';

// Loaded only once someone is signed in: the login page does not carry the shell. It fetches it
// while the user types (the first key or pointer press on the login page), so that signing in
// does not wait for it; a page load with the login marker (a session is likely) fetches it at
// once, alongside the session check rather than after it. Code fetched before renders at once
// (`retryableLazy`), without the 300 ms React holds a suspended page back after a loading fallback.
const AppLayout = retryableLazy(async () => {
  const shell = await import('./AppLayout');
  // The page's own screen loads while the shell renders.
  shell.preloadScreenAt(window.location.pathname);
  return { Component: shell.AppLayout };
});
if (shellLikelyAtLoad()) AppLayout.preload();

/** Fetches the shell's chunk on the first key or pointer press while `active`. */
function usePrefetchShell(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const prefetch = () => {
      AppLayout.preload();
    };
    const options = { once: true, capture: true } as const;
    window.addEventListener('keydown', prefetch, options);
    window.addEventListener('pointerdown', prefetch, options);
    return () => {
      window.removeEventListener('keydown', prefetch, options);
      window.removeEventListener('pointerdown', prefetch, options);
    };
  }, [active]);
}
const CampaignApprovalScreen = lazy(async () => ({ default: (await import('../screens/CampaignApprovalScreen')).CampaignApprovalScreen }));

export const SESSION_GATE_MESSAGES = { loading: 'Loading the console' } as const;

/** Applies the address rules of a page load once: the redirect, and the error toast. */
function useLoadRules() {
  const location = useLocation();
  const navigate = useNavigate();
  const toaster = useToast();
  const [initial] = useState(() => loadRedirect(pageLoadType(), location.pathname, location.search));
  useEffect(() => {
    if (!initial) return;
    if (initial.error !== null) toaster.show({ tone: 'error', title: initial.error });
    void navigate(initial.to, { replace: true });
  }, [initial, navigate, toaster]);
}

const spinner = (
  <Centered>
    <Spinner size="lg" label={SESSION_GATE_MESSAGES.loading} />
  </Centered>
);

/**
 * The signed-in console, or the login screen when there is no valid session (spec 2,
 * Application shell). A SAML token in the address always goes to the login screen, which signs
 * in with it; a campaign approval id goes to the approval page, which needs no login. The
 * session watcher runs throughout, so the session's own navigations (after a logout or an
 * expiry) happen whatever is shown.
 */
export function SessionGate() {
  const dispatch = useDispatch();
  const status = useSelector(selectSessionStatus);
  const [params] = useSearchParams();
  useLoadRules();

  useEffect(() => {
    dispatch(appStarted());
  }, [dispatch]);

  const approvalId = params.get(CAMPAIGN_APPROVAL_PARAM);
  const signIn = status === 'signed-out' || params.has('saml_token');
  usePrefetchShell(signIn && approvalId === null);
  const shellIn = useCodeIn(AppLayout, status === 'signed-in' && !signIn && approvalId === null);
  if (approvalId !== null) {
    return (
      <Suspense fallback={spinner}>
        <CampaignApprovalScreen approvalId={approvalId} />
      </Suspense>
    );
  }
  return (
    <>
      <SessionWatcher />
      {signIn ? <LoginScreen /> : status === 'unknown' || !shellIn ? spinner : (
        <Suspense fallback={spinner}>
          <AppLayout />
        </Suspense>
      )}
    </>
  );
}
