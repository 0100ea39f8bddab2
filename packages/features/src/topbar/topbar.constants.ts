/** The discovery lifecycle is polled this often while signed in with Dashboard/View (spec 001 section 9). */
export const DISCOVERY_POLL_MS = 3000;

/** Key codes of the global search shortcut: Cmd+K on Mac, Ctrl+Y elsewhere (spec 001 section 9). */
export const SEARCH_SHORTCUT_KEY_CODES = { mac: 75, other: 89 } as const;

/** Where the top bar's buttons go. */
export const TOPBAR_PATHS = {
  findings: '/findings',
  tenantsManagement: '/tenants_management',
  settings: '/settings',
} as const;

/** The System Settings route, optionally on one category (for example 'global-settings-tab'). */
export function settingsPath(category?: string): string {
  return category === undefined ? TOPBAR_PATHS.settings : `${TOPBAR_PATHS.settings}/${encodeURIComponent(category)}`;
}
