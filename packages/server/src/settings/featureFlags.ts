import type { components } from '@vigil/openapi';
import type { Queryable } from '../db/index.js';
import { readSetting, writeSetting } from './store.js';

type Schemas = components['schemas'];

/** The console's two feature-flag configs (plugin `gui`), each a settings section. */
export type FeatureFlagsConfigName = 'FeatureFlags' | 'InternalFeatureFlags';

const KEYS: Record<FeatureFlagsConfigName, string> = { FeatureFlags: 'feature_flags', InternalFeatureFlags: 'internal_feature_flags' };

/** Product features: on where the core console needs them, off for add-on products. */
export const DEFAULT_FEATURE_FLAGS: Schemas['FeatureFlags'] = {
  account_profile_on_login: { enabled: true, visible_existing_users: false },
  cloud_compliance: { enabled: false, expiry_date: null },
  vulnerabilities: { enabled: true, expiry_date: null },
  data_scope: { enabled: true, expiry_date: null },
  axonius_platform: { enabled_platform_products: ['cybersecurity_asset_management', 'saas_management'] },
  generic_assets: { hidden_generic_assets: [] },
  heavy_fields_settings: {},
  root_master_settings: {},
  enable_nodes_host_operations: false,
  do_not_use_software_name_and_version_field: false,
};

/** The console's finished parts on; the experimental ones, and outside telemetry, off. */
export const DEFAULT_INTERNAL_FEATURE_FLAGS: Schemas['InternalFeatureFlags'] = {
  enable_workspaces: true,
  enable_campaigns: true,
  enable_ubac: false,
  enable_rbac_new_ui: true,
  enable_widgets_mfe: false,
  enable_ui_blitz_changes: false,
  chart_click_through: { enable_pie_click_through: true, enable_histogram_click_through: true, enable_summary_click_through: true },
  enable_mixpanel: false,
  enable_rum: false,
  enable_custom_adapters: false,
  enable_assets_count_side_panel: true,
  enable_ec_chain_of_events: false,
  enable_access_request_management: false,
  enable_tenants_management: false,
};

export const readFeatureFlags = (db: Queryable, name: FeatureFlagsConfigName): Promise<Schemas['FeatureFlagsConfig']> =>
  name === 'FeatureFlags' ? readSetting(db, KEYS.FeatureFlags, DEFAULT_FEATURE_FLAGS) : readSetting(db, KEYS.InternalFeatureFlags, DEFAULT_INTERNAL_FEATURE_FLAGS);

/** Which config a body is; the contract's `oneOf` makes the internal flags' required `enable_workspaces` decide. */
export const configNameOf = (config: Schemas['FeatureFlagsConfig']): FeatureFlagsConfigName =>
  'enable_workspaces' in config ? 'InternalFeatureFlags' : 'FeatureFlags';

export const saveFeatureFlags = (db: Queryable, name: FeatureFlagsConfigName, config: Schemas['FeatureFlagsConfig']): Promise<void> =>
  writeSetting(db, KEYS[name], config);
