import type { NavigationAccess } from '@vigil/openapi';
import { can } from '../shell/state/shell.selectors';

/** A permission as category and action. */
type Need = readonly [category: string, action: string];

/**
 * Who sees which System Settings tab (designed: spec 001 section 6 names only the button's rule).
 * Users, Roles and Data Scopes: UsersManagement/GetUsersAndRoles or Settings/View; every other
 * tab (Global Settings, Certificates, Maintenance, Scheduler, Webhooks, the feature flags):
 * Settings/View. Saving needs Settings/Update everywhere: without it the forms are read-only.
 */
export const SETTINGS_TAB_NEEDS: Readonly<Record<string, readonly Need[]>> = {
  users: [['UsersManagement', 'GetUsersAndRoles'], ['Settings', 'View']],
  roles: [['UsersManagement', 'GetUsersAndRoles'], ['Settings', 'View']],
  'data-scopes': [['UsersManagement', 'GetUsersAndRoles'], ['Settings', 'View']],
};

const DEFAULT_NEEDS: readonly Need[] = [['Settings', 'View']];

/** Whether the user sees the tab: one of its needs held (admins see all). */
export const canSeeSettingsTab = (access: NavigationAccess, tabKey: string): boolean =>
  (SETTINGS_TAB_NEEDS[tabKey] ?? DEFAULT_NEEDS).some(([category, action]) => can(access, category, action));
