/** The System Settings tabs an administrator needs, as routed by the Settings screen (`/settings/:category`). */
export const ADMINISTRATION_SETTINGS_LINKS = [
  { href: '/settings/global-settings-tab', label: 'Global Settings', description: 'Session, login, mail and the other system settings.' },
  { href: '/settings/users', label: 'Users', description: 'Accounts, their roles and data scopes.' },
  { href: '/settings/roles', label: 'Roles', description: 'Roles and their permissions.' },
  { href: '/settings/data-scopes', label: 'Data Scopes', description: 'Restricted views of the data.' },
] as const;
