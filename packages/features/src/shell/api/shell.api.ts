import { unwrapValue, type ApiClient, type FeatureFlags, type InternalFeatureFlags, type VersionInfo } from '@vigil/openapi';

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

/** GET /version.json?t=..., served beside the console at `consoleBaseUrl` (not under the API root). */
export async function fetchVersionInfo(client: ApiClient, consoleBaseUrl: string, t: number): Promise<VersionInfo> {
  const { data } = await client.GET('/version.json', { baseUrl: consoleBaseUrl, params: { query: { t } } });
  if (data === undefined) throw new Error('The version file did not load');
  return data;
}
