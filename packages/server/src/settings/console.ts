import type { components } from '@vigil/openapi';
import type { Queryable } from '../db/index.js';
import { readSetting } from './store.js';

type Schemas = components['schemas'];

/** The `console` settings section: the kind of install, the getting-started switch and the Help menu's targets. */
export interface ConsoleSettings {
  installation: Schemas['Installation'];
  getting_started_enabled: boolean;
  help: Schemas['HelpLinks'];
}

export const CONSOLE_KEY = 'console';

export const DEFAULT_CONSOLE_SETTINGS: ConsoleSettings = {
  installation: { hosted: false, kubernetes: false, identity_management: true },
  getting_started_enabled: true,
  help: {
    documentation: 'https://docs.vigil.example/',
    privacy_policy: 'https://vigil.example/privacy',
    support_center: 'https://support.vigil.example/',
    release_notes: 'https://docs.vigil.example/release-notes/6.0',
    external_link: null,
  },
};

export const readConsoleSettings = (db: Queryable): Promise<ConsoleSettings> => readSetting(db, CONSOLE_KEY, DEFAULT_CONSOLE_SETTINGS);
