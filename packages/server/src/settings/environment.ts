import type { components } from '@vigil/openapi';
import type { Queryable } from '../db/index.js';
import { readSetting } from './store.js';

/** The `environment` settings section: the footer bar's message and background colour (none by default). */
export type EnvironmentSettings = components['schemas']['Environment'];

export const ENVIRONMENT_KEY = 'environment';

export const DEFAULT_ENVIRONMENT: EnvironmentSettings = { name: null, background_color: null };

export const readEnvironment = (db: Queryable): Promise<EnvironmentSettings> => readSetting(db, ENVIRONMENT_KEY, DEFAULT_ENVIRONMENT);
