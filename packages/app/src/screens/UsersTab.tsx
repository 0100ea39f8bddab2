import { useState } from 'react';
import type { UserListItem } from '@vigil/openapi';
import { ApiKeyModal, FeatureGate, ResetPasswordModal, ServiceAccountsSection, UsersScreen, serviceAccountsFeature, userAccessFeature, usersFeature } from '@vigil/features';

type Open = { modal: 'reset-password' | 'api-key'; user: UserListItem } | null;

const FEATURES = [usersFeature, userAccessFeature, serviceAccountsFeature];

/** The users list with its row actions' reset-password and API-key modals, then the service accounts. */
export function UsersTab() {
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    setOpen(null);
  };
  return (
    <FeatureGate features={FEATURES}>
      <UsersScreen onResetPassword={(user) => { setOpen({ modal: 'reset-password', user }); }} onApiKey={(user) => { setOpen({ modal: 'api-key', user }); }} />
      {open && <ResetPasswordModal user={open.user} isOpen={open.modal === 'reset-password'} onClose={close} />}
      {open && <ApiKeyModal user={open.user} isOpen={open.modal === 'api-key'} onClose={close} />}
      <ServiceAccountsSection />
    </FeatureGate>
  );
}
