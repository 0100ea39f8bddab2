import { unwrapValue, type ApiClient, type FeatureFlags, type InternalFeatureFlags } from '@vigil/openapi';

/** GET settings/plugins/gui/FeatureFlags, unwrapped. */
export async function fetchFeatureFlags(client: ApiClient): Promise<FeatureFlags> {
  const config = await unwrapValue(
    client.GET('/settings/plugins/{pluginId}/{configName}', { params: { path: { pluginId: 'gui', configName: 'FeatureFlags' } } }),
  );
  return config as FeatureFlags;
}

/** GET settings/plugins/gui/InternalFeatureFlags, unwrapped. */
export async function fetchInternalFeatureFlags(client: ApiClient): Promise<InternalFeatureFlags> {
  const config = await unwrapValue(
    client.GET('/settings/plugins/{pluginId}/{configName}', { params: { path: { pluginId: 'gui', configName: 'InternalFeatureFlags' } } }),
  );
  return config as InternalFeatureFlags;
}
