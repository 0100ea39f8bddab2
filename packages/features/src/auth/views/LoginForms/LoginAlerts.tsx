import { useSelector } from 'react-redux';
import { Alert } from '@vigil/ui';
import { selectSessionEndMessage } from '../../../session/state/session.selectors';
import { selectLoginLockout } from '../../state/auth.selectors';

/**
 * Above the login form: the 429 lockout, kept until it lapses (spec 8), else why the last session
 * ended ('Session timed out', spec 000 section 4) until the next sign-in.
 */
export function LoginAlerts() {
  const lockout = useSelector(selectLoginLockout);
  const ended = useSelector(selectSessionEndMessage);
  if (lockout) {
    return (
      <Alert tone="error" title={lockout.title}>
        {lockout.message}
      </Alert>
    );
  }
  return ended ? <Alert tone="error" title={ended} /> : null;
}
