import { useEffect, useRef, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import type { CurrentUser, SessionConfig } from '@vigil/openapi';
import { ToastProvider } from '@vigil/ui';
import { currentUserFixture, sessionConfigFixture } from '../../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded } from '../../../session/state/session.slice';
import { selectFeatureFlagsStatus } from '../../../shell/state/shell.selectors';
import { selectCanViewDashboard } from '../../../shell/state/shell.selectors';
import { selectDiscoveryStatus } from '../../state/topbar.selectors';
import { Page, Preview } from './SignedInPreview.styles';

export interface SignedInPreviewProps {
  /** @default the admin */
  user?: CurrentUser;
  /** @default a licensed installation with Getting Started on */
  config?: SessionConfig;
  children: ReactNode;
}

/**
 * Stories only: signs `user` in as the session would (the user, then the session config), gives
 * toasts a place, and shows the page the router is on. `data-ready` is set once the feature
 * flags and the first discovery status are in (the status only with Dashboard/View).
 */
export function SignedInPreview({ user = currentUserFixture, config = sessionConfigFixture, children }: SignedInPreviewProps) {
  const dispatch = useDispatch();
  const started = useRef(false);
  const flags = useSelector(selectFeatureFlagsStatus);
  const discovery = useSelector(selectDiscoveryStatus);
  const location = useLocation();
  const polled = useSelector(selectCanViewDashboard);
  const ready = flags === 'loaded' && (!polled || discovery !== null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    dispatch(currentUserLoaded({ user, userData: null }));
    dispatch(sessionConfigLoaded(config));
  }, [dispatch, user, config]);

  return (
    <ToastProvider>
      <Preview data-ready={ready ? 'true' : 'false'}>
        {children}
        <Page>
          Page: <output data-testid="page">{location.pathname}</output>
        </Page>
      </Preview>
    </ToastProvider>
  );
}
