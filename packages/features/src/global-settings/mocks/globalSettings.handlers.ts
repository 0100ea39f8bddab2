import type { SettingsSectionValue } from '@vigil/openapi';
import { apiHttp } from '@vigil/openapi/mocks';
import type { SectionValue } from '../api/globalSettings.api';
import { sectionValuesFixture, settingsSectionsFixture } from '../fixtures/globalSettings';

/** A story's settings server: each section's stored values, and every write it received. */
export interface GlobalSettingsServer {
  values: Record<string, SectionValue>;
  writes: { method: 'PUT' | 'DELETE'; key: string; body?: SectionValue }[];
}

export const globalSettingsServer = (): GlobalSettingsServer => ({ values: sectionValuesFixture(), writes: [] });

const unavailable = { status: 503, message: 'Service Unavailable' } as const;
const SECRET_MASK = '********';

/** A write's secrets as the reference server keeps them: a secret sent as the mask stays, a new one is masked in the reply. */
const masked = (value: SectionValue): SectionValue =>
  JSON.parse(JSON.stringify(value, (key, item: unknown) => (/password$/.test(key) && typeof item === 'string' && item !== '' ? SECRET_MASK : item))) as SectionValue;

/** A reply's body: the section wrapped as the contract says (the list's values are loosely typed records). */
const sectionReply = (value: object) => ({ data: { attributes: { value: value as SettingsSectionValue } } });

/** Mock HTTP answers for the global settings' calls, for stories and tests; typed by the contract. */
export const globalSettingsHandlers = {
  /** Every call answered from `server`, as the reference server would (secrets masked in replies). */
  server: (server: GlobalSettingsServer) => [
    apiHttp.get('/settings/sections', ({ response }) => response(200).json({ data: settingsSectionsFixture })),
    apiHttp.get('/settings/sections/{key}', ({ params, response }) => {
      const value = server.values[params.key];
      if (!value) return response(404).json({ status: 404, message: `There is no settings section "${params.key}".` });
      return response(200).json(sectionReply(value));
    }),
    apiHttp.put('/settings/sections/{key}', async ({ params, request, response }) => {
      const body = (await request.json());
      server.writes.push({ method: 'PUT', key: params.key, body });
      server.values[params.key] = masked(body);
      return response(200).json(sectionReply(masked(body)));
    }),
    apiHttp.delete('/settings/sections/{key}', ({ params, response }) => {
      server.writes.push({ method: 'DELETE', key: params.key });
      const defaults = settingsSectionsFixture.find((section) => section.key === params.key)?.defaults ?? {};
      server.values[params.key] = structuredClone(defaults);
      return response(200).json(sectionReply(defaults));
    }),
  ],
  /** GET settings/sections never answering (the loading state). */
  listPending: () => apiHttp.get('/settings/sections', () => new Promise<never>(() => undefined)),
  /** GET settings/sections failing. */
  listFailure: (status = unavailable.status, message = unavailable.message) =>
    apiHttp.get('/settings/sections', ({ response }) => response('default').json({ status, message }, { status })),
  /** PUT refused with a 400 naming `field` (a path in the section, `domains/0/url`), as the reference server does. */
  saveRefused: (field: string, message: string) =>
    apiHttp.put('/settings/sections/{key}', ({ response }) =>
      response(400).json({ status: 400, message: `Invalid request: body/${field} ${message}`, details: [{ field: `body/${field}`, message }] }),
    ),
};
