import { unwrapValue, type ApiClient, type FeatureFlags, type InternalFeatureFlags, type MaintenanceConfig, type SchedulerConfig } from '@vigil/openapi';

/** The two feature-flag configs (plugin `gui`), by config name. */
export interface FlagConfigs {
  FeatureFlags: FeatureFlags;
  InternalFeatureFlags: InternalFeatureFlags;
}
export type FlagConfigName = keyof FlagConfigs;

/** The whole configs the operations tabs read and save, by section. */
export interface OperationsValues extends FlagConfigs {
  maintenance: MaintenanceConfig;
  scheduler: SchedulerConfig;
}
export type OperationsSection = keyof OperationsValues;

const flagsPath = (configName: FlagConfigName) => ({ params: { path: { pluginId: 'gui' as const, configName } } });

/** GET the section's config, unwrapped. */
export async function fetchSection<K extends OperationsSection>(client: ApiClient, section: K): Promise<OperationsValues[K]> {
  switch (section) {
    case 'maintenance':
      return (await unwrapValue(client.GET('/settings/maintenance'))) as OperationsValues[K];
    case 'scheduler':
      return (await unwrapValue(client.GET('/settings/schedule_config'))) as OperationsValues[K];
    default:
      return (await unwrapValue(client.GET('/settings/plugins/{pluginId}/{configName}', flagsPath(section)))) as OperationsValues[K];
  }
}

/** Saves the section's config as a whole (PUT, or POST for the scheduler); the reply is what is stored. */
export async function saveSection<K extends OperationsSection>(client: ApiClient, section: K, value: OperationsValues[K]): Promise<OperationsValues[K]> {
  switch (section) {
    case 'maintenance':
      return (await unwrapValue(client.PUT('/settings/maintenance', { body: value as MaintenanceConfig }))) as OperationsValues[K];
    case 'scheduler':
      return (await unwrapValue(client.POST('/settings/schedule_config', { body: value as SchedulerConfig }))) as OperationsValues[K];
    default:
      return (await unwrapValue(
        client.PUT('/settings/plugins/{pluginId}/{configName}', { ...flagsPath(section), body: value as FeatureFlags | InternalFeatureFlags }),
      )) as OperationsValues[K];
  }
}

/** POST settings/maintenance: troubleshooting on for `hours` from now. */
export const startTroubleshooting = async (client: ApiClient, hours: number): Promise<MaintenanceConfig> =>
  unwrapValue(client.POST('/settings/maintenance', { body: { duration_hours: hours } }));

/** DELETE settings/maintenance: troubleshooting off now. */
export const stopTroubleshooting = async (client: ApiClient): Promise<MaintenanceConfig> => unwrapValue(client.DELETE('/settings/maintenance'));
