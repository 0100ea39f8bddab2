import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { ToastProvider, type Toaster } from '@vigil/ui';
import { selectCurrentUser, selectSessionConfig } from '../../../session/state/session.selectors';
import { SessionWatcher } from '../../../session/views/SessionWatcher';
import { selectFeatureFlagsStatus } from '../../../shell/state/shell.selectors';
import { selectCurrentWorkspace, selectNotificationBadge } from '../../state/navigation.selectors';
import { NavigationSidebar } from '../NavigationSidebar';
import { Frame, Main } from './NavigationPreview.styles';
import { useSignInOnce } from '../../../session/views/useSignInOnce';

export interface NavigationPreviewProps {
  toaster: Toaster;
  storage: Storage;
  /** Height of the shell, in px: it decides how many entries fit before More. */
  heightPx: number;
  /** The page's content beside the sidebar (the Tenants screen); a summary of the session without it. */
  children?: ReactNode;
}

/**
 * Stories only: signs in as a login would (`sessionStarted`), mounts `SessionWatcher` (which
 * performs the navigations) and shows the sidebar beside the page. `data-ready` is set once the
 * user, the session config and the flags are in.
 */
export function NavigationPreview({ toaster, storage, heightPx, children }: NavigationPreviewProps) {
  const user = useSelector(selectCurrentUser);
  const config = useSelector(selectSessionConfig);
  const flags = useSelector(selectFeatureFlagsStatus);
  const workspace = useSelector(selectCurrentWorkspace);
  const count = useSelector(selectNotificationBadge);
  const location = useLocation();

  useSignInOnce();

  const ready = user !== null && config !== null && flags === 'loaded';
  return (
    <ToastProvider toaster={toaster}>
      <Frame $heightPx={heightPx} data-ready={ready ? 'true' : 'false'}>
        {ready && <NavigationSidebar storage={storage} />}
        <Main>
          <dl>
            <dt>Page</dt>
            <dd data-testid="page">{location.pathname}</dd>
            <dt>User</dt>
            <dd data-testid="user">{user?.user_name ?? '—'}</dd>
            <dt>Workspace</dt>
            <dd data-testid="workspace">{workspace?.name ?? '—'}</dd>
            <dt>Notifications</dt>
            <dd data-testid="count">{count ?? '—'}</dd>
          </dl>
          {children}
        </Main>
      </Frame>
      <SessionWatcher />
    </ToastProvider>
  );
}
