import { unwrap, type ApiClient, type SettingsSectionList } from '@vigil/openapi';

/** A section as the list gives it: key, description, JSON Schema and defaults. */
export type SettingsSectionInfo = SettingsSectionList['data'][number];

/** A section's values (its shape is its schema's). */
export type SectionValue = Record<string, unknown>;

/** GET settings/sections: every section with its schema and defaults. */
export async function fetchSettingsSections(client: ApiClient): Promise<SettingsSectionInfo[]> {
  return (await unwrap(client.GET('/settings/sections'))).data;
}

/** GET settings/sections/{key}: a section's values, secrets masked. */
export async function fetchSettingsSection(client: ApiClient, key: string): Promise<SectionValue> {
  const reply = await unwrap(client.GET('/settings/sections/{key}', { params: { path: { key } } }));
  return reply.data.attributes.value;
}

/** PUT settings/sections/{key}: replaces the section as a whole; the reply is what is stored. */
export async function saveSettingsSection(client: ApiClient, key: string, value: SectionValue): Promise<SectionValue> {
  const reply = await unwrap(client.PUT('/settings/sections/{key}', { params: { path: { key } }, body: value }));
  return reply.data.attributes.value;
}

/** DELETE settings/sections/{key}: back to the defaults, which the reply gives. */
export async function resetSettingsSection(client: ApiClient, key: string): Promise<SectionValue> {
  const reply = await unwrap(client.DELETE('/settings/sections/{key}', { params: { path: { key } } }));
  return reply.data.attributes.value;
}
