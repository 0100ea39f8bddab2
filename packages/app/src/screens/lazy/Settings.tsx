import { useSelector } from 'react-redux';
import {
  DataScopesScreen,
  FeatureGate,
  FlagsTab,
  GlobalSettingsScreen,
  MaintenanceTab,
  RolesScreen,
  SchedulerTab,
  WebhooksTab,
  canSeeSettingsTab,
  globalSettingsFeature,
  operationsFeature,
  rolesFeature,
  selectAccess,
  webhooksFeature,
} from '@vigil/features';
import { SettingsScreen, type SettingsTab } from '../SettingsScreen';
import { UsersTab } from '../UsersTab';

const ROLES = [rolesFeature];
const WEBHOOKS = [webhooksFeature];
const OPERATIONS = [operationsFeature];

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
  { key: 'feature-flags', title: 'Feature Flags', content: <FeatureGate features={OPERATIONS}><FlagsTab configName="FeatureFlags" /></FeatureGate> },
  { key: 'internal-feature-flags', title: 'Internal Feature Flags', content: <FeatureGate features={OPERATIONS}><FlagsTab configName="InternalFeatureFlags" /></FeatureGate> },
  { key: 'maintenance', title: 'Maintenance', content: <FeatureGate features={OPERATIONS}><MaintenanceTab /></FeatureGate> },
  { key: 'scheduler', title: 'Scheduler', content: <FeatureGate features={OPERATIONS}><SchedulerTab /></FeatureGate> },
];

/** System Settings: global settings, the access administration (users, roles, data scopes) and operations (flags, maintenance, scheduler). */
export function Component() {
  // Each tab shows to those with its permission (canSeeSettingsTab: the design is written there and in openapi/).
  const access = useSelector(selectAccess);
  return <SettingsScreen tabs={TABS.filter((tab) => canSeeSettingsTab(access, tab.key))} />;
}
