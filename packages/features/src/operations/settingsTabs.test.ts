import { describe, expect, it } from 'vitest';
import { canSeeSettingsTab } from './settingsTabs';

const access = (permissions: Record<string, string[]>, isAdmin = false) => ({ isAdmin, permissions, fieldsRestricted: false });

describe('System Settings tabs by permission', () => {
  it('shows users, roles and data scopes with GetUsersAndRoles, the others only with Settings View', () => {
    const usersOnly = access({ UsersManagement: ['GetUsersAndRoles'] });
    expect(['users', 'roles', 'data-scopes'].map((tab) => canSeeSettingsTab(usersOnly, tab))).toEqual([true, true, true]);
    expect(['feature-flags', 'maintenance', 'scheduler', 'global-settings-tab'].some((tab) => canSeeSettingsTab(usersOnly, tab))).toBe(false);
    const viewer = access({ Settings: ['View'] });
    expect(['users', 'feature-flags', 'internal-feature-flags', 'maintenance', 'scheduler'].every((tab) => canSeeSettingsTab(viewer, tab))).toBe(true);
    expect(canSeeSettingsTab(access({ Settings: ['DataScopeImpersonation'] }), 'maintenance')).toBe(false);
    expect(canSeeSettingsTab(access({}, true), 'scheduler')).toBe(true);
  });
});
