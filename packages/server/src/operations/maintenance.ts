import type { components } from '@vigil/openapi';
import type { Queryable } from '../db/index.js';
import { readSetting, writeSetting } from '../settings/store.js';

type MaintenanceConfig = components['schemas']['MaintenanceConfig'];

const KEY = 'maintenance';

/** Nothing allowed until an administrator says so. */
export const DEFAULT_MAINTENANCE_CONFIG: MaintenanceConfig = { provision: false, analytics: false, troubleshooting: false, timeout: null };

/** Troubleshooting whose `timeout` has passed is off: derived on read, so no timer has to turn it off. */
export function effectiveMaintenance(config: MaintenanceConfig, now: Date): MaintenanceConfig {
  const ended = config.troubleshooting && config.timeout !== null && new Date(config.timeout) <= now;
  return ended || !config.troubleshooting ? { ...config, troubleshooting: false, timeout: null } : config;
}

export const readMaintenance = async (db: Queryable, now: Date): Promise<MaintenanceConfig> =>
  effectiveMaintenance(await readSetting(db, KEY, DEFAULT_MAINTENANCE_CONFIG), now);

export const writeMaintenance = (db: Queryable, config: MaintenanceConfig): Promise<void> => writeSetting(db, KEY, config);

