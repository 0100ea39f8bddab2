import { describe, expect, it } from 'vitest';
import { dateFlagOf, diffConfigs, flagGroups, listFlagOf, searchFlags, setFlag } from './flags';

const config = {
  account_profile_on_login: { enabled: true, visible_existing_users: false },
  cloud_compliance: { enabled: false, expiry_date: null },
  generic_assets: { hidden_generic_assets: ['printers'] },
  heavy_fields_settings: {},
  enable_nodes_host_operations: false,
};

describe('feature flag editors from the config shape', () => {
  it('groups nested flags and picks an editor by value and name', () => {
    const groups = flagGroups(config);
    expect(groups.map((group) => [group.name, group.grouped, group.leaves.map((leaf) => `${leaf.path.join('.')}:${leaf.kind}`)])).toEqual([
      ['account_profile_on_login', true, ['account_profile_on_login.enabled:boolean', 'account_profile_on_login.visible_existing_users:boolean']],
      ['cloud_compliance', true, ['cloud_compliance.enabled:boolean', 'cloud_compliance.expiry_date:date']],
      ['generic_assets', true, ['generic_assets.hidden_generic_assets:list']],
      ['heavy_fields_settings', false, ['heavy_fields_settings:empty']],
      ['enable_nodes_host_operations', false, ['enable_nodes_host_operations:boolean']],
    ]);
  });

  it('searches flag names, keeping a matching group whole', () => {
    const groups = flagGroups(config);
    expect(searchFlags(groups, 'VISIBLE').map((group) => group.leaves.map((leaf) => leaf.path.join('.')))).toEqual([['account_profile_on_login.visible_existing_users']]);
    expect(searchFlags(groups, 'cloud')[0]?.leaves).toHaveLength(2);
    expect(searchFlags(groups, 'nothing like it')).toEqual([]);
  });

  it('sets a nested flag without touching the config, and lists what changed', () => {
    const changed = setFlag(config, ['account_profile_on_login', 'visible_existing_users'], true);
    expect(config.account_profile_on_login.visible_existing_users).toBe(false);
    const listed = setFlag(changed, ['generic_assets', 'hidden_generic_assets'], listFlagOf(' printers, , cameras '));
    const dated = setFlag(listed, ['cloud_compliance', 'expiry_date'], dateFlagOf('2030-01-31'));
    expect(diffConfigs(config, dated)).toEqual([
      { path: 'account_profile_on_login.visible_existing_users', before: false, after: true },
      { path: 'cloud_compliance.expiry_date', before: null, after: '2030-01-31T00:00:00Z' },
      { path: 'generic_assets.hidden_generic_assets', before: ['printers'], after: ['printers', 'cameras'] },
    ]);
    expect(dateFlagOf('')).toBeNull();
  });
});
