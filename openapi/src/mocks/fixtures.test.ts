import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLE_ID,
  buildCampaignSelections,
  buildChart,
  buildConstants,
  buildCurrentUser,
  buildRoles,
  buildSearchResults,
  buildSpace,
  buildUsers,
  fixtureUuid,
} from './fixtures.js';

describe('fixture builders', () => {
  it('returns its defaults when given no overrides', () => {
    expect(buildConstants()).toEqual({
      product_name: 'Vigil',
      version: '6_0_0',
      default_page_size: 20,
      limits: { user_name_max: 30, password_max: 40, email_max: 50, code_length: 6 },
    });
    const user = buildCurrentUser();
    expect(user).toMatchObject({ user_name: 'admin', email: 'admin@example.com', role_id: ADMIN_ROLE_ID, data_scope: null });
    expect(user.permissions['Settings']).toContain('Update');
  });

  it('replaces nested fields without dropping their siblings', () => {
    const constants = buildConstants({ limits: { password_max: 64 } });
    expect(constants.limits).toEqual({ user_name_max: 30, password_max: 64, email_max: 50, code_length: 6 });
    expect(constants.product_name).toBe('Vigil');

    const chart = buildChart({ config: { sort: { order: 'asc' } }, layout: { x: 6 } });
    expect(chart.config.sort).toEqual({ type: 'value', order: 'asc' });
    expect(chart.config.entity).toBe('devices');
    expect(chart.layout).toEqual({ x: 6, y: 0, w: 6, h: 7, static: false });
  });

  it('replaces arrays given in overrides as a whole', () => {
    const user = buildCurrentUser({ current_workspace: { bookmarks: ['audit'] }, interests: [] });
    expect(user.current_workspace.bookmarks).toEqual(['audit']);
    expect(user.current_workspace.name).toBe('Global');
    expect(user.interests).toEqual([]);

    const space = buildSpace({ charts: [] });
    expect(space.charts).toEqual([]);
  });

  it('returns independent objects from call to call', () => {
    const first = buildSpace();
    first.name = 'Changed';
    first.sharing?.roles.push({ role_id: 'someone', access: 'no_access' });
    const chart = first.charts?.[0];
    if (chart) chart.layout.x = 99;
    const user = buildCurrentUser();
    user.permissions['Audit']?.push('Update');

    const second = buildSpace();
    expect(second.name).toBe('Security Overview');
    expect(second.sharing?.roles).toHaveLength(2);
    expect(second.charts?.[0]?.layout.x).toBe(0);
    expect(buildCurrentUser().permissions['Audit']).toEqual(['View']);
  });

  it('gives deterministic fixtures', () => {
    expect(buildUsers(30)).toEqual(buildUsers(30));
    expect(JSON.stringify(buildCampaignSelections(20))).toBe(JSON.stringify(buildCampaignSelections(20)));
  });
});

describe('list helpers', () => {
  it('makes the asked count of users with distinct ids and user names, admin first', () => {
    const users = buildUsers(250);
    expect(users).toHaveLength(250);
    expect(new Set(users.map((user) => user.uuid)).size).toBe(250);
    expect(new Set(users.map((user) => user.user_name)).size).toBe(250);
    expect(users[0]).toMatchObject({ user_name: 'admin', predefined: true, role_id: ADMIN_ROLE_ID });
    expect(users[2]?.uuid).toBe('00000000-0000-4000-8000-000000000003');
  });

  it('merges per-item overrides into list items', () => {
    const users = buildUsers(3, (index) => ({ role_name: `Role ${index}` }));
    expect(users.map((user) => user.role_name)).toEqual(['Role 1', 'Role 2', 'Role 3']);
    expect(users[1]?.user_name).toBe('jsmith');

    const selections = buildCampaignSelections(2, () => ({ entitlement: { type: 'role' }, response: 'approve' }));
    expect(selections[0]?.entitlement).toEqual({ name: 'Domain Admins', type: 'role' });
    expect(selections[1]?.response).toBe('approve');
  });

  it('makes 10,000 distinct campaign selections', () => {
    const selections = buildCampaignSelections(10_000);
    expect(selections).toHaveLength(10_000);
    expect(new Set(selections.map((selection) => selection.uuid)).size).toBe(10_000);
    expect(selections.every((selection) => selection.response === null)).toBe(true);
    expect(selections[9_999]?.uuid).toBe(fixtureUuid('campaignSelection', 10_000));
  });

  it('makes distinct search results', () => {
    const results = buildSearchResults(50);
    expect(new Set(results.map((result) => result.id)).size).toBe(50);
    expect(results[0]?.name).toBe('WS-FIN-0001');
  });

  it('gives the predefined roles and a custom viewer role, with user counts', () => {
    const roles = buildRoles();
    expect(roles.map((role) => [role.name, role.predefined])).toEqual([
      ['Admin', true],
      ['OwnerReadOnly', true],
      ['IT', true],
      ['Viewer', false],
    ]);
    expect(new Set(roles.map((role) => role.uuid)).size).toBe(roles.length);
    expect(roles.every((role) => role.users_count > 0)).toBe(true);
    expect(roles.find((role) => role.name === 'Viewer')?.permissions).toEqual({
      Dashboard: ['View'],
      Reports: ['View'],
      Findings: ['View'],
    });
  });
});
