import type { FeatureFlags, InternalFeatureFlags } from '@vigil/openapi';
import { apiHttp, valueReply } from '@vigil/openapi/mocks';
import type { OperationsValues } from '../api/operations.api';
import { OPERATIONS_NOW, operationsFixture } from '../fixtures/operations';

/** A story's operations server: the configs it holds and every write it received. */
export interface OperationsServer {
  values: OperationsValues;
  writes: { method: string; path: string; body?: unknown }[];
}

export const operationsServer = (overrides: Partial<OperationsValues> = {}): OperationsServer => ({ values: { ...operationsFixture(), ...overrides }, writes: [] });

const HOUR_MS = 3_600_000;
const unavailable = { status: 503, message: 'Service Unavailable' } as const;

/** Mock handlers of the four operations tabs, over one `OperationsServer`. */
export const operationsHandlers = {
  /** GET and save every config as the reference server does (troubleshooting ends OPERATIONS_NOW plus the hours). */
  all: (server: OperationsServer) => [
    apiHttp.get('/settings/plugins/{pluginId}/{configName}', ({ params, response }) => response(200).json(valueReply(server.values[params.configName]))),
    apiHttp.put('/settings/plugins/{pluginId}/{configName}', async ({ params, request, response }) => {
      const body = (await request.json());
      server.writes.push({ method: 'PUT', path: `settings/plugins/gui/${params.configName}`, body });
      if (params.configName === 'FeatureFlags') server.values.FeatureFlags = body as FeatureFlags;
      else server.values.InternalFeatureFlags = body as InternalFeatureFlags;
      return response(200).json(valueReply(body));
    }),
    apiHttp.get('/settings/maintenance', ({ response }) => response(200).json(valueReply(server.values.maintenance))),
    apiHttp.put('/settings/maintenance', async ({ request, response }) => {
      const body = (await request.json());
      server.writes.push({ method: 'PUT', path: 'settings/maintenance', body });
      server.values.maintenance = body;
      return response(200).json(valueReply(body));
    }),
    apiHttp.post('/settings/maintenance', async ({ request, response }) => {
      const body = (await request.json());
      server.writes.push({ method: 'POST', path: 'settings/maintenance', body });
      server.values.maintenance = { ...server.values.maintenance, troubleshooting: true, timeout: new Date(OPERATIONS_NOW.getTime() + body.duration_hours * HOUR_MS).toISOString() };
      return response(200).json(valueReply(server.values.maintenance));
    }),
    apiHttp.delete('/settings/maintenance', ({ response }) => {
      server.writes.push({ method: 'DELETE', path: 'settings/maintenance' });
      server.values.maintenance = { ...server.values.maintenance, troubleshooting: false, timeout: null };
      return response(200).json(valueReply(server.values.maintenance));
    }),
    apiHttp.get('/settings/schedule_config', ({ response }) => response(200).json(valueReply(server.values.scheduler))),
    apiHttp.post('/settings/schedule_config', async ({ request, response }) => {
      const body = (await request.json());
      server.writes.push({ method: 'POST', path: 'settings/schedule_config', body });
      server.values.scheduler = body;
      return response(200).json(valueReply(body));
    }),
  ],
  /** Every config read failing. */
  loadFailure: () => [
    apiHttp.get('/settings/plugins/{pluginId}/{configName}', ({ response }) => response('default').json(unavailable, { status: unavailable.status })),
    apiHttp.get('/settings/maintenance', ({ response }) => response('default').json(unavailable, { status: unavailable.status })),
    apiHttp.get('/settings/schedule_config', ({ response }) => response('default').json(unavailable, { status: unavailable.status })),
  ],
  /** Every save refused with a 400 naming `field` (e.g. `cron`), as the reference server does. */
  saveRefused: (field: string, message: string) => {
    const refusal = { status: 400, message: `Invalid request: body/${field} ${message}`, details: [{ field: `body/${field}`, message }] };
    return [
      apiHttp.put('/settings/plugins/{pluginId}/{configName}', ({ response }) => response(400).json(refusal)),
      apiHttp.put('/settings/maintenance', ({ response }) => response(400).json(refusal)),
      apiHttp.post('/settings/schedule_config', ({ response }) => response(400).json(refusal)),
    ];
  },
};
