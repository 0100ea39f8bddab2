import { DataScopesScreen, FeatureGate, GlobalSettingsScreen, RolesScreen, WebhooksTab, globalSettingsFeature, rolesFeature, webhooksFeature } from '@vigil/features';
import { SettingsScreen, type SettingsTab } from '../SettingsScreen';
import { UsersTab } from '../UsersTab';

const ROLES = [rolesFeature];
const WEBHOOKS = [webhooksFeature];

const TABS: readonly SettingsTab[] = [
  {
    key: 'global-settings-tab',
    title: 'Global Settings',
    content: (
      <FeatureGate features={[globalSettingsFeature]}>
        <GlobalSettingsScreen />
      </FeatureGate>
    ),
  },
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
    key: 'webhooks',
    title: 'Webhooks',
    content: (
      <FeatureGate features={WEBHOOKS}>
        <WebhooksTab />
      </FeatureGate>
    ),
  },
];

/** System Settings: global settings and the access administration (users, roles, data scopes). */
export function Component() {
  return <SettingsScreen tabs={TABS} />;
}
