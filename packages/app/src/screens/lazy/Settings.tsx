import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import {
  CertificateSettingsTab,
  DataScopesScreen,
  FeatureGate,
  FlagsTab,
  GlobalSettingsScreen,
  MaintenanceTab,
  RolesScreen,
  SchedulerTab,
  VaultsTab,
  WebhooksTab,
  canSeeSettingsTab,
  certificatesFeature,
  globalSettingsFeature,
  operationsFeature,
  rolesFeature,
  selectAccess,
  vaultsFeature,
  webhooksFeature,
} from '@vigil/features';
import { SettingsScreen, type SettingsTab } from '../SettingsScreen';
import { UsersTab } from '../UsersTab';

type Feature = Parameters<typeof FeatureGate>[0]['features'][number];

/** A tab whose screen needs its feature's slice and saga, injected when it first shows. */
const gated = (key: string, title: string, feature: Feature, content: ReactNode): SettingsTab => ({
  key,
  title,
  content: <FeatureGate features={[feature]}>{content}</FeatureGate>,
});

const TABS: readonly SettingsTab[] = [
  gated('global-settings-tab', 'Global Settings', globalSettingsFeature, <GlobalSettingsScreen />),
  { key: 'users', title: 'Users', content: <UsersTab /> },
  gated('roles', 'Roles', rolesFeature, <RolesScreen />),
  gated('data-scopes', 'Data Scopes', rolesFeature, <DataScopesScreen />),
  gated('feature-flags', 'Feature Flags', operationsFeature, <FlagsTab configName="FeatureFlags" />),
  gated('internal-feature-flags', 'Internal Feature Flags', operationsFeature, <FlagsTab configName="InternalFeatureFlags" />),
  gated('certificate-settings', 'Certificate Settings', certificatesFeature, <CertificateSettingsTab />),
  gated('webhooks', 'Webhooks', webhooksFeature, <WebhooksTab />),
  gated('maintenance', 'Maintenance', operationsFeature, <MaintenanceTab />),
  gated('scheduler', 'Scheduler', operationsFeature, <SchedulerTab />),
  gated('vaults', 'Vaults', vaultsFeature, <VaultsTab />),
];

/** System Settings: global settings, the access administration (users, roles, data scopes) and operations (flags, certificates, webhooks, maintenance, scheduler). */
export function Component() {
  // Each tab shows to those with its permission (canSeeSettingsTab: the design is written there and in openapi/).
  const access = useSelector(selectAccess);
  return <SettingsScreen tabs={TABS.filter((tab) => canSeeSettingsTab(access, tab.key))} />;
}
