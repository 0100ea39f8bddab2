import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Alert, Button } from '@vigil/ui';
import { SESSION_MESSAGES as M } from '../../session.messages';
import {
  selectCurrentUser,
  selectSessionActivity,
  selectSessionConfig,
  selectSessionEndMessage,
  selectSessionExpiry,
  selectSessionStatus,
} from '../../state/session.selectors';
import { logoutRequested } from '../../state/session.slice';
import { SessionWatcher } from '../SessionWatcher';
import { Facts, Panel } from './SessionPreview.styles';
import { useSignInOnce } from '../useSignInOnce';

/** Labels of the preview panel (stories only). */
export const PREVIEW_LABELS = {
  title: 'Session preview',
  status: 'Status',
  user: 'User',
  state: 'State',
  page: 'Page',
} as const;

/**
 * Stories only: starts a session as a login would (`sessionStarted`), mounts `SessionWatcher`,
 * and shows what the session looks like from the outside (status, state, page, end message).
 * `data-ready` is set once the watchers run (user, config and expiry loaded).
 */
export function SessionPreview() {
  const dispatch = useDispatch();
  const status = useSelector(selectSessionStatus);
  const user = useSelector(selectCurrentUser);
  const activity = useSelector(selectSessionActivity);
  const endMessage = useSelector(selectSessionEndMessage);
  const config = useSelector(selectSessionConfig);
  const expiry = useSelector(selectSessionExpiry);
  const ready = status === 'signed-in' && config !== null && expiry !== null;
  const location = useLocation();

  useSignInOnce();

  return (
    <Panel aria-label={PREVIEW_LABELS.title} data-ready={ready ? 'true' : 'false'}>
      <h2>{PREVIEW_LABELS.title}</h2>
      <Facts>
        <dt>{PREVIEW_LABELS.status}</dt>
        <dd data-testid="status">{status}</dd>
        <dt>{PREVIEW_LABELS.user}</dt>
        <dd>{user?.user_name ?? '—'}</dd>
        <dt>{PREVIEW_LABELS.state}</dt>
        <dd data-testid="activity">{status === 'signed-in' ? activity : '—'}</dd>
        <dt>{PREVIEW_LABELS.page}</dt>
        <dd data-testid="page">{`${location.pathname}${location.search}`}</dd>
      </Facts>
      {endMessage && <Alert tone="warning">{endMessage}</Alert>}
      {status === 'signed-in' && (
        <Button onPress={() => dispatch(logoutRequested())}>{M.logout}</Button>
      )}
      <SessionWatcher />
    </Panel>
  );
}
