import type { Queryable } from '../db/index.js';
import { readSetting } from './store.js';

/** The `license` settings section: the trial's end (null when the install is not a trial) and the support contract's end. */
export interface LicenseSettings {
  trial_end: string | null;
  contract_end: string | null;
}

export const LICENSE_KEY = 'license';

export const DEFAULT_LICENSE: LicenseSettings = { trial_end: null, contract_end: null };

export const readLicense = (db: Queryable): Promise<LicenseSettings> => readSetting(db, LICENSE_KEY, DEFAULT_LICENSE);
