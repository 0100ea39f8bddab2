import type { components } from '@vigil/openapi';
import type { Queryable } from '../db/index.js';
import { readSetting } from './store.js';

/** The `data_scopes` settings section: what the data scope settings modal edits (designed, see DataScopesSection). */
export const DATA_SCOPES_SETTINGS_KEY = 'data_scopes';

export type DataScopesSettings = components['schemas']['DataScopesSection'];

export const DEFAULT_DATA_SCOPES_SETTINGS: DataScopesSettings = { default_data_scope_id: null, allow_connect_as: true };

export const CONNECT_AS_OFF = 'Connecting as a data scope is turned off in the data scope settings.';

export const readDataScopesSettings = (db: Queryable): Promise<DataScopesSettings> => readSetting(db, DATA_SCOPES_SETTINGS_KEY, DEFAULT_DATA_SCOPES_SETTINGS);
