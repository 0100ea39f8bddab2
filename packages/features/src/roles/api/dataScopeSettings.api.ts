import { unwrap, type ApiClient, type DataScopesSection } from '@vigil/openapi';

/** The settings section the data scope settings modal edits (designed: DataScopesSection). */
export const DATA_SCOPES_SECTION_KEY = 'data_scopes';

/** GET settings/sections/data_scopes: the data scope settings, defaults filled in. */
export async function fetchDataScopeSettings(client: ApiClient): Promise<DataScopesSection> {
  const reply = await unwrap(client.GET('/settings/sections/{key}', { params: { path: { key: DATA_SCOPES_SECTION_KEY } } }));
  return reply.data.attributes.value as DataScopesSection;
}

/** PUT settings/sections/data_scopes: replaces the data scope settings; the reply is what is stored. */
export async function saveDataScopeSettings(client: ApiClient, value: DataScopesSection): Promise<DataScopesSection> {
  const reply = await unwrap(client.PUT('/settings/sections/{key}', { params: { path: { key: DATA_SCOPES_SECTION_KEY } }, body: value }));
  return reply.data.attributes.value as DataScopesSection;
}
