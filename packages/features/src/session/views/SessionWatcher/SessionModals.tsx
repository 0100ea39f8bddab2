import { LifetimeWarningModal } from '../LifetimeWarningModal';
import { SamlExpiryModal } from '../SamlExpiryModal';
import { SessionTimeoutModal } from '../SessionTimeoutModal';

/** The session's warnings: idle timeout, session lifetime and SAML expiry (loaded with the first). */
export function SessionModals() {
  return (
    <>
      <SessionTimeoutModal />
      <LifetimeWarningModal />
      <SamlExpiryModal />
    </>
  );
}
