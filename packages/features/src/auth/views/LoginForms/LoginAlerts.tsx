import { useSelector } from 'react-redux';
import { Alert } from '@vigil/ui';
import { selectLoginLockout } from '../../state/auth.selectors';

/** The 429 lockout, kept until it lapses (spec 8). */
export function LoginAlerts() {
  const lockout = useSelector(selectLoginLockout);
  if (!lockout) return null;
  return (
    <Alert tone="error" title={lockout.title}>
      {lockout.message}
    </Alert>
  );
}
