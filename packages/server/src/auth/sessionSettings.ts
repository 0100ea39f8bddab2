import type { components } from '@vigil/openapi';
import type { Queryable } from '../db/index.js';
import { readSetting } from '../settings/store.js';

type SessionConfig = components['schemas']['SessionConfig'];

/** The `session` settings section: how long sessions live, and what the shell is told about it. */
export interface SessionSettings {
  /** Idle timeout in minutes (the current user's `timeout`); null for none. */
  timeout: number | null;
  /** Lifetime mode: a hard lifespan (hours) whatever the activity. */
  session_lifetime_settings: Required<SessionConfig['session_lifetime_settings']>;
  timeout_settings: SessionConfig['timeout_settings'];
  /** Where the browser goes after logout (for example the IdP's logout page); null to stay. */
  logout_redirect_url: string | null;
  /** The parent console a tenant impersonation returns to; null when this console has none. */
  parent_console_url: string | null;
  important_notifications: components['schemas']['ImportantNotification'][];
}

export const SESSION_SETTINGS_KEY = 'session';

/**
 * OWASP ASVS's level 2 limits by default: re-authentication after 30 minutes of inactivity and
 * after 12 hours whatever the activity.
 */
export const DEFAULT_SESSION_SETTINGS: SessionSettings = {
  timeout: 30,
  session_lifetime_settings: { enabled: true, lifespan: 12, notification_before_logging_off: 5, display_browser_notification: false },
  timeout_settings: { browser_notifications: false },
  logout_redirect_url: null,
  parent_console_url: null,
  important_notifications: [],
};

/** The section, with the defaults filling in whatever it leaves out, inside the nested settings too. */
export async function readSessionSettings(db: Queryable): Promise<SessionSettings> {
  const stored = await readSetting(db, SESSION_SETTINGS_KEY, DEFAULT_SESSION_SETTINGS);
  return {
    ...stored,
    session_lifetime_settings: { ...DEFAULT_SESSION_SETTINGS.session_lifetime_settings, ...stored.session_lifetime_settings },
    timeout_settings: { ...DEFAULT_SESSION_SETTINGS.timeout_settings, ...stored.timeout_settings },
  };
}

/** The lifespan in hours when lifetime mode is on, else null. */
export const lifespanHours = (settings: SessionSettings): number | null =>
  settings.session_lifetime_settings.enabled ? settings.session_lifetime_settings.lifespan : null;
