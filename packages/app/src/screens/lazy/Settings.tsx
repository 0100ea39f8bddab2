import { CertificateSettingsTab, DataScopesScreen, FeatureGate, RolesScreen, certificatesFeature, rolesFeature } from '@vigil/features';
import { SettingsScreen, notBuiltYet, type SettingsTab } from '../SettingsScreen';
import { UsersTab } from '../UsersTab';

const ROLES = [rolesFeature];
const CERTIFICATES = [certificatesFeature];

const TABS: readonly SettingsTab[] = [
  { key: 'global-settings-tab', title: 'Global Settings', content: notBuiltYet('Session, login, mail and the other system settings.') },
  { key: 'users', title: 'Users', content: <UsersTab /> },
  {
    key: 'roles',
    title: 'Roles',
    content: (
      <FeatureGate features={ROLES}>
        <RolesScreen />
      </FeatureGate>
    ),
  },
  {
    key: 'data-scopes',
    title: 'Data Scopes',
    content: (
      <FeatureGate features={ROLES}>
        <DataScopesScreen />
      </FeatureGate>
    ),
  },
  {
    key: 'certificate-settings',
    title: 'Certificate Settings',
    content: (
      <FeatureGate features={CERTIFICATES}>
        <CertificateSettingsTab />
      </FeatureGate>
    ),
  },
];

/** System Settings: global settings and the access administration (users, roles, data scopes). */
export function Component() {
  return <SettingsScreen tabs={TABS} />;
}
